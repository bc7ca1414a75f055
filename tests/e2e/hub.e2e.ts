import { eq } from "drizzle-orm";
import type { Browser, Cookie, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtToolIds } from "@/client/tools/registry";
import { user } from "@/server/platform/db/schema/auth";
import { getTool } from "@/shared/tools/registry";
import { seriousViolations } from "./support/axe";
import { launchBrowser, newPage } from "./support/browser";
import { openServerDatabase } from "./support/data-dir";
import { type RunningServer, startServer } from "./support/server";
import { linkIn, startSmtpSink } from "./support/smtp-sink";

const hubHeading = "What would you like to create?";
// The carousel lists the tools that work first: the third card is the third of those.
const third = getTool(builtToolIds[2] ?? "multi-chat");

let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ env: { SMTP_URL: smtp.url } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

/** The hub as a visitor gets it (a guest session), without the cookie banner or the assistant in the way. */
async function openHub({
  width = 1280,
  assistant = false,
  cookies = [],
  beforeLoad,
}: {
  width?: number;
  assistant?: boolean;
  cookies?: Cookie[];
  beforeLoad?: (page: Page) => Promise<unknown>;
} = {}): Promise<Page> {
  const page = await newPage(browser, { width });
  await page.context().addCookies(cookies);
  await beforeLoad?.(page);
  await page.addInitScript((enabled) => {
    const consent = { necessary: true, analytics: false, marketing: false, personalization: false };
    localStorage.setItem("cookie-consent", JSON.stringify(consent));
    localStorage.setItem("cookie-consent-timestamp", new Date().toISOString());
    localStorage.setItem("bismo-assistant-enabled", String(enabled));
  }, assistant);
  await page.goto(`${server.url}/ai-hub`);
  await page.getByRole("heading", { name: hubHeading }).waitFor();
  return page;
}

async function openCarousel(page: Page) {
  await page.getByRole("button", { name: "Explore all tools" }).click();
  await page.getByRole("group", { name: "Tool categories" }).waitFor();
}

const centred = (page: Page) =>
  page.locator("[aria-roledescription=carousel] [aria-current=true]").getAttribute("data-tool");
const status = (page: Page) => page.getByTestId("carousel-status").textContent();

