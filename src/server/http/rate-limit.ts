import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "@/server/db/client";
import { rateLimit } from "@/server/db/schema/auth";
import type { AppEnv } from "./app-env";
import { AppError } from "./errors";

export type RateRule = { windowSeconds: number; max: number };

/**
 * Counts one request against `key` in a fixed window, atomically in the database (the same
 * table as better-auth's limiter), so limits hold across restarts and instances.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule) {
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  const count = row?.count ?? 1;
  const windowStartedAt = row?.lastRequest ?? now;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStartedAt + rule.windowSeconds * 1000 - now) / 1000),
  );
  return { allowed: count <= rule.max, retryAfterSeconds };
}

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
        `Too many requests. Please wait ${retryAfterSeconds} s and try again.`,
        {
          headers: { "Retry-After": String(retryAfterSeconds) },
        },
      );
    }
    await next();
  });
}
