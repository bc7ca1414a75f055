import { eq, type SQL } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import { upload } from "@/server/platform/db/schema/workbench";
import type { FileStorage } from "@/server/platform/storage/file-storage";

/**
 * Deletes the upload rows `where` selects and then their files: the one way uploads are
 * removed (a guest's expiring, a user's deletion), so no file outlives its row. Answers how
 * many went.
 */
export async function removeUploads(db: Db, storage: FileStorage, where: SQL | undefined) {
  const removed = await db.delete(upload).where(where).returning({ storageKey: upload.storageKey });
  await Promise.all(removed.map((row) => storage.remove(row.storageKey)));
  return removed.length;
}

/** Gives a guest's uploads to the account the guest signed in to, files and all. */
export async function moveUploads(db: Db, fromUserId: string, toUserId: string) {
  await db.update(upload).set({ userId: toUserId }).where(eq(upload.userId, fromUserId));
}
