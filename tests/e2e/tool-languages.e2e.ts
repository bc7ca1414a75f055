import fs from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localeCookie } from "@/shared/i18n/locales";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { studyReply } from "../fakes/study-replies";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { overflowing } from "./support/overflow";
import { type RunningServer, startServer } from "./support/server";

/** Where the screenshots go, for a person to look at. */
const shots = process.env.SHOTS_DIR ?? "/tmp/shots-tool-languages";

/** What the quiz generator says in each language checked (from its catalogues). */
const words = {
  de: {
    topic: "Thema oder Material",
    count: "Fragen",
    generate: "Quiz erstellen",
    take: "Fragen einzeln beantworten",
    takeAll: "Alle Fragen auf einmal beantworten",
    submit: "Antworten abgeben",
    refused: "responses: Frage no-such-question gehört nicht zu diesem Quiz.",
  },
  ja: {
    topic: "テーマまたは教材",
    count: "問題数",
    generate: "クイズを生成",
    take: "1 問ずつ解く",
    takeAll: "まとめて解く",
    submit: "解答を提出",
    refused: "responses: 質問 no-such-question はこのクイズにありません。",
  },
} as const;

let browser: Browser;
let server: RunningServer;
let fake: FakeOpenAI;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  fake = await startFakeOpenAI({ reply: studyReply, delayMs: 5 });
  server = await startServer({
    env: { OPENAI_API_KEY: "test", OPENAI_BASE_URL: `${fake.url}/v1` },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

describe("a tool's panel in other languages", () => {
  for (const locale of ["de", "ja"] as const)
    for (const width of [1280, 375])
      for (const colorScheme of ["light", "dark"] as const)
        it(`quiz generator in ${locale} at ${width} px (${colorScheme}): translated, axe-clean, nothing overflows`, async () => {
          const say = words[locale];
          const context = await browser.newContext({
            viewport: { width, height: 900 },
            colorScheme,
            reducedMotion: "reduce",
          });
          await context.addCookies([{ name: localeCookie, value: locale, url: server.url }]);
          await context.addInitScript(() => {
            const consent = { necessary: true, analytics: false, marketing: false };
            localStorage.setItem(
              "cookie-consent",
              JSON.stringify({ ...consent, personalization: false }),
            );
            localStorage.setItem("cookie-consent-timestamp", new Date().toISOString());
          });
          const page = await context.newPage();
          const main = page.getByRole("main");
          const look = `${locale}-${width}-${colorScheme}`;
          const check = async (name: string) => {
            expect(await overflowing(page)).toEqual([]);
            expect(await seriousViolations(page)).toEqual([]);
            await page.screenshot({ path: `${shots}/${name}-${look}.png` });
          };

          await page.goto(`${server.url}/ai-workbench?tool=quiz-generator`);
          await main.getByLabel(say.topic).fill("Der Wasserkreislauf und die Niederschlagsformen");
          await main.getByLabel(say.count, { exact: true }).selectOption("5");
          await check("quiz-form");
          await main.getByRole("button", { name: say.generate }).click();
          await main.getByRole("heading", { name: "Water cycle" }).waitFor();
          await main.getByRole("button", { name: say.take }).waitFor();
          await check("quiz-view");

          // A refusal of the server's, in the visitor's language: the answers sent for grading
          // name a question the quiz does not have.
          if (width === 1280 && colorScheme === "light") {
            await page.route("**/api/quizzes/grade", (route) => {
              const body = JSON.parse(route.request().postData() ?? "{}");
              body.responses.push({ questionId: "no-such-question", selected: [], text: "" });
              return route.continue({ postData: JSON.stringify(body) });
            });
            await main.getByRole("button", { name: say.takeAll }).click();
            await main.getByRole("button", { name: say.submit }).click();
            await page.getByText(say.refused).first().waitFor();
            await check("quiz-refused");
          }
          await context.close();
        });
});
