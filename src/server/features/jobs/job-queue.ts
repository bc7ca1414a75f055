import PgBoss from "pg-boss";
import type { Logger } from "pino";
import { type Db, driverSql, type ExecuteSql } from "@/server/platform/db/client";

/** The one queue every tool's jobs go through; the job row says which tool runs it. */
export const queueName = "bismo-jobs";

/** What the queue carries: our row's id and the attempt it delivers. */
export type QueueMessage = { jobId: string };

/** Either the app's database or an open transaction on it (drizzle's `tx`). */
export type DbOrTx = Pick<Db, "execute">;

export type JobQueue = {
  boss: PgBoss;
  /** Enqueues a delivery of our job, in the transaction of `db` when it is one. */
  send(
    db: DbOrTx,
    message: QueueMessage,
    options?: { startAfterSeconds?: number },
  ): Promise<string>;
  stop(): Promise<void>;
};

const deadlockDetected = "40P01";

/**
 * Makes our queue unless it exists. Instances started together (WEB_CONCURRENCY, or several
 * servers on one PostgreSQL) may make it at the same moment, and pg-boss's create_queue, which
 * inserts the queue's row and its table, can then deadlock with itself: PostgreSQL picks one to
 * fail, and that one tries again once the other has made the queue.
 */
async function createQueueOnce(boss: PgBoss) {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(queueName, {
        name: queueName,
        policy: "standard",
        retryLimit: 0,
        // A safety net far past any provider timeout; lost runs are found sooner by their heartbeat.
        expireInSeconds: 60 * 60,
      });
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== deadlockDetected || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * Starts pg-boss on the app's own database (its tables live in their own schema, made and
 * migrated by pg-boss itself on start). Retries are not pg-boss's: a job's outcome is decided
 * by the runner, and a run lost with its server is resumed by `job-recovery.ts`.
 */
export async function openJobQueue(options: {
  executeSql: ExecuteSql;
  schema?: string;
  logger: Logger;
}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: options.executeSql },
    schema: options.schema ?? "pgboss",
    // No cron jobs; maintenance (expiring, archiving) stays on.
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on("error", (error) => options.logger.error({ err: error }, "job queue error"));
  await boss.start();
  await createQueueOnce(boss);
  return {
    boss,
    async send(db, message, sendOptions = {}) {
      const id = await boss.send(queueName, message, {
        db: { executeSql: driverSql(db) },
        startAfter: sendOptions.startAfterSeconds,
      });
      if (!id) throw new Error("the job queue did not accept the job");
      return id;
    },
    stop: () => boss.stop({ graceful: false, close: false }),
  };
}
