import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server";
import { seriousViolations } from "./support/axe";
import { launchBrowser, newPage } from "./support/browser";
import { withNecessaryCookiesOnly } from "./support/consent";
import { type RunningServer, startServer } from "./support/server";
import { linkIn, startSmtpSink } from "./support/smtp-sink";

const password = "correct-horse-42";
const newPassword = "battery-staple-77";
const sections = [
  "profile",
  "account",
  "privacy",
  "billing",
  "notifications",
  "security",
  "preferences",
];

let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let fake: FakeOpenAI;
let ada: Page;
const adaEmail = `ada-${Date.now()}@example.com`;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  smtp = await startSmtpSink();
  server = await startServer({
    env: { SMTP_URL: smtp.url, OPENAI_API_KEY: "test", OPENAI_BASE_URL: `${fake.url}/v1` },
  });
  browser = await launchBrowser();
  ada = await accountPage(adaEmail, "Ada Lovelace");
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await fake?.close();
});

/**
 * A verified account signed in on a new page: sign-up by API, then the mailed link (which signs
 * in without spending the sign-in limit of 5 a minute). The cookie choice is made up front.
 */
async function accountPage(email: string, name: string, width = 1280): Promise<Page> {
  const page = await pageWithConsent(width);
  const response = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
    data: { name, email, password },
    headers: { origin: server.url },
  });
  expect(response.ok()).toBe(true);
  await page.goto(linkIn(await smtp.waitFor(email, /confirm/i), `${server.url}/confirm?token=`));
  await page.getByText(/verified successfully/).waitFor();
  return page;
}

/** A new page whose cookie choice is already made, so the banner stays away. */
async function pageWithConsent(width = 1280): Promise<Page> {
  const page = await newPage(browser, { width });
  await withNecessaryCookiesOnly(page);
  return page;
}

async function openSection(page: Page, section: string) {
  await page.goto(`${server.url}/profile-settings?section=${section}`);
  await page.getByRole("heading", { level: 1, name: "Profile Settings" }).waitFor();
}

const toast = (page: Page, title: string) =>
  page.getByRole("status").filter({ hasText: title }).first();

const savedPreference = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith("/api/preferences") && r.request().method() === "PATCH",
  );

