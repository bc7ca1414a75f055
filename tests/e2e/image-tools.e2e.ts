import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeImageProviders, startFakeImageProviders } from "../fakes/image-providers";
import { pngImage } from "../fakes/images";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { withNecessaryCookiesOnly } from "./support/consent";
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
  await withNecessaryCookiesOnly(context);
  const page = await context.newPage();
  await page.goto(`${server.url}/ai-workbench?tool=${toolId}`);
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
      await page.getByLabel("Model").selectOption("gpt-image-2");
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

  it("offers only the models this server can run, without server settings", async () => {
    const page = await openTool("image-generator");
    const picker = page.getByLabel("Model");
    // Every provider is configured, and each offers the models its fake lists; Midjourney and
    // Adobe Firefly have no public API.
    await expect
      .poll(() => picker.locator("option").allTextContents())
      .toEqual(["GPT Image 2", "Gemini 3.1 Flash Image", "FLUX 1.1 Pro", "Stable Diffusion XL"]);
    expect(await page.locator("main").textContent()).not.toMatch(/unavailable|API_KEY|_TOKEN/);
    await page.context().close();
  });
});

describe("image editor (seg-swap) in the browser", () => {
  it("edits a generated image: before and after, and the edited file downloads (1280 px, light)", async () => {
    const page = await openTool("image-generator");
    await generate(page, "a red sports car", "1");
    await page
      .getByRole("region", { name: "Results" })
      .getByRole("button", { name: "View image 1 full size" })
      .waitFor();
    await page.goto(`${server.url}/ai-workbench?tool=seg-swap`);
    await page.getByLabel("Or a generated image").selectOption({ label: "a red sports car (1)" });
    await page.getByLabel("Editing action").selectOption("Color Change");
    await page.getByLabel("Description").fill("make the car blue");
    await page.getByRole("button", { name: "Process Image" }).click();
    await page.getByRole("img", { name: "After: Color Change, make the car blue" }).waitFor();
    await page.getByRole("img", { name: "Before the edit" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/seg-swap-1280-light.png`, fullPage: true });
    const link = page.getByRole("link", { name: "Download Edited Image" });
    const download = await page.request.get(`${server.url}${await link.getAttribute("href")}`);
    expect(download.headers()["content-type"]).toBe("image/png");
    expect(download.headers()["content-disposition"]).toMatch(
      /^attachment; filename="edited-image.png"/,
    );
    await page.context().close();
  });

  it("edits an uploaded image (375 px, dark)", async () => {
    const page = await openTool("seg-swap", { width: 375, colorScheme: "dark" });
    await page.locator('input[type="file"]').setInputFiles({
      name: "cat.png",
      mimeType: "image/png",
      buffer: await pngImage(48, 48),
    });
    await page.getByRole("img", { name: "Chosen image: cat.png" }).waitFor();
    await page.getByLabel("Description").fill("a hat on the cat");
    await page.getByRole("button", { name: "Process Image" }).click();
    await page.getByRole("link", { name: "Download Edited Image" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/seg-swap-375-dark.png`, fullPage: true });
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
