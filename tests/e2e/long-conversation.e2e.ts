import fs from "node:fs";
import { sql } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { createVerifiedAccount, signInContext } from "./site-account";
import { seriousViolations } from "./support/axe";
import { launchBrowser, newPage } from "./support/browser";
import { withNecessaryCookiesOnly } from "./support/consent";
import { openServerDatabase } from "./support/data-dir";
import { walkConversation } from "./support/message-walk";
import { type RunningServer, startServer } from "./support/server";
import { startSmtpSink } from "./support/smtp-sink";

const shots = "/tmp/shots-long-conversation";
const email = `long-conversation-${Date.now()}@example.com`;
const length = 2000;
/** The most message rows the page may hold at once, however long the conversation. */
const mostRows = 80;
/** A walk through 2,000 messages is some 600 steps at 375 px, a frame or a few each. */
const walkTimeout = 240_000;

let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let fake: FakeOpenAI;

/**
 * A Smart Chat conversation of 2,000 messages, asked and answered in turn ("Message 1 says" is
 * the first), written straight into the stopped server's database in one statement. Their
 * lengths vary as real ones do (one to seven sentences, some with a second paragraph), so the
 * rows' heights vary and none can be assumed.
 */
async function seedConversation() {
  await server.stop();
  const database = await openServerDatabase(server.dataDir);
  await database.db.execute(sql`
    with c as (
      insert into conversation (id, user_id, tool_id, title, last_message_at, created_at)
      select 'long-talk', u.id, 'smart-chat', 'A talk of 2,000 messages', now(), now() - interval '1 day'
      from "user" u where u.email = ${email}
      returning id, user_id
    )
    insert into message (id, conversation_id, user_id, role, content, created_at)
    select 'long-talk-' || k, c.id, c.user_id, case when k % 2 = 1 then 'user' else 'assistant' end,
           'Message ' || k || ' says ' ||
             repeat('the river runs past the harbor and the garden grows. ', 1 + k % 7) ||
             case when k % 5 = 0 then E'\n\nA second paragraph follows here.' else '' end,
           now() - interval '1 day' + k * interval '1 second'
    from c cross join generate_series(1, ${length}) k`);
  await database.close();
  await server.restart();
}

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  smtp = await startSmtpSink();
  fake = await startFakeOpenAI();
  server = await startServer({
    env: { SMTP_URL: smtp.url, OPENAI_API_KEY: "test", OPENAI_BASE_URL: `${fake.url}/v1` },
  });
  await createVerifiedAccount(server, smtp, email);
  await seedConversation();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
  await fake?.close();
});

const view = (page: Page) => page.getByTestId("chat-scroll");
const rows = (page: Page) => page.getByRole("list", { name: "Messages" }).locator("[data-row]");
const said = (page: Page, k: number) =>
  page.getByRole("list", { name: "Messages" }).getByText(new RegExp(`^Message ${k} says`));
/** How far the view is from the conversation's end, in pixels. */
const fromEnd = (page: Page) =>
  view(page).evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight);

async function opened(width: number, dark: boolean) {
  const page = await newPage(browser, { width });
  if (dark) await page.emulateMedia({ colorScheme: "dark" });
  await withNecessaryCookiesOnly(page);
  await signInContext(page, server, email);
  await page.goto(`${server.url}/ai-workbench?tool=smart-chat&conversation=long-talk`);
  await said(page, length).waitFor();
  return page;
}

