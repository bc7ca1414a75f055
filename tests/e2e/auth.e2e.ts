import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, openHydrated } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { linkIn, startSmtpSink } from "./support/smtp-sink";

const hubHeading = "What would you like to create?";
const verified = "Your email has been verified successfully! You can now access your account.";
const password = "correct-horse-42";

let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // TRUST_PROXY: a test can come from an address of its own (X-Forwarded-For), so spending a
  // rate limit does not touch the other tests.
  server = await startServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: "true" } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

/** Opens the auth modal from the landing page's header, then switches it to `mode`. */
async function openAuthModal(page: Page, mode: "sign-in" | "sign-up"): Promise<Locator> {
  await openHydrated(page, `${server.url}/`);
  await page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true }).click();
  // The auth modal, not the cookie banner (also a dialog).
  const dialog = page.getByRole("dialog").filter({ has: page.getByLabel("Email") });
  await dialog.waitFor();
  if (mode === "sign-up") {
    await dialog.getByRole("button", { name: "Sign up", exact: true }).click();
    await dialog.getByLabel("Full name").waitFor();
  }
  return dialog;
}

async function signUp(page: Page, email: string) {
  const dialog = await openAuthModal(page, "sign-up");
  await dialog.getByLabel("Full name").fill("Ada Lovelace");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByLabel("Confirm password").fill(password);
  await dialog.getByRole("button", { name: "Sign Up", exact: true }).click();
  await dialog.getByText(`We sent a confirmation link to ${email}`).waitFor();
}

async function signIn(page: Page, email: string, secret: string) {
  const dialog = await openAuthModal(page, "sign-in");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(secret);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  return dialog;
}

/** The hub's Logout, directly or inside the account menu. */
async function logOut(page: Page) {
  const logout = page
    .getByRole("button", { name: "Logout" })
    .or(page.getByRole("menuitem", { name: "Logout" }));
  if (!(await logout.first().isVisible())) {
    await page.getByRole("button", { name: /account menu/i }).click();
  }
  await logout.first().click();
}

