import { and, count, desc, gte, isNull, sql, sum } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import { usageCharge } from "@/server/platform/db/schema/usage";
import { validate } from "@/server/platform/http/validate";
import { type AdminUsage, adminUsageQuerySchema } from "@/shared/admin";

/**
 * The admin area's Usage: what each tool used on each day (UTC) of the last `days`, summed from
 * the plans' charges (src/server/features/usage); refunded charges (work that failed through no fault of
 * the user) are left out. Across every payer, accounts, guests and visitors alike.
 */
export function adminUsageRoutes({ db }: { db: Db }) {
  return new Hono<AppEnv>().get(
    "/admin/usage",
    validate("query", adminUsageQuerySchema),
    async (c) => {
      const { days } = c.req.valid("query");
      const day = sql<string>`to_char(${usageCharge.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const since = sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - make_interval(days => ${days - 1})`;
      const rows = await db
        .select({
          day,
          toolId: usageCharge.toolId,
          kind: usageCharge.kind,
          amount: sum(usageCharge.amount).mapWith(Number),
          charges: count(),
        })
        .from(usageCharge)
        .where(and(gte(usageCharge.createdAt, since), isNull(usageCharge.refundedAt)))
        .groupBy(day, usageCharge.toolId, usageCharge.kind)
        .orderBy(desc(day), usageCharge.toolId, usageCharge.kind);
      const body: AdminUsage = { days, rows };
      return c.json(body);
    },
  );
}
