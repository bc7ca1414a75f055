import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ToolReadinessResponse } from "@/shared/tools/readiness";
import { getTool, toolIds } from "@/shared/tools/registry";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { accountPage, type Look, lookingPage, lookName } from "./support/signed-in";
import { startSmtpSink } from "./support/smtp-sink";

const shots = "/tmp/shots-first-hour";
const looks: Look[] = [
  { width: 1280, colorScheme: "light" },
  { width: 375, colorScheme: "dark" },
  { width: 1280, colorScheme: "dark" },
  { width: 375, colorScheme: "light" },
];
/** A setting's name, which only an operator's screen may show. */
const settingName = /\b[A-Z][A-Z0-9]*_(API_KEY|API_TOKEN|KEY|BASE_URL)\b/;

let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let fake: FakeOpenAI;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  [smtp, fake, browser] = await Promise.all([startSmtpSink(), startFakeOpenAI(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await smtp?.close();
  await fake?.close();
});

/** A fresh install's first account, confirmed in the browser: taken to Admin > Get started. */
async function firstAdmin(server: RunningServer): Promise<Page> {
  const page = await accountPage(
    browser,
    server,
    smtp,
    `first-${Date.now()}@example.com`,
    looks[0]!,
  );
  await page.getByText("Taking you to set up Bismo...").waitFor();
  await page.waitForURL(/\/admin\?section=setup$/);
  await page.getByRole("group", { name: "1. Choose a provider" }).waitFor();
  return page;
}

async function readiness(page: Page, server: RunningServer) {
  const response = await page.request.get(`${server.url}/api/tools/readiness`);
  return ((await response.json()) as ToolReadinessResponse).tools;
}

describe("the first hour on a fresh server with no keys", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(() => server?.close());

  it("walks the first account to setup, which it skips; every tool then works or says why not, to an admin with the link that fixes it", async () => {
    const page = await firstAdmin(server);
    const working = page.getByRole("status").filter({ hasText: /tools work on this server/ });
    await working.waitFor();
    for (const look of looks) {
      await page.setViewportSize({ width: look.width, height: 800 });
      await page.emulateMedia({ colorScheme: look.colorScheme });
      expect(await seriousViolations(page), `setup ${lookName(look)}`).toEqual([]);
      await page.screenshot({ path: `${shots}/setup-${lookName(look)}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("link", { name: "Skip for now" }).click();
    await page.waitForURL(/\/ai-hub$/);

    const tools = await readiness(page, server);
    const off = toolIds.filter((id) => tools[id].state === "off");
    expect(off.length).toBeGreaterThan(0);
    expect(off.length).toBeLessThan(toolIds.length);
    for (const id of toolIds) {
      await page.goto(`${server.url}/ai-workbench?tool=${id}`);
      const main = page.getByRole("main");
      // In place of a panel tool (a note), or above a chat tool's conversation (a status).
      const notice = main
        .locator("[role=note], [role=status]")
        .filter({ hasText: "needs a provider. Set one up in the admin area:" });
      if (tools[id].state === "off") {
        await notice.waitFor().catch(async (error: unknown) => {
          await page.screenshot({ path: `${shots}/failed-${id}.png` });
          throw error;
        });
        expect(await notice.getByRole("link").count(), id).toBeGreaterThan(0);
      } else {
        // A working panel: its controls; a tool that works in part may say what would add the rest.
        await main.getByRole("button").first().waitFor();
        if (tools[id].state === "ready") expect(await notice.count(), id).toBe(0);
      }
      expect(await main.textContent(), id).not.toMatch(settingName);
      // A chat starts a new chat and exports its history; a panel tool starts over.
      const chat = getTool(id).kind === "chat";
      const left = page.getByRole("complementary", { name: "Tools and history" });
      await left.getByRole("button", { name: chat ? "New Chat" : "Start over" }).waitFor();
      expect(await left.getByRole("button", { name: "Export History" }).count(), id).toBe(
        chat ? 1 : 0,
      );
    }

    // The notice's link opens the provider's own card in Admin > Providers, focused.
    await page.goto(`${server.url}/ai-workbench?tool=image-generator`);
    await page.getByRole("main").getByRole("note").getByRole("link", { name: "fal" }).click();
    await page.waitForURL(/\/admin\?section=providers&provider=fal$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("provider-fal");
    await page.close();
  });

  it("tells anyone else that a tool is not switched on yet, and offers the tools that work", async () => {
    for (const look of looks) {
      const page = await lookingPage(browser, look);
      await page.goto(`${server.url}/ai-workbench?tool=image-generator`);
      const note = page.getByRole("main").getByRole("note");
      await note
        .getByText(
          "Image Generator is not switched on on this server yet. Whoever runs it can switch it on.",
        )
        .waitFor();
      expect(await note.getByRole("link").count()).toBe(0);
      const working = page.getByRole("list", { name: "Tools that work today" });
      await working.getByRole("link", { name: "Thumbnail Creator" }).waitFor();
      expect(await working.getByRole("link", { name: "Video Generator" }).count()).toBe(0);
      expect(await seriousViolations(page), lookName(look)).toEqual([]);
      await page.screenshot({ path: `${shots}/not-on-${lookName(look)}.png` });
      await page.context().close();
    }
  });
});

describe("setup with a key", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(() => server?.close());

  it("saves a key for a provider at the given address, tests it, and Multi Chat answers", async () => {
    const page = await firstAdmin(server);
    const before = await readiness(page, server);
    expect(before["multi-chat"].state).toBe("off");

    await page.getByRole("radio", { name: /OpenAI/ }).check();
    await page.getByLabel("OpenAI API key").fill("sk-first-hour-test");
    await page.getByLabel("Base URL (optional)").fill(`${fake.url}/v1`);
    await page.getByRole("button", { name: "Save and test" }).click();
    await page
      .getByText(/^OpenAI answered: \d+ models listed; .+ worked\.$/)
      .waitFor()
      .catch(async (error: unknown) => {
        await page.screenshot({ path: `${shots}/failed-test.png`, fullPage: true });
        throw error;
      });
    const after = await readiness(page, server);
    expect(after["multi-chat"].state).toBe("ready");
    const works = toolIds.filter((id) => after[id].state !== "off").length;
    await page.getByText(`${works} of ${toolIds.length} tools work on this server.`).waitFor();
    await page.screenshot({ path: `${shots}/setup-tested.png`, fullPage: true });

    await page.getByRole("link", { name: "Open the workbench" }).click();
    const composer = page.getByRole("textbox", { name: "Message Multi Chat" });
    await composer.fill("Hello there");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Hello from the fake model.").waitFor();
    await page.close();
  });
});
