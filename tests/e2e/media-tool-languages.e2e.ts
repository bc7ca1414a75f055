import fs from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localeCookie } from "@/shared/i18n/locales";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { studyReply } from "../fakes/study-replies";
import { type FakeVideoStack, startFakeVideoStack } from "../fakes/video-stack";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { withNecessaryCookiesOnly } from "./support/consent";
import { overflowing } from "./support/overflow";
import { type RunningServer, startServer } from "./support/server";

/** Where the screenshots go, for a person to look at. */
const shots = process.env.SHOTS_DIR ?? "/tmp/shots-media-tool-languages";

/**
 * A field or text each tool shows in German and Japanese (from its catalogue), by which the test
 * knows the panel has loaded in that language.
 */
const tools = [
  { id: "video-generator", de: "Stil", ja: "スタイル", field: true },
  { id: "hunyuan-video", de: "Seitenverhältnis", ja: "アスペクト比", field: true },
  { id: "3d-model-creator", de: "Modelltyp", ja: "モデルの種類", field: true },
  { id: "hunyuan-3d-mv", de: "Fotos des Objekts", ja: "物体の写真", field: false },
  { id: "seg-swap", de: "Bearbeitung", ja: "編集の種類", field: true },
  { id: "thumbnail-creator", de: "Textstil", ja: "テキストのスタイル", field: true },
  { id: "video-editor-ai", de: "Anweisungen", ja: "指示", field: true },
  { id: "google-docs-ai", de: "Aufgabe", ja: "タスク", field: true },
] as const;

let browser: Browser;
let server: RunningServer;
let fake: FakeOpenAI;
let stack: FakeVideoStack;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  fake = await startFakeOpenAI({ reply: studyReply, delayMs: 5 });
  // fal, Veo and Replicate switch the video and 3D tools on (a tool that is off shows a notice
  // in place of its panel); chat is the study fake's.
  stack = await startFakeVideoStack();
  server = await startServer({
    env: { ...stack.env(), OPENAI_API_KEY: "test", OPENAI_BASE_URL: `${fake.url}/v1` },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
  await stack?.close();
});

describe("the media tools' panels in other languages", () => {
  for (const [locale, width, colorScheme] of [
    ["de", 375, "light"],
    ["ja", 1280, "dark"],
  ] as const)
    it(`show each tool in ${locale} at ${width} px (${colorScheme}): translated, axe-clean, nothing overflows`, async () => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme,
        reducedMotion: "reduce",
      });
      await context.addCookies([{ name: localeCookie, value: locale, url: server.url }]);
      await withNecessaryCookiesOnly(context);
      const page = await context.newPage();
      const main = page.getByRole("main");
      for (const tool of tools) {
        await page.goto(`${server.url}/ai-workbench?tool=${tool.id}`);
        const word = tool[locale];
        await (tool.field
          ? main.getByLabel(word, { exact: true })
          : main.getByText(word, { exact: true })
        ).waitFor();
        expect(await overflowing(page), tool.id).toEqual([]);
        expect(await seriousViolations(page), tool.id).toEqual([]);
        await page.screenshot({
          path: `${shots}/${tool.id}-${locale}-${width}-${colorScheme}.png`,
        });
      }
      await context.close();
    }, 120_000);
});
