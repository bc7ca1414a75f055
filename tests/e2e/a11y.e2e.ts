import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { launchBrowser, openHydrated } from "./support/browser";
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

const pages = ["/", "/pricing", "/plans", "/impressum", "/privacy", "/terms", "/ai-hub"];

describe("accessibility (axe-core)", () => {
  for (const colorScheme of ["light", "dark"] as const)
    for (const path of pages)
      it(`${path} has no serious or critical violations (${colorScheme})`, async () => {
        const context = await browser.newContext({
          viewport: { width: 1280, height: 800 },
          colorScheme,
          reducedMotion: "reduce",
        });
        const page = await context.newPage();
        await openHydrated(page, `${server.url}${path}`);
        // The cookie banner is part of the first visit: wait for it, so it is checked too.
        await page.getByRole("dialog", { name: /privacy|cookie/i }).waitFor({ timeout: 5000 });
        await page.locator("h1").first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByRole("button", { name: "Customise" }).click();
        expect(await seriousViolations(page)).toEqual([]);
        // Its code loaded, the second view is checked as well.
        await page.getByRole("heading", { name: "Customise cookie preferences" }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });

  it("the landing page's mobile menu and a legal page at 375 px have no serious violations", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() =>
      localStorage.setItem(
        "cookie-consent",
        JSON.stringify({
          necessary: true,
          analytics: false,
          marketing: false,
          personalization: false,
        }),
      ),
    );
    await openHydrated(page, `${server.url}/landing`);
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await openHydrated(page, `${server.url}/terms?lang=en`);
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
