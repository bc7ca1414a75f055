import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "../fakes/images";
import { generatedMp4 } from "../fakes/media-files";
import { type FakeVideoStack, startFakeVideoStack } from "../fakes/video-stack";
import { clipBytes } from "../support/video-clips";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

const shots = "/tmp/shots-video-tools";

let browser: Browser;
let server: RunningServer;
let fake: FakeVideoStack;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  fake = await startFakeVideoStack();
  // A lost run is taken over after 4 s without a heartbeat (the restart test waits for it).
  server = await startServer({ env: { ...fake.env(), JOB_STALL_SECONDS: "4" } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

type Look = { width: number; colorScheme: "light" | "dark" };
const looks: Look[] = [
  { width: 1280, colorScheme: "light" },
  { width: 375, colorScheme: "dark" },
];

async function openTool(toolId: string, look: Look = looks[0]!): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: look.width, height: 900 },
    colorScheme: look.colorScheme,
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

/** Waits until the named player has loaded its video, and answers the length the browser reads. */
async function playerDuration(page: Page, name: string | RegExp): Promise<number> {
  const video = page.getByRole("region", { name: "Results", exact: true }).getByLabel(name);
  await video.waitFor();
  return video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        if (element.readyState >= 1) resolve(element.duration);
        element.addEventListener("loadedmetadata", () => resolve(element.duration));
        element.addEventListener("error", () => reject(new Error("the video did not load")));
      }),
  );
}

/** Plays the named player (muted, as autoplay rules allow) until a few frames have gone by. */
async function plays(page: Page, name: string | RegExp): Promise<number> {
  const video = page.getByRole("region", { name: "Results", exact: true }).getByLabel(name);
  return video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise<void>((resolve) => {
      const check = () => (element.currentTime > 0.3 ? resolve() : undefined);
      element.addEventListener("timeupdate", check);
      check();
    });
    element.pause();
    return element.currentTime;
  });
}

const shot = (page: Page, name: string, look: Look) =>
  page.screenshot({
    path: `${shots}/${name}-${look.width}-${look.colorScheme}.png`,
    fullPage: true,
  });

