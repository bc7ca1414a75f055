import { and, eq, inArray, lt } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "@/server/platform/db/client";
import { user } from "@/server/platform/db/schema/auth";
import { upload } from "@/server/platform/db/schema/workbench";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import { removeUploads } from "./upload-files";

/**
 * Guests keep nothing on the server for long: their attachments live only as long as a chat
 * about them plausibly lasts, then this removes the rows and the files. (A maintenance sweep
 * across guests, so it is deliberately not scoped to one owner.)
 */
async function sweepGuestUploads(db: Db, storage: FileStorage, olderThan: Date) {
  const guests = db.select({ id: user.id }).from(user).where(eq(user.isAnonymous, true));
  return removeUploads(
    db,
    storage,
    and(lt(upload.createdAt, olderThan), inArray(upload.userId, guests)),
  );
}

/**
 * Runs the sweep on a timer, so guests' files go on time even when nobody uploads again:
 * every quarter of the retention time, at most every 5 minutes. Returns a stop function.
 */
export function startGuestUploadSweeper(options: {
  db: Db;
  storage: FileStorage;
  retentionMinutes: number;
  logger: Logger;
}) {
  const retentionMs = options.retentionMinutes * 60_000;
  const sweep = () =>
    sweepGuestUploads(options.db, options.storage, new Date(Date.now() - retentionMs)).then(
      (removed) => {
        if (removed > 0) options.logger.info({ removed }, "removed expired guest uploads");
      },
      (error: unknown) => options.logger.error({ err: error }, "sweeping guest uploads failed"),
    );
  const timer = setInterval(sweep, Math.min(retentionMs / 4, 5 * 60_000));
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
