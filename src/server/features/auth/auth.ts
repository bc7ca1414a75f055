import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { admin, anonymous } from "better-auth/plugins";
import type { Logger } from "pino";
import type { Db } from "@/server/platform/db/client";
import {
  account,
  rateLimit,
  session,
  twoFactor,
  user,
  verification,
} from "@/server/platform/db/schema/auth";
import { apiLocale } from "@/server/platform/i18n/request-locale";
import type { Mailer, MailMessage } from "@/server/platform/mail/mailer";
import { accountNameSchema, passwordRules } from "@/shared/auth";
import { isLocale } from "@/shared/i18n/locales";
import { containsNulCharacter, nulCharacterMessage } from "@/shared/text";
import { changeEmailMessage, isEmailChange } from "./change-email-mail";
import { CLIENT_IP_HEADER } from "./client-ip";
import { hooksOnlyWhileCalled } from "./context-hooks";
import type { UserErasure } from "./erasure";
import {
  confirmAccountMail,
  existingAccountMail,
  mailLocale,
  resetPasswordMail,
} from "./mail-texts";
import { firstAdminRule } from "./roles";
import { createSignInGuard, unlockCookie } from "./sign-in-guard";
import {
  createTwoFactorHooks,
  twoFactorPlugin,
  twoFactorRateLimits,
  unusedTwoFactorPaths,
} from "./two-factor";

export type AuthOptions = {
  db: Db;
  appUrl: string;
  secret: string;
  mailer: Mailer;
  logger: Logger;
  /** Runs around every deletion of a user (account/user-erasure.ts). */
  erasure: UserErasure;
  /**
   * How passwords are hashed and checked; better-auth's scrypt when absent, as on every server.
   * Only the tests' apps pass one (a cheaper scrypt: tests/support/password-hashing.ts).
   */
  passwordHashing?: PasswordHashing;
};

export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

/** What a disabled account is told when it signs in (the plugin's code is BANNED_USER). */
export const disabledMessage =
  "This account has been disabled by the operator of this Bismo, so it cannot sign in. If you think this is a mistake, contact them.";

/** How long a link in an account e-mail (confirmation, new address, password reset) works. */
const linkLifetimeSeconds = 60 * 60;

/** Endpoints that take the account's full name, and its language. */
const namePaths = new Set(["/sign-up/email", "/update-user"]);

/** The language an account's mail is written in: its own, else the request's. */
const languageOf = (user: object, request: Request | undefined) =>
  mailLocale("language" in user ? user.language : null, request && apiLocale(request.headers));

/** What a before-hook sees of a request to better-auth. */
type AuthRequest = { path: string; body?: unknown; query?: unknown; params?: unknown };

/**
 * Refuses input the database cannot store (a NUL character) and checks the full name, before
 * better-auth touches the database; trims the name it passes on. A password change revokes the
 * other sessions by default.
 */
function checkInput(ctx: AuthRequest) {
  if ([ctx.body, ctx.query, ctx.params].some(containsNulCharacter)) {
    throw new APIError("BAD_REQUEST", { code: "NUL_CHARACTER", message: nulCharacterMessage });
  }
  const body: unknown = ctx.body;
  if (!body || typeof body !== "object") return;
  // Whoever changes the password through the API, not only the settings form, signs every other
  // browser out unless they say otherwise: a stolen cookie must not outlive the old password.
  if (ctx.path === "/change-password" && !("revokeOtherSessions" in body)) {
    return { context: { body: { ...body, revokeOtherSessions: true } } };
  }
  if (!namePaths.has(ctx.path)) return;
  if ("language" in body && body.language !== null && !isLocale(body.language)) {
    throw new APIError("BAD_REQUEST", {
      code: "INVALID_LANGUAGE",
      message: "Choose one of Bismo's languages: en, de, es, fr, it, pt, ru, ja, ko or zh.",
    });
  }
  if (ctx.path === "/update-user" && !("name" in body)) return;
  const name = accountNameSchema.safeParse("name" in body ? body.name : undefined);
  if (!name.success) {
    const message = name.error.issues[0]?.message ?? "Please enter your full name.";
    // The code says which, so the message can be given in the request's language.
    const tooLong = name.error.issues.some((issue) => issue.code === "too_big");
    throw new APIError("BAD_REQUEST", {
      code: tooLong ? "NAME_TOO_LONG" : "NAME_REQUIRED",
      message,
    });
  }
  return { context: { body: { ...body, name: name.data } } };
}