describe("video generator in the browser", () => {
  for (const look of looks) {
    it(`makes a text-to-video clip with progress, plays, downloads and shares it (${look.width} px, ${look.colorScheme})`, async () => {
      fake.reset();
      const page = await openTool("video-generator", look);
      await page.getByLabel("Model").selectOption("sora-2");
      await page.getByLabel("Prompt").fill(`a paper boat on a rainy street ${look.width}`);
      await page.getByLabel("Style").selectOption("Documentary");
      fake.sora.behaviour.pollsUntilDone = 100_000;
      await page.getByRole("button", { name: "Generate Video" }).click();
      await page.getByRole("progressbar").waitFor();
      await page.getByRole("button", { name: "Generating Video..." }).waitFor();
      await page.getByText("Sora 2 is rendering the video").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, "generator-progress", look);
      fake.sora.behaviour.pollsUntilDone = 0;

      const title = `a paper boat on a rainy street ${look.width}`;
      expect(await playerDuration(page, new RegExp(`^${title} \\(Sora 2`))).toBeGreaterThan(1.8);
      await page.getByText("Video generated with Sora 2", { exact: true }).waitFor();
      expect(await plays(page, new RegExp(`^${title} \\(Sora 2`))).toBeGreaterThan(0.3);
      const results = page.getByRole("region", { name: "Results", exact: true });
      const poster = await results.locator("video").getAttribute("poster");
      expect(poster).toMatch(/^\/api\/files\//);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, "generator-result", look);

      const href = await results.getByRole("link", { name: "Download" }).getAttribute("href");
      const download = await page.request.get(`${server.url}${href}`);
      expect(download.headers()["content-type"]).toBe("video/mp4");
      expect(download.headers()["content-disposition"]).toMatch(
        /^attachment; filename="generated-video.mp4"/,
      );

      await results.getByRole("button", { name: "Share" }).click();
      const link = await results.getByLabel("Public link").inputValue();
      expect(link).toMatch(/\/api\/shared\/[A-Za-z0-9_-]{43}$/);
      await shot(page, "generator-shared", look);
      // Nothing in the result (the long title, the link row) widens the page past the screen.
      const box = await results.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(look.width);
      const stranger = await browser.newContext();
      const opened = await (await stranger.newPage()).goto(link);
      expect(opened?.status()).toBe(200);
      expect(opened?.headers()["content-type"]).toBe("video/mp4");
      await results.getByRole("button", { name: "Stop Sharing" }).click();
      await results.getByRole("button", { name: "Share" }).waitFor();
      const revoked = await (await stranger.newPage()).goto(link);
      expect(revoked?.status()).toBe(404);
      await stranger.close();

      await page.goto(`${server.url}/ai-workbench?tool=video-generator`);
      if (look.width < 1024)
        await page.getByRole("button", { name: "Open tools and history" }).click();
      const history = page.getByRole("region", { name: "Past Results" }).last();
      await history.getByRole("button", { name: new RegExp(`^${title}`) }).click();
      expect(await playerDuration(page, new RegExp(`^${title}`))).toBeGreaterThan(1.8);
      await shot(page, "generator-history", look);
      await page.context().close();
    });
  }

  it("checks the upload's type, starts image-to-video from a picture and video-to-video from a clip", async () => {
    fake.reset();
    const page = await openTool("video-generator");
    await page.getByText("Image to Video").click();
    // The server's default (Veo 3.1, listed first) also starts from an image, so it stays chosen.
    expect(await page.getByLabel("Model").inputValue()).toBe("veo-3.1-generate");
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hi"),
    });
    await page
      .getByText("Please upload an image file for image-to-video generation.", { exact: true })
      .waitFor();
    await file.setInputFiles({
      name: "frame.png",
      mimeType: "image/png",
      buffer: await pngImage(64, 36),
    });
    await page.getByRole("img", { name: "Starting image: frame.png" }).waitFor();
    await page.getByLabel("Model").selectOption("fal-kling");
    await page.getByLabel("Prompt").fill("the boat sails away");
    await page.getByRole("button", { name: "Generate Video" }).click();
    expect(await playerDuration(page, /^the boat sails away \(Kling 2\.1/)).toBeGreaterThan(1.8);
    await shot(page, "generator-image-to-video", looks[0]!);

    await page.getByText("Video to Video").click();
    expect(await page.getByRole("img", { name: /Starting image/ }).count()).toBe(0);
    // Veo cannot start from a clip: the choice moves to the first listed model that can.
    expect(await page.getByLabel("Model").inputValue()).toBe("fal-hunyuan-video");
    await page.getByLabel("Model").selectOption("fal-wan");
    await file.setInputFiles({
      name: "frame.png",
      mimeType: "image/png",
      buffer: await pngImage(8, 8),
    });
    await page
      .getByText("Please upload a video file for video-to-video generation.", { exact: true })
      .waitFor();
    await file.setInputFiles({
      name: "source.mp4",
      mimeType: "video/mp4",
      buffer: Buffer.from(await generatedMp4()),
    });
    await page.getByLabel("Source video: source.mp4").waitFor();
    await page.getByLabel("Prompt").fill("make it snow");
    await page.getByRole("button", { name: "Generate Video" }).click();
    expect(await playerDuration(page, /^make it snow \(Wan 2\.2/)).toBeGreaterThan(1.8);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("shows the reason when a render fails, and keeps results after a server restart", async () => {
    fake.reset();
    const page = await openTool("video-generator");
    fake.fal.behaviour.failJobs = true;
    await page.getByLabel("Model").selectOption("fal-ltx");
    await page.getByLabel("Prompt").fill("a render that fails");
    await page.getByRole("button", { name: "Generate Video" }).click();
    await page.getByText("Failed to generate video. Please try again.", { exact: true }).waitFor();
    await page
      .getByRole("alert")
      .filter({ hasText: "The AI provider could not answer this request." })
      .waitFor();
    await shot(page, "generator-failed", looks[0]!);
    fake.reset();
    await page.getByLabel("Prompt").fill("a clip that outlives a restart");
    await page.getByRole("button", { name: "Generate Video" }).click();
    expect(await playerDuration(page, /^a clip that outlives a restart/)).toBeGreaterThan(1.8);

    await server.restart();
    await page.goto(`${server.url}/ai-workbench?tool=video-generator`);
    const history = page.getByRole("region", { name: "Past Results" }).last();
    await history.getByRole("button", { name: /^a clip that outlives a restart/ }).click();
    expect(await playerDuration(page, /^a clip that outlives a restart/)).toBeGreaterThan(1.8);
    await page.context().close();
  });
});

describe("a render running while the server restarts", () => {
  it("is followed to the end after the restart, without a second submission", async () => {
    fake.reset();
    const page = await openTool("video-generator");
    await page.getByLabel("Model").selectOption("sora-2");
    await page.getByLabel("Prompt").fill("a render across a restart");
    fake.sora.behaviour.pollsUntilDone = 100_000;
    const before = fake.sora.jobs.size;
    await page.getByRole("button", { name: "Generate Video" }).click();
    await page.getByText("Sora 2 is rendering the video").waitFor();
    expect(fake.sora.jobs.size).toBe(before + 1);

    await server.restart();
    fake.sora.behaviour.pollsUntilDone = 0;
    await page.goto(page.url());
    expect(await playerDuration(page, /^a render across a restart \(Sora 2/)).toBeGreaterThan(1.8);
    expect(fake.sora.jobs.size).toBe(before + 1);
    await page.context().close();
  });
});

describe("hunyuan video in the browser", () => {
  it("makes a HunyuanVideo clip on fal (375 px, dark)", async () => {
    fake.reset();
    const look = looks[1]!;
    const page = await openTool("hunyuan-video", look);
    await page.getByLabel("Prompt").fill("a red fox in the snow");
    await page.getByRole("button", { name: "Generate Video" }).click();
    expect(await playerDuration(page, /^a red fox in the snow \(HunyuanVideo/)).toBeGreaterThan(
      1.8,
    );
    expect([...fake.fal.jobs.values()].at(-1)?.endpoint).toBe("fal-ai/hunyuan-video");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "hunyuan-result", look);
    await page.context().close();
  });
});

describe("video editor in the browser", () => {
  for (const look of looks) {
    it(`edits an uploaded clip with Noise Reduction, Color Correction and Add Transitions (${look.width} px, ${look.colorScheme})`, async () => {
      const page = await openTool("video-editor-ai", look);
      const clip = await clipBytes({
        scenes: [
          { seconds: 2, picture: "pattern", loudness: 0.05 },
          { seconds: 2, picture: "red", loudness: 0.6 },
        ],
        hiss: 0.05,
      });
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: "holiday.mp4", mimeType: "video/mp4", buffer: clip });
      await page.getByLabel("Uploaded video: holiday.mp4").waitFor();
      await page.getByLabel("Instructions").fill("Clean up the hiss and warm the colours");
      for (const action of ["Noise Reduction", "Color Correction", "Add Transitions"]) {
        await page.getByRole("checkbox", { name: action }).check();
      }
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, "editor-form", look);
      await page.getByRole("button", { name: "Process Video" }).click();
      await page
        .getByRole("progressbar")
        .waitFor()
        .catch(() => undefined);
      expect(await playerDuration(page, "After")).toBeGreaterThan(3.8);
      expect(await playerDuration(page, "Before")).toBeGreaterThan(3.8);
      expect(await plays(page, "After")).toBeGreaterThan(0.3);
      await page.getByText(/Add Transitions: fades at both ends/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, "editor-result", look);
      const href = await page
        .getByRole("link", { name: "Download Edited Video" })
        .getAttribute("href");
      const download = await page.request.get(`${server.url}${href}`);
      expect(download.headers()["content-disposition"]).toMatch(/filename="holiday-edited.mp4"/);
      await page.context().close();
    });
  }
});