describe("settings for an account", () => {
  it("edits a profile field inline: Confirm saves with a toast and survives a reload, Cancel restores", async () => {
    await openSection(ada, "profile");
    const firstName = ada.getByTestId("first-name-value");
    expect(await firstName.textContent()).toBe("Ada");

    await ada.getByRole("button", { name: "Edit first name" }).click();
    await ada.getByLabel("First name").fill("Augusta");
    await ada.getByRole("button", { name: "Confirm" }).click();
    await toast(ada, "Profile Updated")
      .filter({ hasText: "Your first name has been updated successfully." })
      .waitFor();
    expect(await firstName.textContent()).toBe("Augusta");

    // Enter confirms too; the menus' full name follows first + last.
    await ada.getByRole("button", { name: "Edit phone number" }).click();
    await ada.getByLabel("Phone").fill("+44 20 7946 0000");
    await ada.getByLabel("Phone").press("Enter");
    await toast(ada, "Profile Updated")
      .filter({ hasText: "Your phone number has been updated successfully." })
      .waitFor();

    await ada.reload();
    await firstName.waitFor();
    expect(await firstName.textContent()).toBe("Augusta");
    expect(await ada.getByTestId("phone-value").textContent()).toBe("+44 20 7946 0000");
    const me = await (await ada.request.get(`${server.url}/api/me`)).json();
    expect(me.user.name).toBe("Augusta Lovelace");

    // Cancel (and Escape) put the saved value back, on screen and in the editor.
    await ada.getByRole("button", { name: "Edit last name" }).click();
    await ada.getByLabel("Last name").fill("Byron");
    await ada.getByRole("button", { name: "Cancel" }).click();
    expect(await ada.getByTestId("last-name-value").textContent()).toBe("Lovelace");
    await ada.getByRole("button", { name: "Edit last name" }).click();
    expect(await ada.getByLabel("Last name").inputValue()).toBe("Lovelace");
    await ada.getByLabel("Last name").fill("King");
    await ada.getByLabel("Last name").press("Escape");
    expect(await ada.getByTestId("last-name-value").textContent()).toBe("Lovelace");

    // A bad value is refused with the server's words and nothing changes.
    await ada.getByRole("button", { name: "Edit phone number" }).click();
    await ada.getByLabel("Phone").fill("call me");
    await ada.getByRole("button", { name: "Confirm" }).click();
    await ada.getByRole("alert").filter({ hasText: "digits" }).waitFor();
    await ada.getByLabel("Phone").press("Escape");
    expect(await ada.getByTestId("phone-value").textContent()).toBe("+44 20 7946 0000");
  });

  it("keeps a consent and a notification switch on the account across a reload", async () => {
    await openSection(ada, "privacy");
    const training = ada.getByRole("switch", { name: "AI model training" });
    expect(await training.isChecked()).toBe(false);
    expect(await ada.getByRole("switch", { name: "Personalization" }).isChecked()).toBe(true);
    const saved = savedPreference(ada);
    await training.click();
    expect((await saved).ok()).toBe(true);

    await openSection(ada, "notifications");
    const sound = ada.getByRole("switch", { name: "Sound" });
    expect(await sound.isChecked()).toBe(true);
    expect(await ada.getByRole("switch", { name: "SMS" }).isDisabled()).toBe(true);
    await ada.getByText("this Bismo server has no SMS provider").waitFor();
    const soundSaved = savedPreference(ada);
    await sound.click();
    expect((await soundSaved).ok()).toBe(true);

    await ada.reload();
    expect(await ada.getByRole("switch", { name: "Sound" }).isChecked()).toBe(false);
    await openSection(ada, "privacy");
    expect(await ada.getByRole("switch", { name: "AI model training" }).isChecked()).toBe(true);
  });

  it("chimes, and notifies a hidden tab, when a chat answer finishes, as the settings say", async () => {
    const tab = await pageWithConsent();
    await tab.context().addCookies(await ada.context().cookies());
    await tab.context().grantPermissions(["notifications"], { origin: server.url });
    // Counts the chime's notes and the notifications shown; the tab pretends to be in the background.
    await tab.addInitScript(() => {
      const seen = window as unknown as { chimeNotes: number; notified: string[] };
      seen.chimeNotes = 0;
      seen.notified = [];
      const create = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        seen.chimeNotes += 1;
        return create.call(this);
      };
      const Real = window.Notification;
      class Recorded extends Real {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          seen.notified.push(title);
        }
      }
      Object.defineProperty(window, "Notification", { value: Recorded, configurable: true });
      Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
    });
    const ask = async (text: string) => {
      await tab.goto(`${server.url}/ai-workbench?tool=multi-chat`);
      await tab.getByText("Loading models...").waitFor({ state: "detached" });
      await tab.getByLabel("Model").selectOption("gpt-5.1");
      const box = tab.getByRole("textbox", { name: "Message Multi Chat" });
      await box.fill(text);
      await box.press("Enter");
      await tab.getByText("Hello from the fake model.").last().waitFor();
      await tab.waitForTimeout(300);
      return tab.evaluate(() => {
        const seen = window as unknown as { chimeNotes: number; notified: string[] };
        return { notes: seen.chimeNotes, notified: seen.notified };
      });
    };
    // Sound was switched off above, and push starts off.
    expect(await ask("First question")).toEqual({ notes: 0, notified: [] });

    await openSection(tab, "notifications");
    for (const name of ["Browser notifications", "Sound"]) {
      const saved = savedPreference(tab);
      await tab.getByRole("switch", { name }).click();
      expect((await saved).ok()).toBe(true);
    }
    expect(await ask("Second question")).toEqual({
      notes: 2,
      notified: ["Your answer is ready"],
    });
    await tab.context().close();
  });

  it("applies a theme choice at once, before the first paint after a reload, and keeps it on the account", async () => {
    await openSection(ada, "preferences");
    const saved = savedPreference(ada);
    await ada.getByText("Dark", { exact: true }).click();
    expect((await saved).ok()).toBe(true);
    expect(await ada.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    // Polled: reduced motion still leaves a 0.01 ms transition on every property.
    await expect
      .poll(() => ada.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))
      .toBe("rgb(11, 11, 20)");

    // What the theme was when <body> began, i.e. before anything could paint.
    await ada.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody: string }).themeAtBody =
          document.documentElement.dataset.theme ?? "none";
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await ada.reload();
    await ada.getByRole("heading", { level: 1 }).waitFor();
    expect(
      await ada.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody),
    ).toBe("dark");
    expect(await ada.getByRole("radio", { name: "Dark" }).isChecked()).toBe(true);
    const preferences = await (await ada.request.get(`${server.url}/api/preferences`)).json();
    expect(preferences.theme).toBe("dark");

    await ada.getByText("System", { exact: true }).click();
    expect(await ada.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
  });

  it("downloads the account's data as a ZIP with its manifest", async () => {
    await openSection(ada, "account");
    await ada.getByText(adaEmail).first().waitFor();
    await ada.getByText("Verified").first().waitFor();
    await ada.getByText("Free Plan").waitFor();
    const download = ada.waitForEvent("download");
    await ada.getByRole("button", { name: "Download my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^bismo-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(fs.readFileSync((await file.path()) ?? "")));
    const { tables } = JSON.parse(strFromU8(zip["manifest.json"] ?? new Uint8Array()));
    expect(tables.user[0].email).toBe(adaEmail);
    expect(tables.user_profile[0]).toMatchObject({
      firstName: "Augusta",
      phone: "+44 20 7946 0000",
    });
    expect(tables.user_preference[0]).toMatchObject({ consentAiTraining: true });
    expect(tables.conversation.length).toBeGreaterThanOrEqual(2);
  });

  it("has no serious or critical axe violations in any section, light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      await ada.emulateMedia({ colorScheme });
      for (const section of sections) {
        await openSection(ada, section);
        await ada.getByRole("heading", { level: 2 }).first().waitFor();
        // A section may load two parts at once, each with its own status.
        const loading = ada.getByRole("status").filter({ hasText: "Loading" });
        await expect.poll(() => loading.count(), { timeout: 30_000 }).toBe(0);
        expect(await seriousViolations(ada), `${section} (${colorScheme})`).toEqual([]);
      }
      await openSection(ada, "profile");
      await ada.getByRole("button", { name: "Edit time zone" }).click();
      expect(await seriousViolations(ada), `profile editing (${colorScheme})`).toEqual([]);
      await openSection(ada, "account");
      await ada.getByRole("button", { name: "Delete account" }).click();
      await ada.getByRole("dialog").waitFor();
      expect(await seriousViolations(ada), `delete dialog (${colorScheme})`).toEqual([]);
    }
    await ada.emulateMedia({ colorScheme: "light" });
    // Twenty axe passes: more than the default minute on a busy two-core machine.
  }, 120_000);

  it("signs another device out", async () => {
    const phone = await newPage(browser);
    const signIn = await phone.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: adaEmail, password },
      headers: { origin: server.url },
    });
    expect(signIn.ok()).toBe(true);

    await openSection(ada, "security");
    const devices = ada.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem");
    await expect.poll(() => devices.count()).toBe(2);
    await devices.filter({ hasText: "This device" }).waitFor();
    await ada.getByRole("button", { name: /^Sign out Chrome on Linux/ }).click();
    await toast(ada, "Signed out").waitFor();
    await expect.poll(() => devices.count()).toBe(1);

    const session = await phone.request.get(
      `${server.url}/api/auth/get-session?disableCookieCache=true`,
    );
    expect(await session.json()).toBeNull();
    await phone.context().close();
  });

  it("changes the password; the new one signs in, the old one no longer does", async () => {
    await openSection(ada, "security");
    await ada.getByLabel("Current password").fill(password);
    await ada.getByLabel("New password", { exact: true }).fill(newPassword);
    await ada.getByLabel("Confirm new password").fill("battery");
    await ada.getByText("Passwords do not match").waitFor();
    expect(await ada.getByRole("button", { name: "Change password" }).isDisabled()).toBe(true);
    await ada.getByLabel("Confirm new password").fill(newPassword);
    await ada.getByText("At least 8 characters").waitFor();
    await ada.getByText("Passwords match").waitFor();
    await ada.getByRole("button", { name: "Change password" }).click();
    await toast(ada, "Password changed").waitFor();

    const signIn = (secret: string) =>
      fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ email: adaEmail, password: secret }),
      });
    expect((await signIn(newPassword)).status).toBe(200);
    expect((await signIn(password)).status).toBe(401);
    // This device stays signed in.
    await ada.reload();
    await ada.getByText(`Signed in as ${adaEmail}`).waitFor();
  });

  it("deletes the account after asking for the password, signs out and lands on /", async () => {
    const email = `leaving-${Date.now()}@example.com`;
    const page = await accountPage(email, "Leaving Soon");
    await openSection(page, "account");
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByRole("alert").filter({ hasText: "not correct" }).waitFor();
    await dialog.getByLabel("Your password").fill(password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    const me = await (await page.request.get(`${server.url}/api/me`)).json();
    expect(me.user).toBeNull();
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(401);
    await page.context().close();
  });
});