/** The address a sign-in names, when it names one. */
function signInEmail(ctx: AuthRequest): string | null {
  if (ctx.path !== "/sign-in/email" || !ctx.body || typeof ctx.body !== "object") return null;
  const email = "email" in ctx.body ? ctx.body.email : undefined;
  return typeof email === "string" ? email : null;
}

export function createAuth({
  db,
  appUrl,
  secret,
  mailer,
  logger,
  erasure,
  passwordHashing,
}: AuthOptions) {
  // Account mail leaves after the answer: a reset for a known address then takes as long as
  // for an unknown one (no account enumeration by timing), and an SMTP outage is logged rather
  // than failing the request. (better-auth awaits these callbacks otherwise.)
  const sendInBackground = (message: MailMessage) => {
    mailer.send(message).catch((error: unknown) => {
      // An SMTP server's refusal often quotes the recipient; the log names the user by id.
      const reason = (error instanceof Error ? error.message : String(error)).replaceAll(
        message.to,
        "<recipient>",
      );
      logger.error(
        { reason, subject: message.subject, userId: message.userId },
        "sending account mail failed",
      );
    });
  };

  const guard = createSignInGuard({ db, secret, appUrl, logger, send: sendInBackground });
  const claimFirstAdmin = firstAdminRule(db);
  const twoFactorHooks = createTwoFactorHooks({ db, erasure });

  const before = createAuthMiddleware(async (ctx) => {
    const checked = checkInput(ctx);
    await twoFactorHooks.before(ctx);
    const email = signInEmail(ctx);
    if (email) await guard.admit(email, ctx.getCookie(unlockCookie.name));
    return checked;
  });

  const after = createAuthMiddleware(async (ctx) => {
    await twoFactorHooks.after(ctx, ctx.context.returned);
    const email = signInEmail(ctx);
    if (!email) return;
    const returned = ctx.context.returned;
    if (isAPIError(returned)) {
      const code = returned.body?.code;
      if (code === "INVALID_EMAIL_OR_PASSWORD") await guard.failed(email);
      // The password was right; only the address is not confirmed yet.
      if (code === "EMAIL_NOT_VERIFIED") await guard.succeeded(email, null);
      return;
    }
    await twoFactorHooks.signedIn(ctx);
    const unlockToken = ctx.getCookie(unlockCookie.name);
    await guard.succeeded(email, unlockToken);
    if (unlockToken) ctx.setCookie(unlockCookie.name, "", { path: unlockCookie.path, maxAge: 0 });
  });

  const auth = betterAuth({
    appName: "Bismo",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: trustedOrigins(appUrl),
    telemetry: { enabled: false },
    logger: {
      disabled: logger.level === "silent",
      level: authLogLevel(logger.level),
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        const details = args.filter((arg) => !(arg instanceof Error));
        logger[level](
          { component: "better-auth", err, details: details.length > 0 ? details : undefined },
          message,
        );
      },
    },
    // better-auth prints the failures it answers to the console at some log levels; route.ts
    // answers them in our shape and logs server errors through pino.
    onAPIError: {
      onError: (error) => {
        if (!isAPIError(error)) logger.error({ component: "better-auth", err: error }, "failed");
      },
    },
    hooks: { before, after },
    databaseHooks: {
      // The first account to start a session becomes admin (auth/roles.ts).
      session: { create: { after: (created) => claimFirstAdmin(created.userId).then(() => {}) } },
      user: {
        delete: {
          before: async (deleted) => {
            await erasure.before(deleted);
            await guard.forget(deleted.email);
          },
          after: (deleted) => erasure.after(deleted),
        },
      },
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit, twoFactor },
    }),
    user: {
      additionalFields: {
        plan: { type: "string", input: false, defaultValue: "free" },
        // Chosen at sign-up (the page's language) and in settings; e-mails are written in it.
        language: { type: "string", required: false, input: true },
      },
      changeEmail: { enabled: true },
      deleteUser: { enabled: true },
    },
    // Accounts are deleted through DELETE /api/account (account/delete-route.ts), which checks
    // the password; auth.api.deleteUser still works there. E-mail confirmation is a POST of
    // ours (confirm-email-route.ts), never a GET that signs in.
    disabledPaths: [
      "/delete-user",
      "/delete-user/callback",
      "/verify-email",
      ...unusedTwoFactorPaths,
    ],
    session: { cookieCache: { enabled: true, maxAge: 60 } },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: passwordRules.minLength,
      maxPasswordLength: passwordRules.maxLength,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing,
      resetPasswordTokenExpiresIn: linkLifetimeSeconds,
      sendResetPassword: async ({ user, token }, request) => {
        sendInBackground({
          to: user.email,
          userId: user.id,
          ...resetPasswordMail(languageOf(user, request), appUrl, token),
        });
      },
      // Sign-up with a taken address answers like a new one (no enumeration); the owner is told instead.
      onExistingUserSignUp: async ({ user }, request) => {
        sendInBackground({
          to: user.email,
          userId: user.id,
          ...existingAccountMail(languageOf(user, request), appUrl),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      // A confirmation link is a key to the account until it is used: an hour, as reset links.
      expiresIn: linkLifetimeSeconds,
      sendVerificationEmail: async ({ user, token }, request) => {
        const locale = languageOf(user, request);
        if (isEmailChange(request)) {
          sendInBackground({
            ...changeEmailMessage(appUrl, user.email, token, locale),
            userId: user.id,
          });
          return;
        }
        sendInBackground({
          to: user.email,
          userId: user.id,
          ...confirmAccountMail(locale, appUrl, user.name, token),
        });
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 600, max: 10 },
        "/sign-in/anonymous": { window: 600, max: 20 },
        "/request-password-reset": { window: 300, max: 3 },
        "/reset-password": { window: 300, max: 5 },
        "/send-verification-email": { window: 300, max: 3 },
        "/change-email": { window: 600, max: 5 },
        "/change-password": { window: 300, max: 5 },
        ...twoFactorRateLimits,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: appUrl.startsWith("https://"),
    },
    plugins: [
      anonymous({
        emailDomainName: "guest.bismo.invalid",
        // What the guest made stays with the person (user-erasure.ts); the plugin then deletes
        // the guest.
        onLinkAccount: ({ anonymousUser, newUser }) =>
          erasure.handOver(anonymousUser.user.id, newUser.user.id),
      }),
      twoFactorPlugin(),
      // Roles and disabled accounts: the plugin refuses to start a session for a disabled
      // (banned) account, whichever way in. Its endpoints (/api/auth/admin/*) are not served
      // (route.ts); the admin area's own routes (src/server/features/admin) do the work.
      admin({ defaultRole: "user", adminRoles: ["admin"], bannedUserMessage: disabledMessage }),
    ],
  });
  // Its AsyncLocalStorage is switched off between calls on Node 20 and 22 (context-hooks.ts).
  return hooksOnlyWhileCalled(auth);
}

/** better-auth's threshold for pino's level, so it hands over exactly what pino would print. */
function authLogLevel(level: string): "debug" | "info" | "warn" | "error" {
  if (level === "trace" || level === "debug") return "debug";
  if (level === "info" || level === "warn") return level;
  return "error";
}

/**
 * The app's own origin; for a local address also its other spellings, since `npm start`
 * announces http://localhost:3000 and people as often type http://127.0.0.1:3000.
 */
export function trustedOrigins(appUrl: string): string[] {
  const url = new URL(appUrl);
  const loopback = ["localhost", "127.0.0.1", "[::1]"];
  if (!loopback.includes(url.hostname)) return [url.origin];
  return loopback.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionData = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
