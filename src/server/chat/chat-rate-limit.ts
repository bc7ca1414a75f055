import { createMiddleware } from "hono/factory";
import type { Db } from "@/server/db/client";
import type { Env } from "@/server/env";
import type { AppEnv } from "@/server/http/app-env";
import { AppError } from "@/server/http/errors";
import { consumeRateLimit } from "@/server/http/rate-limit";

type Limits = Pick<Env, "CHAT_GUEST_MESSAGES_PER_MINUTE" | "CHAT_ACCOUNT_MESSAGES_PER_MINUTE">;

/**
 * Chat messages per minute: per account for account holders, per client address for guests and
 * visitors (a guest session is free to make, so it is not a useful key).
 */
export function chatRateLimit(db: Db, limits: Limits) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = c.get("session");
    const account = session && !session.user.isAnonymous;
    const key = account
      ? `bismo:chat:user:${session.user.id}`
      : `bismo:chat:ip:${c.get("clientIp")}`;
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
          ? `You have sent too many messages. Please wait ${retryAfterSeconds} s and try again.`
          : `Guests can send ${max} messages a minute. Please wait ${retryAfterSeconds} s, or sign in for more.`,
        { headers: { "Retry-After": String(retryAfterSeconds) } },
      );
    }
    await next();
  });
}
