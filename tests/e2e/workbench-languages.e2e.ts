import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localeTags } from "@/shared/i18n/locales";
import { type FakeImageProviders, startFakeImageProviders } from "../fakes/image-providers";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { signedIn } from "./support/signed-in";
import { startSmtpSink } from "./support/smtp-sink";

let browser: Browser;
let server: RunningServer;
let chat: FakeOpenAI;
let images: FakeImageProviders;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
/** One account for every test (sign-ups are rate-limited per address). */
let account: string;

/** Long German compounds and CJK by default; E2E_LANGS=fr,ko checks others. */
const checked = (process.env.E2E_LANGS ?? "de,ja").split(",");
/** Where the screenshots go, for a person to look at (SHOTS_DIR sets it). */
const shots = process.env.SHOTS_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "bismo-workbench-"));
const consent = { necessary: true, analytics: false, marketing: false, personalization: false };

/** A message in `locale` from its catalogue, with `values` put in (plain ones only). */
function words(locale: string, id: string, values: Record<string, string> = {}): string {
  const area = id.slice(0, id.indexOf("."));
  const file = path.resolve(
    import.meta.dirname,
    `../../src/shared/i18n/catalog/${area}/${locale}.json`,
  );
  const text = (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>)[id];
  if (!text) throw new Error(`${locale}: no ${id}`);
  return text.replace(/\{(\w+)(?:, number)?\}/g, (whole, name: string) => values[name] ?? whole);
}

beforeAll(async () => {
  chat = await startFakeOpenAI();
  images = await startFakeImageProviders();
  smtp = await startSmtpSink();
  // Chat from the chat fake (OpenAI), images from the image fake's Google.
  server = await startServer({
    env: {
      ...images.env(),
      SMTP_URL: smtp.url,
      OPENAI_API_KEY: "test",
      OPENAI_BASE_URL: `${chat.url}/v1`,
    },
  });
  browser = await launchBrowser();
  account = await signedIn(server, smtp);
  fs.mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
  await images?.close();
  await chat?.close();
});

/** Nothing wider than the viewport: a long word or a line of CJK that does not wrap shows here. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .filter((element) => !element.closest("[aria-hidden='true'], .sr-only, [hidden]"))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80))
      .slice(0, 5);
  });

/** A signed-in account's page in `locale` (the language cookie, as the language menu sets it). */
async function openSignedIn(locale: string, width: number, colorScheme: "light" | "dark") {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    colorScheme,
    reducedMotion: "reduce",
  });
  await context.addCookies([
    ...account.split("; ").map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("="), url: server.url };
    }),
    { name: "bismo-lang", value: locale, url: server.url },
  ]);
  await context.addInitScript(
    (value) => localStorage.setItem("cookie-consent", value),
    JSON.stringify(consent),
  );
  return context.newPage();
}

const check = async (page: Page, name: string) => {
  expect(await overflowing(page), name).toEqual([]);
  expect(await seriousViolations(page), name).toEqual([]);
  await page.screenshot({ path: `${shots}/${name}.png` });
};

describe("the workbench in other languages", () => {
  for (const locale of checked)
    for (const width of [1280, 375])
      for (const colorScheme of ["light", "dark"] as const)
        it(`${locale}: chat, model picker, panels and an image job at ${width} px (${colorScheme}), axe-clean`, {
          timeout: 300_000,
        }, async () => {
          const page = await openSignedIn(locale, width, colorScheme);
          const name = `${locale}-${width}-${colorScheme}`;
          const tool = words(locale, "common.tool.multi-chat");
          await page.goto(`${server.url}/ai-workbench`);
          await page
            .getByRole("heading", { name: words(locale, "workbench.welcome.title", { tool }) })
            .waitFor({ timeout: 60_000 });
          expect(await page.getAttribute("html", "lang")).toBe(localeTags[locale as "de"]);
          expect(await page.getAttribute("html", "dir")).toBe("ltr");
          expect(await page.title()).toBe(words(locale, "workbench.page.title", { tool }));

          // The model picker, by its translated label, offers the server's models.
          const picker = page.getByLabel(words(locale, "workbench.models.label"), { exact: true });
          await expect
            .poll(() => picker.locator("option").count(), { timeout: 60_000 })
            .toBeGreaterThan(0);

          // A message and its answer, the message bar and its actions in the language.
          const answer = `Antwort ${name}: 東京 Donaudampfschifffahrtsgesellschaftskapitän`;
          chat.setScenario({ tokens: answer.match(/.{1,6}/gs) ?? [], delayMs: 5 });
          const box = page.getByRole("textbox", {
            name: words(locale, "workbench.composer.label", { tool }),
          });
          await box.fill("Hallo");
          await box.press("Enter");
          await page
            .getByTestId("answer-text")
            .filter({ hasText: answer })
            .waitFor({ timeout: 60_000 });
          await page
            .getByRole("button", { name: words(locale, "workbench.chat.regenerate") })
            .waitFor();
          await check(page, `${name}-chat`);

          // The side panels: beside the chat at 1280 px, as drawers on a phone.
          if (width < 1024) {
            await page
              .getByRole("button", { name: words(locale, "workbench.header.openLeft") })
              .click();
            const left = page.getByRole("dialog", { name: words(locale, "workbench.panels.left") });
            await left
              .getByRole("heading", { name: words(locale, "workbench.history.heading") })
              .waitFor();
            await check(page, `${name}-left`);
            await left
              .getByRole("button", { name: words(locale, "workbench.action.close") })
              .click();
            await page
              .getByRole("button", { name: words(locale, "workbench.header.openRight") })
              .click();
            const right = page.getByRole("dialog", {
              name: words(locale, "workbench.panels.right"),
            });
            await right.getByText(words(locale, "workbench.info.allowance")).waitFor();
            await check(page, `${name}-right`);
            await right
              .getByRole("button", { name: words(locale, "workbench.action.close") })
              .click();
          } else {
            const right = page.getByRole("complementary", {
              name: words(locale, "workbench.panels.right"),
            });
            await right.getByText(words(locale, "workbench.info.conversation")).waitFor();
            expect(
              Number(await right.getByTestId("message-count").textContent()),
            ).toBeGreaterThanOrEqual(2);
            await page
              .getByRole("complementary", { name: words(locale, "workbench.panels.left") })
              .getByRole("heading", { name: words(locale, "workbench.history.heading") })
              .waitFor();
          }

          // An image job: its progress, the results and the past results, in the language.
          await page.goto(`${server.url}/ai-workbench?tool=image-generator`);
          const form = page.locator("form").first();
          await expect
            .poll(() => form.locator("select").first().locator("option").count(), {
              timeout: 60_000,
            })
            .toBeGreaterThan(0);
          await form.locator("select").first().selectOption("gemini-3.1-flash-image");
          await form.locator("textarea").fill(`ein Leuchtturm ${name}`);
          await form.locator("button[type=submit]").click();
          await page
            .getByRole("button", { name: words(locale, "workbench.gallery.view", { number: "1" }) })
            .waitFor({ timeout: 60_000 });
          await check(page, `${name}-images`);
          if (width < 1024)
            await page
              .getByRole("button", { name: words(locale, "workbench.header.openLeft") })
              .click();
          await page.getByRole("heading", { name: words(locale, "workbench.jobs.past") }).waitFor();
          await check(page, `${name}-history`);
          await page.context().close();
        });
});
