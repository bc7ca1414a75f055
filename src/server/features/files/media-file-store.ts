import { and, eq, inArray, type SQL } from "drizzle-orm";
import { checkStorageRoom, type UploadLimits } from "@/server/features/uploads/upload-limits";
import type { Db } from "@/server/platform/db/client";
import { mediaFile } from "@/server/platform/db/schema/media";
import { AppError, fileTooLarge } from "@/server/platform/http/errors";
import { type FileStorage, StoredFileTooLarge } from "@/server/platform/storage/file-storage";
import type { MediaFileView } from "@/shared/jobs";
import { describeUnknown, type MediaKind, sniffLength, sniffMediaType } from "./sniff-media-type";

export type MediaFileRow = typeof mediaFile.$inferSelect;

export function mediaFileView(row: MediaFileRow): MediaFileView {
  return {
    id: row.id,
    name: row.name,
    mediaType: row.mediaType,
    size: row.size,
    url: `/api/files/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}

const kindNames: Record<MediaKind, string> = {
  image: "an image (PNG, JPEG, WebP, GIF)",
  audio: "audio (MP3, WAV, M4A, OGG, FLAC, AAC)",
  video: "a video (MP4, MOV, WebM, AVI)",
  model: "a 3D model (GLB)",
};

export function unsupportedFile(kinds: readonly MediaKind[], why: string) {
  return new AppError(
    "unsupported_media_type",
    `This file is not ${kinds.map((kind) => kindNames[kind]).join(" or ")}: ${why}.`,
  );
}

/** A file name safe to store and to send back in Content-Disposition, ending as its type does. */
export function safeFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .slice(0, 150);
  const stem = base.replace(/\.[^.]*$/, "") || "file";
  const current = base.slice(stem.length).toLowerCase();
  const same = current === extension || (extension === ".jpg" && current === ".jpeg");
  return same ? base : `${stem}${extension}`;
}

/** Reads the first bytes of a stream, and gives back a stream of all of it. */
async function peek(body: AsyncIterable<Uint8Array>) {
  const iterator = body[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < sniffLength) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    length += next.value.byteLength;
  }
  const whole = async function* () {
    yield* head;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  };
  return { head: Buffer.concat(head).subarray(0, sniffLength), whole: whole() };
}

export type NewMediaFile = {
  userId: string;
  toolId?: string | null;
  jobId?: string | null;
  name: string;
  body: AsyncIterable<Uint8Array>;
  /** The kinds the caller takes; another type (or one Bismo does not know) is refused, 415. */
  kinds: readonly MediaKind[];
  maxBytes: number;
  /** Set for a person's own upload: it must fit their storage (checkStorageRoom, 413). */
  limits?: UploadLimits;
};

/**
 * Stores an owned media file: its type is read from its first bytes and checked against what
 * the caller takes before anything is written; the bytes stream into storage under a new key.
 */
export async function storeMediaFile(
  { db, storage }: { db: Db; storage: FileStorage },
  file: NewMediaFile,
): Promise<MediaFileRow> {
  const { head, whole } = await peek(file.body);
  const sniffed = sniffMediaType(head);
  if (!sniffed) throw unsupportedFile(file.kinds, describeUnknown(head));
  if (!file.kinds.includes(sniffed.kind)) {
    throw unsupportedFile(file.kinds, `it is ${kindNames[sniffed.kind]}`);
  }
  const stored = await storage.write(whole, { maxBytes: file.maxBytes }).catch((error: unknown) => {
    if (error instanceof StoredFileTooLarge) {
      throw new AppError("payload_too_large", fileTooLarge(file.maxBytes));
    }
    throw error;
  });
  try {
    const [row] = await db.transaction(async (tx) => {
      if (file.limits) await checkStorageRoom(tx, file.limits, file.userId, stored.size);
      return tx
        .insert(mediaFile)
        .values({
          userId: file.userId,
          toolId: file.toolId ?? null,
          jobId: file.jobId ?? null,
          name: safeFileName(file.name, sniffed.extension),
          mediaType: sniffed.mediaType,
          size: stored.size,
          storageKey: stored.key,
        })
        .returning();
    });
    if (!row) throw new Error("media file insert returned no row");
    return row;
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
}

/** One owner's media files; another owner's ids are not found. */
export function mediaFileStore(db: Db, userId: string) {
  return {
    async get(id: string) {
      const [row] = await db
        .select()
        .from(mediaFile)
        .where(and(eq(mediaFile.id, id), eq(mediaFile.userId, userId)));
      return row;
    },
    async list(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(mediaFile)
        .where(and(inArray(mediaFile.id, [...ids]), eq(mediaFile.userId, userId)));
    },
    /** Deletes the row and answers its storage key (for the caller to remove), or undefined. */
    async remove(id: string) {
      const [row] = await db
        .delete(mediaFile)
        .where(and(eq(mediaFile.id, id), eq(mediaFile.userId, userId)))
        .returning({ storageKey: mediaFile.storageKey });
      return row?.storageKey;
    },
  };
}

/** Deletes the media file rows `where` selects, then their bytes; answers how many went. */
export async function removeMediaFiles(db: Db, storage: FileStorage, where: SQL | undefined) {
  const removed = await db
    .delete(mediaFile)
    .where(where)
    .returning({ storageKey: mediaFile.storageKey });
  await Promise.all(removed.map((row) => storage.remove(row.storageKey)));
  return removed.length;
}
