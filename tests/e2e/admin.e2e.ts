import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { accountPassword } from "./site-account";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { accountPage, type Look, lookName } from "./support/signed-in";
import { startSmtpSink } from "./support/smtp-sink";

const shots = "/tmp/shots-admin";
const looks: Look[] = [
  { width: 1280, colorScheme: "light" },
  { width: 375, colorScheme: "dark" },
  { width: 1280, colorScheme: "dark" },
  { width: 375, colorScheme: "light" },
];
const storedKey = "sk-entered-in-the-admin-area-5e2d";

let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let fake: FakeOpenAI;
/** The first account of this fresh install: its admin. One page, resized for each look. */
let admin: Page;
const adminEmail = `admin-${Date.now()}@example.com`;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  fake = await startFakeOpenAI();
  smtp = await startSmtpSink();
  // OpenAI's address is the fake's; its key is entered in the admin area by the test.
  server = await startServer({ env: { SMTP_URL: smtp.url, OPENAI_BASE_URL: `${fake.url}/v1` } });
  browser = await launchBrowser();
  admin = await accountPage(browser, server, smtp, adminEmail, looks[0]!);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
  await fake?.close();
});

/**
 * A verified account signed in on a new page in the look: sign-up by API, then the mailed link
 * (which signs in without spending the sign-in limit). The cookie choice is made up front.
 */
async function lookLike(page: Page, look: Look) {
  await page.setViewportSize({ width: look.width, height: 800 });
  await page.emulateMedia({ colorScheme: look.colorScheme });
}

async function checked(page: Page, name: string, look: Look) {
  expect(await seriousViolations(page), `${name} (${lookName(look)})`).toEqual([]);
  await page.screenshot({ path: `${shots}/${name}-${lookName(look)}.png`, fullPage: true });
}

const toast = (page: Page, title: string) =>
  page.getByRole("status").filter({ hasText: title }).first();

async function openSection(page: Page, section: string) {
  await page.goto(`${server.url}/admin?section=${section}`);
  await page.getByRole("heading", { level: 1, name: "Admin" }).waitFor();
  await page
    .locator("p[role=status]")
    .filter({ hasText: /^Loading|^Counting/ })
    .waitFor({
      state: "detached",
    });
}

/** The admin's Users section, searched for one account. */
async function findAccount(email: string) {
  await openSection(admin, "users");
  await admin.getByLabel("Search accounts by e-mail address or name").fill(email);
  await admin.getByRole("button", { name: "Search" }).click();
  await admin.getByRole("list", { name: "Accounts" }).getByText(email).waitFor();
}

