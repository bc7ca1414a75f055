import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import { upload } from "@/server/platform/db/schema/workbench";
import type { FileStorage } from "@/server/platform/storage/file-storage";

export type StoredUpload = typeof upload.$inferSelect;

/** The uploads of one user (account or guest); every query carries the owner's id. */
export function uploadStore(db: Db, storage: FileStorage, userId: string) {
  return {
    /** The owner's uploads among `ids`, with their extracted text; others' ids are left out. */
    async owned(ids: readonly string[]): Promise<Map<string, StoredUpload>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(upload)
        .where(and(inArray(upload.id, [...ids]), eq(upload.userId, userId)));
      return new Map(rows.map((row) => [row.id, row]));
    },
    /** The upload's bytes, or null when its file is gone (guests' files expire). */
    bytes: (file: StoredUpload) => storage.read(file.storageKey),
  };
}

export type UploadStore = ReturnType<typeof uploadStore>;
