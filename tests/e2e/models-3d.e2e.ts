import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeFal, startFakeFal } from "../fakes/fal";
import { pngImage } from "../fakes/images";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

const shots = "/tmp/shots-models-3d";

let browser: Browser;
let server: RunningServer;
let fal: FakeFal;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  fal = await startFakeFal();
  server = await startServer({
    env: {
      FAL_KEY: "fal-e2e-key",
      FAL_QUEUE_BASE_URL: fal.url,
      FAL_STORAGE_BASE_URL: fal.url,
      DOWNLOAD_ALLOWED_HOSTS: fal.url.replace("http://", ""),
      AI_MAX_RETRIES: "0",
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fal?.close();
});

async function openTool(
  toolId: string,
  options: { width?: number; colorScheme?: "light" | "dark"; webgl?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: "reduce",
  });
  if (options.webgl === false) {
    // A browser without WebGL: every request for a WebGL context answers nothing.
    await context.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        if (kind.startsWith("webgl")) return null;
        return (original as (...args: unknown[]) => unknown).call(this, kind, ...rest);
      } as typeof original;
    });
  }
  const page = await context.newPage();
  await page.goto(`${server.url}/ai-workbench?tool=${toolId}`);
  const consent = page.getByRole("button", { name: "Necessary Only" });
  await consent
    .waitFor({ timeout: 4000 })
    .then(() => consent.click())
    .catch(() => undefined);
  return page;
}

/** Waits for the 3D view to draw, and checks it drew something: enough pixels unlike the background. */
async function expectModelDrawn(page: Page) {
  const canvas = page.locator('canvas[data-state="ready"]');
  await canvas.waitFor();
  const { data, info } = await sharp(await canvas.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const background = [data[0]!, data[1]!, data[2]!];
  let drawn = 0;
  for (let at = 0; at < data.length; at += 3) {
    if ([0, 1, 2].some((k) => Math.abs(data[at + k]! - background[k]!) > 24)) drawn += 1;
  }
  expect(drawn / (info.width * info.height)).toBeGreaterThan(0.03);
}

/** Fetches a download link's file with the page's session. */
async function download(page: Page, name: string) {
  const href = await page.getByRole("link", { name, exact: true }).getAttribute("href");
  const response = await page.request.get(`${server.url}${href}`);
  expect(response.status()).toBe(200);
  return { headers: response.headers(), body: await response.body() };
}

/** The fake provider's GLB: 54 vertices and 28 triangles as placed (tests/fakes/glb-model.ts). */
async function expectObjAndStl(page: Page) {
  const obj = await download(page, "Download OBJ");
  expect(obj.headers["content-type"]).toBe("model/obj");
  const lines = obj.body.toString("utf8").split("\n");
  expect(lines.filter((line) => line.startsWith("v ")).length).toBe(54);
  expect(lines.filter((line) => line.startsWith("f ")).length).toBe(28);
  const stl = await download(page, "Download STL");
  expect(stl.headers["content-type"]).toBe("model/stl");
  expect(stl.headers["content-disposition"]).toMatch(/^attachment; filename=".+\.stl"/);
  expect(stl.body.readUInt32LE(80)).toBe(28);
  expect(stl.body.length).toBe(84 + 50 * 28);
}

describe("3D model creator in the browser", () => {
  it("makes a model from text: progress, concept art, the model in the 3D view, OBJ and STL, kept after a reload (1280 px, light)", async () => {
    const page = await openTool("3d-model-creator");
    await page.getByLabel("Description").fill("a brass steampunk lantern");
    await page.getByLabel("Model type").selectOption("Object");
    await page.getByLabel("Quality").selectOption("standard");
    // The provider holds the job until the progress has been looked at.
    fal.behaviour.pollsUntilDone = 1000;
    await page.getByRole("button", { name: "Generate 3D Model" }).click();
    await page.getByRole("progressbar").waitFor();
    await page.getByRole("button", { name: "Generating..." }).waitFor();
    await page.getByText("Text-to-3D generation started for the object.").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/text-progress-1280-light.png` });
    fal.behaviour.pollsUntilDone = 2;

    await expectModelDrawn(page);
    await page
      .getByRole("img", { name: /^Concept art 1 for Object: a brass steampunk lantern/ })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/text-result-1280-light.png`, fullPage: true });
    await expectObjAndStl(page);
    const glb = await download(page, "Download GLB");
    expect(glb.body.subarray(0, 4).toString("latin1")).toBe("glTF");

    // The viewer's controls work: lighting and auto-rotate change what is drawn.
    await page.getByLabel("Lighting").selectOption("dramatic");
    await page.getByLabel("Auto-rotate").check();
    await page.getByRole("button", { name: "Reset view" }).click();

    await page.goto(`${server.url}/ai-workbench?tool=3d-model-creator`);
    const history = page.getByRole("region", { name: "Past Results" }).last();
    await history.getByRole("button", { name: /^Object: a brass steampunk lantern/ }).click();
    await expectModelDrawn(page);
    await page.context().close();
  }, 120_000);

  it("makes a model from an uploaded image (375 px, dark)", async () => {
    const page = await openTool("3d-model-creator", { width: 375, colorScheme: "dark" });
    await page.getByText("Image to 3D").click();
    await page.getByRole("button", { name: "Generate 3D Model" }).click();
    await page.getByText("Please upload a reference image first").first().waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: "chair.png",
      mimeType: "image/png",
      buffer: await pngImage(96, 96, "#b45309"),
    });
    await page.getByRole("img", { name: "Reference image: chair.png" }).waitFor();
    await page.getByLabel("Export format").selectOption("stl");
    await page.getByRole("button", { name: "Generate 3D Model" }).click();
    await expectModelDrawn(page);
    await page.getByRole("img", { name: "What the model was made from" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/image-result-375-dark.png`, fullPage: true });
    await expectObjAndStl(page);
    await page.context().close();
  });

  it("says what is missing with the spec's texts", async () => {
    const page = await openTool("3d-model-creator", { width: 375 });
    await page.getByLabel("Description").fill("a lamp");
    await page.getByRole("button", { name: "Generate 3D Model" }).click();
    await page.getByText("Please provide a description and select a model type").first().waitFor();
    await page.context().close();
  });

  it("without WebGL says so and still offers the downloads (1280 px, dark)", async () => {
    const page = await openTool("3d-model-creator", { colorScheme: "dark", webgl: false });
    await page.getByLabel("Description").fill("a small wooden stool");
    await page.getByLabel("Model type").selectOption("Furniture");
    await page.getByRole("button", { name: "Generate 3D Model" }).click();
    await page
      .getByText(
        "This browser cannot show 3D (WebGL is off or missing). The downloads below still work.",
      )
      .waitFor();
    await expectObjAndStl(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/no-webgl-1280-dark.png`, fullPage: true });
    await page.context().close();
  });
});

