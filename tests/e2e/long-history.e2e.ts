import fs from "node:fs";
import { sql } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyPageSize } from "@/shared/chat";
import { createVerifiedAccount, signInContext } from "./site-account";
import { launchBrowser, newPage } from "./support/browser";
import { openServerDatabase } from "./support/data-dir";
import { type RunningServer, startServer } from "./support/server";
import { startSmtpSink } from "./support/smtp-sink";

const shots = "/tmp/shots-long-history";
const email = `long-history-${Date.now()}@example.com`;
/** More than two pages of the history: the list must ask for the second and the third. */
const conversations = historyPageSize * 2 + 20;
/** Accounts besides the signed-up one: two pages of the admin's list (25 a page). */
const accounts = 30;

let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * The account's history, written straight into the stopped server's database in one statement
 * each (the API would take a streamed answer per conversation): "Topic 1" is the newest.
 */
async function seedHistory() {
  await server.stop();
  const database = await openServerDatabase(server.dataDir);
  await database.db.execute(sql`
    insert into conversation (id, user_id, tool_id, title, last_message_at, created_at)
    select 'topic-' || n, u.id, 'multi-chat', 'Topic ' || n,
           now() - n * interval '1 minute', now() - n * interval '1 minute'
    from "user" u cross join generate_series(1, ${conversations}) n
    where u.email = ${email}`);
  await database.db.execute(sql`
    insert into message (id, conversation_id, user_id, role, content, created_at)
    select 'm-' || k, c.id, c.user_id, case when k = 0 then 'user' else 'assistant' end,
           case when k = 0 then 'Question of ' || c.title else 'Answer about ' || c.title end,
           c.last_message_at - (1 - k) * interval '1 second'
    from conversation c cross join generate_series(0, 1) k
    where c.id like 'topic-%'`);
  // More accounts than a page of the admin's list, older than the signed-up one.
  await database.db.execute(sql`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select 'seeded-' || n, 'Seeded ' || n, 'seeded-' || n || '@example.com', true,
           now() - n * interval '1 hour', now()
    from generate_series(1, ${accounts}) n`);
  await database.close();
  await server.restart();
}

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  smtp = await startSmtpSink();
  server = await startServer({ env: { SMTP_URL: smtp.url, ADMIN_EMAILS: email } });
  await createVerifiedAccount(server, smtp, email);
  await seedHistory();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

async function signedIn(options: { width?: number; dark?: boolean } = {}): Promise<Page> {
  const page = await newPage(browser, { width: options.width ?? 1280 });
  if (options.dark) await page.emulateMedia({ colorScheme: "dark" });
  await signInContext(page, server, email);
  return page;
}

const historyList = (page: Page) => page.getByRole("list", { name: "Saved conversations" });
const entry = (page: Page, title: string) =>
  historyList(page).getByRole("button", { name: new RegExp(`^${title}\\b`) });

describe("a history longer than a page", () => {
  it("loads the next page when the list is scrolled to its end", async () => {
    const page = await signedIn();
    await page.goto(`${server.url}/ai-workbench?tool=multi-chat`);
    await entry(page, "Topic 1").waitFor();
    expect(
      await historyList(page)
        .getByRole("button", { name: /^Topic / })
        .count(),
    ).toBe(historyPageSize);

    // Scrolling the list to its end brings the next page (the 51st conversation onwards).
    await historyList(page).evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await entry(page, `Topic ${historyPageSize + 1}`).waitFor();
    await entry(page, `Topic ${historyPageSize + 1}`).click();
    await page.getByText(`Answer about Topic ${historyPageSize + 1}`).waitFor();
    await page.screenshot({ path: `${shots}/history-1280-light.png` });

    // Deleting an entry of the second page takes it off at once; Undo brings it back.
    const second = `Topic ${historyPageSize + 2}`;
    await historyList(page)
      .getByRole("button", { name: `Delete conversation ${second}` })
      .click();
    await entry(page, second).waitFor({ state: "detached" });
    await entry(page, `Topic ${historyPageSize + 3}`).waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    await entry(page, second).waitFor();
  });

  it("loads pages by keyboard with the button at the end of the list", async () => {
    const page = await signedIn({ width: 375, dark: true });
    await page.goto(`${server.url}/ai-workbench?tool=multi-chat`);
    await page.getByRole("button", { name: "Open tools and history" }).click();
    const drawer = page.getByRole("dialog", { name: "Tools and history" });
    const more = drawer.getByRole("button", { name: "Load more conversations" });
    // Pages load as the end comes into view; the button asks for the rest from the keyboard.
    await more.focus();
    await page.screenshot({ path: `${shots}/history-375-dark.png` });
    while ((await more.count()) > 0) {
      await more.focus();
      await page.keyboard.press("Enter");
      await expect
        .poll(async () => (await more.count()) === 0 || (await more.getAttribute("aria-disabled")))
        .not.toBe("true");
    }
    await drawer.getByRole("button", { name: new RegExp(`^Topic ${conversations}\\b`) }).waitFor();
    expect(await drawer.getByRole("button", { name: /^Topic / }).count()).toBe(conversations);
  });
});

describe("the admin's accounts", () => {
  it("pages by cursor, forward and back", async () => {
    const page = await signedIn();
    await page.goto(`${server.url}/admin?section=users`);
    const list = page.getByRole("list", { name: "Accounts" });
    await list.getByText(email).waitFor();
    const pages = page.getByRole("navigation", { name: "Pages of accounts" });
    await pages.getByText(`Showing 1-25 of ${accounts + 1}`).waitFor();
    await pages.getByRole("button", { name: "Next" }).click();
    await pages.getByText(`Showing 26-${accounts + 1} of ${accounts + 1}`).waitFor();
    // The newest first: the signed-up account, then Seeded 1 (an hour old) and on.
    await list.getByText(`seeded-${accounts}@example.com`).waitFor();
    expect(await list.getByText("seeded-24@example.com").count()).toBe(0);
    expect(await pages.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await pages.getByRole("button", { name: "Previous" }).click();
    await pages.getByText(`Showing 1-25 of ${accounts + 1}`).waitFor();
    await list.getByText("seeded-24@example.com").waitFor();
  });
});