describe("a conversation of 2,000 messages", () => {
  for (const [width, dark] of [
    [1280, false],
    [375, true],
  ] as const)
    it(
      `opens at its end and scrolls to its start and back, a window of it at a time (${width} px)`,
      async () => {
        const page = await opened(width, dark);
        const look = `${width}-${dark ? "dark" : "light"}`;
        await expect.poll(() => fromEnd(page)).toBeLessThan(1);
        expect(await rows(page).count()).toBeLessThanOrEqual(mostRows);
        expect(await rows(page).last().getAttribute("aria-posinset")).toBe(String(length));
        expect(await rows(page).last().getAttribute("aria-setsize")).toBe(String(length));
        await page.screenshot({ path: `${shots}/end-${look}.png` });

        const up = await walkConversation(view(page), "top");
        expect(up.problems).toEqual([]);
        expect(up).toMatchObject({ first: 1, rendered: length });
        expect(up.mostRows).toBeLessThanOrEqual(mostRows);
        await said(page, 1).waitFor();
        expect(await said(page, length).count()).toBe(0);
        await page.screenshot({ path: `${shots}/start-${look}.png` });

        const down = await walkConversation(view(page), "end");
        expect(down.problems).toEqual([]);
        expect(down).toMatchObject({ last: length, rendered: length });
        expect(down.mostRows).toBeLessThanOrEqual(mostRows);
        await expect.poll(() => fromEnd(page)).toBeLessThan(1);
        expect(await said(page, 1).count()).toBe(0);

        // The other look at the end, for the screenshots; the page stays axe-clean.
        await page.emulateMedia({ colorScheme: dark ? "light" : "dark" });
        await page.screenshot({ path: `${shots}/end-${width}-${dark ? "light" : "dark"}.png` });
        expect(await seriousViolations(page)).toEqual([]);
      },
      walkTimeout,
    );

  it("keeps the view at the end while an answer streams, and where the reader scrolled to", async () => {
    const page = await opened(1280, false);
    await page.getByText("Loading models...").waitFor({ state: "detached" });
    const composer = page.getByRole("textbox", { name: "Message Smart Chat" });
    const answer = page.locator('[data-role="assistant"] [data-testid="answer-text"]').last();
    const tokens = Array.from({ length: 30 }, (_, n) => `Line ${n + 1} of the answer.\n\n`);

    fake.setScenario({ tokens, delayMs: 60 });
    await composer.fill("One more question");
    await composer.press("Enter");
    await answer.getByText("Line 3 of the answer.").waitFor();
    expect(await fromEnd(page)).toBeLessThan(1);
    await answer.getByText("Line 20 of the answer.").waitFor();
    expect(await fromEnd(page)).toBeLessThan(1);
    await answer.getByText("Line 30 of the answer.").waitFor();
    await expect.poll(() => fromEnd(page)).toBeLessThan(1);
    expect(await rows(page).count()).toBeLessThanOrEqual(mostRows);
    expect(await rows(page).last().getAttribute("aria-posinset")).toBe(String(length + 2));
    // The request carried the latest messages the server takes, the question last.
    const sent = fake.requests.at(-1)?.body.messages ?? [];
    expect(JSON.stringify(sent.at(-1)?.content)).toContain("One more question");

    // Scrolled up while an answer streams: the view stays on what is being read.
    fake.setScenario({ tokens, delayMs: 100 });
    await composer.fill("And another");
    await composer.press("Enter");
    await answer.getByText("Line 2 of the answer.").waitFor();
    await page.getByRole("button", { name: "Stop" }).waitFor();
    const box = await view(page).boundingBox();
    await page.mouse.move((box?.x ?? 0) + 100, (box?.y ?? 0) + 100);
    await page.mouse.wheel(0, -3000);
    await expect.poll(() => fromEnd(page)).toBeGreaterThan(2000);
    // The message read at the view's top, and where it shows.
    const top = () =>
      view(page).evaluate((box) => {
        const edge = box.getBoundingClientRect().top;
        const row = Array.from(box.querySelectorAll("[data-row]")).find(
          (row) => row.getBoundingClientRect().bottom > edge,
        );
        return { at: row?.getAttribute("aria-posinset"), y: row?.getBoundingClientRect().top };
      });
    // A wheel may scroll over a few frames: read once two reads agree.
    let reading = await top();
    for (let next = await top(); next.y !== reading.y; next = await top()) reading = next;
    await page.getByRole("button", { name: "Send message" }).waitFor();
    // The answer ended (Stop gave way to Send) far below, out of view.
    expect(await top()).toEqual(reading);
    expect(await fromEnd(page)).toBeGreaterThan(1000);
  });
});
