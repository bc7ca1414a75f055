import crypto from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Meter, UsageItem } from "@/server/features/usage/meter";
import type { Database, Db } from "@/server/platform/db/client";
import { job } from "@/server/platform/db/schema/media";
import type { Env } from "@/server/platform/env";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import { isFinished, type JobView } from "@/shared/jobs";
import { createJobEvents, type JobEvents } from "./job-events";
import { openJobQueue, queueName } from "./job-queue";
import { startJobRecovery } from "./job-recovery";
import { createJobRunner, type JobHandler, type JobRunnerSettings } from "./job-runner";
import { jobStore, jobView } from "./job-store";

export type NewJob = {
  userId: string;
  toolId: string;
  /** The tool's validated input; the handler gets it back as is. */
  input: unknown;
  /** A line for the history: the prompt or description. */
  title: string;
  estimatedSeconds?: number;
  /** A guest's address (usage/payer.ts guestAddress): its work is charged to it as well. */
  address?: string;
  /** What the work costs of the owner's allowances, charged with the job or not at all. */
  usage?: readonly UsageItem[];
};

export type Jobs = {
  /**
   * Charges the work, writes the job row and its queue entry, in one transaction; a worker picks
   * it up. Throws QuotaError (429) when the owner's allowance would be passed.
   */
  enqueue(newJob: NewJob): Promise<JobView>;
  /** Cancels a queued or running job of this owner; undefined if there is none. */
  cancel(userId: string, jobId: string): Promise<JobView | undefined>;
  /** Cancels every queued or running job of this owner (a disabled account's); answers how many. */
  cancelAllOf(userId: string): Promise<number>;
  /** Cancels (if need be) and deletes a job with its files; false if there is none. */
  remove(userId: string, jobId: string): Promise<boolean>;
  /**
   * Puts a failed job (any owner's: the admin area's retry) back in the queue to run from its
   * start; `within` writes in the same transaction (the audit entry). Undefined if it is not failed.
   */
  retry(
    jobId: string,
    within?: (tx: Pick<Db, "insert">) => Promise<void>,
  ): Promise<JobView | undefined>;
  /** The job once it has finished (or undefined if deleted), for callers that wait for it. */
  finished(userId: string, jobId: string, signal?: AbortSignal): Promise<JobView | undefined>;
  events: JobEvents;
  stop(): Promise<void>;
};

export type JobsOptions = {
  database: Pick<Database, "db" | "executeSql" | "engine">;
  storage: FileStorage;
  meter: Meter;
  logger: Logger;
  handlers: Readonly<Record<string, JobHandler>>;
  settings: JobRunnerSettings & { staleSeconds: number };
  /** pg-boss's schema (tests on PostgreSQL give each database its own). */
  queueSchema?: string;
};

/** The runner's settings from the configuration; the heartbeat is a quarter of the stall time. */
export function jobSettings(env: Env): JobsOptions["settings"] {
  return {
    concurrency: env.JOB_CONCURRENCY,
    perUser: env.JOB_CONCURRENCY_PER_USER,
    staleSeconds: env.JOB_STALL_SECONDS,
    heartbeatMs: Math.min(5000, (env.JOB_STALL_SECONDS * 1000) / 4),
    maxFileBytes: env.DOWNLOAD_MAX_BYTES,
  };
}

/** The queue, its workers and recovery, started together (main.ts, and tests' apps). */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { database, storage, meter, logger, settings } = options;
  const { db } = database;
  const queue = await openJobQueue({
    executeSql: database.executeSql,
    schema: options.queueSchema,
    logger,
  });
  const events = createJobEvents();
  const runner = createJobRunner({
    db,
    storage,
    queue,
    events,
    meter,
    logger,
    handlers: options.handlers,
    settings,
  });
  const recovery = startJobRecovery({
    db,
    queue,
    storage,
    meter,
    logger,
    staleSeconds: settings.staleSeconds,
    // PGlite is opened by one process at a time (data-dir-lock.ts); the bundled PostgreSQL
    // may be shared by several app processes (WEB_CONCURRENCY), so it waits for stale heartbeats.
    exclusive: database.engine === "pglite",
  });
  await recovery.ready;
  await runner.start();

  const cancel = async (userId: string, jobId: string) => {
    const cancelled = await db
      .update(job)
      .set({ status: "cancelled", stage: null, finishedAt: sql`now()` })
      .where(
        and(eq(job.id, jobId), eq(job.userId, userId), inArray(job.status, ["queued", "running"])),
      )
      .returning({ queueJobId: job.queueJobId });
    const delivery = cancelled[0]?.queueJobId;
    if (delivery) await queue.boss.cancel(queueName, delivery).catch(() => undefined);
    runner.abort(jobId);
    events.notify(jobId);
  };

  return {
    async enqueue(newJob) {
      const id = crypto.randomUUID();
      const row = await db.transaction(async (tx) => {
        if (newJob.usage) {
          await meter.charge(
            tx,
            {
              userId: newJob.userId,
              guest: newJob.address !== undefined,
              address: newJob.address ?? null,
            },
            newJob.toolId,
            newJob.usage,
            { jobId: id },
          );
        }
        const queueJobId = await queue.send(tx, { jobId: id });
        const [inserted] = await tx
          .insert(job)
          .values({
            id,
            userId: newJob.userId,
            toolId: newJob.toolId,
            input: newJob.input,
            title: newJob.title,
            estimatedSeconds: newJob.estimatedSeconds,
            payerAddress: newJob.address ?? null,
            stage: "Waiting to start",
            queueJobId,
          })
          .returning();
        return inserted;
      });
      if (!row) throw new Error("job insert returned no row");
      runner.wake();
      return jobView(row, []);
    },
    async cancel(userId, jobId) {
      await cancel(userId, jobId);
      return jobStore(db, userId).view(jobId);
    },
    async cancelAllOf(userId) {
      const open = await db
        .select({ id: job.id })
        .from(job)
        .where(and(eq(job.userId, userId), inArray(job.status, ["queued", "running"])));
      for (const { id } of open) await cancel(userId, id);
      return open.length;
    },
    async remove(userId, jobId) {
      await cancel(userId, jobId);
      const keys = await jobStore(db, userId).remove(jobId);
      if (!keys) return false;
      await Promise.all(keys.map((key) => storage.remove(key)));
      return true;
    },
    async retry(jobId, within) {
      const row = await db.transaction(async (tx) => {
        const [failed] = await tx
          .select({ id: job.id })
          .from(job)
          .where(and(eq(job.id, jobId), eq(job.status, "failed")))
          .for("update");
        if (!failed) return undefined;
        const queueJobId = await queue.send(tx, { jobId });
        // A fresh start: a new provider request (the failed run's ticket is no use), a first attempt.
        const [queued] = await tx
          .update(job)
          .set({
            status: "queued",
            queueJobId,
            attempt: 0,
            progress: null,
            stage: "Waiting to start",
            errorReason: null,
            checkpoint: null,
            heartbeatAt: null,
            startedAt: null,
            finishedAt: null,
          })
          .where(eq(job.id, jobId))
          .returning();
        await within?.(tx);
        return queued;
      });
      if (!row) return undefined;
      runner.wake();
      events.notify(jobId);
      return jobView(row, []);
    },
    async finished(userId, jobId, signal) {
      const store = jobStore(db, userId);
      for (;;) {
        const changed = events.next(jobId, 2000, signal);
        const view = await store.view(jobId);
        if (!view || isFinished(view.status) || signal?.aborted) return view;
        await changed;
      }
    },
    events,
    async stop() {
      recovery.stop();
      await runner.stop();
      await queue.stop();
    },
  };
}