describe("the admin area", () => {
  for (const look of looks.slice(0, 2)) {
    it(`changes a user's plan, and that user's Billing shows it (${lookName(look)})`, async () => {
      await lookLike(admin, look);
      const email = `member-${look.width}-${Date.now()}@example.com`;
      const member = await accountPage(browser, server, smtp, email, look);
      await member.goto(`${server.url}/profile-settings?section=billing`);
      expect(await member.getByTestId("billing-plan").textContent()).toBe("Free Plan");

      await findAccount(email);
      await admin.getByLabel(`Plan of ${email}`).selectOption("pro");
      await toast(admin, "Plan changed")
        .filter({ hasText: `${email} is now on Pro.` })
        .waitFor();
      await checked(admin, "plan-changed", look);

      await member.reload();
      await member.getByTestId("billing-plan").waitFor();
      expect(await member.getByTestId("billing-plan").textContent()).toBe("Pro Plan");
      await checked(member, "member-billing", look);

      // The member is no admin: the page does not exist for them, and no menu links to it.
      await member.goto(`${server.url}/admin`);
      await member.getByRole("heading", { name: "Page Not Found" }).waitFor();
      await member.goto(`${server.url}/ai-hub`);
      await member.getByRole("button", { name: /account menu/i }).click();
      await member.getByRole("menuitem", { name: "Profile Settings" }).waitFor();
      expect(await member.getByRole("menuitem", { name: "Admin" }).count()).toBe(0);
      await member.context().close();
    });
  }

  it("links to itself from the admin's account menu", async () => {
    await lookLike(admin, looks[0]!);
    await admin.goto(`${server.url}/ai-hub`);
    await admin.getByRole("button", { name: /account menu/i }).click();
    await admin.getByRole("menuitem", { name: "Admin" }).click();
    await admin.waitForURL(/\/admin$/);
    await admin.getByRole("heading", { level: 2, name: "Users" }).waitFor();
  });

  it("disables an account: it is signed out, and the sign-in dialog says why", async () => {
    const look = looks[1]!;
    await lookLike(admin, look);
    const email = `disabled-${Date.now()}@example.com`;
    const member = await accountPage(browser, server, smtp, email, look);
    await findAccount(email);
    await admin.getByRole("button", { name: `Disable ${email}` }).click();
    await toast(admin, "Account disabled").waitFor();
    await admin.getByRole("button", { name: `Enable ${email}` }).waitFor();

    await member.goto(`${server.url}/profile-settings?section=security`);
    await member.getByText("You are not signed in.").waitFor();
    await member.getByRole("button", { name: "Sign in" }).first().click();
    const dialog = member.getByRole("dialog", { name: "Welcome back" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(accountPassword);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await dialog.getByRole("alert").filter({ hasText: "disabled by the operator" }).waitFor();
    await checked(member, "disabled-sign-in", look);
    await member.context().close();
  });

  it("stores a provider key that the next chat uses, showing only its last 4 characters", async () => {
    const look = looks[0]!;
    await lookLike(admin, look);
    await openSection(admin, "providers");
    const openai = admin
      .getByRole("listitem")
      .filter({ has: admin.getByRole("heading", { name: "OpenAI" }) });
    await openai.getByText("Not set up").waitFor();
    await openai.getByRole("button", { name: "Set OpenAI's key" }).click();
    await openai.getByLabel("API key").fill(storedKey);
    await openai.getByRole("button", { name: "Save" }).click();
    await toast(admin, "Saved").waitFor();
    await openai.getByText("Admin area").waitFor();
    await openai.getByText("••••5e2d").waitFor();
    expect(await admin.content()).not.toContain(storedKey);
    await checked(admin, "provider-stored", look);

    const member = await accountPage(
      browser,
      server,
      smtp,
      `chatter-${Date.now()}@example.com`,
      look,
    );
    await member.goto(`${server.url}/ai-workbench?tool=multi-chat`);
    await member.getByText("Loading models...").waitFor({ state: "detached" });
    const composer = member.getByRole("textbox", { name: "Message Multi Chat" });
    await composer.fill("Hello there");
    await composer.press("Enter");
    await member.getByText("Hello from the fake model.").waitFor();
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${storedKey}`);
    await member.request.post(`${server.url}/api/tool-suggestions`, {
      data: { text: "A tool that plans a week of meals" },
      headers: { origin: server.url },
    });
    await member.context().close();
  });

  for (const look of looks) {
    it(`reads well in every section (${lookName(look)})`, async () => {
      await lookLike(admin, look);
      for (const section of ["users", "providers", "suggestions", "usage", "jobs", "audit"]) {
        await openSection(admin, section);
        await checked(admin, `section-${section}`, look);
      }
      // What the sections hold after the tests above: the suggestion, the chat's usage and
      // every change in the audit log, newest first.
      await openSection(admin, "suggestions");
      await admin.getByText("A tool that plans a week of meals").waitFor();
      await openSection(admin, "usage");
      await admin.getByRole("cell", { name: "Multi Chat" }).first().waitFor();
      await openSection(admin, "audit");
      const log = admin.getByRole("list", { name: "Audit log" }).getByRole("listitem");
      expect(await log.first().textContent()).toContain("stored a key for OpenAI");
      expect(await log.last().textContent()).toContain("as the first account on this server");
    });
  }
});
