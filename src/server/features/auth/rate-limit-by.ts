import { createMiddleware } from "hono/factory";
import type { Db } from "@/server/platform/db/client";
import { AppError } from "@/server/platform/http/errors";
import { consumeRateLimit, type RateRule } from "@/server/platform/http/rate-limit";
import { msg } from "@/server/platform/i18n/server-messages";
import type { AppEnv } from "./session";

/** Limits a route per signed-in user, or per client address for guests and visitors. */
export function rateLimitBy(db: Db, name: string, rule: RateRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = c.get("session");
    const who =
      session && !session.user.isAnonymous ? `user:${session.user.id}` : `ip:${c.get("clientIp")}`;
    const { allowed, retryAfterSeconds } = await consumeRateLimit(db, `bismo:${name}:${who}`, rule);
    if (!allowed) {
      throw new AppError(
        "rate_limited",
        msg(
          {
            id: "errors.tooManyRequests",
            defaultMessage: "Too many requests. Please wait {seconds, number} s and try again.",
          },
          { seconds: retryAfterSeconds },
        ),
        {
          headers: { "Retry-After": String(retryAfterSeconds) },
        },
      );
    }
    await next();
  });
}
