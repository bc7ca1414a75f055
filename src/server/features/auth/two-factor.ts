import crypto from "node:crypto";
import type { GenericEndpointContext, User } from "better-auth";
import { APIError, isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import { limitCounter } from "@/server/platform/db/schema/auth";
import { consumeRateLimit } from "@/server/platform/http/rate-limit";
import type { UserErasure } from "./erasure";

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and ten one-use backup codes,
 * from better-auth's twoFactor plugin. Sign-in with the right password then answers
 * `{ twoFactorRedirect: true }` with a short-lived challenge cookie instead of a session; the
 * code (or a backup code) sent to /two-factor/verify-totp (/verify-backup-code) starts it.
 */
export const twoFactorRules = {
  /** How long the code step may take after the password, in seconds. */
  challengeSeconds: 10 * 60,
  /** 'Trust this device': the browser skips the code step this long (renewed on each sign-in). */
  trustDeviceSeconds: 30 * 24 * 60 * 60,
  /** Wrong codes in a row, across challenges and addresses, before the account's codes pause. */
  accountFailures: 10,
  accountPauseSeconds: 15 * 60,
} as const;

/**
 * Backup codes are read off paper and typed on phones: lower case, and without the characters
 * that look alike (0 o, 1 l i), 10 of 31 (49 bits) where the plugin's own mix all of a-z A-Z 0-9.
 * The account's pause after wrong codes keeps guessing far out of reach either way.
 */
const backupCodeAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";
export function newBackupCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const characters = Array.from(
      { length: 10 },
      () => backupCodeAlphabet[crypto.randomInt(backupCodeAlphabet.length)],
    ).join("");
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

export function twoFactorPlugin() {
  return twoFactor({
    backupCodeOptions: { customBackupCodesGenerate: newBackupCodes },
    twoFactorCookieMaxAge: twoFactorRules.challengeSeconds,
    trustDeviceMaxAge: twoFactorRules.trustDeviceSeconds,
    accountLockout: {
      maxFailedAttempts: twoFactorRules.accountFailures,
      durationSeconds: twoFactorRules.accountPauseSeconds,
    },
  });
}

/**
 * Per client address, on top of the plugin's own limits (each challenge takes 5 wrong codes,
 * then the password is asked again; the account pauses as `twoFactorRules` says). The steps
 * that check the password are limited as a password change is.
 */
export const twoFactorRateLimits = {
  "/two-factor/verify-totp": { window: 60, max: 10 },
  "/two-factor/verify-backup-code": { window: 60, max: 10 },
  "/two-factor/enable": { window: 300, max: 5 },
  "/two-factor/disable": { window: 300, max: 5 },
  "/two-factor/generate-backup-codes": { window: 300, max: 5 },
};

/**
 * The plugin's endpoints Bismo does not use: codes by e-mail or SMS (no sender is configured),
 * and reading the authenticator secret again later (set-up starts over instead).
 */
export const unusedTwoFactorPaths = [
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/two-factor/get-totp-uri",
];

/** Codes better-auth's twoFactor plugin answers with, in words a person can act on. */
export const twoFactorMessages: Record<string, string> = {
  INVALID_CODE:
    "That code is not right. Enter the 6-digit code your authenticator app shows now (it changes every 30 seconds).",
  CODE_ALREADY_USED:
    "That code has just been used. Wait for the next code in your authenticator app and enter it.",
  INVALID_BACKUP_CODE: "That backup code is not right, or it has been used already.",
  INVALID_TWO_FACTOR_COOKIE:
    "Your sign-in waited too long for the code. Please sign in again with your password.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
    "Too many wrong codes. Please sign in again with your password.",
  ACCOUNT_TEMPORARILY_LOCKED: `Too many wrong codes for this account. Please wait ${twoFactorRules.accountPauseSeconds / 60} minutes and try again.`,
  TOTP_ALREADY_ENABLED: "Two-factor sign-in is already on.",
  TWO_FACTOR_NOT_ENABLED: "Two-factor sign-in is off for this account.",
  TOTP_NOT_ENABLED: "Two-factor sign-in is off for this account.",
  INVALID_PASSWORD: "That password is not correct.",
};

const handoverCookie = "guest_handover";
const verifyPaths = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/** How long a code is accepted: its own 30 seconds and one period either side (clock drift). */
const codeLifetimeSeconds = 90;

/** The session the request's cookie names, read without renewing or re-setting any cookie. */
async function requestSession(ctx: GenericEndpointContext) {
  const { authCookies, secret, internalAdapter } = ctx.context;
  const token = await ctx.getSignedCookie(authCookies.sessionToken.name, secret);
  if (!token) return null;
  const found = await internalAdapter.findSession(token);
  return found && found.session.expiresAt > new Date() ? found : null;
}

/** Whose code a verify request checks: the signed-in user (set-up), or the sign-in's challenge. */
async function codeOwner(ctx: GenericEndpointContext): Promise<string | null> {
  const current = await requestSession(ctx);
  if (current) return current.user.id;
  const { createAuthCookie, secret, internalAdapter } = ctx.context;
  const challenge = await ctx.getSignedCookie(createAuthCookie("two_factor").name, secret);
  if (!challenge) return null;
  return (await internalAdapter.findVerificationValue(challenge))?.value ?? null;
}

/** The authenticator code a request to /two-factor/verify-totp sends, when it looks like one. */
function sentCode(ctx: GenericEndpointContext): string | null {
  if (ctx.path !== "/two-factor/verify-totp") return null;
  const code: unknown = (ctx.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && /^\d{6}$/.test(code) ? code : null;
}

const codeAlreadyUsed = () =>
  new APIError("UNAUTHORIZED", {
    code: "CODE_ALREADY_USED",
    message: twoFactorMessages.CODE_ALREADY_USED,
  });

/**
 * What Bismo adds around the plugin, from better-auth's hooks:
 *
 * - An authenticator code works once (RFC 6238, 5.2): the plugin accepts a code for its whole
 *   90 seconds, so one seen over a shoulder would sign in again. A code is claimed atomically
 *   before it is checked, and given back when it was wrong.
 * - A guest who signs in keeps their work (the anonymous plugin hands it to the account). With a
 *   second step the plugin holds that back, and the guest's session cookie is gone by the time
 *   the code arrives: so the sign-in remembers the guest in a signed cookie, and the right code
 *   hands the guest's work over and deletes the guest, as a sign-in without a second step does.
 */
export function createTwoFactorHooks({ db, erasure }: { db: Db; erasure: UserErasure }) {
  const usedCodeKey = (userId: string, code: string) => `bismo:totp-used:${userId}:${code}`;

  /** After a right code (or backup code) that completed a sign-in: the guest's work moves. */
  const handOverGuest = async (ctx: GenericEndpointContext) => {
    const account = ctx.context.newSession?.user;
    const cookie = ctx.context.createAuthCookie(handoverCookie);
    const guestId = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!account || !guestId || (await requestSession(ctx))) return;
    ctx.setCookie(cookie.name, "", { ...cookie.attributes, maxAge: 0 });
    const guest: (User & { isAnonymous?: boolean | null }) | null =
      await ctx.context.internalAdapter.findUserById(guestId);
    if (!guest?.isAnonymous || guest.id === account.id) return;
    await erasure.handOver(guest.id, account.id);
    await ctx.context.internalAdapter.deleteUser(guest.id);
  };

  return {
    async before(ctx: GenericEndpointContext) {
      const code = sentCode(ctx);
      const owner = code && (await codeOwner(ctx));
      if (!code || !owner) return;
      const claim = await consumeRateLimit(db, usedCodeKey(owner, code), {
        windowSeconds: codeLifetimeSeconds,
        max: 1,
      });
      if (!claim.allowed) throw codeAlreadyUsed();
    },

    /** After `/sign-in/email`: a guest signing in to an account that now asks for its code. */
    async signedIn(ctx: GenericEndpointContext) {
      const pending = ctx.context.newSession;
      if (!pending?.user.twoFactorEnabled) return;
      if (!(await ctx.context.getPlugin("two-factor")?.shouldRequireTwoFactor(ctx))) return;
      const current = await requestSession(ctx);
      if (!current?.user.isAnonymous) return;
      const cookie = ctx.context.createAuthCookie(handoverCookie, {
        maxAge: twoFactorRules.challengeSeconds,
      });
      await ctx.setSignedCookie(
        cookie.name,
        current.user.id,
        ctx.context.secret,
        cookie.attributes,
      );
    },

    /** After every auth request, with what the endpoint answered. */
    async after(ctx: GenericEndpointContext, returned: unknown) {
      if (!verifyPaths.has(ctx.path)) return;
      if (!isAPIError(returned)) return handOverGuest(ctx);
      const code = sentCode(ctx);
      const owner = code && (await codeOwner(ctx));
      if (code && owner)
        await db.delete(limitCounter).where(eq(limitCounter.key, usedCodeKey(owner, code)));
    },
  };
}
