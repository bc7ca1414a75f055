import { and, count, eq, gte, sql } from "drizzle-orm";
import { Hono } from "hono";
import { user } from "@/server/db/schema/auth";
import { message, upload } from "@/server/db/schema/workbench";
import type { AppDeps, AppEnv } from "@/server/http/app-env";
import { requireAccount } from "@/server/http/session";
import type { AccountUsage } from "@/shared/account";
import { planIdSchema } from "@/shared/auth";

/** The first instant of the current calendar month, in UTC. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Billing's figures, counted from the account's own rows: chat requests this month, bytes stored. */
export function usageRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/account/usage", async (c) => {
    const { user: account } = requireAccount(c);
    const periodStart = monthStart(new Date());
    const [[owner], [requests], [storage]] = await Promise.all([
      db.select({ plan: user.plan }).from(user).where(eq(user.id, account.id)),
      db
        .select({ total: count() })
        .from(message)
        .where(
          and(
            eq(message.userId, account.id),
            eq(message.role, "user"),
            gte(message.createdAt, periodStart),
          ),
        ),
      db
        .select({ bytes: sql<string>`coalesce(sum(${upload.size}), 0)` })
        .from(upload)
        .where(eq(upload.userId, account.id)),
    ]);
    const usage: AccountUsage = {
      plan: planIdSchema.catch("free").parse(owner?.plan),
      periodStart: periodStart.toISOString(),
      chatRequests: requests?.total ?? 0,
      storageBytes: Number(storage?.bytes ?? 0),
    };
    return c.json(usage);
  });
}
