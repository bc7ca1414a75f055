import crypto from "node:crypto";
import { APIError } from "better-auth/api";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "@/server/platform/db/client";
import { limitCounter, user, verification } from "@/server/platform/db/schema/auth";
import { consumeRateLimit } from "@/server/platform/http/rate-limit";
import type { MailMessage } from "@/server/platform/mail/mailer";
import { mailLocale, signInPausedMail } from "./mail-texts";

/**
 * Wrong passwords per account, whatever address they come from (the per-address limit alone let
 * 28 addresses try 112 passwords). After `freeFailures` in a row, signing in to the account
 * pauses for a minute, doubling with each further failure up to an hour; a day without one
 * forgets them. The owner is mailed a link that lets their browser sign in with the right
 * password during a pause, so an attacker who keeps the account paused never locks its owner out.
 */
export const signInPause = {
  freeFailures: 5,
  firstPauseSeconds: 60,
  longestPauseSeconds: 60 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
  unlockLinkSeconds: 60 * 60,
} as const;

/** How long sign-in stays paused after `failures` wrong passwords in a row. */
export function pauseSeconds(failures: number): number {
  if (failures < signInPause.freeFailures) return 0;
  const doubled = signInPause.firstPauseSeconds * 2 ** (failures - signInPause.freeFailures);
  return Math.min(doubled, signInPause.longestPauseSeconds);
}

/** The HttpOnly cookie the unlock link sets; only sign-in requests carry it. */
export const unlockCookie = { name: "bismo.sign-in-unlock", path: "/api/auth/sign-in" } as const;
const unlockIdentifier = (token: string) => `sign-in-unlock:${token}`;

/** Whether an unlock link's token is one Bismo mailed and still works. */
export async function unlockTokenUserId(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, unlockIdentifier(token)),
        gt(verification.expiresAt, new Date()),
      ),
    );
  return row?.userId ?? null;
}

const inWords = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
};

export type SignInGuard = ReturnType<typeof createSignInGuard>;

export function createSignInGuard(options: {
  db: Db;
  secret: string;
  appUrl: string;
  logger: Logger;
  send: (message: MailMessage) => void;
}) {
  const { db, secret, appUrl, logger, send } = options;
  // Keyed by a keyed hash of the address, the same for accounts and unknown addresses: the
  // pause answers alike for both, so it tells nobody which addresses have an account.
  const keyOf = (email: string) =>
    `bismo:sign-in-failures:${crypto.createHmac("sha256", secret).update(email.trim().toLowerCase()).digest("hex").slice(0, 32)}`;

  const accountOf = async (email: string) => {
    const [row] = await db
      .select({ id: user.id, email: user.email, language: user.language })
      .from(user)
      .where(eq(user.email, email.trim().toLowerCase()));
    return row ?? null;
  };

  /** Mails the owner a link that lets their browser sign in during the pause (at most every 30 minutes). */
  const mailUnlockLink = async (
    account: { id: string; email: string; language: string | null },
    seconds: number,
  ) => {
    const { allowed } = await consumeRateLimit(db, `bismo:sign-in-unlock-mail:user:${account.id}`, {
      windowSeconds: 30 * 60,
      max: 1,
    });
    if (!allowed) return;
    const token = crypto.randomBytes(32).toString("base64url");
    await db.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: unlockIdentifier(token),
      value: account.id,
      expiresAt: new Date(Date.now() + signInPause.unlockLinkSeconds * 1000),
    });
    send({
      to: account.email,
      userId: account.id,
      ...signInPausedMail(mailLocale(account.language), appUrl, seconds, token),
    });
  };

  const paused = (seconds: number) =>
    new APIError(
      "TOO_MANY_REQUESTS",
      {
        code: "SIGN_IN_PAUSED",
        message: `Too many wrong passwords for this account. Please wait ${inWords(seconds)} and try again, or open the link we have e-mailed to the account's address to sign in now.`,
      },
      { "Retry-After": String(seconds) },
    );

  return {
    /**
     * Before a password is checked: counts the attempt, atomically, unless the account is
     * paused (then throws 429), so attempts sent all at once cannot slip past together. A
     * browser holding a valid unlock link for the account goes through.
     */
    async admit(email: string, unlockToken: string | null) {
      const key = keyOf(email);
      const now = Date.now();
      const stale = now - signInPause.forgetAfterSeconds * 1000;
      const pauseEnds = sql`${limitCounter.lastRequest} + least(${signInPause.firstPauseSeconds * 1000} * power(2, ${limitCounter.count} - ${signInPause.freeFailures}), ${signInPause.longestPauseSeconds * 1000})`;
      const counted = await db
        .insert(limitCounter)
        .values({ key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: limitCounter.key,
          set: {
            count: sql`case when ${limitCounter.lastRequest} < ${stale} then 1 else ${limitCounter.count} + 1 end`,
            lastRequest: now,
          },
          setWhere: sql`not (${limitCounter.count} >= ${signInPause.freeFailures} and ${pauseEnds} > ${now})`,
        })
        .returning({ count: limitCounter.count });
      if (counted.length > 0) return;

      const account = await accountOf(email);
      if (account && unlockToken && (await unlockTokenUserId(db, unlockToken)) === account.id) {
        return;
      }
      const [row] = await db
        .select({ ends: pauseEnds })
        .from(limitCounter)
        .where(eq(limitCounter.key, key));
      const seconds = Math.max(1, Math.ceil((Number(row?.ends ?? now) - now) / 1000));
      logger.info(
        { userId: account?.id ?? null, retryAfterSeconds: seconds },
        "sign-in refused: paused",
      );
      if (account) await mailUnlockLink(account, seconds);
      throw paused(seconds);
    },

    /** After a wrong password: once the failures reach a pause, logs it and mails the owner. */
    async failed(email: string) {
      const [row] = await db
        .select({ count: limitCounter.count })
        .from(limitCounter)
        .where(eq(limitCounter.key, keyOf(email)));
      const seconds = pauseSeconds(row?.count ?? 0);
      if (seconds === 0) return;
      const account = await accountOf(email);
      logger.warn(
        { userId: account?.id ?? null, failures: row?.count, pauseSeconds: seconds },
        "sign-in paused after wrong passwords",
      );
      if (account) await mailUnlockLink(account, seconds);
    },

    /** After the right password: the count starts again, and the unlock link is used up. */
    async succeeded(email: string, unlockToken: string | null) {
      await db.delete(limitCounter).where(eq(limitCounter.key, keyOf(email)));
      if (unlockToken) {
        await db
          .delete(verification)
          .where(eq(verification.identifier, unlockIdentifier(unlockToken)));
      }
    },

    /** Drops the count of an address's wrong passwords (its account is being deleted). */
    async forget(email: string) {
      await db.delete(limitCounter).where(eq(limitCounter.key, keyOf(email)));
    },
  };
}
