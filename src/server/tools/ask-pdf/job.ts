import path from "node:path";
import { documentStore } from "@/server/features/documents/document-store";
import { ingestDocument } from "@/server/features/documents/ingest-document";
import { pagesFromReaders } from "@/server/features/documents/reader-pages";
import { defineJob } from "@/server/features/jobs/define-job";
import { JobFailure } from "@/server/features/jobs/job-failure";
import { documentReadingInputSchema, documentReadingResultSchema } from "@/shared/tools/ask-pdf";
import type { JobHandlerDeps } from "../panel-tool";

/**
 * Reads one uploaded document into pages, chunks and (with an embedding model) vectors, with
 * its progress on the job ("Reading page 37 of 120"). The pages are read in the file readers'
 * processes, so a bomb or a damaged file fails the job, never the server; a document that
 * cannot be answered from (a scan, a damaged file) fails the job with the reason.
 */
export function askPdfJob({
  db,
  storage,
  env,
  fileReaders,
  documentSearch,
  logger,
}: JobHandlerDeps) {
  const readPages = pagesFromReaders(fileReaders, path.join(env.dataDir, "reading"));
  const contract = defineJob({
    input: documentReadingInputSchema,
    result: documentReadingResultSchema,
  });
  return contract(async ({ userId, input: { documentId }, signal, progress, charge }) => {
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
    return { documentId, pages: outcome.pageCount, note: outcome.note };
  });
}
