import { createMiddleware } from "hono/factory";
import type { SessionData } from "@/server/features/auth/auth";
import type { AppEnv } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { AppError } from "@/server/platform/http/errors";
import { consumeRateLimit } from "@/server/platform/http/rate-limit";
import { msg } from "@/server/platform/i18n/server-messages";

export type ChatLimits = Pick<
  Env,
  "CHAT_GUEST_MESSAGES_PER_MINUTE" | "CHAT_ACCOUNT_MESSAGES_PER_MINUTE"
>;

/**
 * Chat messages per minute: per account for account holders, per client address for guests and
 * visitors (a guest session is free to make, so it is not a useful key). Throws 429.
 */
export async function checkChatRate(
  db: Db,
  limits: ChatLimits,
  caller: { session: SessionData | null; clientIp: string },
) {
  const { session } = caller;
  const account = session && !session.user.isAnonymous;
  const key = account ? `bismo:chat:user:${session.user.id}` : `bismo:chat:ip:${caller.clientIp}`;
  const max = account
    ? limits.CHAT_ACCOUNT_MESSAGES_PER_MINUTE
    : limits.CHAT_GUEST_MESSAGES_PER_MINUTE;
  const { allowed, retryAfterSeconds } = await consumeRateLimit(db, key, {
    windowSeconds: 60,
    max,
  });
  if (!allowed) {
    throw new AppError(
      "rate_limited",
      account
        ? msg(
            {
              id: "errors.chat.tooManyMessages",
              defaultMessage:
                "You have sent too many messages. Please wait {seconds, number} s and try again.",
            },
            { seconds: retryAfterSeconds },
          )
        : msg(
            {
              id: "errors.chat.guestMessages",
              defaultMessage:
                "Guests can send {max, number} messages a minute. Please wait {seconds, number} s, or sign in for more.",
            },
            { max, seconds: retryAfterSeconds },
          ),
      { headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  }
}

export function chatRateLimit(db: Db, limits: ChatLimits) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await checkChatRate(db, limits, { session: c.get("session"), clientIp: c.get("clientIp") });
    await next();
  });
}
