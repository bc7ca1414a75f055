import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Meter } from "@/server/features/usage/meter";
import type { Db } from "@/server/platform/db/client";
import { job, mediaFile } from "@/server/platform/db/schema/media";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import { type JobQueue, queueName } from "./job-queue";

/** A run lost with its server is started once more; lost again, the job fails. */
export const maxAttempts = 2;

export const lostTwiceReason =
  "The server stopped while this job was running, and again when it was resumed. Please try again.";

/**
 * Finds running jobs whose worker has not reported for `staleSeconds` (its server was killed or
 * lost its database) and puts each back in the queue, or fails it with a reason if it was
 * already resumed once. Rows another instance is looking at are skipped, not waited for.
 */
export async function recoverLostJobs(
  deps: { db: Db; queue: JobQueue; storage: FileStorage; meter: Meter },
  staleSeconds: number,
) {
  const { db, queue, storage, meter } = deps;
  const outcome = await db.transaction(async (tx) => {
    const lost = await tx
      .select({ id: job.id, attempt: job.attempt, queueJobId: job.queueJobId })
      .from(job)
      .where(
        and(
          eq(job.status, "running"),
          or(
            isNull(job.heartbeatAt),
            lt(job.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
          ),
        ),
      )
      .for("update", { skipLocked: true });
    const resumed: string[] = [];
    const failed: string[] = [];
    for (const row of lost) {
      if (row.attempt < maxAttempts) {
        const next = await queue.send(tx, { jobId: row.id });
        await tx
          .update(job)
          .set({
            status: "queued",
            queueJobId: next,
            progress: null,
            stage: "Resuming: the server restarted while this job was running",
            heartbeatAt: null,
          })
          .where(eq(job.id, row.id));
        resumed.push(row.id);
      } else {
        await tx
          .update(job)
          .set({
            status: "failed",
            errorReason: lostTwiceReason,
            stage: null,
            finishedAt: sql`now()`,
          })
          .where(eq(job.id, row.id));
        // Lost with its server twice is no fault of the owner's: the work's charge goes back,
        // in the same commit as the failure.
        await meter.refund(tx, { jobId: row.id });
        failed.push(row.id);
      }
    }
    return { resumed, failed, oldDeliveries: lost.flatMap((row) => row.queueJobId ?? []) };
  });
  for (const id of outcome.failed) {
    const removed = await db
      .delete(mediaFile)
      .where(eq(mediaFile.jobId, id))
      .returning({ key: mediaFile.storageKey });
    await Promise.all(removed.map((row) => storage.remove(row.key)));
  }
  // The lost deliveries are still 'active' in pg-boss; they are done with.
  if (outcome.oldDeliveries.length > 0) {
    await queue.boss.cancel(queueName, outcome.oldDeliveries).catch(() => undefined);
  }
  return { resumed: outcome.resumed, failed: outcome.failed };
}

/**
 * Looks for lost jobs now and then every half of `staleSeconds`. `exclusive` (the embedded
 * database, which one process at a time may open) means no other server can be running
 * anything, so at start every running job is lost, whatever its heartbeat.
 */
export function startJobRecovery(options: {
  db: Db;
  queue: JobQueue;
  storage: FileStorage;
  meter: Meter;
  logger: Logger;
  staleSeconds: number;
  exclusive: boolean;
}) {
  const { logger } = options;
  const recover = (staleSeconds: number) =>
    recoverLostJobs(options, staleSeconds).then(
      ({ resumed, failed }) => {
        if (resumed.length || failed.length) {
          logger.warn({ resumed, failed }, "recovered jobs lost with a stopped server");
        }
      },
      (error: unknown) => logger.error({ err: error }, "recovering lost jobs failed"),
    );
  const first = recover(options.exclusive ? 0 : options.staleSeconds);
  const timer = setInterval(
    () => void recover(options.staleSeconds),
    (options.staleSeconds * 1000) / 2,
  );
  timer.unref();
  return { ready: first, stop: () => clearInterval(timer) };
}
