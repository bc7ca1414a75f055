import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import { type MediaFileRow, storeMediaFile } from "@/server/features/files/media-file-store";
import type { MediaKind } from "@/server/features/files/sniff-media-type";
import type { Meter, UsageItem } from "@/server/features/usage/meter";
import type { Db } from "@/server/platform/db/client";
import { job, mediaFile } from "@/server/platform/db/schema/media";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import type { JobEvents } from "./job-events";
import { failureReason } from "./job-failure";
import { type JobQueue, type QueueMessage, queueName } from "./job-queue";
import type { JobRow } from "./job-store";

export type ProgressUpdate = {
  /** 0-100; null clears it (a stage with no measurable progress). */
  percent?: number | null;
  stage?: string | null;
  estimatedSeconds?: number | null;
};

/** What a tool's job handler gets: its validated input, a signal, and ways to report and store. */
export type JobContext = {
  jobId: string;
  userId: string;
  toolId: string;
  input: unknown;
  /** What an earlier run of this job saved with `saveCheckpoint` (after a restart), or null. */
  checkpoint: unknown;
  /** Keeps where this run got to (a provider's request ticket) for a run that resumes it. */
  saveCheckpoint(checkpoint: unknown): Promise<void>;
  /** Aborts when the owner cancels, the job is deleted, or the server stops. */
  signal: AbortSignal;
  progress(update: ProgressUpdate): Promise<void>;
  /**
   * Charges work whose size the job learns as it runs (a document's pages) to the owner's
   * allowances; throws QuotaError, which fails the job with its message, when they would be passed.
   */
  charge(items: readonly UsageItem[]): Promise<void>;
  /** Stores an output file of this job (its type read from its bytes). */
  saveFile(file: {
    name: string;
    body: AsyncIterable<Uint8Array> | Uint8Array;
    kinds: readonly MediaKind[];
  }): Promise<MediaFileRow>;
};

/** Runs one job to its result (the tool's output contract), or throws why it could not. */
export type JobHandler = (context: JobContext) => Promise<unknown>;

export type JobRunnerSettings = {
  /** Jobs this instance runs at once. */
  concurrency: number;
  /** Jobs one user has running at once, across all instances. */
  perUser: number;
  heartbeatMs: number;
  maxFileBytes: number;
};

async function* single(bytes: Uint8Array) {
  yield bytes;
}

type Running = { controller: AbortController; attempt: number };

/** The abort reason when this server stops: the row is left for recovery, not failed. */
const shuttingDown = new Error("the server is stopping");

/** How long a job waits before another try when its owner already has `perUser` running. */
const deferSeconds = 2;

/**
 * This instance's places for running jobs, fed by one queue worker: it takes a delivery,
 * claims the job row (unless the owner is at their limit), starts the tool's handler in a free
 * place and takes the next delivery once a place is free again; each run records its outcome.
 * The rows are only ever finished by the attempt that claimed them, so a cancel, a delete or a
 * recovery always wins. One worker rather than one per place: an idle server then polls the
 * queue once per interval, on one database connection, instead of once per place on as many.
 */
