import type { DocumentFormat } from "@/shared/documents";
import { type ExtractedPages, extractPages, UnreadableDocumentError } from "./extract-pages";
import { type ReadingLimits, UnreadableFileError, unreadable } from "./limits";
import { checkPdfStreams } from "./pdf-check";
import { checkZip } from "./zip-check";

const kinds: Record<DocumentFormat, string> = {
  pdf: "a PDF",
  docx: "a Word document",
  pptx: "a PowerPoint deck",
  txt: "a text file",
  md: "a Markdown file",
};

/**
 * A document's text page by page (extract-pages.ts) in a reader process: a PDF's
 * streams and a zip's entries are counted against the limits before the library that would
 * unpack them runs, and each page read is reported through `onPage`.
 */
export async function readDocumentPages(
  bytes: Uint8Array,
  format: DocumentFormat,
  limits: ReadingLimits,
  onPage: (done: number, total: number) => void,
): Promise<ExtractedPages> {
  try {
    if (format === "pdf") await checkPdfStreams(bytes, limits);
    if (format === "docx" || format === "pptx") await checkZip(bytes, limits, kinds[format]);
    return await extractPages(bytes, format, { maxPages: limits.maxPages, onPage });
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    if (error instanceof UnreadableDocumentError) throw new UnreadableFileError(error.message);
    throw unreadable.damaged(kinds[format]);
  }
}
