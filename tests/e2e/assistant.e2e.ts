import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { withNecessaryCookiesOnly } from "./support/consent";
import { type RunningServer, startServer } from "./support/server";

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The landing page as a visitor sees it, with the cookie choice already made. */
async function openLanding(size: { width: number; height: number } = { width: 1280, height: 800 }) {
  const page = await newPage(browser, size);
  await withNecessaryCookiesOnly(page);
  await page.goto(`${server.url}/landing`);
  await assistantButton(page).waitFor();
  return page;
}

const assistantButton = (page: Page) => page.getByRole("button", { name: "Open AI assistant" });
const panel = (page: Page) => page.getByRole("region", { name: "AI Assistant" });
const messageBox = (page: Page) => page.getByLabel("Message the assistant");

async function box(page: Page) {
  const rect = await assistantButton(page).boundingBox();
  if (!rect) throw new Error("the assistant button is not on screen");
  return rect;
}

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
}

describe("floating assistant", () => {
  it("starts bottom-right, drags and snaps to the nearest corner, re-snaps on resize", async () => {
    const page = await openLanding();
    expect(await box(page)).toEqual({ x: 1170, y: 690, width: 80, height: 80 });

    await page.mouse.move(1210, 730);
    await page.mouse.down();
    await page.mouse.move(700, 400, { steps: 8 });
    await page.mouse.move(180, 160, { steps: 8 });
    // While dragged it follows the pointer.
    const dragged = await box(page);
    expect(dragged.x).toBeCloseTo(140, 0);
    expect(dragged.y).toBeCloseTo(120, 0);
    await page.mouse.up();
    await page.waitForFunction(
      () => document.querySelector("[data-corner]")?.getAttribute("data-corner") === "top-left",
    );
    // The move to the corner is a (reduced-motion, near-instant) transition: wait for it to land.
    await page.waitForFunction(() => {
      const rect = document.querySelector("[data-corner]")?.getBoundingClientRect();
      return rect?.x === 30 && rect?.y === 30;
    });
    expect(await box(page)).toEqual({ x: 30, y: 30, width: 80, height: 80 });
    // A drag is not a tap: the panel stayed closed.
    expect(await panel(page).isVisible()).toBe(false);

    // Dragged past the edge it stays on screen.
    await page.mouse.move(70, 70);
    await page.mouse.down();
    await page.mouse.move(-200, 2000, { steps: 6 });
    const clamped = await box(page);
    expect(clamped.x).toBe(0);
    expect(clamped.y).toBe(720);
    await page.mouse.up();
    await page.waitForFunction(
      () => document.querySelector("[data-corner]")?.getAttribute("data-corner") === "bottom-left",
    );
    expect(await box(page)).toEqual({ x: 30, y: 690, width: 80, height: 80 });

    await page.setViewportSize({ width: 1000, height: 600 });
    await page.waitForFunction(() => {
      const rect = document.querySelector("[data-corner]")?.getBoundingClientRect();
      return rect?.y === 490;
    });
    expect(await box(page)).toEqual({ x: 30, y: 490, width: 80, height: 80 });
  });

  it("toggles with a tap (under 5 px of movement) and anchors the panel 20 px from its corner", async () => {
    const page = await openLanding();
    await page.mouse.move(1210, 730);
    await page.mouse.down();
    await page.mouse.move(1213, 732);
    await page.mouse.up();
    await panel(page).waitFor();
    expect(await panel(page).boundingBox()).toEqual({ x: 910, y: 280, width: 350, height: 500 });
    await panel(page)
      .getByText("Hi there! I'm your AI assistant. How can I help you today?")
      .waitFor();
    expect(await assistantButton(page).isVisible()).toBe(false);

    await page.getByRole("button", { name: "Minimise the assistant" }).click();
    await assistantButton(page).waitFor();
    expect(await panel(page).isVisible()).toBe(false);
    // Reopening keeps the conversation; the keyboard works too.
    await assistantButton(page).focus();
    await page.keyboard.press("Enter");
    await panel(page).waitFor();
  });

  it("replies by keyword after the typing delay, then navigates on yes", async () => {
    const page = await openLanding();
    await assistantButton(page).click();
    const send = page.getByRole("button", { name: "Send" });
    expect(await send.isDisabled()).toBe(true);
    await messageBox(page).fill("   ");
    expect(await send.isDisabled()).toBe(true);
    await messageBox(page).fill("I want to write some code for a lighthouse");
    await page.getByText("42 / 500 characters").waitFor();

    const sentAt = Date.now();
    await messageBox(page).press("Enter");
    await page.getByTestId("assistant-typing").waitFor();
    // No second message while the reply is pending.
    await messageBox(page).fill("another");
    expect(await send.isDisabled()).toBe(true);
    await page.waitForTimeout(1000);
    expect(await page.getByText("Code Assistant can help").count()).toBe(0);
    await page.getByText("Code Assistant can help").waitFor();
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1400);
    expect(await page.getByTestId("assistant-typing").count()).toBe(0);

    await say(page, "Yes please");
    await page.getByText("Taking you to the Code Assistant").waitFor();
    expect(new URL(page.url()).pathname).toBe("/landing");
    await page.waitForURL(/\/ai-workbench\?tool=code-assistant$/, { timeout: 5000 });
  });

  it("forgets the destination on no", async () => {
    const page = await openLanding();
    await assistantButton(page).click();
    await say(page, "help me debug some code");
    await page.getByText("Code Assistant can help").waitFor();
    await say(page, "no, don't");
    await page.getByText("No problem, I won't open it").waitFor();
    await say(page, "ok");
    await page.getByText("What would you like to create?").last().waitFor();
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe("/landing");
  });

  it("caps messages at 500 characters and fits a 375 px screen", async () => {
    const page = await openLanding({ width: 375, height: 667 });
    // Smaller and closer to the corner on a phone (56 px, 16 px from the edges).
    expect(await box(page)).toEqual({ x: 303, y: 595, width: 56, height: 56 });
    await assistantButton(page).click();
    expect(await panel(page).boundingBox()).toEqual({ x: 20, y: 147, width: 335, height: 500 });
    await messageBox(page).fill("x".repeat(600));
    expect((await messageBox(page).inputValue()).length).toBe(500);
    await page.getByText("500 / 500 characters").waitFor();
  });

  it("can be hidden, and stays hidden", async () => {
    const page = await openLanding();
    await assistantButton(page).click();
    await page.getByRole("button", { name: "Hide the assistant" }).click();
    expect(await assistantButton(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("bismo-assistant-enabled"))).toBe(
      "false",
    );
    await page.reload();
    await page.waitForTimeout(3500);
    expect(await assistantButton(page).count()).toBe(0);
  });

  it("stays off the landing page's first load until someone uses the page", async () => {
    const page = await newPage(browser);
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/assistant/.test(request.url())) chunks.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/`, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    expect(chunks).toEqual([]);
    await page.mouse.move(400, 300);
    await assistantButton(page).waitFor();
    expect(chunks.some((chunk) => chunk.includes("floating-assistant"))).toBe(true);
    // The chat panel's code comes only with the first open.
    expect(chunks.some((chunk) => chunk.includes("assistant-panel"))).toBe(false);
    await assistantButton(page).click();
    await panel(page).waitFor();
    expect(chunks.some((chunk) => chunk.includes("assistant-panel"))).toBe(true);
  });

  it("is not on the workbench", async () => {
    const page = await openLanding();
    await page.goto(`${server.url}/ai-workbench`);
    await page.waitForTimeout(3500);
    expect(await assistantButton(page).count()).toBe(0);
  });
});

describe("tool shortcuts", () => {
  it.each([
    ["/images", "image-generator"],
    ["/code", "code-assistant"],
    ["/voice", "text-to-speech"],
    ["/document", "ask-pdf"],
    ["/video", "video-generator"],
    ["/chat", "multi-chat"],
  ])("%s opens the workbench's %s", async (path, tool) => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/pricing`);
    const before = await page.evaluate(() => history.length);
    await page.goto(`${server.url}${path}`);
    await page.waitForURL(`${server.url}/ai-workbench?tool=${tool}`);
    // Replaced, not pushed: Back does not bounce through the shortcut again.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.context().close();
  });
});
