import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { seriousViolations } from "./support/axe";
import { launchBrowser, newPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { linkIn, startSmtpSink } from "./support/smtp-sink";

const shots = "/tmp/shots-workbench";
const verified = "Your email has been verified successfully! You can now access your account.";

let browser: Browser;
let server: RunningServer;
let fake: FakeOpenAI;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  fake = await startFakeOpenAI();
  smtp = await startSmtpSink();
  server = await startServer({
    env: { SMTP_URL: smtp.url, OPENAI_API_KEY: "test", OPENAI_BASE_URL: `${fake.url}/v1` },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
  await fake?.close();
});

const composer = (page: Page, toolName = "Multi Chat") =>
  page.getByRole("textbox", { name: `Message ${toolName}` });
const leftPanel = (page: Page) => page.getByRole("complementary", { name: "Tools and history" });
const rightPanel = (page: Page) => page.getByRole("complementary", { name: "Tool info" });

async function openExplore(page: Page) {
  await leftPanel(page).getByRole("button", { name: "Explore Tools" }).click();
  const dialog = page.getByRole("dialog", { name: "Explore AI Tools" });
  await dialog.waitFor();
  return dialog;
}

/** The cookie banner covers the message bar; choose 'Necessary Only' when it shows. */
async function dismissConsent(page: Page) {
  const button = page.getByRole("button", { name: "Necessary Only" });
  await button
    .waitFor({ timeout: 4000 })
    .then(() => button.click())
    .catch(() => undefined);
}

describe("the workbench layout", () => {
  it("shows the three panels, the welcome view and the message bar for the default tool", async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/ai-workbench`);
    await dismissConsent(page);
    await page.getByRole("heading", { name: "Welcome to Multi Chat" }).waitFor();
    await page.getByText("Start a conversation below to get started.").waitFor();
    expect(await page.getByPlaceholder("Message Multi Chat...").isVisible()).toBe(true);
    await leftPanel(page).getByRole("heading", { name: "Multi Chat" }).waitFor();
    for (const action of ["New Chat", "Export History"])
      await leftPanel(page).getByRole("button", { name: action }).waitFor();
    const info = rightPanel(page);
    await info.getByText("Active Tool").waitFor();
    await info.getByText("Chat", { exact: true }).waitFor();
    // No filler ('Status: Online'): the conversation's figures and the message bar's keys.
    expect(await info.getByText("Online").count()).toBe(0);
    await info.getByText("This Conversation").waitFor();
    await info.getByText("Keyboard Shortcuts").waitFor();
    expect(await info.getByTestId("message-count").textContent()).toBe("0");
    // Guests have no saved chats, so no history list.
    expect(await page.getByRole("heading", { name: "Chat History" }).count()).toBe(0);
    await leftPanel(page).getByRole("button", { name: "Export History" }).click();
    await page.getByRole("status").filter({ hasText: "No History" }).first().waitFor();
    // At most one toast at a time: the next replaces it, with its close button.
    await leftPanel(page).getByRole("button", { name: "New Chat" }).click();
    const toasts = page.locator("li[data-variant]");
    await toasts.filter({ hasText: "Please Log In" }).waitFor();
    expect(await toasts.count()).toBe(1);
    expect(await toasts.textContent()).toContain("You need to log in to start a new chat.");
    await toasts.getByRole("button", { name: "Close" }).click();
    await toasts.waitFor({ state: "detached" });
    // Shift+Enter adds a line; nothing is sent.
    await composer(page).click();
    await page.keyboard.type("line one");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("line two");
    expect(await composer(page).inputValue()).toBe("line one\nline two");
    expect(await page.locator('[data-role="user"]').count()).toBe(0);
    await page.screenshot({ path: `${shots}/workbench-1280.png` });

    await page.getByRole("button", { name: "Bismo menu" }).click();
    const menu = page.getByRole("menu");
    const hrefs = await menu
      .getByRole("menuitem")
      .evaluateAll((items) =>
        items.map((item) => [item.textContent, new URL((item as HTMLAnchorElement).href).pathname]),
      );
    expect(hrefs).toEqual([
      ["Landing Page", "/landing"],
      ["AI Hub", "/ai-hub"],
      ["AI Workbench", "/ai-workbench"],
      ["Profile Settings", "/profile-settings"],
    ]);
    await page.close();
  });

  it("falls back to multi-chat for an unknown tool and hides the message bar for panel tools", async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/workbench?tool=no-such-tool`);
    await dismissConsent(page);
    await page.getByRole("heading", { name: "Welcome to Multi Chat" }).waitFor();
    await page.goto(`${server.url}/ai-workbench?tool=image-generator`);
    await page.getByRole("form", { name: "Image settings" }).waitFor();
    expect(await page.getByRole("textbox", { name: /^Message / }).count()).toBe(0);
    await page.close();
  });

  it("picks tools in Explore AI Tools and keeps a guest's favourites and recent tools", async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/ai-workbench`);
    await dismissConsent(page);
    const dialog = await openExplore(page);
    expect(await dialog.getByRole("listitem").count()).toBe(23);
    await dialog.getByRole("button", { name: "Add Code Assistant to favorites" }).click();
    await dialog.getByRole("button", { name: "Remove Code Assistant from favorites" }).waitFor();
    await dialog.getByRole("button", { name: /^Language Tutor/ }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).searchParams.get("tool")).toBe("language-tutor");
    await page.getByRole("heading", { name: "Welcome to Language Tutor" }).waitFor();
    // The tool's options are shown in its panel.
    expect(await page.getByLabel("Level").inputValue()).toBe("Beginner");

    const favorites = rightPanel(page).getByRole("list", { name: "Favorite tools" });
    await favorites.getByRole("button", { name: "Code Assistant" }).waitFor();
    const recent = rightPanel(page).getByRole("list", { name: "Recent tools" });
    await recent.getByRole("button", { name: "Language Tutor" }).waitFor();
    await recent.getByRole("button", { name: "Multi Chat" }).waitFor();

    await page.reload();
    await favorites.getByRole("button", { name: "Code Assistant" }).waitFor();
    await recent.getByRole("button", { name: "Language Tutor" }).waitFor();
    await favorites.getByRole("button", { name: "Code Assistant" }).click();
    await page.getByRole("heading", { name: "Welcome to Code Assistant" }).waitFor();
    // A favourite is not repeated among the recent tools.
    expect(await recent.getByRole("button", { name: "Code Assistant" }).count()).toBe(0);
    await page.close();
  });

  it("keeps an account's favourites on the account", async () => {
    const page = await newPage(browser);
    const email = `fav-${Date.now()}@example.com`;
    const response = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
      data: { name: "Grace Hopper", email, password: "correct-horse-42" },
      headers: { origin: server.url },
    });
    expect(response.ok()).toBe(true);
    await page.goto(linkIn(await smtp.waitFor(email, /confirm/i), `${server.url}/confirm?token=`));
    await page.getByText(verified).waitFor();
    await page.goto(`${server.url}/ai-workbench?tool=email-assistant`);
    await dismissConsent(page);
    const dialog = await openExplore(page);
    await dialog.getByRole("button", { name: "Add Smart Chat to favorites" }).click();
    await dialog.getByRole("button", { name: "Remove Smart Chat from favorites" }).waitFor();
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`${server.url}/api/preferences`)).json()).favoriteTools,
      )
      .toEqual(["smart-chat"]);
    const saved = await (await page.request.get(`${server.url}/api/preferences`)).json();
    expect(saved.recentTools[0]).toBe("email-assistant");
    await page.close();
  });

  it("collapses the side panels into drawers on a phone", async () => {
    const page = await newPage(browser, { width: 375, height: 800 });
    await page.goto(`${server.url}/ai-workbench?tool=code-assistant`);
    await dismissConsent(page);
    await page.getByRole("heading", { name: "Welcome to Code Assistant" }).waitFor();
    expect(await leftPanel(page).isVisible()).toBe(false);
    expect(await rightPanel(page).isVisible()).toBe(false);
    await page.screenshot({ path: `${shots}/workbench-375.png` });

    await page.getByRole("button", { name: "Open tools and history" }).click();
    const drawer = page.getByRole("dialog", { name: "Tools and history" });
    await drawer.getByRole("button", { name: "Explore Tools" }).waitFor();
    await page.screenshot({ path: `${shots}/workbench-left-drawer-375.png` });
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Open tool info" }).click();
    const info = page.getByRole("dialog", { name: "Tool info" });
    await info.getByText("This Conversation").waitFor();
    await info.getByText("Development").waitFor();
    await page.screenshot({ path: `${shots}/workbench-right-drawer-375.png` });
    await page.close();
  });
});

describe("without any AI provider configured", () => {
  it("tells a visitor plainly that the tool is not switched on yet, in no setting's name", async () => {
    const bare = await startServer();
    try {
      const page = await newPage(browser);
      await page.goto(`${bare.url}/ai-workbench?tool=multi-chat`);
      await dismissConsent(page);
      await page
        .getByText(
          "Multi Chat is not switched on on this server yet. Whoever runs it can switch it on.",
        )
        .waitFor();
      expect(await page.getByText(/_API_KEY|_BASE_URL/).count()).toBe(0);
      await composer(page).fill("Hello?");
      expect(await page.getByRole("button", { name: "Send message" }).isDisabled()).toBe(true);
      await page.screenshot({ path: `${shots}/no-model-1280.png` });

      // The hub's ask box says the same instead of a generic failure.
      await page.goto(`${bare.url}/ai-hub`);
      const ask = page.getByRole("textbox", { name: "Ask anything" });
      await ask.fill("Hello?");
      await ask.press("Enter");
      await page
        .getByRole("status")
        .getByText(
          "Multi Chat is not switched on on this server yet: no AI model is set up. Whoever runs it can set one up in the admin area.",
        )
        .waitFor();
      expect(await ask.inputValue()).toBe("Hello?");
      expect(new URL(page.url()).pathname).toBe("/ai-hub");
      await page.close();
    } finally {
      await bare.close();
    }
  });
});

describe("accessibility of the workbench (axe-core)", () => {
  for (const colorScheme of ["light", "dark"] as const)
    it(`has no serious violations with an answer and with Explore open (${colorScheme})`, async () => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        colorScheme,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      const answer =
        "Use **this**:\n\n```ts\nconst answer: number = 42; // why\n```\n\n[docs](https://example.com)";
      fake.setScenario({ tokens: answer.match(/.{1,6}/gs) ?? [], delayMs: 5 });
      await page.goto(`${server.url}/ai-workbench?tool=code-assistant`);
      await dismissConsent(page);
      await composer(page, "Code Assistant").fill("Show me");
      await page.getByText("Loading models...").waitFor({ state: "detached" });
      await composer(page, "Code Assistant").press("Enter");
      await page.getByRole("button", { name: "Copy code" }).waitFor();
      await page.getByRole("button", { name: "Regenerate" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await openExplore(page);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
});
