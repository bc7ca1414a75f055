import type { Db } from "@/server/platform/db/client";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import { type MediaFileRow, mediaFileStore } from "./media-file-store";
import type { MediaKind } from "./sniff-media-type";

const filesPath = "/api/files/";

/** Whether a URL names one of the app's stored files (`/api/files/<id>`), not a web address. */
export const isStoredFileUrl = (url: string) => url.startsWith(filesPath);

/**
 * The owner's stored file that a `/api/files/<id>` URL names, when it is of `kind`; null when
 * it is someone else's, gone, of another kind, or the URL names no stored file.
 */
export async function ownMediaFile(
  db: Db,
  userId: string,
  url: string,
  kind?: MediaKind,
): Promise<MediaFileRow | null> {
  if (!isStoredFileUrl(url)) return null;
  const row = await mediaFileStore(db, userId).get(url.slice(filesPath.length));
  return row && (!kind || row.mediaType.startsWith(`${kind}/`)) ? row : null;
}

/** `ownMediaFile` with its bytes, for a job that sends them on; null when either is gone. */
export async function readOwnMediaFile(
  { db, storage }: { db: Db; storage: FileStorage },
  userId: string,
  url: string,
): Promise<{ row: MediaFileRow; bytes: Uint8Array } | null> {
  const row = await ownMediaFile(db, userId, url);
  const bytes = row ? await storage.read(row.storageKey) : null;
  return row && bytes ? { row, bytes } : null;
}
