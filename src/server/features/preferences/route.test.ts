import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("preferences", () => {
  it("keeps favourites and cookie consent on the account", async () => {
    const cookie = await t.signUp("prefs@example.com");
    const consent = { necessary: true, analytics: true, marketing: false, personalization: true };
    const patch = await t.request("/api/preferences", {
      method: "PATCH",
      cookie,
      json: { favoriteTools: ["ask-pdf", "multi-chat"], cookieConsent: consent },
    });
    expect(patch.status).toBe(200);
    const read = await (await t.request("/api/preferences", { cookie })).json();
    expect(read.favoriteTools).toEqual(["ask-pdf", "multi-chat"]);
    expect(read.cookieConsent).toEqual(consent);
    expect(Date.parse(read.cookieConsentAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses unknown tools and changes nothing", async () => {
    const cookie = await t.signUp("prefs2@example.com");
    const bad = await t.request("/api/preferences", {
      method: "PATCH",
      cookie,
      json: { favoriteTools: ["nope"] },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("validation_failed");
    const read = await (await t.request("/api/preferences", { cookie })).json();
    expect(read.favoriteTools).toEqual([]);
  });

  it("keeps the theme and the settings switches, with their defaults until changed", async () => {
    const cookie = await t.signUp("prefs3@example.com");
    expect(await (await t.request("/api/preferences", { cookie })).json()).toMatchObject({
      theme: "system",
      consentAiTraining: false,
      consentPersonalization: true,
      consentAnalytics: false,
      // Product news is opt-in (GDPR Art. 7): off until the person turns it on.
      notifyProductEmails: false,
      notifyPush: false,
      notifySound: true,
    });
    const patch = await t.request("/api/preferences", {
      method: "PATCH",
      cookie,
      json: { theme: "dark", consentAiTraining: true, notifySound: false },
    });
    expect(patch.status).toBe(200);
    const bad = await t.request("/api/preferences", {
      method: "PATCH",
      cookie,
      json: { theme: "sepia", notifyPush: true },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/system, light or dark/);
    const sms = await t.request("/api/preferences", {
      method: "PATCH",
      cookie,
      json: { notifySms: true },
    });
    expect(sms.status).toBe(400);
    // Saved in a row of its own now, whose column defaults agree with the defaults above.
    expect(await (await t.request("/api/preferences", { cookie })).json()).toMatchObject({
      theme: "dark",
      consentAiTraining: true,
      notifySound: false,
      notifyPush: false,
      notifyProductEmails: false,
      consentAnalytics: false,
    });
  });

  it("is for accounts only", async () => {
    expect((await t.request("/api/preferences")).status).toBe(401);
    const guest = await t.signInAsGuest();
    expect((await t.request("/api/preferences", { cookie: guest })).status).toBe(401);
  });
});
