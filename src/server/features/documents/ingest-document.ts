import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import {
  type ExtractedPages,
  UnreadableDocumentError,
} from "@/server/engines/file-reading/extract-pages";
import { UnreadableFileError } from "@/server/engines/file-reading/limits";
import type { Embedder } from "@/server/engines/providers/embedding-models";
import { QuotaError } from "@/server/features/usage/meter";
import type { Db } from "@/server/platform/db/client";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import { chunkPages } from "./chunk-pages";
import { realArrayLiteral, unitVector } from "./document-search";
import { type DocumentRow, documentStore } from "./document-store";

export type IngestDeps = {
  db: Db;
  storage: FileStorage;
  embedder: Embedder | null;
  logger: Pick<Logger, "warn">;
};

/** Progress for the owner: a percentage and a short phrase ("Reading page 37 of 120"). */
export type IngestProgress = (update: { percent: number; stage: string }) => void | Promise<void>;

/** Reads a document's pages from its bytes; the caller decides where (here, or a reader process). */
export type PageReader = (
  row: DocumentRow,
  bytes: Uint8Array,
  onPage: (done: number, total: number) => Promise<void>,
) => Promise<ExtractedPages>;

/** How a document ended: ready (perhaps with a note on what was left out), or failed and why. */
export type IngestOutcome = { status: "ready" | "failed"; note: string | null; pageCount: number };

/** Pages with fewer characters than this are taken as pictures of text (a scan) with no text layer. */
const minPageChars = 10;
const embeddingBatch = 64;

/** Why a PDF none of whose pages has text cannot be answered from. */
export const scannedMessage =
  "This PDF has no text layer: its pages are pictures of text (a scan). Bismo reads a document's text, so it cannot answer from this one; run it through OCR first.";

export const damagedMessage = "Bismo could not read this document: the file looks damaged.";

/** Progress is written at most this often while pages are read (each write is a database update). */
const progressEveryMs = 500;

/**
 * Reads one document into searchable passages: pages (progress per page), chunks with their
 * offsets, and vectors where vector search is on. A document with no text, or one that cannot
 * be read, ends as failed with the reason for its owner; a failing embedding provider leaves
 * the document searchable by its words, with a note saying so.
 */
export async function ingestDocument(
  deps: IngestDeps,
  target: { userId: string; documentId: string },
  readPages: PageReader,
  progress: IngestProgress,
  signal?: AbortSignal,
  /** Charges the pages read to the owner's plan before they are indexed; may refuse (QuotaError). */
  chargePages?: (pages: number) => Promise<void>,
): Promise<IngestOutcome> {
  const store = documentStore(deps.db, target.userId);
  const row = await store.get(target.documentId);
  if (!row) throw new Error("the document to read is gone");
  const fail = async (note: string, pageCount = 0): Promise<IngestOutcome> => {
    await store.setStatus(row.id, "failed", note);
    return { status: "failed", note, pageCount };
  };

  await store.setStatus(row.id, "reading");
  const bytes = await deps.storage.read(row.storageKey);
  if (!bytes) return fail("The document's file is gone; upload it again.");
  const unitName = row.format === "pptx" ? "slide" : row.format === "pdf" ? "page" : "section";

  let extracted: ExtractedPages;
  let reported = 0;
  try {
    extracted = await readPages(row, new Uint8Array(bytes), async (done, total) => {
      if (done < total && Date.now() - reported < progressEveryMs) return;
      reported = Date.now();
      await progress({
        percent: Math.round((done / total) * 70),
        stage: `Reading ${unitName} ${done} of ${total}`,
      });
    });
  } catch (error) {
    if (error instanceof UnreadableDocumentError || error instanceof UnreadableFileError) {
      return fail(`Bismo could not read this document: ${error.message}.`);
    }
    deps.logger.warn({ err: error, documentId: row.id }, "a document could not be read");
    return fail(damagedMessage);
  }
  signal?.throwIfAborted();

  const { pages, unit } = extracted;
  const blank = pages.filter((page) => page.trim().length < minPageChars).length;
  if (pages.length === 0 || blank === pages.length) {
    return fail(
      row.format === "pdf" ? scannedMessage : "This document has no text to read.",
      pages.length,
    );
  }
  let note =
    row.format === "pdf" && blank > 0
      ? `${blank} of ${pages.length} pages have no text layer (scanned pictures) and cannot be searched.`
      : null;

  try {
    await chargePages?.(pages.length);
  } catch (error) {
    if (error instanceof QuotaError) return fail(error.message, pages.length);
    throw error;
  }

  const chunks = chunkPages(pages);
  await progress({ percent: 75, stage: `Indexing ${chunks.length} passages` });
  await store.saveText(row.id, unit, pages, chunks);

  if (deps.embedder) {
    const embedded = await embedChunks(deps, target.userId, row.id, progress, signal).catch(
      (error: unknown) => {
        deps.logger.warn({ err: error, documentId: row.id }, "embedding a document failed");
        return false;
      },
    );
    if (!embedded) {
      note = [
        note,
        "Vector search is not available for it (the embedding provider failed); it is searched by its words.",
      ]
        .filter(Boolean)
        .join(" ");
    }
  }
  await store.setStatus(row.id, "ready", note);
  await progress({ percent: 100, stage: "Ready" });
  return { status: "ready", note, pageCount: pages.length };
}

async function embedChunks(
  deps: IngestDeps,
  userId: string,
  documentId: string,
  progress: IngestProgress,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  const { embedder, db } = deps;
  if (!embedder) return false;
  const store = documentStore(db, userId);
  const chunks = await store.chunks(documentId);
  for (let from = 0; from < chunks.length; from += embeddingBatch) {
    const batch = chunks.slice(from, from + embeddingBatch);
    await progress({
      percent: 75 + Math.round((from / chunks.length) * 25),
      stage: `Embedding passages ${from + 1}-${from + batch.length} of ${chunks.length}`,
    });
    const vectors = await embedder.embed(
      batch.map((chunk) => chunk.text),
      signal,
    );
    const pairs = batch.map((chunk, index) => ({
      id: chunk.id,
      e: realArrayLiteral(unitVector(vectors[index] ?? [])),
    }));
    await db.execute(sql`
      update document_chunk c set embedding = u.e::real[]
      from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as u(id bigint, e text)
      where c.id = u.id and c.document_id = ${documentId}`);
  }
  await store.setEmbeddingModel(documentId, embedder.id);
  return true;
}
