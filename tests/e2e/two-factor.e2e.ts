import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import decodeQR from "qr/decode.js";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secretOf, totpCode } from "../support/totp";
import { accountPassword, createVerifiedAccount, signInContext } from "./site-account";
import { seriousViolations } from "./support/axe";
import { launchBrowser, newPage } from "./support/browser";
import { withNecessaryCookiesOnly } from "./support/consent";
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

type Look = { width: number; colorScheme: "light" | "dark" };

/** A new browser at the given size and theme whose cookie choice is already made. */
async function browserPage({ width, colorScheme }: Look): Promise<Page> {
  const page = await newPage(browser, { width });
  await page.emulateMedia({ colorScheme });
  await withNecessaryCookiesOnly(page);
  return page;
}

const noSeriousViolations = async (page: Page, what: string) =>
  expect(await seriousViolations(page), what).toEqual([]);

/** What a phone camera reads from the QR code on screen. */
async function scanned(page: Page): Promise<string> {
  const shot = await page
    .getByRole("img", { name: "QR code for your authenticator app" })
    .screenshot();
  const { data, info } = await sharp(shot)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return decodeQR({ width: info.width, height: info.height, data });
}

/**
 * Settings > Security: password, QR code and key, a code from the key, then the backup codes.
 * Answers the key and the codes, as the person would have them.
 */
async function turnOn(page: Page, look: Look) {
  await page.goto(`${server.url}/profile-settings?section=security`);
  const card = page.getByRole("region", { name: "Two-factor sign-in" });
  await card.getByText("Signing in asks for your password only.").waitFor();
  await card.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

  const start = page.getByRole("dialog", { name: "Turn on two-factor sign-in" });
  await start.getByLabel("Your password").fill(accountPassword);
  await noSeriousViolations(page, `password step (${look.colorScheme}, ${look.width})`);
  await start.getByRole("button", { name: "Continue" }).click();

  const scan = page.getByRole("dialog", { name: "Add Bismo to your authenticator app" });
  const secret = ((await scan.getByTestId("two-factor-secret").textContent()) ?? "").replace(
    /\s/g,
    "",
  );
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  expect(secretOf(await scanned(page))).toBe(secret);
  await noSeriousViolations(page, `scan step (${look.colorScheme}, ${look.width})`);

  const code = scan.getByLabel("Code from the app");
  await code.fill("000000");
  await scan.getByRole("button", { name: "Verify and turn on" }).click();
  await scan.getByRole("alert").filter({ hasText: "That code is not right" }).waitFor();
  await code.fill(totpCode(secret));
  await scan.getByRole("button", { name: "Verify and turn on" }).click();

  const saved = page.getByRole("dialog", { name: "Save your backup codes" });
  const listed = saved.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect.poll(() => listed.count()).toBe(10);
  const codes = await listed.allTextContents();
  await noSeriousViolations(page, `backup codes (${look.colorScheme}, ${look.width})`);
  const download = page.waitForEvent("download");
  await saved.getByRole("button", { name: "Download (.txt)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("bismo-backup-codes.txt");
  const text = fs.readFileSync((await file.path()) ?? "", "utf8");
  for (const backupCode of codes) expect(text).toContain(backupCode);
  await saved.getByRole("button", { name: "Done" }).click();

  await card.getByText("10 of 10 backup codes left.").waitFor();
  return { secret, codes, setUpAt: Date.now() };
}

/** A browser without a session signs in from Settings; answers the dialog at its code step. */
async function passwordStep(look: Look, email: string) {
  const page = await browserPage(look);
  await page.goto(`${server.url}/profile-settings?section=security`);
  await page.getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(accountPassword);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  const codeStep = page.getByRole("dialog", { name: "Two-factor sign-in" });
  const code = codeStep.getByLabel("6-digit code");
  await code.waitFor();
  expect(await code.evaluate((input) => input === document.activeElement)).toBe(true);
  expect(await code.getAttribute("inputmode")).toBe("numeric");
  expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
  return { page, codeStep };
}

const looks: (Look & { using: "app" | "backup" })[] = [
  { width: 1280, colorScheme: "light", using: "app" },
  { width: 375, colorScheme: "dark", using: "backup" },
];

describe("two-factor sign-in", () => {
  for (const look of looks) {
    it(`is turned on in Settings and signs in with ${look.using === "app" ? "the app's code" : "a backup code"} (${look.width} px, ${look.colorScheme})`, async () => {
      const email = `two-step-${look.width}-${Date.now()}@example.com`;
      await createVerifiedAccount(server, smtp, email);
      const settings = await browserPage(look);
      await signInContext(settings, server, email);
      const { secret, codes, setUpAt } = await turnOn(settings, look);
      await settings.context().close();

      const { page, codeStep } = await passwordStep(look, email);
      await noSeriousViolations(page, `code step (${look.colorScheme}, ${look.width})`);
      const verify = codeStep.getByRole("button", { name: "Verify" });
      if (look.using === "app") {
        await codeStep.getByLabel("6-digit code").fill("999999");
        await verify.click();
        await codeStep.getByRole("alert").filter({ hasText: "That code is not right" }).waitFor();
        // The set-up took the code of that moment; the app's next one signs in.
        await codeStep.getByLabel("6-digit code").fill(totpCode(secret, setUpAt + 30_000));
        await codeStep.getByLabel("Trust this device for 30 days").check();
      } else {
        await codeStep.getByRole("button", { name: "Use a backup code instead" }).click();
        // As read off paper: in capitals, without its dash.
        await codeStep
          .getByLabel("Backup code")
          .fill((codes[0] ?? "").replace("-", " ").toUpperCase());
      }
      await verify.click();
      await codeStep.waitFor({ state: "detached" });
      await page.getByText(`Signed in as ${email}`).waitFor();
      await page
        .getByRole("region", { name: "Two-factor sign-in" })
        .getByText(`${look.using === "app" ? 10 : 9} of 10 backup codes left.`)
        .waitFor();
      await page.context().close();
    });
  }
});
