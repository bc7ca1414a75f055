import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectAudioContainer } from "@/server/engines/media/audio-container";
import { encodeWav } from "@/server/engines/media/wav";
import { type FakeElevenLabs, startFakeElevenLabs } from "../fakes/elevenlabs";
import { type FakeOpenAIAudio, startFakeOpenAIAudio } from "../fakes/openai-audio";
import { validateSrt } from "../support/subtitle-validation";
import { tones } from "../support/tones";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { withNecessaryCookiesOnly } from "./support/consent";
import { makeDataDir } from "./support/data-dir";
import { type RunningServer, startServer } from "./support/server";

const shots = "/tmp/shots-audio-tools";
const scratch = makeDataDir("bismo-audio-e2e-");

/** Speech-like audio: phrases of sound with pauses between them (real WAV bytes). */
const phrases = (count: number) =>
  encodeWav(
    tones(
      Array.from({ length: count }, (_, at) => [
        { hz: 170 + (at % 3) * 50, seconds: 1.2 },
        { hz: 0, seconds: 0.6 },
      ]).flat(),
      48_000,
    ),
  );
const microphoneWav = path.join(scratch, "microphone.wav");
const uploadWav = path.join(scratch, "meeting.wav");
const sampleWav = path.join(scratch, "my-voice.wav");

let browser: Browser;
/** No provider at all: offline speech, and plain notes for the other two tools. */
let bare: RunningServer;
/** Transcription (OpenAI's Whisper) and cloning (ElevenLabs) against fakes. */
let providers: RunningServer;
let openai: FakeOpenAIAudio;
let elevenlabs: FakeElevenLabs;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  fs.writeFileSync(microphoneWav, phrases(6));
  fs.writeFileSync(uploadWav, phrases(4));
  fs.writeFileSync(sampleWav, phrases(5));
  openai = await startFakeOpenAIAudio();
  elevenlabs = await startFakeElevenLabs();
  [bare, providers] = await Promise.all([
    startServer(),
    startServer({
      env: {
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: `${openai.url}/v1`,
        ELEVENLABS_API_KEY: "xi-test",
        ELEVENLABS_BASE_URL: elevenlabs.url,
        AI_MAX_RETRIES: "0",
      },
    }),
  ]);
  browser = await launchBrowser([
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    `--use-file-for-fake-audio-capture=${microphoneWav}`,
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([bare?.close(), providers?.close()]);
  await openai?.close();
  await elevenlabs?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function openTool(
  server: RunningServer,
  toolId: string,
  options: { width?: number; colorScheme?: "light" | "dark" } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: "reduce",
    acceptDownloads: true,
  });
  await context.grantPermissions(["microphone"], { origin: server.url });
  await withNecessaryCookiesOnly(context);
  const page = await context.newPage();
  await page.goto(`${server.url}/ai-workbench?tool=${toolId}`);
  return page;
}

const views = [
  [1280, "light"],
  [375, "dark"],
  [1280, "dark"],
  [375, "light"],
] as const;

/** Whether the page's audio element has loaded, can seek to `seconds` and plays from there. */
async function playsAndSeeks(page: Page, seconds: number) {
  const audio = page.getByRole("region", { name: "Results", exact: true }).locator("audio");
  await audio.waitFor();
  return audio.evaluate(async (element: HTMLAudioElement, at) => {
    if (element.readyState < 1) {
      await new Promise((resolve) => element.addEventListener("loadedmetadata", resolve));
    }
    element.muted = true;
    element.currentTime = at;
    await new Promise((resolve) => element.addEventListener("seeked", resolve, { once: true }));
    await element.play();
    const from = element.currentTime;
    await new Promise((resolve) => element.addEventListener("timeupdate", resolve, { once: true }));
    element.pause();
    return { duration: element.duration, seekedTo: from, playing: element.currentTime >= from };
  }, seconds);
}

