// `npm run restore -- <backup folder>`: a backup (`npm run backup`) into an empty DATA_DIR, or
// an empty database at DATABASE_URL (decision 0031). Then the app's later migrations, and a
// delivery in the job queue for each job that was waiting in it (the queue's own tables are
// not in a backup: the job rows are the truth, decision 0012; a job that was running is
// resumed by the server's recovery when it starts).
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { openJobQueue } from "./features/jobs/job-queue";
import { restoreBackup } from "./platform/backup/restore-backup";
import { openConfiguredDatabase } from "./platform/db/configured-database";
import { job } from "./platform/db/schema/media";
import { parseEnv } from "./platform/env";
import { openFileStorage } from "./platform/storage/open-file-storage";

async function requeueWaitingJobs(env: ReturnType<typeof parseEnv>, logger: pino.Logger) {
  const database = await openConfiguredDatabase(env, logger);
  try {
    const queue = await openJobQueue({ executeSql: database.executeSql, logger });
    try {
      const waiting = await database.db
        .select({ id: job.id })
        .from(job)
        .where(eq(job.status, "queued"));
      for (const { id } of waiting) {
        await database.db.transaction(async (tx) => {
          const queueJobId = await queue.send(tx, { jobId: id });
          await tx.update(job).set({ queueJobId }).where(eq(job.id, id));
        });
      }
      return waiting.length;
    } finally {
      await queue.stop();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const source = process.argv[2];
  if (!source) throw new Error("name the backup folder: npm run restore -- <folder>");
  const env = parseEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  const started = performance.now();
  const { manifest, absentObjects } = await restoreBackup({
    dir: path.resolve(source),
    dataDir: env.dataDir,
    databaseUrl: env.DATABASE_URL,
    s3: env.S3_BUCKET ? openFileStorage(env) : undefined,
    logger,
  });
  const requeued = await requeueWaitingJobs(env, logger);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Restored ${rows} rows and ${manifest.files.count} files as of ${manifest.takenAt} ` +
      `into ${env.DATABASE_URL ? "DATABASE_URL's database" : env.dataDir} in ${seconds} s; ` +
      `${requeued} waiting jobs queued again.`,
  );
  if (absentObjects.length > 0) {
    console.warn(
      `${absentObjects.length} of the backup's S3 objects are not in the bucket (${absentObjects[0]}...): restore them from the bucket's versions or copy.`,
    );
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