export function createJobRunner(deps: {
  db: Db;
  storage: FileStorage;
  queue: JobQueue;
  events: JobEvents;
  meter: Meter;
  logger: Logger;
  handlers: Readonly<Record<string, JobHandler>>;
  settings: JobRunnerSettings;
}) {
  const { db, storage, queue, events, meter, logger, settings } = deps;
  const running = new Map<string, Running>();
  const runs = new Set<Promise<void>>();
  let workerId: string | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let stopping = false;
  /** The worker, waiting for a place to come free. */
  let placeWaiter: (() => void) | undefined;
  const placeFreed = () => {
    placeWaiter?.();
    placeWaiter = undefined;
  };
  const lookNow = () => {
    if (workerId) queue.boss.notifyWorker(workerId);
  };

  const removeFilesOf = async (jobId: string) => {
    const removed = await db
      .delete(mediaFile)
      .where(eq(mediaFile.jobId, jobId))
      .returning({ key: mediaFile.storageKey });
    await Promise.all(removed.map((row) => storage.remove(row.key)));
  };

  type Claim = { kind: "run"; row: JobRow } | { kind: "defer" } | { kind: "skip" };

  const claim = (jobId: string, queueJobId: string): Promise<Claim> =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(job).where(eq(job.id, jobId)).for("update");
      if (row?.status !== "queued" || row.queueJobId !== queueJobId) return { kind: "skip" };
      // One owner's claims take turns, so two instances cannot both take the last free place.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`bismo-job-user:${row.userId}`}))`,
      );
      const [busy] = await tx
        .select({ n: count() })
        .from(job)
        .where(and(eq(job.userId, row.userId), eq(job.status, "running")));
      if ((busy?.n ?? 0) >= settings.perUser) {
        const next = await queue.send(tx, { jobId }, { startAfterSeconds: deferSeconds });
        await tx.update(job).set({ queueJobId: next }).where(eq(job.id, jobId));
        return { kind: "defer" };
      }
      const [claimed] = await tx
        .update(job)
        .set({
          status: "running",
          attempt: row.attempt + 1,
          startedAt: row.startedAt ?? sql`now()`,
          heartbeatAt: sql`now()`,
          progress: null,
          stage: "Starting",
        })
        .where(eq(job.id, jobId))
        .returning();
      return claimed ? { kind: "run", row: claimed } : { kind: "skip" };
    });

  /** Writes `values` to the row while this run still holds it; false when it does not. */
  const markOwn = async (
    executor: Pick<Db, "update">,
    row: JobRow,
    values: PgUpdateSetSource<typeof job>,
  ) => {
    const updated = await executor
      .update(job)
      .set(values)
      .where(and(eq(job.id, row.id), eq(job.status, "running"), eq(job.attempt, row.attempt)))
      .returning({ id: job.id });
    return updated.length > 0;
  };
  /** Changes a running job's row, only while this attempt still owns it, and tells watchers. */
  const updateOwn = async (row: JobRow, values: PgUpdateSetSource<typeof job>) => {
    const updated = await markOwn(db, row, values);
    events.notify(row.id);
    return updated;
  };

  const run = async (row: JobRow) => {
    const controller = new AbortController();
    running.set(row.id, { controller, attempt: row.attempt });
    events.notify(row.id);
    try {
      // A run lost with its server may have stored some files: this attempt starts clean.
      if (row.attempt > 1) await removeFilesOf(row.id);
      const handler = deps.handlers[row.toolId];
      if (!handler) throw new Error(`no job handler for ${row.toolId}`);
      const result = await handler({
        jobId: row.id,
        userId: row.userId,
        toolId: row.toolId,
        input: row.input,
        checkpoint: row.checkpoint ?? null,
        saveCheckpoint: async (checkpoint) => {
          await updateOwn(row, { checkpoint, heartbeatAt: sql`now()` });
        },
        signal: controller.signal,
        charge: async (items) => {
          await meter.charge(
            db,
            { userId: row.userId, guest: row.payerAddress !== null, address: row.payerAddress },
            row.toolId,
            items,
            { jobId: row.id },
          );
        },
        progress: async (update) => {
          await updateOwn(row, {
            progress: update.percent === undefined ? undefined : update.percent,
            stage: update.stage === undefined ? undefined : update.stage,
            estimatedSeconds: update.estimatedSeconds,
            heartbeatAt: sql`now()`,
          });
        },
        saveFile: (file) =>
          storeMediaFile(
            { db, storage },
            {
              userId: row.userId,
              toolId: row.toolId,
              jobId: row.id,
              name: file.name,
              body: file.body instanceof Uint8Array ? single(file.body) : file.body,
              kinds: file.kinds,
              maxBytes: settings.maxFileBytes,
            },
          ),
      });
      const finished = await updateOwn(row, {
        status: "succeeded",
        result: result ?? null,
        progress: 100,
        stage: null,
        finishedAt: sql`now()`,
      });
      if (!finished) await removeFilesOf(row.id);
    } catch (error) {
      if (controller.signal.reason === shuttingDown) return;
      if (controller.signal.aborted) {
        // Cancelled, deleted or taken over: whoever did that has written the row.
        await removeFilesOf(row.id);
        return;
      }
      const { reason, internal, refund } = failureReason(error);
      if (internal) logger.error({ err: error, jobId: row.id, toolId: row.toolId }, "job failed");
      // The failure and its refund commit together: whoever sees the job failed sees the
      // charge back.
      await db.transaction(async (tx) => {
        const failed = await markOwn(tx, row, {
          status: "failed",
          errorReason: reason,
          stage: null,
          finishedAt: sql`now()`,
        });
        if (failed && refund) await meter.refund(tx, { jobId: row.id });
      });
      events.notify(row.id);
      await removeFilesOf(row.id);
    } finally {
      running.delete(row.id);
    }
  };

  const deliver = async ([delivery]: { id: string; data: QueueMessage }[]) => {
    if (!delivery) return;
    // pg-boss waits a polling interval after every delivery; having found work, the worker
    // looks again as soon as a place is free, so a backlog drains at the places' pace.
    lookNow();
    const claimed = await claim(delivery.data.jobId, delivery.id);
    if (claimed.kind === "run") {
      // Recording the outcome can itself fail (the database restarting, decision 0034): the row
      // stays running, and recovery resumes the job once its heartbeat is stale.
      const done = run(claimed.row).catch((error: unknown) => {
        logger.error(
          { err: error, jobId: claimed.row.id },
          "a job's outcome could not be recorded; it will be resumed",
        );
      });
      runs.add(done);
      void done.finally(() => {
        runs.delete(done);
        placeFreed();
      });
    }
    while (!stopping && running.size >= settings.concurrency) {
      await new Promise<void>((resolve) => {
        placeWaiter = resolve;
      });
    }
  };

  /** Keeps this instance's running jobs alive in the database and stops those no longer wanted. */
  const beat = async () => {
    if (running.size === 0) return;
    const alive = await db
      .update(job)
      .set({ heartbeatAt: sql`now()` })
      .where(and(inArray(job.id, [...running.keys()]), eq(job.status, "running")))
      .returning({ id: job.id, attempt: job.attempt });
    const still = new Map(alive.map((row) => [row.id, row.attempt]));
    for (const [id, local] of running) {
      if (still.get(id) !== local.attempt) local.controller.abort();
    }
  };

  return {
    async start() {
      workerId = await queue.boss.work<QueueMessage>(
        queueName,
        { batchSize: 1, pollingIntervalSeconds: 2 },
        deliver,
      );
      heartbeat = setInterval(() => {
        beat().catch((error: unknown) => logger.error({ err: error }, "job heartbeat failed"));
      }, settings.heartbeatMs);
      heartbeat.unref();
    },
    /** A job was queued here: the worker looks now (or once a place is free), not next poll. */
    wake: lookNow,
    /** Stops a job running on this instance (its row has been changed by the caller). */
    abort(jobId: string) {
      running.get(jobId)?.controller.abort();
    },
    runningCount: () => running.size,
    /**
     * Stops taking work and stops the jobs running here without touching their rows: with no
     * heartbeat, recovery resumes them (on the embedded database, at the next start).
     */
    async stop() {
      clearInterval(heartbeat);
      stopping = true;
      await queue.boss.offWork(queueName);
      placeFreed();
      for (const local of running.values()) local.controller.abort(shuttingDown);
      await Promise.allSettled(runs);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