describe("settings for a guest", () => {
  it("shows billing and local preferences, and asks to create an account elsewhere", async () => {
    const page = await pageWithConsent(375);
    const guest = await page.request.post(`${server.url}/api/auth/sign-in/anonymous`, {
      data: {},
      headers: { origin: server.url },
    });
    expect(guest.ok()).toBe(true);

    await openSection(page, "profile");
    await page.getByText("You are using Bismo as a guest.").first().waitFor();
    await page.getByRole("heading", { name: "Create an account to keep a profile" }).waitFor();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("dialog", { name: "Create your account" }).waitFor();
    await page.keyboard.press("Escape");

    // The phone's section switcher.
    await page.getByLabel("Section", { exact: true }).selectOption("billing");
    await page.waitForURL(/section=billing/);
    await page.getByText("Plans belong to an account").waitFor();

    await page.getByLabel("Section", { exact: true }).selectOption("preferences");
    await page.getByText("Saved in this browser only").first().waitFor();
    await page.getByText("Light", { exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("bismo-theme"))).toBe("light");
    await page.context().close();
  });
});

describe("a manual theme before any script runs", () => {
  it("paints public and app pages in the chosen theme from their HTML, within the CSP", async () => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto(`${server.url}/pricing`);
    await page.evaluate(() => localStorage.setItem("bismo-theme", "dark"));
    // No bundle arrives: only the page's HTML and its inline theme script can set the theme.
    await page.route("**/assets/*.js", (route) => route.abort());
    for (const route of ["/", "/pricing", "/terms", "/ai-hub"]) {
      await page.goto(`${server.url}${route}`);
      expect(await page.evaluate(() => document.documentElement.dataset.theme), route).toBe("dark");
      const scheme = await page.evaluate(() => getComputedStyle(document.body).colorScheme);
      expect(scheme, route).toBe("dark");
    }
    expect(problems.filter((text) => /Content Security Policy/.test(text))).toEqual([]);
    await context.close();
  });
});