describe("text to speech in the browser, with no provider configured", () => {
  for (const [width, colorScheme] of views.slice(0, 2)) {
    it(`speaks with the offline engine, plays with seeking, downloads WAV and keeps it (${width} px, ${colorScheme})`, async () => {
      const page = await openTool(bare, "text-to-speech", { width, colorScheme });
      await page.getByText("Spoken by the offline voice (eSpeak NG, on this server)").waitFor();
      // A visitor is told what speaks, not which setting an operator would change.
      expect(await page.getByText(/_API_KEY/).count()).toBe(0);
      const text = `Hello from the offline voice at ${width} pixels. It reads this sentence, and then another one.`;
      await page.getByLabel("Text", { exact: true }).fill(text);
      await page.getByText(`${text.length} / 4,096 characters`).waitFor();
      await page.getByRole("radio", { name: /Nova/ }).check();
      await page.getByLabel("Speed").selectOption("1.25");
      await page.getByLabel("Format").selectOption("wav");
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `${shots}/tts-form-${width}-${colorScheme}.png`,
        fullPage: true,
      });
      await page.getByRole("button", { name: "Generate Speech" }).click();

      const results = page.getByRole("region", { name: "Results", exact: true });
      await results.getByText("spoken by the offline voice").waitFor({ timeout: 60_000 });
      const played = await playsAndSeeks(page, 2);
      expect(played.duration).toBeGreaterThan(3);
      expect(played.seekedTo).toBeGreaterThanOrEqual(2);
      expect(played.playing).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await results.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${shots}/tts-result-${width}-${colorScheme}.png`,
        fullPage: true,
      });

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        results.getByRole("link", { name: "Download WAV" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("speech-nova.wav");
      const bytes = fs.readFileSync((await download.path())!);
      expect(detectAudioContainer(bytes)).toBe("wav");

      await page.goto(`${bare.url}/ai-workbench?tool=text-to-speech`);
      if (width < 1024) await page.getByRole("button", { name: "Open tools and history" }).click();
      await page
        .getByRole("region", { name: "Past Results" })
        .last()
        .getByRole("button", { name: new RegExp(`^Hello from the offline voice at ${width}`) })
        .click();
      await page.getByRole("region", { name: "Results", exact: true }).locator("audio").waitFor();
      await page.context().close();
    }, 120_000);
  }

  it("clears the text and limits it to 4,096 characters", async () => {
    const page = await openTool(bare, "text-to-speech");
    const box = page.getByLabel("Text", { exact: true });
    await box.fill("x".repeat(5000));
    await page.getByText("4,096 / 4,096 characters").waitFor();
    await page.getByRole("button", { name: "Clear" }).click();
    await page.getByText("0 / 4,096 characters").waitFor();
    expect(await page.getByRole("button", { name: "Generate Speech" }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it("says which settings switch on transcription and cloning, before any upload", async () => {
    for (const [width, colorScheme] of views) {
      // One guest per view, for both panels.
      const page = await openTool(bare, "speech-to-text", { width, colorScheme });
      await page.getByText("No speech-to-text provider is set up on this server").waitFor();
      const start = page.getByRole("button", { name: "Start Transcription" });
      expect(await start.isDisabled()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/stt-none-${width}-${colorScheme}.png` });
      await page.goto(`${bare.url}/ai-workbench?tool=voice-clone`);
      await page.getByText("set ELEVENLABS_API_KEY to switch it on").waitFor();
      expect(await page.getByLabel("Upload a sample").count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/clone-none-${width}-${colorScheme}.png` });
      await page.context().close();
    }
  }, 120_000);
});

describe("speech to text in the browser", () => {
  for (const [width, colorScheme] of views.slice(0, 2)) {
    it(`transcribes an uploaded file and downloads SRT that validates (${width} px, ${colorScheme})`, async () => {
      const page = await openTool(providers, "speech-to-text", { width, colorScheme });
      await page.getByLabel("Upload audio").setInputFiles(uploadWav);
      await page.getByText("meeting.wav").waitFor();
      await page.getByLabel("Output format").selectOption("srt");
      await page.getByLabel("Language").selectOption("en");
      await page.getByRole("button", { name: "Start Transcription" }).click();
      const results = page.getByRole("region", { name: "Results", exact: true });
      await results.getByText("Confidence").waitFor({ timeout: 60_000 });
      await results.getByText("English").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await results.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/stt-upload-${width}-${colorScheme}.png` });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        results.getByRole("button", { name: "Download .srt" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("meeting.srt");
      const cues = validateSrt(fs.readFileSync((await download.path())!, "utf8"));
      expect(cues).toHaveLength(4);
      await page.context().close();
    }, 90_000);
  }

  for (const [width, colorScheme] of views.slice(2)) {
    it(`records from the microphone and transcribes the recording (${width} px, ${colorScheme})`, async () => {
      const page = await openTool(providers, "speech-to-text", { width, colorScheme });
      await page.getByRole("button", { name: "Record with the microphone" }).click();
      await page
        .getByRole("button", { name: "Stop recording (3 sec)" })
        .waitFor({ timeout: 15_000 });
      await page.screenshot({ path: `${shots}/stt-recording-${width}-${colorScheme}.png` });
      await page.getByRole("button", { name: /^Stop recording/ }).click();
      await page.getByText(/^recording-.*\.webm$/).waitFor();
      await page.getByRole("button", { name: "Start Transcription" }).click();
      const results = page.getByRole("region", { name: "Results", exact: true });
      await results.getByText("Duration").waitFor({ timeout: 60_000 });
      const transcript = await results.getByLabel("Transcript").inputValue();
      expect(transcript).toMatch(/phrase 1\./);
      expect(await seriousViolations(page)).toEqual([]);
      await results.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/stt-recorded-${width}-${colorScheme}.png` });
      await page.context().close();
    }, 90_000);
  }
});

describe("voice clone in the browser", () => {
  for (const [width, colorScheme] of views.slice(0, 2)) {
    it(`clones a voice from a sample, speaks with it and deletes it (${width} px, ${colorScheme})`, async () => {
      const page = await openTool(providers, "voice-clone", { width, colorScheme });
      const name = `Narrator ${width}`;
      await page.getByLabel("Voice name").fill(name);
      await page.getByLabel("Upload a sample").setInputFiles(sampleWav);
      await page.getByText("my-voice.wav").waitFor();
      const clone = page.getByRole("button", { name: "Clone Voice" });
      expect(await clone.isDisabled()).toBe(true);
      await page.getByLabel("I have the right to clone this voice").check();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `${shots}/clone-form-${width}-${colorScheme}.png`,
        fullPage: true,
      });
      await clone.click();
      const voices = page.getByRole("region", { name: "Your voices" });
      await voices.getByRole("radio", { name }).waitFor();

      await page.getByLabel("Text", { exact: true }).fill("Hola, esta es mi voz clonada.");
      await page.getByLabel("Language").selectOption("es");
      await page.getByLabel("Stability").selectOption("1");
      await page.getByRole("button", { name: "Generate Speech" }).click();
      const results = page.getByRole("region", { name: "Results", exact: true });
      await results.getByText(name, { exact: true }).waitFor({ timeout: 60_000 });
      const played = await playsAndSeeks(page, 0.5);
      expect(played.duration).toBeGreaterThan(1);
      expect(await seriousViolations(page)).toEqual([]);
      await results.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${shots}/clone-result-${width}-${colorScheme}.png`,
        fullPage: true,
      });

      const before = elevenlabs.voices.size;
      await voices.getByRole("button", { name: `Delete voice ${name}` }).click();
      await voices.getByRole("radio", { name }).waitFor({ state: "detached" });
      expect(elevenlabs.voices.size).toBe(before - 1);
      await page.context().close();
    }, 120_000);
  }
});
