import { Hono } from "hono";
import { rateLimitBy } from "@/server/features/auth/rate-limit-by";
import { type AppEnv, requireAccount } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import { accountArchive, type DeckToPptx } from "./export-archive";
import { zipOf } from "./export-zip";

/** An async iterator's chunks as a web stream that reads on only as its reader takes them. */
function pulled(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    // The browser went away: the rows' and files' reads stop with it.
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/**
 * 'Download my data' (GDPR Art. 15 and 20): a ZIP of everything Bismo keeps for the account
 * (export-archive.ts), streamed as it is written, so a large account costs the server a page of
 * rows and a chunk of a file at a time, not the archive.
 */
export function exportRoutes(
  { db, storage }: { db: Db; storage: FileStorage },
  deckToPptx: DeckToPptx,
) {
  return new Hono<AppEnv>().get(
    "/account/export",
    rateLimitBy(db, "account-export", { windowSeconds: 3600, max: 20 }),
    (c) => {
      const { user } = requireAccount(c);
      const exportedAt = new Date();
      const archive = zipOf(accountArchive({ db, storage, deckToPptx }, user.id, exportedAt));
      const filename = `bismo-data-${exportedAt.toISOString().slice(0, 10)}.zip`;
      return c.body(pulled(archive), 200, {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      });
    },
  );
}
