import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, fakeOpenAIModels, startFakeOpenAI } from "../fakes/openai-server";
import { accountPassword, createVerifiedAccount } from "./site-account";
import { seriousViolations } from "./support/axe";
import { launchBrowser, newPage } from "./support/browser";
import { withNecessaryCookiesOnly } from "./support/consent";
import { type RunningServer, startServer } from "./support/server";
import { startSmtpSink } from "./support/smtp-sink";

const shots = "/tmp/shots-plans";
type Look = { width: number; theme: "light" | "dark" };

let browser: Browser;
let server: RunningServer;
let fake: FakeOpenAI;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  // It lists a Sora model too, so the video generator is switched on and shows a guest what
  // their allowance leaves out (a tool that is off says that instead).
  fake = await startFakeOpenAI({}, { models: [...fakeOpenAIModels, "sora-2"] });
  smtp = await startSmtpSink();
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      OPENAI_API_KEY: "test",
      OPENAI_BASE_URL: `${fake.url}/v1`,
      // Each account signs in from an address of its own (sign-in is limited per address).
      TRUST_PROXY: "true",
      // One message a day for guests and Free accounts: the second one runs out.
      PLAN_ALLOWANCES: JSON.stringify({ guest: { chat: 1 }, free: { chat: 1 } }),
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
  await fake?.close();
});

let accounts = 0;
let guestAddresses = 0;

/** A page in the look, cookies already chosen; signed in to a new Free account unless a guest. */
async function pageFor(look: Look, who: "account" | "guest") {
  const page = await newPage(browser, { width: look.width, height: 800 });
  await page.emulateMedia({ colorScheme: look.theme });
  await withNecessaryCookiesOnly(page);
  if (who === "account") {
    const email = `plans-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    await createVerifiedAccount(server, smtp, email);
    const signedIn = await page.context().request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email, password: accountPassword },
      headers: { origin: server.url, "x-forwarded-for": `198.51.100.${++accounts}` },
    });
    expect(signedIn.ok()).toBe(true);
  }
  return page;
}

async function check(page: Page, name: string, look: Look, fullPage = false) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/${name}-${look.width}-${look.theme}.png`, fullPage });
}

const composer = (page: Page) => page.getByRole("textbox", { name: "Message Multi Chat" });

async function send(page: Page, text: string) {
  await page.getByText("Loading models...").waitFor({ state: "detached" });
  await composer(page).fill(text);
  await composer(page).press("Enter");
}

describe("allowances", () => {
  for (const look of [
    { width: 1280, theme: "light" },
    { width: 375, theme: "dark" },
  ] as const) {
    it(`says what ran out, when it renews and where to get more (${look.width} px, ${look.theme})`, async () => {
      const page = await pageFor(look, "account");
      await page.goto(`${server.url}/ai-workbench?tool=multi-chat`);
      await send(page, "First question");
      await page.getByText("Hello from the fake model.").waitFor();
      await send(page, "Second question");
      const toast = page.locator("li[data-variant]").filter({ hasText: "Allowance used up" });
      await toast.waitFor();
      expect(await toast.textContent()).toMatch(
        /Your plan gives you 1 chat message a day, and it is used up\. The allowance renews on .+ UTC; upgrade your plan for more\./,
      );
      // The refused turn keeps its reason in the conversation.
      await page
        .getByTestId("answer-failed")
        .filter({ hasText: "Your plan gives you 1 chat message a day" })
        .waitFor();
      await check(page, "allowance-toast", look);
      await toast.getByRole("button", { name: "See plans" }).click();
      await page.waitForURL(`${server.url}/plans`);
      await page.getByRole("heading", { name: "Payment Plans" }).waitFor();
      await page.close();
    });
  }

  it("counts a guest by address as well: a fresh browser (cookies cleared) is refused too", async () => {
    const look = { width: 1280, theme: "dark" } as const;
    // Both browsers behind one address of their own (a try again gets a new one).
    const address = { "x-forwarded-for": `203.0.113.${++guestAddresses}` };
    const first = await pageFor(look, "guest");
    await first.context().setExtraHTTPHeaders(address);
    await first.goto(`${server.url}/ai-workbench?tool=multi-chat`);
    await send(first, "Hi");
    await first.getByText("Hello from the fake model.").waitFor();
    await first.close();

    const second = await pageFor(look, "guest");
    await second.context().setExtraHTTPHeaders(address);
    await second.goto(`${server.url}/ai-workbench?tool=multi-chat`);
    await send(second, "Hi again");
    const toast = second.locator("li[data-variant]").filter({ hasText: "Allowance used up" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain(
      "Guests get 1 chat message a day, and it is used up.",
    );
    await toast.getByRole("button", { name: "Sign up for more" }).waitFor();
    await check(second, "guest-allowance", look);
    // Work a guest's allowance does not include is said before anything is typed.
    await second.goto(`${server.url}/ai-workbench?tool=video-generator`);
    await second
      .getByRole("note")
      .filter({ hasText: "Guests cannot use video generation: sign up free" })
      .waitFor();
    await check(second, "guest-video", look);
    await second.close();
  });
});

describe("billing", () => {
  for (const look of [
    { width: 1280, theme: "dark" },
    { width: 375, theme: "light" },
  ] as const) {
    it(`shows a live bar per kind of work and the plans to move to (${look.width} px, ${look.theme})`, async () => {
      const page = await pageFor(look, "account");
      await page.goto(`${server.url}/profile-settings?section=billing`);
      await page.getByTestId("billing-plan").waitFor();
      expect(await page.getByTestId("billing-plan").textContent()).toBe("Free Plan");
      expect(await page.getByTestId("usage-chat-figure").textContent()).toBe("0 of 1");
      for (const label of [
        "Chat messages today",
        "Image generations today",
        "Video seconds this month",
        "3D models this month",
        "Speech characters this month",
        "Transcription minutes this month",
        "Document pages read this month",
        "Storage used",
      ])
        await page.getByText(label).first().waitFor();

      // A message in another tab: Billing follows without a reload.
      const chat = await page.context().newPage();
      await chat.goto(`${server.url}/ai-workbench?tool=multi-chat`);
      await send(chat, "Count me");
      await chat.getByText("Hello from the fake model.").waitFor();
      await chat.close();
      await page.bringToFront();
      // Coming back to the tab refetches, as a person switching tabs would see (said again
      // while waiting: the tab may only count as visible a moment after it is in front).
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
            return page.getByTestId("usage-chat-figure").textContent();
          },
          { timeout: 20_000 },
        )
        .toBe("1 of 1");
      await page.getByText(/^Used up: renews /).waitFor();

      const offers = page.getByRole("article");
      expect(await offers.count()).toBe(3);
      const free = page.getByRole("article", { name: "Free" });
      expect(await free.getByRole("button", { name: "Current Plan" }).isDisabled()).toBe(true);
      expect(await free.textContent()).toContain("1 chat message a day");
      const pro = page.getByRole("article", { name: "Pro" });
      expect(await pro.getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toMatch(
        /^mailto:sales@/,
      );
      await check(page, "billing", look, true);
      await page.close();
    });
  }
});
