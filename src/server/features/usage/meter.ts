import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import { preparedSql } from "@/server/platform/db/prepared";
import { user } from "@/server/platform/db/schema/auth";
import { usageCharge, usageCounter } from "@/server/platform/db/schema/usage";
import type { Env } from "@/server/platform/env";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import { planIdSchema } from "@/shared/auth";
import {
  type Allowances,
  applyAllowanceOverrides,
  type Payer,
  periodEnd,
  periodStart,
  type QuotaExceeded,
  type UsageKind,
  type UsageMeterView,
  usageKinds,
  usageNames,
} from "@/shared/plans";

/** Either the app's database or an open transaction on it. */
type Executor = Pick<Db, "transaction" | "select" | "insert" | "update" | "execute" | "_">;

/**
 * Whose allowance work is charged to: an account (on its plan), or a guest (its own counter and
 * its address's), or a visitor without a session (userId null: the address alone).
 */
export type UsagePayer = { userId: string | null; guest: boolean; address: string | null };

/** An amount of one kind of work, as a route asks for it before the work is accepted. */
export type UsageItem = { kind: UsageKind; amount: number };

/** Work charged: the charges, to give back with `refund`, and the plan they went to. */
export type Charge = { chargeIds: string[]; plan: Payer };

/** The allowance a payer ran out of: a 429 whose `quota` says what, until when, and where to upgrade. */
export class QuotaError extends AppError {
  constructor(quota: QuotaExceeded, wanted: number) {
    super("quota_exceeded", quotaMessage(quota, wanted), {
      details: { quota },
      headers: {
        "Retry-After": String(
          Math.max(1, Math.ceil((Date.parse(quota.renewsAt) - Date.now()) / 1000)),
        ),
      },
    });
  }
}

const renewal = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

const amountOf = (kind: UsageKind, amount: number) =>
  `${amount.toLocaleString("en-US")} ${amount === 1 ? usageNames[kind].one : usageNames[kind].many}`;

/** What ran out, what is left, when it renews and how to get more, in words. */
export function quotaMessage(quota: QuotaExceeded, wanted: number): string {
  const names = usageNames[quota.kind];
  const guest = quota.plan === "guest";
  if (quota.limit === 0) {
    return guest
      ? `Guests cannot use ${names.work}: sign up free to get an allowance for it.`
      : `Your plan does not include ${names.work}. Upgrade your plan to use it.`;
  }
  const allowance = `${amountOf(quota.kind, quota.limit)} a ${quota.per}`;
  const renews = `The allowance renews on ${renewal.format(new Date(quota.renewsAt))} UTC; ${
    guest ? "sign up free for more" : "upgrade your plan for more"
  }.`;
  if (quota.remaining === 0) {
    const usedUp = quota.limit === 1 ? "it is used up" : "they are used up";
    return `${guest ? "Guests get" : "Your plan gives you"} ${allowance}, and ${usedUp}. ${renews}`;
  }
  const left = quota.remaining.toLocaleString("en-US");
  return `This needs ${amountOf(quota.kind, wanted)}, and ${left} of the ${allowance} ${
    guest ? "guests get" : "your plan gives you"
  } ${quota.remaining === 1 ? "is" : "are"} left. ${renews}`;
}

/** The counters a payer's work goes to: its own, and a guest's address too. */
function subjectsOf(payer: UsagePayer): string[] {
  const subjects = payer.userId ? [`user:${payer.userId}`] : [];
  if (payer.guest && payer.address) subjects.push(`address:${payer.address}`);
  return subjects;
}

/** The plans an account can be on, as the charge's statement lists them. */
const accountPlans = ["free", "pro", "advanced"] as const;

/**
 * An account's one item, prepared once per connection: the plan read from the account's row,
 * the counter moved unless that passes the plan's limit, and the charge written, together.
 * A charge on its own (a chat message, a generation) does not wait for the disk: a crash may
 * forget the last moments' charges, a free message or two, never a refusal. A job's charge
 * commits with the job, as the job does.
 */
