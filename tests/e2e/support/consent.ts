import type { BrowserContext, Page } from "playwright-core";

/**
 * Pages of this context (or this page) start with a visitor's choice of 'Necessary Only' already stored, as after
 * a click on the cookie banner, so the banner never covers what a test clicks. (Waiting for the
 * lazily loaded banner to click it raced on a loaded runner: it could show after the wait ended.)
 * The banner itself is tested in cookie-consent.e2e.ts.
 */
export async function withNecessaryCookiesOnly(target: BrowserContext | Page) {
  await target.addInitScript(() => {
    const consent = { necessary: true, analytics: false, marketing: false, personalization: false };
    window.localStorage.setItem("cookie-consent", JSON.stringify(consent));
    window.localStorage.setItem("cookie-consent-timestamp", new Date().toISOString());
  });
}
