import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { accountPage, type Look, lookName } from "./support/signed-in";
import { startSmtpSink } from "./support/smtp-sink";

const shots = "/tmp/shots-admin-models";
const looks: Look[] = [
  { width: 1280, colorScheme: "light" },
  { width: 375, colorScheme: "dark" },
  { width: 1280, colorScheme: "dark" },
  { width: 375, colorScheme: "light" },
];
const openRouterKey = "sk-or-v1-entered-by-the-admin-7c1f";
/** What the fake OpenRouter lists: two makers Bismo also reaches directly, and one it does not. */
const listed = {
  "anthropic/claude-sonnet-4.5": "Anthropic: Claude Sonnet 4.5",
  "openai/gpt-5.1": "OpenAI: GPT-5.1",
  "meta-llama/llama-4-maverick": "Meta: Llama 4 Maverick",
};

let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let openRouter: FakeOpenAI;
let admin: Page;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  openRouter = await startFakeOpenAI(
    {},
    { models: Object.keys(listed), openRouter: { names: listed } },
  );
  smtp = await startSmtpSink();
  // OpenRouter's address is the fake's; its key is entered in the admin area by the test.
  server = await startServer({
    env: { SMTP_URL: smtp.url, OPENROUTER_BASE_URL: `${openRouter.url}/api/v1` },
  });
  browser = await launchBrowser();
  admin = await accountPage(browser, server, smtp, `admin-${Date.now()}@example.com`, looks[0]!);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
  await openRouter?.close();
});

/** A verified account signed in on a new page (the first one is the install's admin). */
async function lookLike(page: Page, look: Look) {
  await page.setViewportSize({ width: look.width, height: 800 });
  await page.emulateMedia({ colorScheme: look.colorScheme });
}

async function openSection(section: string) {
  await admin.goto(`${server.url}/admin?section=${section}`);
  await admin.getByRole("heading", { level: 1, name: "Admin" }).waitFor();
  await admin
    .locator("p[role=status]")
    .filter({ hasText: /^Loading/ })
    .waitFor({ state: "detached" });
}

const toast = (page: Page, title: string) =>
  page.getByRole("status").filter({ hasText: title }).first();

const openRouterCard = () =>
  admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: "OpenRouter" }) });

describe("Admin > Models with OpenRouter", () => {
  for (const look of looks.slice(0, 2)) {
    it(`an admin adds OpenRouter, tests it and makes one of its models Multi Chat's default, which a user's next chat uses (${lookName(look)})`, async () => {
      await lookLike(admin, look);
      await openSection("providers");
      const provider = openRouterCard();
      if (await provider.getByText("Not set up").count()) {
        await provider.getByRole("button", { name: "Set OpenRouter's key" }).click();
        await provider.getByLabel("API key").fill(openRouterKey);
        await provider.getByRole("button", { name: "Save" }).click();
        await toast(admin, "Saved").waitFor();
      }

      // Its list was read when the key was saved: the makers Bismo knows are on, Llama is off.
      await openSection("models");
      const card = openRouterCard();
      await card.getByText("3 models listed").waitFor();
      const llama = card.getByRole("checkbox", { name: /meta-llama\/llama-4-maverick/ });
      expect(
        await card.getByRole("checkbox", { name: /anthropic\/claude-sonnet-4\.5/ }).isChecked(),
      ).toBe(true);

      await card.getByRole("button", { name: "Test OpenRouter" }).click();
      await card.getByText(/^Works: 3 models listed;/).waitFor();

      if (!(await llama.isChecked())) {
        // Checked once the server has it (the box shows the stored state, not a guess).
        await llama.click();
        await expect.poll(() => llama.isChecked()).toBe(true);
      }
      const multiChat = admin.getByLabel("Multi Chat", { exact: true });
      await multiChat.selectOption({ label: "Meta: Llama 4 Maverick" });
      await toast(admin, "Saved").waitFor();
      expect(await seriousViolations(admin), lookName(look)).toEqual([]);
      await admin.screenshot({
        path: `${shots}/default-set-${lookName(look)}.png`,
        fullPage: true,
      });

      const member = await accountPage(
        browser,
        server,
        smtp,
        `chatter-${look.width}-${Date.now()}@example.com`,
        look,
      );
      await member.goto(`${server.url}/ai-workbench?tool=multi-chat`);
      await member.getByText("Loading models...").waitFor({ state: "detached" });
      const composer = member.getByRole("textbox", { name: "Message Multi Chat" });
      await composer.fill("Hello there");
      // The send button, which waits until the composer may send (Enter may come too early).
      await member.getByRole("button", { name: "Send message" }).click();
      await member
        .getByText("Hello from the fake model.")
        .waitFor()
        .catch(async (error: unknown) => {
          await member.screenshot({
            path: `${shots}/failed-${lookName(look)}.png`,
            fullPage: true,
          });
          console.log(JSON.stringify(openRouter.requests.map((r) => [r.path, r.body.model])));
          console.log(server.logs().slice(-3000));
          throw error;
        });
      const sent = openRouter.requests.at(-1);
      expect(sent?.body.model).toBe("meta-llama/llama-4-maverick");
      expect(sent?.authorization).toBe(`Bearer ${openRouterKey}`);
      await member.context().close();
    });
  }

  for (const look of looks) {
    it(`reads well (${lookName(look)})`, async () => {
      await lookLike(admin, look);
      await openSection("models");
      await openRouterCard().getByText("3 models listed").waitFor();
      expect(await seriousViolations(admin), lookName(look)).toEqual([]);
      await admin.screenshot({ path: `${shots}/models-${lookName(look)}.png`, fullPage: true });
    });
  }
});
