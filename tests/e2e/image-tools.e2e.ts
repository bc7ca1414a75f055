import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeImageProviders, startFakeImageProviders } from "../fakes/image-providers";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

const shots = "/tmp/shots-image-tools";

let browser: Browser;
let server: RunningServer;
let fake: FakeImageProviders;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  fake = await startFakeImageProviders();
  server = await startServer({ env: { ...fake.env(), AI_MAX_RETRIES: "0" } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

async function openTool(
  toolId: string,
  options: { width?: number; colorScheme?: "light" | "dark" } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/ai-workbench?tool=${toolId}`);
  const consent = page.getByRole("button", { name: "Necessary Only" });
  await consent
    .waitFor({ timeout: 4000 })
    .then(() => consent.click())
    .catch(() => undefined);
  return page;
}

const generate = async (page: Page, prompt: string, count: "1" | "2" | "4") => {
  await page.getByLabel("Description").fill(prompt);
  await page.getByRole("radio", { name: count, exact: true }).check();
  await page.getByRole("button", { name: "Generate Images" }).click();
};

describe("image generator in the browser", () => {
  for (const [width, colorScheme] of [
    [1280, "light"],
    [375, "dark"],
  ] as const) {
    it(`generates 2 images with progress, shows them and keeps them after a reload (${width} px, ${colorScheme})`, async () => {
      const page = await openTool("image-generator", { width, colorScheme });
      await page.getByLabel("Model").selectOption("gpt-image-1");
      fake.behaviour.hold = true;
      await generate(page, `a lighthouse at dusk ${width}`, "2");
      const progress = page.getByRole("progressbar");
      await progress.waitFor();
      await page.getByRole("button", { name: "Generating..." }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/progress-${width}-${colorScheme}.png` });
      fake.behaviour.hold = false;
      fake.release();

      const results = page.getByRole("region", { name: "Results" });
      await results.getByRole("button", { name: "View image 2 full size" }).waitFor();
      expect(await results.getByRole("img").count()).toBe(2);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `${shots}/gallery-${width}-${colorScheme}.png`,
        fullPage: true,
      });

      await results.getByRole("button", { name: "View image 1 full size" }).click();
      const dialog = page.getByRole("dialog", { name: "Full-size image" });
      await dialog.getByRole("link", { name: "Download" }).waitFor();
      await page.keyboard.press("Escape");

      await page.goto(`${server.url}/ai-workbench?tool=image-generator`);
      if (width < 1024) await page.getByRole("button", { name: "Open tools and history" }).click();
      const history = page.getByRole("region", { name: "Past Results" }).last();
      await history
        .getByRole("button", { name: new RegExp(`^a lighthouse at dusk ${width}`) })
        .click();
      await page
        .getByRole("region", { name: "Results" })
        .getByRole("button", { name: "View image 2 full size" })
        .waitFor();
      await page.screenshot({ path: `${shots}/history-${width}-${colorScheme}.png` });
      await page.context().close();
    });
  }

  it("cancels a running job: the provider call is dropped and the panel says so", async () => {
    const page = await openTool("image-generator");
    fake.behaviour.hold = true;
    const before = fake.requests.length;
    await generate(page, "a job to cancel", "1");
    await page.getByRole("progressbar").waitFor();
    await expect.poll(() => fake.requests.length).toBe(before + 1);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByText('Images for "a job to cancel" was cancelled.').waitFor();
    await page.getByRole("button", { name: "Generate Images" }).waitFor();
    fake.behaviour.hold = false;
    fake.release();
    await page.context().close();
  });

  it("lists models with no public API or no key as unavailable, with the reason", async () => {
    const page = await openTool("image-generator");
    await page.getByLabel("Model").selectOption("midjourney");
    await page.getByText("Midjourney has no public API, so Bismo cannot offer it.").waitFor();
    expect(await page.getByRole("button", { name: "Generate Images" }).isDisabled()).toBe(true);
    await page.context().close();
  });
});

describe("thumbnail creator with no image provider", () => {
  let bare: RunningServer;
  beforeAll(async () => {
    bare = await startServer();
  });
  afterAll(() => bare?.close());

  for (const [width, colorScheme] of [
    [1280, "light"],
    [375, "dark"],
  ] as const) {
    it(`makes a designed thumbnail with the text drawn on it (${width} px, ${colorScheme})`, async () => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      await page.goto(`${bare.url}/ai-workbench?tool=thumbnail-creator`);
      const consent = page.getByRole("button", { name: "Necessary Only" });
      await consent
        .waitFor({ timeout: 4000 })
        .then(() => consent.click())
        .catch(() => undefined);
      await page.getByLabel("Description").fill("A week of street food in Bangkok");
      await page.getByLabel("Category").selectOption("Travel");
      await page.getByLabel("Text overlay").fill("Bangkok On $10 A Day");
      await page.getByRole("button", { name: "Create Thumbnail" }).click();
      const image = page.getByRole("img", { name: "Thumbnail: Bangkok On $10 A Day" });
      await image.waitFor();
      await page.getByText("Background designed by Bismo").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const src = await image.getAttribute("src");
      const png = await page.request.get(`${bare.url}${src}`);
      expect(png.headers()["content-type"]).toBe("image/png");
      fs.writeFileSync(`${shots}/thumbnail-${width}-${colorScheme}.png`, await png.body());
      await page.screenshot({
        path: `${shots}/thumbnail-panel-${width}-${colorScheme}.png`,
        fullPage: true,
      });
      await context.close();
    });
  }
});
