import { and, eq, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { forgetInAuditLog } from "@/server/features/admin/audit-log";
import type { ErasedUser, UserErasure } from "@/server/features/auth/erasure";
import { removeMediaFiles } from "@/server/features/files/media-file-store";
import type { Jobs } from "@/server/features/jobs/jobs";
import { moveUploads, removeUploads } from "@/server/features/uploads/upload-files";
import type { Database } from "@/server/platform/db/client";
import { limitCounter, verification } from "@/server/platform/db/schema/auth";
import { document } from "@/server/platform/db/schema/documents";
import { job, mediaFile } from "@/server/platform/db/schema/media";
import { usageCounter } from "@/server/platform/db/schema/usage";
import { upload } from "@/server/platform/db/schema/workbench";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import { tablesNaming } from "./erasure-purge";

/** A job in these states may still be running somewhere. */
const unfinished = ["queued", "running"] as const;

/**
 * Everything that names a user goes with the user, in one place: better-auth runs these around
 * every deletion of a user row (an account deleted by its owner, a guest who signed in to an
 * account, an expired guest; auth.ts). Rows with a foreign key to the user cascade with it
 * (every such key cascades; the erasure test checks the schema). The rest is done here.
 */
export function createUserErasure({
  database,
  storage,
  jobs,
  logger,
}: {
  database: Pick<Database, "db" | "purgeDeleted">;
  storage: FileStorage;
  jobs: Pick<Jobs, "cancel">;
  logger: Logger;
}): UserErasure {
  const { db } = database;
  /** The tables each account being deleted has rows in, read before its rows go. */
  const holding = new Map<string, string[]>();
  return {
    /**
     * A guest who signs in or signs up keeps what it made: its attachments, media files and
     * finished jobs go to the account (then the guest is deleted). A job still running is
     * cancelled with the guest: its worker writes as the guest.
     */
    async handOver(fromUserId: string, toUserId: string) {
      await moveUploads(db, fromUserId, toUserId);
      const finished = db
        .select({ id: job.id })
        .from(job)
        .where(and(eq(job.userId, fromUserId), notInArray(job.status, [...unfinished])));
      await db
        .update(mediaFile)
        .set({ userId: toUserId })
        .where(
          and(
            eq(mediaFile.userId, fromUserId),
            or(isNull(mediaFile.jobId), inArray(mediaFile.jobId, finished)),
          ),
        );
      await db
        .update(job)
        .set({ userId: toUserId })
        .where(and(eq(job.userId, fromUserId), notInArray(job.status, [...unfinished])));
    },

    /**
     * Before the row goes: running jobs stop (no provider keeps working for nobody), files go
     * with their rows (attachments, media files, documents: the database cannot delete bytes in
     * storage),
     * and rows naming the user without a key. Job rows cascade with the user.
     */
    async before(erased: ErasedUser) {
      if (!erased.isAnonymous) holding.set(erased.id, await tablesNaming(db, erased.id));
      const running = await db
        .select({ id: job.id })
        .from(job)
        .where(and(eq(job.userId, erased.id), inArray(job.status, [...unfinished])));
      for (const { id } of running) await jobs.cancel(erased.id, id);
      await removeUploads(db, storage, eq(upload.userId, erased.id));
      await removeMediaFiles(db, storage, eq(mediaFile.userId, erased.id));
      // Documents (Ask My PDF): their pages, chunks and vectors cascade; their files do not.
      const documents = await db
        .delete(document)
        .where(eq(document.userId, erased.id))
        .returning({ key: document.storageKey });
      await Promise.all(documents.map(({ key }) => storage.remove(key)));
      const email = erased.email.toLowerCase();
      // Links' tokens (password reset, sign-in unlock) hold the user's id as their value.
      await db
        .delete(verification)
        .where(
          or(
            eq(verification.value, erased.id),
            sql`position(${erased.id} in ${verification.identifier}) > 0`,
            sql`position(${email} in lower(${verification.identifier})) > 0`,
            sql`position(${email} in lower(${verification.value})) > 0`,
          ),
        );
      // Bismo's own limits count per user under keys holding the id (`bismo:chat:user:<id>`,
      // `bismo:upload:guest:<id>`, ...).
      await db.delete(limitCounter).where(sql`position(${erased.id} in ${limitCounter.key}) > 0`);
      // Its allowances' counters (its charges cascade with it).
      await db.delete(usageCounter).where(eq(usageCounter.subject, `user:${erased.id}`));
      // The admin area's audit log keeps what was done, without the person's id.
      await forgetInAuditLog(db, erased.id);
    },

    /**
     * After: nothing of an account stays readable in the database's files either (decision
     * 0027). Its rows left the tables, but PostgreSQL keeps a deleted row's bytes in the
     * table's free space and its indexes, and in the write-ahead log, until reused: every table
     * that held something of the account is rewritten, and the log that held it dropped
     * (Database.purgeDeleted). A guest's rows (no name, no address) are left to PostgreSQL's
     * reuse: expired guests are swept every hour, and rewriting the tables as often would hold
     * them as often.
     */
    async after(erased: ErasedUser) {
      if (erased.isAnonymous) {
        logger.debug({ userId: erased.id }, "guest deleted");
        return;
      }
      const tables = holding.get(erased.id) ?? [];
      holding.delete(erased.id);
      const started = performance.now();
      await database.purgeDeleted(tables);
      logger.info(
        {
          userId: erased.id,
          tables: tables.length,
          purgeMs: Math.round(performance.now() - started),
        },
        "account deleted",
      );
    },
  };
}
