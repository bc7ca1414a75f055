import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadText, withCookies } from "#tests/support/account-fixtures";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { secretOf, totpCode } from "#tests/support/totp";
import { twoFactor, user } from "@/server/platform/db/schema/auth";
import { upload } from "@/server/platform/db/schema/workbench";

// One app for the file; every account signs in from addresses of its own, so the limits per
// address of one test never meet another's.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const password = "correct-horse-42";
let addresses = 0;
const newAddress = () => `203.0.113.${++addresses}`;

type Browser = { cookie: string; address: string };

/** Posts JSON to better-auth from a browser, keeping the cookies the answer sets. */
async function post(browser: Browser, path: string, json: unknown = {}) {
  const response = await t.request(`/api/auth${path}`, {
    method: "POST",
    cookie: browser.cookie,
    headers: { "x-forwarded-for": browser.address },
    json,
  });
  browser.cookie = withCookies(browser.cookie, response);
  return response;
}

const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

const whoIs = async (browser: Browser) =>
  (
    (await (await t.request("/api/me", { cookie: browser.cookie })).json()) as {
      user: { email: string; isGuest: boolean } | null;
    }
  ).user;

const status = async (browser: Browser) =>
  (await t.request("/api/account/two-factor", { cookie: browser.cookie })).json();

/** A new browser, with no cookie yet. */
const browser = (): Browser => ({ cookie: "", address: newAddress() });

/** A verified account, signed in in a browser of its own. */
async function account(email: string): Promise<Browser> {
  await t.auth.api.signUpEmail({ body: { email, password, name: "Two Step" } });
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signedIn = browser();
  expect((await post(signedIn, "/sign-in/email", { email, password })).status).toBe(200);
  return signedIn;
}

/** Turns two-factor sign-in on as Settings does: password, then a code from the secret. */
async function withTwoFactor(email: string) {
  const settings = await account(email);
  const enabled = await post(settings, "/two-factor/enable", { password });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = secretOf(totpURI);
  const setUpAt = Date.now();
  expect((await post(settings, "/two-factor/verify-totp", { code: totpCode(secret) })).status).toBe(
    200,
  );
  // The set-up's code is used; the authenticator's next one is accepted too (one step of drift).
  const nextCode = totpCode(secret, setUpAt + 30_000);
  return { settings, secret, backupCodes, totpURI, nextCode, setUpAt };
}

/** The password step of signing in; answers the browser, now holding the challenge. */
async function passwordStep(email: string, from = browser()) {
  const response = await post(from, "/sign-in/email", { email, password });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
  return from;
}

