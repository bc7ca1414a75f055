import { and, count, desc, gte, isNull, lte, sql, sum } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import { usageCharge, usageDay } from "@/server/platform/db/schema/usage";
import type { AdminUsageRow } from "@/shared/admin";

// Days are UTC. A day is settled two days on: the refunds of work that failed come within that
// (a later one is taken off by the trigger of migration 0017).
const today = sql`(now() at time zone 'UTC')::date`;
const lastSettled = sql`${today} - 2`;
const startOf = (day: ReturnType<typeof sql>) => sql`(${day})::timestamp at time zone 'UTC'`;

/**
 * Sums the settled days of the last `days` that are not summed yet into `usage_day` (once per
 * day and installation: a concurrent request sums the same rows and its insert changes nothing).
 */
async function sumSettledDays(db: Db, days: number) {
  await db.execute(sql`
    with missing as (
      select d::date as day
      from generate_series(${startOf(sql`${today} - ${days - 1}::int`)}, ${startOf(lastSettled)}, interval '1 day') d
      where not exists (select 1 from usage_day_summed s where s.day = d::date)
    ), summed as (
      insert into usage_day (day, tool_id, kind, amount, charges)
      select m.day, c.tool_id, c.kind, sum(c.amount), count(*)
      from missing m join usage_charge c
        on c.created_at >= ${startOf(sql`m.day`)} and c.created_at < ${startOf(sql`m.day + 1`)}
      where c.refunded_at is null
      group by m.day, c.tool_id, c.kind
      on conflict do nothing
    )
    insert into usage_day_summed (day) select day from missing on conflict do nothing`);
}

/**
 * What each tool used of each kind on each day of the last `days`, newest first: settled days
 * from `usage_day`, the last two summed from their charges as they are asked for. Refunded
 * charges are left out.
 */
export async function usageTotals(db: Db, days: number): Promise<AdminUsageRow[]> {
  await sumSettledDays(db, days);
  const first = sql`${today} - ${days - 1}::int`;
  const settled = db
    .select({
      day: sql<string>`to_char(${usageDay.day}, 'YYYY-MM-DD')`.as("day"),
      toolId: usageDay.toolId,
      kind: usageDay.kind,
      amount: sql<number>`${usageDay.amount}::bigint`.mapWith(Number).as("amount"),
      charges: sql<number>`${usageDay.charges}::bigint`.mapWith(Number).as("charges"),
    })
    .from(usageDay)
    .where(
      and(gte(usageDay.day, first), lte(usageDay.day, lastSettled), sql`${usageDay.charges} > 0`),
    );
  const chargedOn = sql<string>`to_char(${usageCharge.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const recent = db
    .select({
      day: chargedOn.as("day"),
      toolId: usageCharge.toolId,
      kind: usageCharge.kind,
      amount: sql<number>`${sum(usageCharge.amount)}::bigint`.mapWith(Number).as("amount"),
      charges: sql<number>`${count()}::bigint`.mapWith(Number).as("charges"),
    })
    .from(usageCharge)
    .where(
      and(
        gte(usageCharge.createdAt, startOf(sql`greatest(${first}, ${today} - 1)`)),
        isNull(usageCharge.refundedAt),
      ),
    )
    .groupBy(chargedOn, usageCharge.toolId, usageCharge.kind);
  return settled.unionAll(recent).orderBy(desc(sql`day`), sql`tool_id`, sql`kind`);
}
