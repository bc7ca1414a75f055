import { desc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import type { Jobs } from "@/server/features/jobs/jobs";
import type { Db } from "@/server/platform/db/client";
import { user } from "@/server/platform/db/schema/auth";
import { job } from "@/server/platform/db/schema/media";
import { AppError } from "@/server/platform/http/errors";
import { validate, validId } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import { type AdminJob, type AdminJobList, adminJobQuerySchema } from "@/shared/admin";
import type { JobStatus } from "@/shared/jobs";
import { recordAudit } from "./audit-log";
import { adminPage } from "./paging";
import { adminId } from "./require-admin";

const notFound = () =>
  new AppError(
    "not_found",
    msg({ id: "errors.admin.noSuchJob", defaultMessage: "There is no such job." }),
  );

const statusesOf: Record<"active" | "failed", JobStatus[]> = {
  active: ["queued", "running"],
  failed: ["failed"],
};

const jobColumns = {
  job,
  ownerEmail: user.email,
  ownerIsGuest: user.isAnonymous,
};

function adminJobView(row: {
  job: typeof job.$inferSelect;
  ownerEmail: string | null;
  ownerIsGuest: boolean | null;
}): AdminJob {
  const { job: entry } = row;
  return {
    id: entry.id,
    toolId: entry.toolId,
    title: entry.title,
    status: entry.status,
    ownerEmail: row.ownerIsGuest ? null : row.ownerEmail,
    ownerIsGuest: Boolean(row.ownerIsGuest),
    stage: entry.stage,
    progress: entry.progress,
    error: entry.errorReason,
    attempt: entry.attempt,
    createdAt: entry.createdAt.toISOString(),
    startedAt: entry.startedAt?.toISOString() ?? null,
    finishedAt: entry.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The admin area's view of the job queue across accounts: what is queued or running, what
 * failed and why; a failed job is retried from its start, a waiting or running one cancelled.
 */
export function adminJobRoutes({ db, jobs }: { db: Db; jobs: Jobs }) {
  const one = async (id: string) => {
    const [row] = await db
      .select(jobColumns)
      .from(job)
      .leftJoin(user, eq(user.id, job.userId))
      .where(eq(job.id, id));
    if (!row) throw notFound();
    return row;
  };
  return new Hono<AppEnv>()
    .get("/admin/jobs", validate("query", adminJobQuerySchema), async (c) => {
      const { filter, offset } = c.req.valid("query");
      const where = inArray(job.status, statusesOf[filter]);
      const { rows, ...page } = await adminPage(db, {
        offset,
        from: job,
        where,
        rows: ({ limit, offset }) =>
          db
            .select(jobColumns)
            .from(job)
            .leftJoin(user, eq(user.id, job.userId))
            .where(where)
            .orderBy(desc(job.createdAt), desc(job.id))
            .limit(limit)
            .offset(offset),
      });
      const body: AdminJobList = { jobs: rows.map(adminJobView), ...page };
      return c.json(body);
    })
    .post("/admin/jobs/:id/retry", validId(notFound), async (c) => {
      const { id } = c.req.valid("param");
      const actorId = adminId(c);
      const retried = await jobs.retry(id, (tx) =>
        recordAudit(tx, { actorId, action: "job.retry", target: { type: "job", id } }),
      );
      if (!retried) {
        await one(id);
        throw new AppError(
          "conflict",
          msg({
            id: "errors.admin.retryFailedOnly",
            defaultMessage: "Only a failed job can be retried.",
          }),
        );
      }
      return c.json({ job: adminJobView(await one(id)) });
    })
    .post("/admin/jobs/:id/cancel", validId(notFound), async (c) => {
      const { id } = c.req.valid("param");
      const { job: current } = await one(id);
      if (current.status !== "queued" && current.status !== "running") {
        throw new AppError(
          "conflict",
          msg({
            id: "errors.admin.cancelActiveOnly",
            defaultMessage: "Only a waiting or running job can be cancelled.",
          }),
        );
      }
      await jobs.cancel(current.userId, id);
      await recordAudit(db, {
        actorId: adminId(c),
        action: "job.cancel",
        target: { type: "job", id },
        details: { toolId: current.toolId },
      });
      return c.json({ job: adminJobView(await one(id)) });
    });
}