describe("AI hub", () => {
  it("steps the carousel with wrap-around, centres side cards and filters by category", async () => {
    const page = await openHub();
    await openCarousel(page);
    const categories = page.getByRole("group", { name: "Tool categories" }).getByRole("button");
    expect(await categories.allTextContents()).toEqual([
      "All",
      "Chat",
      "Documents",
      "Productivity",
      "Media",
      "Education",
      "Audio",
      "Design",
      "Development",
    ]);
    expect(await centred(page)).toBe("multi-chat");
    expect(await status(page)).toBe("Multi Chat, 1 of 23");
    // Two cards each side of the centre at desktop width.
    expect(await page.locator("[aria-roledescription=carousel] li:visible").count()).toBe(5);

    await page.getByRole("button", { name: "Previous tool" }).click();
    expect(await centred(page)).toBe("video-editor-ai");
    expect(await status(page)).toMatch(/23 of 23$/);
    await page.getByRole("button", { name: "Next tool" }).click();
    expect(await centred(page)).toBe("multi-chat");

    await page.getByRole("button", { name: `Show ${third.name}` }).click();
    expect(await centred(page)).toBe(third.id);
    expect(await status(page)).toBe(`${third.name}, 3 of 23`);

    await page.getByRole("button", { name: "Media", exact: true }).click();
    expect(await centred(page)).toBe("image-generator");
    expect(await status(page)).toBe("Image Generator, 1 of 6");
    await page.getByRole("button", { name: "Next tool" }).click();
    expect(await centred(page)).toBe("video-generator");
    await page.getByRole("button", { name: "Development", exact: true }).click();
    expect(await status(page)).toBe("Code Assistant, 1 of 1");
    await page.getByRole("button", { name: "All", exact: true }).click();
    expect(await centred(page)).toBe("multi-chat");

    await page.getByRole("button", { name: "Open Multi Chat in the workbench" }).click();
    await page.waitForURL(/\/ai-workbench\?tool=multi-chat$/);
  });

  it("moves with the arrow keys and opens the centred tool with Enter", async () => {
    const page = await openHub();
    await openCarousel(page);
    await page.locator("[aria-roledescription=carousel]").focus();
    await page.keyboard.press("ArrowLeft");
    expect(await centred(page)).toBe("video-editor-ai");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await centred(page)).toBe(third.id);
    // Typing in a text box does not move the carousel.
    await page.getByLabel("Ask anything").press("ArrowLeft");
    expect(await centred(page)).toBe(third.id);
    await page.locator("[aria-roledescription=carousel]").focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`/ai-workbench\\?tool=${third.id}$`));
  });

  it("stores a tool suggestion and confirms it", async () => {
    const page = await openHub();
    const box = page.getByLabel("Missing an AI tool? Suggest it to us");
    const submit = page.getByRole("button", { name: "Submit", exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await box.fill("   ");
    expect(await submit.isDisabled()).toBe(true);
    await box.fill("A podcast editor that removes filler words");
    await page.getByText("42 / 500 characters").waitFor();
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/tool-suggestions"));
    await submit.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect((await response.json()).suggestion.text).toBe(
      "A podcast editor that removes filler words",
    );
    await page.getByText("Thanks for your suggestion!", { exact: true }).waitFor();
    expect(await box.inputValue()).toBe("");
    // The box never takes more than 500 characters.
    await box.fill("x".repeat(600));
    expect((await box.inputValue()).length).toBe(500);
  });

  it("holds a suggestion sent while the guest session is still starting until it exists", async () => {
    let startSession = () => {};
    const sessionAsked = new Promise<void>((asked) => {
      startSession = asked;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const page = await openHub({
      beforeLoad: (page) =>
        page.route("**/api/auth/sign-in/anonymous", async (route) => {
          startSession();
          await released;
          await route.continue();
        }),
    });
    await sessionAsked;
    let sent = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/tool-suggestions")) sent = true;
    });
    await page.getByLabel("Missing an AI tool? Suggest it to us").fill("A sheet-music reader");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/tool-suggestions"));
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.waitForTimeout(500);
    expect(sent).toBe(false);
    release();
    expect((await answer).status()).toBe(201);
    await page.getByText("Thanks for your suggestion!", { exact: true }).waitFor();
  });

  it("offers a guest the way to sign in and shows no plan", async () => {
    const page = await openHub({ width: 375 });
    await page.getByRole("button", { name: "Navigation menu" }).click();
    const places = page.getByRole("menu").getByRole("menuitem");
    expect(await places.allTextContents()).toEqual([
      "Landing Page",
      "AI Hub",
      "AI Workbench",
      "Profile Settings",
    ]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /account menu/i }).click();
    const menu = page.getByRole("menu");
    await menu.getByText("Guest", { exact: true }).waitFor();
    expect(await menu.getByTestId("plan-label").count()).toBe(0);
    await menu.getByRole("menuitem", { name: "Sign in / Create account" }).click();
    await page.getByRole("dialog").getByLabel("Full name").waitFor();
  });

  it("shows the signed-in account's real plan in the user menu", async () => {
    const email = `planner-${Date.now()}@example.com`;
    const page = await openHub();
    await signInNewAccount(page, email);
    expect(await planInMenu(page)).toEqual({ initials: "PL", label: "Free Plan" });

    // The plan is the account's, read from the server: change it in the database.
    await server.stop();
    const database = await openServerDatabase(server.dataDir);
    await database.db.update(user).set({ plan: "advanced" }).where(eq(user.email, email));
    await database.close();
    await server.restart();
    // better-auth caches the session's user in a cookie for 60 s; drop it to read the new plan now.
    await page.context().clearCookies({ name: /session_data/ });

    await page.goto(`${server.url}/ai-hub`);
    await page.getByRole("heading", { name: hubHeading }).waitFor();
    expect(await planInMenu(page)).toEqual({ initials: "PL", label: "Advanced Plan" });
    const menu = page.getByRole("menu");
    await menu.getByText(email).waitFor();
    await menu.getByText("Plan Tester", { exact: true }).waitFor();
    await menu.getByRole("menuitem", { name: "Payment Plans" }).waitFor();
    await menu.getByRole("menuitem", { name: "Profile Settings" }).waitFor();
    await menu.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL(`${server.url}/`);
  });
});