describe("multiview 3D in the browser", () => {
  for (const [width, colorScheme] of [
    [1280, "dark"],
    [375, "light"],
  ] as const) {
    it(`builds one model from 4 photos (${width} px, ${colorScheme})`, async () => {
      const page = await openTool("hunyuan-3d-mv", { width, colorScheme });
      const colors = ["#ef4444", "#22c55e", "#3b82f6", "#eab308"];
      await page.locator('input[type="file"]').setInputFiles(
        await Promise.all(
          colors.map(async (color, index) => ({
            name: `side-${index + 1}.png`,
            mimeType: "image/png",
            buffer: await pngImage(64, 64, color),
          })),
        ),
      );
      for (const [index, side] of ["Front", "Back", "Left", "Right"].entries())
        await page.getByRole("img", { name: `${side} view: side-${index + 1}.png` }).waitFor();
      await page.getByLabel("Quality").selectOption("high quality");
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `${shots}/multiview-form-${width}-${colorScheme}.png`,
        fullPage: true,
      });
      await page.getByRole("button", { name: "Generate 3D Model" }).click();
      await expectModelDrawn(page);
      expect([...fal.jobs.values()].at(-1)?.endpoint).toBe("fal-ai/hunyuan3d/v2/multi-view");
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `${shots}/multiview-result-${width}-${colorScheme}.png`,
        fullPage: true,
      });
      await expectObjAndStl(page);
      await page.context().close();
    }, 120_000);
  }
});

describe("3D tools on a server with no 3D provider", () => {
  let bare: RunningServer;
  beforeAll(async () => {
    bare = await startServer();
  });
  afterAll(() => bare?.close());

  it("say they are not switched on here, offer the tools that work, and do not start (375 px, dark)", async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 900 },
      colorScheme: "dark",
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    for (const [toolId, name] of [
      ["3d-model-creator", "3D Model Creator"],
      ["hunyuan-3d-mv", "Multiview 3D"],
    ] as const) {
      await page.goto(`${bare.url}/ai-workbench?tool=${toolId}`);
      await page
        .getByRole("note")
        .filter({ hasText: `${name} is not switched on on this server yet.` })
        .waitFor();
      await page.getByRole("list", { name: "Tools that work today" }).waitFor();
      expect(await page.getByRole("button", { name: "Generate 3D Model" }).count()).toBe(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/no-provider-375-dark.png` });
    await context.close();
  });
});
