import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales, localeTags } from "@/shared/i18n/locales";
import { seriousViolations } from "./support/axe";
import { launchBrowser, openHydrated } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

let browser: Browser;
let server: RunningServer;

/** The languages checked (E2E_LANGS=fr,ko checks others): long German words, CJK by default. */
const checked = (process.env.E2E_LANGS ?? "de,ja").split(",");
/** Where the screenshots go, for a person to look at (SHOTS_DIR sets it). */
const shots = process.env.SHOTS_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "bismo-languages-"));
const consent = { necessary: true, analytics: false, marketing: false, personalization: false };

/** A message in `locale`, from its catalogue: what the page shows for it. */
function words(locale: string, id: string): string {
  const area = id.slice(0, id.indexOf("."));
  const file = path.resolve(
    import.meta.dirname,
    `../../src/shared/i18n/catalog/${area}/${locale}.json`,
  );
  const text = (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>)[id];
  if (!text) throw new Error(`${locale}: no ${id}`);
  return text;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  fs.mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
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
      .filter((element) => !element.closest("[aria-hidden='true'], .sr-only"))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80))
      .slice(0, 5);
  });

/**
 * Renders the blocks the landing page lays out only near the viewport (`render-when-near`), as
 * a reader scrolling down gets them: the checks and the full-page screenshot then see them all.
 */
const renderAll = (page: Page) =>
  page.addStyleTag({ content: ".render-when-near { content-visibility: visible !important; }" });

describe("the public pages in other languages", () => {
  for (const locale of checked)
    for (const width of [1280, 375])
      for (const colorScheme of ["light", "dark"] as const)
        it(`/${locale}: the landing page and sign-up hold at ${width} px (${colorScheme}), axe-clean`, async () => {
          const context = await browser.newContext({
            viewport: { width, height: 900 },
            colorScheme,
            reducedMotion: "reduce",
          });
          await context.addInitScript(
            (value) => localStorage.setItem("cookie-consent", value),
            JSON.stringify(consent),
          );
          const page = await context.newPage();
          await openHydrated(page, `${server.url}/${locale}`);
          expect(await page.getAttribute("html", "lang")).toBe(localeTags[locale as "de"]);
          await expect
            .poll(() => page.locator("h1").first().textContent())
            .toBe(words(locale, "landing.hero.title").replace(/<\/?\w+>/g, ""));
          await renderAll(page);
          expect(await overflowing(page)).toEqual([]);
          expect(await seriousViolations(page)).toEqual([]);
          const name = `${locale}-${width}-${colorScheme}`;
          await page.screenshot({ path: `${shots}/${name}-landing.png`, fullPage: true });

          const getStarted = words(locale, "common.action.getStarted");
          if (width < 1024) {
            await page.getByRole("button", { name: words(locale, "common.nav.openMenu") }).click();
            await page
              .locator("#site-mobile-menu")
              .getByRole("button", { name: getStarted })
              .click();
          } else {
            await page.getByRole("banner").getByRole("button", { name: getStarted }).click();
          }
          const dialog = page.getByRole("dialog", { name: words(locale, "auth.signUp.title") });
          await dialog.getByLabel(words(locale, "auth.field.name")).waitFor();
          expect(await overflowing(page)).toEqual([]);
          expect(await seriousViolations(page)).toEqual([]);
          await page.screenshot({ path: `${shots}/${name}-signup.png` });
          await context.close();
        });

  it("are prerendered with lang, hreflang for every language and x-default", async () => {
    for (const [address, locale] of [
      ["/", "en"],
      ["/de", "de"],
      ["/ja/pricing", "ja"],
      ["/zh/terms", "zh"],
    ] as const) {
      const response = await fetch(`${server.url}${address}`, { redirect: "manual" });
      expect(response.status, address).toBe(200);
      const html = await response.text();
      expect(html, address).toContain(`<html lang="${localeTags[locale]}"`);
      const page = address.replace(/^\/(de|ja|zh)(?=\/|$)/, "") || "/";
      for (const other of locales) {
        const href = `${server.url}${other === "en" ? page : `/${other}${page === "/" ? "" : page}`}`;
        expect(html, `${address} ${other}`).toContain(
          `<link rel="alternate" hreflang="${localeTags[other]}" href="${href}" />`,
        );
      }
      expect(html, address).toContain(
        `<link rel="alternate" hreflang="x-default" href="${server.url}${page}" />`,
      );
    }
  });
});