describe("turning two-factor sign-in on", () => {
  it("asks for the password, and is on only after a right code from the secret", async () => {
    const email = "setup@example.com";
    const settings = await account(email);
    const wrong = await post(settings, "/two-factor/enable", { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(await messageOf(wrong)).toBe("That password is not correct.");

    const enabled = await post(settings, "/two-factor/enable", { password });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = await enabled.json();
    const uri = new URL(totpURI);
    expect(uri.protocol).toBe("otpauth:");
    expect(`${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(`totp/Bismo:${email}`);
    expect(uri.searchParams.get("issuer")).toBe("Bismo");
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    // Lower case, without the look-alikes 0 o 1 l i.
    for (const code of backupCodes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);

    // Not on until a code proves the authenticator has the secret.
    expect(await status(settings)).toEqual({ enabled: false, backupCodesLeft: 0 });
    const refused = await post(settings, "/two-factor/verify-totp", { code: "000000" });
    expect(refused.status).toBe(401);
    expect(await messageOf(refused)).toMatch(/^That code is not right/);
    expect(await status(settings)).toEqual({ enabled: false, backupCodesLeft: 0 });

    const secret = secretOf(totpURI);
    const verified = await post(settings, "/two-factor/verify-totp", { code: totpCode(secret) });
    expect(verified.status).toBe(200);
    expect(JSON.stringify(await verified.json())).not.toContain("token");
    expect(await status(settings)).toEqual({ enabled: true, backupCodesLeft: 10 });
    // This browser stays signed in.
    expect((await whoIs(settings))?.email).toBe(email);

    // Neither the secret nor a backup code is stored as it is.
    const [row] = await t.db.select().from(twoFactor);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(secret);
    for (const code of backupCodes) expect(stored).not.toContain(code);
  });

  it("is refused to a guest, and changes nothing", async () => {
    const guest = browser();
    expect((await post(guest, "/sign-in/anonymous")).status).toBe(200);
    const response = await post(guest, "/two-factor/enable", { password });
    expect(response.status).toBe(400);
    const [me] = await t.db.select().from(user).where(eq(user.isAnonymous, true));
    expect(me?.twoFactorEnabled).toBe(false);
    expect(
      await t.db
        .select()
        .from(twoFactor)
        .where(eq(twoFactor.userId, me?.id ?? "")),
    ).toEqual([]);
  });
});

describe("signing in with two-factor sign-in on", () => {
  it("asks for the code after the password, and signs in with it", async () => {
    const email = "totp@example.com";
    const { settings, nextCode } = await withTwoFactor(email);

    const laptop = await passwordStep(email);
    expect(await whoIs(laptop)).toBeNull();
    const signedIn = await post(laptop, "/two-factor/verify-totp", { code: nextCode });
    expect(signedIn.status).toBe(200);
    expect((await whoIs(laptop))?.email).toBe(email);

    // The signed-in devices list shows the new browser, and signs it out.
    const { sessions } = await (
      await t.request("/api/account/sessions", { cookie: settings.cookie })
    ).json();
    expect(sessions).toHaveLength(2);
    const other = sessions.find((session: { current: boolean }) => !session.current);
    const revoked = await t.request(`/api/account/sessions/${other.id}`, {
      method: "DELETE",
      cookie: settings.cookie,
    });
    expect(revoked.status).toBe(200);
    const session = await t.request("/api/auth/get-session?disableCookieCache=true", {
      cookie: laptop.cookie,
    });
    expect(await session.json()).toBeNull();
  });

  it("takes each authenticator code once", async () => {
    const email = "replay@example.com";
    const { secret, setUpAt, nextCode } = await withTwoFactor(email);
    const laptop = await passwordStep(email);
    const replayed = await post(laptop, "/two-factor/verify-totp", {
      code: totpCode(secret, setUpAt),
    });
    expect(replayed.status).toBe(401);
    expect(await messageOf(replayed)).toMatch(/^That code has just been used/);
    // A wrong code is given back, not kept as used: the right one still works afterwards.
    expect((await post(laptop, "/two-factor/verify-totp", { code: "123456" })).status).toBe(401);
    expect((await post(laptop, "/two-factor/verify-totp", { code: nextCode })).status).toBe(200);
    expect((await whoIs(laptop))?.email).toBe(email);

    const phone = await passwordStep(email);
    expect((await post(phone, "/two-factor/verify-totp", { code: nextCode })).status).toBe(401);
    expect(await whoIs(phone)).toBeNull();
  });

  it("signs in with a backup code, once only", async () => {
    const email = "backup@example.com";
    const { settings, backupCodes } = await withTwoFactor(email);
    const [code] = backupCodes;

    const laptop = await passwordStep(email);
    const used = await post(laptop, "/two-factor/verify-backup-code", { code });
    expect(used.status).toBe(200);
    expect((await whoIs(laptop))?.email).toBe(email);
    expect(await status(settings)).toEqual({ enabled: true, backupCodesLeft: 9 });

    const phone = await passwordStep(email);
    const again = await post(phone, "/two-factor/verify-backup-code", { code });
    expect(again.status).toBe(401);
    expect(await messageOf(again)).toBe(
      "That backup code is not right, or it has been used already.",
    );
    expect(await whoIs(phone)).toBeNull();
    expect(
      (await post(phone, "/two-factor/verify-backup-code", { code: backupCodes[1] })).status,
    ).toBe(200);
  });

  it("skips the code in a browser trusted for 30 days, and only there", async () => {
    const email = "trusted@example.com";
    const { nextCode } = await withTwoFactor(email);
    const laptop = await passwordStep(email);
    const verified = await post(laptop, "/two-factor/verify-totp", {
      code: nextCode,
      trustDevice: true,
    });
    const trust = verified.headers.getSetCookie().find((cookie) => cookie.includes("trust_device"));
    expect(trust).toMatch(/Max-Age=2592000/);
    expect(trust).toMatch(/HttpOnly/);

    expect((await post(laptop, "/sign-out")).status).toBe(200);
    const again = await post(laptop, "/sign-in/email", { email, password });
    expect(again.status).toBe(200);
    expect((await again.json()).twoFactorRedirect).toBeUndefined();
    expect((await whoIs(laptop))?.email).toBe(email);

    await passwordStep(email);
  });
});

describe("wrong codes", () => {
  it("end a sign-in after 5: the password is asked again", async () => {
    const email = "five@example.com";
    const { nextCode } = await withTwoFactor(email);
    const laptop = await passwordStep(email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await post(laptop, "/two-factor/verify-totp", { code: "000000" });
      expect(wrong.status).toBe(401);
    }
    const sixth = await post(laptop, "/two-factor/verify-totp", { code: nextCode });
    expect(sixth.status).toBe(400);
    expect(await messageOf(sixth)).toBe(
      "Too many wrong codes. Please sign in again with your password.",
    );
    expect(await whoIs(laptop)).toBeNull();
  });

  it("pause the account's codes for 15 minutes after 10, from any address", async () => {
    const email = "locked@example.com";
    const { nextCode } = await withTwoFactor(email);
    for (let challenge = 0; challenge < 2; challenge++) {
      const attacker = await passwordStep(email);
      for (let attempt = 0; attempt < 5; attempt++) {
        await post(attacker, "/two-factor/verify-totp", { code: "000000" });
      }
    }
    const owner = await passwordStep(email);
    const refused = await post(owner, "/two-factor/verify-totp", { code: nextCode });
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toBe(
      "Too many wrong codes for this account. Please wait 15 minutes and try again.",
    );
    expect(await whoIs(owner)).toBeNull();
  });

  it("are limited to 10 a minute from one address", async () => {
    const email = "address@example.com";
    await withTwoFactor(email);
    const attacker = await passwordStep(email);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await post(attacker, "/two-factor/verify-backup-code", {
        code: `guess-${attempt}`,
      });
      answers.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await messageOf(response)).toMatch(/^Too many attempts. Please wait a minute/);
      }
    }
    expect(answers.slice(0, 10)).not.toContain(429);
    expect(answers[10]).toBe(429);
  });
});

describe("managing two-factor sign-in", () => {
  it("makes new backup codes with the password: the old ones stop working", async () => {
    const email = "regenerate@example.com";
    const { settings, backupCodes } = await withTwoFactor(email);
    const wrong = await post(settings, "/two-factor/generate-backup-codes", { password: "nope" });
    expect(wrong.status).toBe(400);
    const fresh = await post(settings, "/two-factor/generate-backup-codes", { password });
    expect(fresh.status).toBe(200);
    const { backupCodes: codes } = await fresh.json();
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(backupCodes[0]);

    const laptop = await passwordStep(email);
    expect(
      (await post(laptop, "/two-factor/verify-backup-code", { code: backupCodes[0] })).status,
    ).toBe(401);
    expect((await post(laptop, "/two-factor/verify-backup-code", { code: codes[0] })).status).toBe(
      200,
    );
  });

  it("turns off with the password: sign-in asks for no code again", async () => {
    const email = "disable@example.com";
    const { settings } = await withTwoFactor(email);
    const wrong = await post(settings, "/two-factor/disable", { password: "nope" });
    expect(wrong.status).toBe(400);
    expect(await status(settings)).toMatchObject({ enabled: true });

    expect((await post(settings, "/two-factor/disable", { password })).status).toBe(200);
    expect(await status(settings)).toEqual({ enabled: false, backupCodesLeft: 0 });
    expect((await whoIs(settings))?.email).toBe(email);
    const laptop = browser();
    const signedIn = await post(laptop, "/sign-in/email", { email, password });
    expect((await signedIn.json()).twoFactorRedirect).toBeUndefined();
    expect((await whoIs(laptop))?.email).toBe(email);
  });
});

describe("other ways in", () => {
  it("a guest who signs in with a code keeps their work, and the guest is gone", async () => {
    const email = "guest-to-account@example.com";
    const { nextCode } = await withTwoFactor(email);
    const guestBrowser = browser();
    expect((await post(guestBrowser, "/sign-in/anonymous")).status).toBe(200);
    const guestId = (
      (await (await t.request("/api/me", { cookie: guestBrowser.cookie })).json()).user as {
        id: string;
      }
    ).id;
    const notes = await uploadText(t, guestBrowser.cookie, "notes.txt", "a guest's notes");

    await passwordStep(email, guestBrowser);
    expect(await whoIs(guestBrowser)).toBeNull();
    expect((await post(guestBrowser, "/two-factor/verify-totp", { code: nextCode })).status).toBe(
      200,
    );
    expect(await whoIs(guestBrowser)).toMatchObject({ email, isGuest: false });
    const [account] = await t.db.select().from(user).where(eq(user.email, email));
    const [moved] = await t.db.select().from(upload).where(eq(upload.id, notes));
    expect(moved?.userId).toBe(account?.id);
    expect(await t.db.select().from(user).where(eq(user.id, guestId))).toEqual([]);
  });

  it("an old confirmation link or a password reset never skips the code", async () => {
    const email = "links@example.com";
    const { secret, setUpAt } = await withTwoFactor(email);

    const token = await createEmailVerificationToken("test-secret-".padEnd(40, "x"), email);
    const confirmed = await t.request("/api/auth/confirm-email", {
      method: "POST",
      headers: { "x-forwarded-for": newAddress() },
      json: { token },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.getSetCookie().join()).not.toContain("session_token=");

    const stranger = browser();
    await post(stranger, "/request-password-reset", { email });
    const mail = t.mail.findLast((message) => message.to === email);
    const resetToken = /reset-password\?token=(\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const reset = await post(stranger, "/reset-password", {
      token: decodeURIComponent(resetToken),
      newPassword: "new-horse-staple-7",
    });
    expect(reset.status).toBe(200);
    expect(await whoIs(stranger)).toBeNull();
    const signIn = await post(stranger, "/sign-in/email", {
      email,
      password: "new-horse-staple-7",
    });
    expect((await signIn.json()).twoFactorRedirect).toBe(true);
    expect(await whoIs(stranger)).toBeNull();
    // The code still comes from the same authenticator.
    const code = totpCode(secret, setUpAt + 30_000);
    expect((await post(stranger, "/two-factor/verify-totp", { code })).status).toBe(200);
  });
});
