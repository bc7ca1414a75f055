import type { DocumentFormat as PagedFormat } from "@/shared/documents";
import type { DocumentFormat, DocumentText } from "./document-text";
import type { ExtractedPages } from "./extract-pages";
import type { ImageFormat, ImageInfo } from "./image-info";
import type { ReadingLimits } from "./limits";

/** What a reader process is asked to do with one file, which it reads from disk itself. */
export type ReadingJob =
  | { kind: "document-text"; filePath: string; format: DocumentFormat; maxChars: number }
  | { kind: "image-info"; filePath: string; format: ImageFormat }
  /** A document's text page by page, for Ask My PDF (progress is reported per page). */
  | { kind: "document-pages"; filePath: string; format: PagedFormat };

export type ReadingResult<Job extends ReadingJob> = Job extends { kind: "document-text" }
  ? DocumentText
  : Job extends { kind: "document-pages" }
    ? ExtractedPages
    : ImageInfo;

/** Parent to reader process. */
export type ReadingRequest = { id: number; job: ReadingJob; limits: ReadingLimits };

/** Reader process to parent: progress on the way, then the result or why the file could not be read. */
export type ReadingReply =
  | { id: number; progress: { done: number; total: number } }
  | { id: number; ok: true; result: DocumentText | ImageInfo | ExtractedPages }
  | { id: number; ok: false; reason: string };
