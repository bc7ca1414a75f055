import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { user } from "@/server/db/schema/auth";
import { upload } from "@/server/db/schema/workbench";
import type { FileStorage } from "./storage";

/**
 * Guests keep nothing on the server for long: their attachments live only as long as a chat
 * about them plausibly lasts, then this removes the rows and the files. (A maintenance sweep
 * across guests, so it is deliberately not scoped to one owner.)
 */
export async function sweepGuestUploads(db: Db, storage: FileStorage, olderThan: Date) {
  const guests = db.select({ id: user.id }).from(user).where(eq(user.isAnonymous, true));
  const expired = await db
    .delete(upload)
    .where(and(lt(upload.createdAt, olderThan), inArray(upload.userId, guests)))
    .returning({ storageKey: upload.storageKey });
  await Promise.all(expired.map((row) => storage.remove(row.storageKey)));
  return expired.length;
}
