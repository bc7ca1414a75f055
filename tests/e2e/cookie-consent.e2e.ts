import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount, signInContext } from "./site-account";
import { launchBrowser, newPage, openHydrated } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { startSmtpSink } from "./support/smtp-sink";

let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ env: { SMTP_URL: smtp.url } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

const banner = (page: Page) => page.getByRole("dialog", { name: /privacy|cookie/i });

const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: JSON.parse(localStorage.getItem("cookie-consent") ?? "null"),
    at: localStorage.getItem("cookie-consent-timestamp"),
  }));

/**
 * Loads the landing page and waits for the banner; the page itself notes when the banner
 * entered the DOM, so a busy test machine cannot blur the timing.
 */
async function openBanner(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[role="dialog"][data-view]')) return;
      (window as unknown as { bannerShownAt: number }).bannerShownAt = performance.now();
      observer.disconnect();
    });
    document.addEventListener("DOMContentLoaded", () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  });
  await openHydrated(page, `${server.url}/landing`);
  await banner(page).waitFor({ timeout: 5000 });
  const { shownAt, loadedAt } = await page.evaluate(() => ({
    shownAt: (window as unknown as { bannerShownAt: number }).bannerShownAt,
    loadedAt: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .loadEventStart,
  }));
  expect(shownAt - loadedAt).toBeGreaterThanOrEqual(2000);
  expect(shownAt - loadedAt).toBeLessThan(3500);
}

function expectRecent(at: string | null) {
  expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  expect(Math.abs(Date.now() - Date.parse(at ?? ""))).toBeLessThan(60_000);
}

describe("cookie consent banner", () => {
  it("appears 2 s after load; 'Accept All' stores every category and it stays away", async () => {
    const page = await newPage(browser);
    await openBanner(page);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await banner(page).waitFor({ state: "detached" });
    const { consent, at } = await stored(page);
    expect(consent).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      personalization: true,
    });
    expectRecent(at);

    await page.reload();
    await page.waitForTimeout(3000);
    expect(await banner(page).count()).toBe(0);
  });

  it("'Necessary Only' stores only the necessary category", async () => {
    const page = await newPage(browser);
    await openBanner(page);
    await banner(page).getByRole("button", { name: "Necessary Only" }).click();
    await banner(page).waitFor({ state: "detached" });
    const { consent, at } = await stored(page);
    expect(consent).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      personalization: false,
    });
    expectRecent(at);
  });

  it("'Save Preferences' stores the toggles chosen in the customise view", async () => {
    const page = await newPage(browser, { width: 375 });
    await openBanner(page);
    // Nothing (such as the floating assistant) covers the banner's buttons on a phone.
    await page.waitForTimeout(1000);
    for (const name of ["Accept All", "Necessary Only", "Customise"]) {
      const onTop = await banner(page)
        .getByRole("button", { name })
        .evaluate((button) => {
          const box = button.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width - 6, box.y + box.height / 2);
          return Boolean(hit && button.contains(hit));
        });
      expect(onTop, name).toBe(true);
    }
    await banner(page).getByRole("button", { name: "Customise" }).click();
    const necessary = banner(page).getByRole("switch", { name: "Necessary" });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    await banner(page).getByRole("switch", { name: "Analytics" }).check();
    await banner(page).getByRole("switch", { name: "Personalisation" }).check();
    await banner(page).getByRole("switch", { name: "Personalisation" }).uncheck();
    await banner(page).getByRole("switch", { name: "Marketing" }).check();
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    await banner(page).waitFor({ state: "detached" });
    expect((await stored(page)).consent).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      personalization: false,
    });
  });

  it("the footer's Privacy Settings reopens the customise view with the stored choice", async () => {
    const page = await newPage(browser);
    await openBanner(page);
    await banner(page).getByRole("button", { name: "Necessary Only" }).click();
    await banner(page).waitFor({ state: "detached" });
    const before = await stored(page);

    await page.getByRole("contentinfo").getByRole("button", { name: "Privacy Settings" }).click();
    await banner(page).waitFor();
    expect(await banner(page).getAttribute("data-view")).toBe("customise");
    expect(await banner(page).getByRole("switch", { name: "Analytics" }).isChecked()).toBe(false);
    await banner(page).getByRole("switch", { name: "Analytics" }).check();
    await page.waitForTimeout(5);
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    const after = await stored(page);
    expect(after.consent).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      personalization: false,
    });
    expect(Date.parse(after.at ?? "")).toBeGreaterThan(Date.parse(before.at ?? ""));
  });

  it("the privacy policy's cookie section reopens the settings too", async () => {
    const page = await newPage(browser);
    await openBanner(page);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await openHydrated(page, `${server.url}/privacy?lang=en#cookies`);
    await page.getByRole("button", { name: "Open cookie settings" }).click();
    await banner(page).waitFor();
    expect(await banner(page).getAttribute("data-view")).toBe("customise");
    expect(await banner(page).getByRole("switch", { name: "Marketing" }).isChecked()).toBe(true);
  });

  it("saves a signed-in user's choice to the account and applies it on a new device", async () => {
    const email = `consent-${Date.now()}@example.com`;
    await createVerifiedAccount(server, smtp, email);

    const laptop = await newPage(browser);
    await signInContext(laptop, server, email);
    await openBanner(laptop);
    await banner(laptop).getByRole("button", { name: "Customise" }).click();
    await banner(laptop).getByRole("switch", { name: "Personalisation" }).check();
    await banner(laptop).getByRole("button", { name: "Save Preferences" }).click();
    const expected = { necessary: true, analytics: false, marketing: false, personalization: true };
    await expect
      .poll(
        async () =>
          (await (await laptop.context().request.get(`${server.url}/api/preferences`)).json())
            .cookieConsent,
      )
      .toEqual(expected);

    const phone = await newPage(browser, { width: 375 });
    await signInContext(phone, server, email);
    await openHydrated(phone, `${server.url}/landing`);
    await expect
      .poll(async () => (await stored(phone)).consent, { timeout: 5000 })
      .toEqual(expected);
    expectRecent((await stored(phone)).at);
    await phone.waitForTimeout(2500);
    expect(await banner(phone).count()).toBe(0);
  });

  it("a visitor's earlier choice follows them into their account when they sign in", async () => {
    const email = `visitor-${Date.now()}@example.com`;
    await createVerifiedAccount(server, smtp, email);
    const page = await newPage(browser);
    await openBanner(page);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await signInContext(page, server, email);
    await openHydrated(page, `${server.url}/landing`);
    await expect
      .poll(
        async () =>
          (await (await page.context().request.get(`${server.url}/api/preferences`)).json())
            .cookieConsent,
      )
      .toEqual({ necessary: true, analytics: true, marketing: true, personalization: true });
  });
});
