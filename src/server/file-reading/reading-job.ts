import type { DocumentFormat, DocumentText } from "./document-text";
import type { ImageFormat, ImageInfo } from "./image-info";
import type { ReadingLimits } from "./limits";

/** What a reader process is asked to do with one file, which it reads from disk itself. */
export type ReadingJob =
  | { kind: "document-text"; filePath: string; format: DocumentFormat; maxChars: number }
  | { kind: "image-info"; filePath: string; format: ImageFormat };

export type ReadingResult<Job extends ReadingJob> = Job extends { kind: "document-text" }
  ? DocumentText
  : ImageInfo;

/** Parent to reader process. */
export type ReadingRequest = { id: number; job: ReadingJob; limits: ReadingLimits };

/** Reader process to parent: the result, or why the file could not be read. */
export type ReadingReply =
  | { id: number; ok: true; result: DocumentText | ImageInfo }
  | { id: number; ok: false; reason: string };