function chargeStatement(forJob: boolean) {
  const value = sql.placeholder;
  const plans = sql.join(
    accountPlans.map(
      (plan) =>
        sql`(${plan}, ${value(`${plan}Limit`)}::integer, ${value(`${plan}Start`)}::timestamptz)`,
    ),
    sql`, `,
  );
  const usedBefore = sql`case when usage_counter.period_start < excluded.period_start then 0 else usage_counter.used end`;
  const commit = forJob
    ? sql``
    : sql`, relaxed as (select set_config('synchronous_commit', 'off', true))`;
  return preparedSql<{ id: string | null; plan: string | null }>(
    forJob ? "bismo_usage_charge_job" : "bismo_usage_charge",
    sql`
      with allowance (plan, lim, period_start) as (values ${plans})${commit},
      chosen as (
        select a.plan, a.lim, a.period_start from "user" u
        join allowance a
          on a.plan = case when u.plan in ('pro', 'advanced') then u.plan else 'free' end
        where u.id = ${value("userId")}
      ),
      counted as (
        insert into usage_counter (subject, kind, period_start, used)
        select ${value("subject")}, ${value("kind")}, period_start, ${value("amount")}::bigint from chosen
        where lim is null or ${value("amount")} <= lim
        on conflict (subject, kind) do update set
          used = ${usedBefore} + excluded.used,
          period_start = greatest(usage_counter.period_start, excluded.period_start)
        where (select lim from chosen) is null
          or ${usedBefore} + excluded.used <= (select lim from chosen)
        returning used
      ),
      charged as (
        insert into usage_charge (user_id, tool_id, kind, amount, subjects, period_start, job_id)
        select ${value("userId")}, ${value("toolId")}, ${value("kind")}, ${value("amount")},
          array[${value("subject")}], period_start, ${value("jobId")} from chosen
        where exists (select 1 from counted)
        returning id
      )
      select (select id from charged) as id, (select plan from chosen) as plan${
        forJob ? sql`` : sql`, (select count(*) from relaxed) as relaxed`
      }`,
  );
}

const chargeStatements = { alone: chargeStatement(false), job: chargeStatement(true) };

/**
 * The plans' allowances, enforced: work is charged when it is accepted, in the database, by one
 * statement per counter that refuses to pass the allowance; refunded when it fails through no
 * fault of the user. A guest is charged on its own counter and on its address's, so a new guest
 * session (cookies cleared) starts with what the address has left.
 */
