import { Hono } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import { validate } from "@/server/platform/http/validate";
import { type AdminUsage, adminUsageQuerySchema } from "@/shared/admin";
import { usageTotals } from "./usage-totals";

/**
 * The admin area's Usage: what each tool used on each day (UTC) of the last `days`, summed from
 * the plans' charges (src/server/features/usage, summed per settled day in usage-totals.ts); refunded charges (work that failed through no fault of
 * the user) are left out. Across every payer, accounts, guests and visitors alike.
 */
export function adminUsageRoutes({ db }: { db: Db }) {
  return new Hono<AppEnv>().get(
    "/admin/usage",
    validate("query", adminUsageQuerySchema),
    async (c) => {
      const { days } = c.req.valid("query");
      const rows = await usageTotals(db, days);
      const body: AdminUsage = { days, rows };
      return c.json(body);
    },
  );
}
