import type { BrowserContext } from "playwright-core";

/**
 * Pages of this context start with a visitor's choice of 'Necessary Only' already stored, as after
 * a click on the cookie banner, so the banner never covers what a test clicks. (Waiting for the
 * lazily loaded banner to click it raced on a loaded runner: it could show after the wait ended.)
 * The banner itself is tested in cookie-consent.e2e.ts.
 */
export async function withNecessaryCookiesOnly(context: BrowserContext) {
  await context.addInitScript(() => {
    const consent = { necessary: true, analytics: false, marketing: false, personalization: false };
    window.localStorage.setItem("cookie-consent", JSON.stringify(consent));
    window.localStorage.setItem("cookie-consent-timestamp", new Date().toISOString());
  });
}
