import path from "node:path";
import { z } from "zod";
import { documentStore } from "@/server/features/documents/document-store";
import { ingestDocument } from "@/server/features/documents/ingest-document";
import { pagesFromReaders } from "@/server/features/documents/reader-pages";
import { JobFailure } from "@/server/features/jobs/job-failure";
import type { JobHandler } from "@/server/features/jobs/job-runner";
import type { JobHandlerDeps } from "../panel-tool";

/** The ingest job's input: the owner's document to read. */
export const ingestInputSchema = z.object({ documentId: z.string() });

/** What a finished ingest job answers. */
export type IngestResult = { documentId: string; pages: number; note: string | null };

/**
 * Reads one uploaded document into pages, chunks and (with an embedding model) vectors, with
 * its progress on the job ("Reading page 37 of 120"). The pages are read in the file readers'
 * processes, so a bomb or a damaged file fails the job, never the server; a document that
 * cannot be answered from (a scan, a damaged file) fails the job with the reason.
 */
export function ingestDocumentJob({
  db,
  storage,
  env,
  fileReaders,
  documentSearch,
  logger,
}: JobHandlerDeps): JobHandler {
  const readPages = pagesFromReaders(fileReaders, path.join(env.dataDir, "reading"));
  return async ({ userId, input, signal, progress, charge }) => {
    const { documentId } = ingestInputSchema.parse(input);
    if (!(await documentStore(db, userId).get(documentId))) {
      throw new JobFailure("The document was removed before it was read.", { userCaused: true });
    }
    const outcome = await ingestDocument(
      { db, storage, embedder: await documentSearch.embedder(), logger },
      { userId, documentId },
      readPages,
      (update) => progress(update),
      signal,
      (pages) => charge([{ kind: "pdf", amount: pages }]),
    );
    if (outcome.status === "failed") {
      throw new JobFailure(outcome.note ?? "Bismo could not read this document.", {
        userCaused: true,
      });
    }
    const result: IngestResult = { documentId, pages: outcome.pageCount, note: outcome.note };
    return result;
  };
}
