import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import { mediaFile, shareLink } from "@/server/platform/db/schema/media";
import type { ShareLinkView } from "@/shared/share-links";

export type ShareLinkRow = typeof shareLink.$inferSelect;

/** 32 random bytes, base64url: 43 characters nobody can guess or enumerate. */
export const newShareToken = () => crypto.randomBytes(32).toString("base64url");
export const shareTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const sharePath = (token: string) => `/api/shared/${token}`;

export function shareLinkView(row: ShareLinkRow, appUrl: string): ShareLinkView {
  return { url: `${appUrl}${sharePath(row.token)}`, createdAt: row.createdAt.toISOString() };
}

/** One owner's share links: made, looked up and revoked only for files they own. */
export function shareLinkStore(db: Db, userId: string) {
  return {
    async forFile(fileId: string): Promise<ShareLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(shareLink)
        .where(and(eq(shareLink.mediaFileId, fileId), eq(shareLink.userId, userId)));
      return row;
    },
    /** The file's link, made now if it has none. */
    async share(fileId: string): Promise<ShareLinkRow> {
      const existing = await this.forFile(fileId);
      if (existing) return existing;
      const [row] = await db
        .insert(shareLink)
        .values({ token: newShareToken(), userId, mediaFileId: fileId })
        .returning();
      if (!row) throw new Error("share link insert returned no row");
      return row;
    },
    /** Deletes the file's link: anyone holding it gets 404 from now on. */
    async revoke(fileId: string): Promise<boolean> {
      const deleted = await db
        .delete(shareLink)
        .where(and(eq(shareLink.mediaFileId, fileId), eq(shareLink.userId, userId)))
        .returning({ token: shareLink.token });
      return deleted.length > 0;
    },
  };
}

/** The file a live link points to, for anyone who has the link. */
export async function sharedFile(db: Db, token: string) {
  const [row] = await db
    .select({ file: mediaFile })
    .from(shareLink)
    .innerJoin(
      mediaFile,
      and(eq(mediaFile.id, shareLink.mediaFileId), eq(mediaFile.userId, shareLink.userId)),
    )
    .where(eq(shareLink.token, token));
  return row?.file;
}
