import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { UsageKind } from "@/shared/plans";
import { user } from "./auth";
import { createdAt } from "./columns";

/**
 * How much of one kind of work a subject has used in its current period: an account
 * (`user:<id>`), a guest (`user:<id>`) or a guest's address (`address:<ip>`). One row per subject
 * and kind; a charge in a later period starts it again. Charged in one statement that refuses
 * to pass the allowance (src/server/features/usage/meter.ts), so parallel requests cannot overspend.
 */
export const usageCounter = pgTable(
  "usage_counter",
  {
    subject: text().notNull(),
    kind: text().$type<UsageKind>().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    used: bigint({ mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.subject, table.kind] })],
);

/**
 * One charge for accepted work: who, which tool, how much of which kind, and the counters it
 * went to, so that work failing through no fault of the user is refunded. The admin area's
 * usage totals are summed from these rows.
 */
export const usageCharge = pgTable(
  "usage_charge",
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    /** Null for a visitor without a session, charged by address alone. */
    userId: text().references(() => user.id, { onDelete: "cascade" }),
    toolId: text().notNull(),
    kind: text().$type<UsageKind>().notNull(),
    amount: integer().notNull(),
    /** The counters charged (see usageCounter) and the period they were charged in. */
    subjects: text().array().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    /** The job the charge paid for, if it was one (no key: a deleted job keeps its charge). */
    jobId: text(),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("usage_charge_created_idx").on(table.createdAt),
    index("usage_charge_user_idx").on(table.userId),
    index("usage_charge_job_idx").on(table.jobId),
  ],
);

/**
 * What each tool used of each kind on one settled day (UTC), summed once from `usage_charge`
 * for the admin area's totals, so that they cost the days asked for, not the charges in them
 * (decision 0032). A day is summed on the first read after it settled (two days on: refunds
 * come within that), its `usage_day_summed` row says so; a refund later still is taken off by
 * a trigger (migration 0017). Without a user id: an account erased since stays in the totals.
 */
export const usageDay = pgTable(
  "usage_day",
  {
    day: date({ mode: "string" }).notNull(),
    toolId: text().notNull(),
    kind: text().$type<UsageKind>().notNull(),
    amount: bigint({ mode: "number" }).notNull(),
    charges: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.toolId, table.kind] })],
);

/** The settled days whose charges `usage_day` holds. */
export const usageDaySummed = pgTable("usage_day_summed", {
  day: date({ mode: "string" }).primaryKey(),
  summedAt: createdAt(),
});