describe("AI hub accessibility", () => {
  it.each(["light", "dark"] as const)(
    "has no serious or critical axe violations (%s)",
    async (colorScheme) => {
      const page = await openHub({ assistant: true });
      await page.emulateMedia({ colorScheme });
      await openCarousel(page);
      await page.getByRole("button", { name: "Open AI assistant" }).click();
      await page.getByRole("region", { name: "AI Assistant" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});

describe("assistant switch on the account", () => {
  it("hides the assistant on every device of the account and brings it back from the menu", async () => {
    const page = await openHub({ assistant: true });
    await signInNewAccount(page, `switch-${Date.now()}@example.com`);
    const assistant = page.getByRole("button", { name: "Open AI assistant" });
    await assistant.waitFor();
    await assistant.click();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/preferences") && r.request().method() === "PATCH",
    );
    await page.getByRole("button", { name: "Hide the assistant" }).click();
    expect((await saved).status()).toBe(200);
    expect(await assistant.count()).toBe(0);

    // Another browser of the same account: its own storage says "show", the account says "hide".
    // Signed in before its first page load: a guest session started there could overwrite the cookies.
    let preferenceReads = 0;
    const other = await openHub({
      assistant: true,
      cookies: await page.context().cookies(),
      beforeLoad: async (tab) =>
        tab.on("request", (request) => {
          if (request.url().endsWith("/api/preferences") && request.method() === "GET")
            preferenceReads += 1;
        }),
    });
    await other.mouse.move(300, 300);
    await other.waitForFunction(() => localStorage.getItem("bismo-assistant-enabled") === "false");
    expect(await other.getByRole("button", { name: "Open AI assistant" }).count()).toBe(0);

    await other.getByRole("button", { name: /account menu/i }).click();
    const item = other.getByRole("menuitemcheckbox", { name: "Floating assistant" });
    expect(await item.getAttribute("aria-checked")).toBe("false");
    // The assistant, the cookie banner and the menu's switch read the account's preferences once.
    expect(preferenceReads).toBe(1);
    await item.click();
    await other.getByRole("button", { name: "Open AI assistant" }).waitFor();
  });
});

/** Signs up through the API, then opens the e-mailed confirmation link in `page`: signed in at /. */
async function signInNewAccount(page: Page, email: string) {
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password: "correct-horse-42", name: "Plan Tester" }),
  });
  expect(signUp.status).toBe(200);
  const mail = await smtp.waitFor(email, /confirm/i);
  await page.goto(linkIn(mail, `${server.url}/confirm?token=`));
  // A browser already holding a session (this page's guest) is asked before it switches.
  const switchAccount = page.getByRole("button", { name: "Confirm and switch account" });
  await switchAccount
    .waitFor({ timeout: 5000 })
    .then(() => switchAccount.click())
    .catch(() => undefined);
  await page.waitForURL(`${server.url}/`, { timeout: 15_000 });
  await page.getByRole("heading", { name: hubHeading }).waitFor();
}

async function planInMenu(page: Page) {
  const trigger = page.getByRole("button", { name: /account menu/i });
  const initials = (await trigger.textContent())?.trim();
  await trigger.click();
  const label = await page.getByRole("menu").getByTestId("plan-label").textContent();
  return { initials, label };
}
