import { and, eq, inArray, lt, or } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "@/server/platform/db/client";
import { user } from "@/server/platform/db/schema/auth";
import { job, mediaFile } from "@/server/platform/db/schema/media";
import type { FileStorage } from "@/server/platform/storage/file-storage";

/**
 * Guests' media files and job results expire as their chat attachments do (see
 * uploads/guest-upload-sweep.ts): rows and bytes go after the retention time. A maintenance
 * sweep across all guests, so deliberately not scoped to one owner.
 */
export async function sweepGuestFiles(db: Db, storage: FileStorage, olderThan: Date) {
  const guests = db.select({ id: user.id }).from(user).where(eq(user.isAnonymous, true));
  const { files, jobs } = await db.transaction(async (tx) => {
    const expiredJobs = tx
      .select({ id: job.id })
      .from(job)
      .where(and(lt(job.createdAt, olderThan), inArray(job.userId, guests)));
    // Their files first (and any other expired file), so the bytes' keys are known.
    const files = await tx
      .delete(mediaFile)
      .where(
        and(
          inArray(mediaFile.userId, guests),
          or(lt(mediaFile.createdAt, olderThan), inArray(mediaFile.jobId, expiredJobs)),
        ),
      )
      .returning({ key: mediaFile.storageKey });
    const removedJobs = await tx
      .delete(job)
      .where(and(lt(job.createdAt, olderThan), inArray(job.userId, guests)))
      .returning({ id: job.id });
    return { files, jobs: removedJobs.length };
  });
  await Promise.all(files.map((row) => storage.remove(row.key)));
  return { files: files.length, jobs };
}

/** Runs the sweep on a timer (a quarter of the retention time, at most every 5 minutes). */
export function startGuestFileSweeper(options: {
  db: Db;
  storage: FileStorage;
  retentionMinutes: number;
  logger: Logger;
}) {
  const retentionMs = options.retentionMinutes * 60_000;
  const sweep = () =>
    sweepGuestFiles(options.db, options.storage, new Date(Date.now() - retentionMs)).then(
      (removed) => {
        if (removed.files > 0 || removed.jobs > 0) {
          options.logger.info(removed, "removed expired guest media files and jobs");
        }
      },
      (error: unknown) => options.logger.error({ err: error }, "sweeping guest media files failed"),
    );
  const timer = setInterval(sweep, Math.min(retentionMs / 4, 5 * 60_000));
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