describe("accounts in the browser", () => {
  it("signs up, verifies by the e-mailed link, keeps the session, signs out and in again", async () => {
    const page = await newPage(browser);
    const email = `ada-${Date.now()}@example.com`;
    await signUp(page, email);

    const mail = await smtp.waitFor(email, /confirm/i);
    await page.goto(linkIn(mail, `${server.url}/confirm?token=`));
    await page.getByText(verified).waitFor();
    // After 3 s the confirmation page takes the now signed-in user to the hub at /.
    await page.getByRole("heading", { name: hubHeading }).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe("/");

    await page.reload();
    await page.getByRole("heading", { name: hubHeading }).waitFor();

    await logOut(page);
    await page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.getByRole("heading", { name: hubHeading }).count()).toBe(0);

    const dialog = await signIn(page, email, password);
    await page.getByRole("heading", { name: hubHeading }).waitFor();
    await dialog.waitFor({ state: "detached" });

    // The session lives in an HttpOnly cookie only: no script can read it, nothing in storage.
    const session = (await page.context().cookies()).find((cookie) =>
      cookie.name.endsWith("session_token"),
    );
    expect(session?.httpOnly).toBe(true);
    const token = decodeURIComponent(session?.value ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(10);
    expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");
    const storage = await page.evaluate(() =>
      JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
    );
    expect(storage).not.toContain(token);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.context().close();
  });

  it("reads 'Please wait...' on the disabled button while the modal submits", async () => {
    const page = await newPage(browser);
    // Hold the real request until the button has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/auth/sign-in/email", async (route) => {
      await held;
      await route.continue();
    });
    const dialog = await signIn(page, `waiting-${Date.now()}@example.com`, "some-password");
    const waiting = dialog.getByRole("button", { name: "Please wait..." });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);
    release();
    await dialog.getByRole("alert").getByText("Invalid email or password.").waitFor();
    await dialog.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    await page.context().close();
  });

  it("refuses sign-in before verification and shows a wrong password in the red box", async () => {
    const page = await newPage(browser);
    const email = `unverified-${Date.now()}@example.com`;
    await signUp(page, email);

    let dialog = await signIn(page, email, password);
    const alert = dialog.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/confirm your e-mail address first/i);
    expect(await alert.getAttribute("class")).toContain("text-destructive");

    dialog = await signIn(page, email, "not-the-password");
    await dialog.getByRole("alert").getByText("Invalid email or password.").waitFor();
    expect(await dialog.getByRole("alert").getAttribute("class")).toContain("text-destructive");
    await page.context().close();
  });

  it("resets a forgotten password by the e-mailed link", async () => {
    const page = await newPage(browser);
    const email = `forgetful-${Date.now()}@example.com`;
    await signUp(page, email);
    await page.goto(linkIn(await smtp.waitFor(email, /confirm/i), `${server.url}/confirm?token=`));
    await page.getByText(verified).waitFor();
    await page.context().clearCookies();

    const dialog = await openAuthModal(page, "sign-in");
    await dialog.getByRole("button", { name: "Forgot your password?" }).click();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await dialog.getByText("If an account exists for this address").waitFor();

    const mail = await smtp.waitFor(email, /reset/i);
    await page.goto(linkIn(mail, `${server.url}/reset-password?token=`));
    await page.getByLabel("New password", { exact: true }).fill("a-fresh-secret-99");
    await page.getByLabel("Confirm new password").fill("a-fresh-secret-99");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.getByText("Your password has been changed.").waitFor();

    await signIn(page, email, "a-fresh-secret-99");
    await page.getByRole("heading", { name: hubHeading }).waitFor();
    await page.context().close();
  });

  it("keeps sign-up disabled with a 7-character password or a mismatched confirmation", async () => {
    const page = await newPage(browser);
    const dialog = await openAuthModal(page, "sign-up");
    const submit = dialog.getByRole("button", { name: "Sign Up", exact: true });
    await dialog.getByLabel("Full name").fill("Short Password");
    await dialog.getByLabel("Email").fill("short@example.com");

    await dialog.getByLabel("Password", { exact: true }).fill("1234567");
    await dialog.getByLabel("Confirm password").fill("1234567");
    const lengthHint = dialog.getByText("At least 8 characters");
    expect(await lengthHint.getAttribute("data-ok")).toBe("false");
    expect(await lengthHint.getAttribute("class")).toContain("text-destructive");
    expect(await submit.isDisabled()).toBe(true);

    await dialog.getByLabel("Password", { exact: true }).fill("12345678");
    expect(await lengthHint.getAttribute("data-ok")).toBe("true");
    const mismatch = dialog.getByText("Passwords do not match");
    await mismatch.waitFor();
    expect(await mismatch.getAttribute("class")).toContain("text-destructive");
    expect(await submit.isDisabled()).toBe(true);

    await dialog.getByLabel("Confirm password").fill("12345678");
    await dialog.getByText("Passwords match").waitFor();
    expect(await submit.isEnabled()).toBe(true);

    // Each password field has its own visibility toggle.
    await dialog.getByRole("button", { name: "Show password" }).first().click();
    expect(await dialog.getByLabel("Password", { exact: true }).getAttribute("type")).toBe("text");
    expect(await dialog.getByLabel("Confirm password").getAttribute("type")).toBe("password");

    // The mode toggle clears the fields.
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await dialog.getByRole("button", { name: "Sign up", exact: true }).click();
    expect(await dialog.getByLabel("Email").inputValue()).toBe("");
    expect(await dialog.getByLabel("Full name").inputValue()).toBe("");
    await page.context().close();
  });

  it("shows the error and 'Back to Home' for an invalid confirmation link", async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/confirm?token=not-a-real-token`);
    await page.getByText("Invalid confirmation link. Please try signing up again.").waitFor();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(`${server.url}/`);

    await page.goto(`${server.url}/confirm`);
    await page.getByText("Invalid confirmation link. Please try signing up again.").waitFor();
    await page.context().close();
  });

  it("says how long to wait, not 'invalid link', when confirmations are rate limited", async () => {
    const page = await newPage(browser);
    const from = { "x-forwarded-for": "203.0.113.42" };
    await page.context().setExtraHTTPHeaders(from);
    // Spend this address's confirmation budget (10 a minute).
    for (let i = 0; i < 10; i++) {
      await page.request.post(`${server.url}/api/auth/confirm-email`, {
        headers: { ...from, origin: server.url },
        data: { token: `spent-${i}` },
      });
    }
    await page.goto(`${server.url}/confirm?token=one-more`);
    await page.getByText(/Too many requests\. Please wait \d+ s and try again\./).waitFor();
    expect(await page.getByText("Invalid confirmation link").count()).toBe(0);
    await page.context().close();
  });
});