export function createMeter(allowances: Record<Payer, Allowances>) {
  const noPayer = () =>
    new AppError(
      "unauthorized",
      msg({
        id: "errors.signInOrGuest",
        defaultMessage: "Please sign in or continue as a guest first.",
      }),
    );

  /** A guest's allowance is the guests'; an account's is its plan's, as its row says now. */
  async function payerPlan(executor: Executor, payer: UsagePayer): Promise<Payer> {
    if (payer.guest || !payer.userId) return "guest";
    const [row] = await executor
      .select({ plan: user.plan })
      .from(user)
      .where(eq(user.id, payer.userId));
    if (!row) throw noPayer();
    return planIdSchema.catch("free").parse(row.plan);
  }

  function refusal(plan: Payer, item: UsageItem, used: number, now: Date) {
    const allowance = allowances[plan][item.kind];
    const limit = allowance.limit ?? 0;
    return new QuotaError(
      {
        plan,
        kind: item.kind,
        limit,
        remaining: Math.max(0, limit - used),
        per: allowance.per,
        renewsAt: periodEnd(allowance.per, now).toISOString(),
        upgradeUrl: "/plans",
      },
      item.amount,
    );
  }

  /**
   * An account's one item in one statement (the usual request). Returns the charge's id and
   * the plan; throws QuotaError or 401.
   */
  async function chargeAccount(
    executor: Executor,
    userId: string,
    toolId: string,
    item: UsageItem,
    jobId: string | undefined,
    now: Date,
  ): Promise<Charge> {
    const subject = `user:${userId}`;
    const limits = Object.fromEntries(
      accountPlans.flatMap((plan) => {
        const allowance = allowances[plan][item.kind];
        return [
          [`${plan}Limit`, allowance.limit],
          [`${plan}Start`, periodStart(allowance.per, now).toISOString()],
        ];
      }),
    );
    const [row] = await (jobId ? chargeStatements.job : chargeStatements.alone)(executor, {
      ...limits,
      userId,
      subject,
      toolId,
      kind: item.kind,
      amount: item.amount,
      jobId: jobId ?? null,
    });
    if (!row?.plan) throw noPayer();
    const plan = planIdSchema.catch("free").parse(row.plan);
    if (row.id) return { chargeIds: [row.id], plan };
    const start = periodStart(allowances[plan][item.kind].per, now);
    throw refusal(plan, item, await usedIn(executor, subject, item.kind, start), now);
  }

  /** Adds `amount` to one counter unless that passes `limit`; false when it would. */
  async function count(
    executor: Executor,
    subject: string,
    kind: UsageKind,
    start: Date,
    amount: number,
    limit: number | null,
  ): Promise<boolean> {
    const stale = sql`${usageCounter.periodStart} < excluded.period_start`;
    const usedBefore = sql`case when ${stale} then 0 else ${usageCounter.used} end`;
    const rows = await executor
      .insert(usageCounter)
      .values({ subject, kind, periodStart: start, used: amount })
      .onConflictDoUpdate({
        target: [usageCounter.subject, usageCounter.kind],
        set: {
          used: sql`${usedBefore} + excluded.used`,
          periodStart: sql`greatest(${usageCounter.periodStart}, excluded.period_start)`,
        },
        setWhere: limit === null ? undefined : sql`${usedBefore} + excluded.used <= ${limit}`,
      })
      .returning({ used: usageCounter.used });
    return rows.length > 0;
  }

  async function usedIn(executor: Executor, subject: string, kind: UsageKind, start: Date) {
    const [row] = await executor
      .select({ used: usageCounter.used, periodStart: usageCounter.periodStart })
      .from(usageCounter)
      .where(and(eq(usageCounter.subject, subject), eq(usageCounter.kind, kind)));
    return row && row.periodStart.getTime() >= start.getTime() ? row.used : 0;
  }

  return {
    allowances,

    /**
     * Charges work before it is accepted, all of it or nothing (in the caller's transaction when
     * given one, so a job and its charge exist together); throws QuotaError when an allowance
     * would be passed. Returns the charges' ids, for a refund, and the plan they were charged
     * to, as the account's row says now.
     */
    async charge(
      executor: Executor,
      payer: UsagePayer,
      toolId: string,
      items: readonly UsageItem[],
      options: { jobId?: string; now?: Date } = {},
    ): Promise<Charge> {
      const wanted = items.filter((item) => item.amount > 0);
      if (wanted.length === 0) return { chargeIds: [], plan: await payerPlan(executor, payer) };
      const now = options.now ?? new Date();
      const [only] = wanted;
      if (only && wanted.length === 1 && !payer.guest && payer.userId) {
        return chargeAccount(executor, payer.userId, toolId, only, options.jobId, now);
      }
      // Several counters (a guest and its address) or items: all of them or none.
      return executor.transaction(async (tx) => {
        const plan = await payerPlan(tx, payer);
        const subjects = subjectsOf(payer);
        if (subjects.length === 0) throw noPayer();
        // As above: only a job's charge waits for the disk.
        if (!options.jobId) await tx.execute(sql`set local synchronous_commit = off`);
        const ids: string[] = [];
        for (const item of wanted) {
          const allowance = allowances[plan][item.kind];
          const start = periodStart(allowance.per, now);
          // The charge first: the counters' rows (an address's is shared by its guests) stay
          // locked from their update to the commit, so that is kept short.
          const [row] = await tx
            .insert(usageCharge)
            .values({
              userId: payer.userId,
              toolId,
              kind: item.kind,
              amount: item.amount,
              subjects,
              periodStart: start,
              jobId: options.jobId,
            })
            .returning({ id: usageCharge.id });
          if (row) ids.push(row.id);
          for (const subject of subjects) {
            const limit = allowance.limit;
            const fits =
              (limit === null || item.amount <= limit) &&
              (await count(tx, subject, item.kind, start, item.amount, limit));
            if (!fits) throw refusal(plan, item, await usedIn(tx, subject, item.kind, start), now);
          }
        }
        return { chargeIds: ids, plan };
      });
    },

    /** Gives back charges not yet refunded (by id, or every charge of a job) to their counters. */
    async refund(executor: Executor, which: { chargeIds: readonly string[] } | { jobId: string }) {
      const match: SQL | undefined =
        "jobId" in which
          ? eq(usageCharge.jobId, which.jobId)
          : which.chargeIds.length > 0
            ? inArray(usageCharge.id, [...which.chargeIds])
            : undefined;
      if (!match) return;
      await executor.transaction(async (tx) => {
        const refunded = await tx
          .update(usageCharge)
          .set({ refundedAt: sql`now()` })
          .where(and(match, isNull(usageCharge.refundedAt)))
          .returning();
        for (const charge of refunded) {
          await tx
            .update(usageCounter)
            .set({ used: sql`greatest(${usageCounter.used} - ${charge.amount}, 0)` })
            .where(
              and(
                inArray(usageCounter.subject, charge.subjects),
                eq(usageCounter.kind, charge.kind),
                eq(usageCounter.periodStart, charge.periodStart),
              ),
            );
        }
      });
    },

    /** Each allowance of the payer's plan with what is used of it in the current period. */
    async usage(executor: Executor, payer: UsagePayer, now = new Date()) {
      const plan = await payerPlan(executor, payer);
      const subjects = subjectsOf(payer);
      const rows = await executor
        .select()
        .from(usageCounter)
        .where(inArray(usageCounter.subject, subjects));
      const meters: UsageMeterView[] = usageKinds.map((kind) => {
        const allowance = allowances[plan][kind];
        const start = periodStart(allowance.per, now).getTime();
        // A guest has as much left as the emptier of its own and its address's counters.
        const used = Math.max(
          0,
          ...rows
            .filter((row) => row.kind === kind && row.periodStart.getTime() >= start)
            .map((row) => row.used),
        );
        return {
          kind,
          used,
          limit: allowance.limit,
          per: allowance.per,
          renewsAt: periodEnd(allowance.per, now).toISOString(),
        };
      });
      return { plan, meters };
    },
  };
}

export type Meter = ReturnType<typeof createMeter>;

/** The meter for this server: the catalogue's allowances with the operator's PLAN_ALLOWANCES. */
export const configuredMeter = (env: Pick<Env, "PLAN_ALLOWANCES">) =>
  createMeter(applyAllowanceOverrides(env.PLAN_ALLOWANCES));
