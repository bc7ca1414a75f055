/**
 * How far Bismo goes reading one untrusted file. Each limit is checked before the work it
 * bounds (declared sizes, page counts and image dimensions are read first), and the reader
 * process's memory and time caps catch whatever slips past a declaration.
 */
export type ReadingLimits = {
  /** Bytes a document may unpack to: zip entries together, or a PDF's compressed streams. */
  maxUnpackedBytes: number;
  /** Files inside one zip-based document (docx, xlsx, pptx). */
  maxZipEntries: number;
  /** Pages of a PDF, slides of a deck. */
  maxPages: number;
  /** Pixels of one image (width x height), and so of one frame of an animation. */
  maxImagePixels: number;
};

export const defaultReadingLimits: ReadingLimits = {
  maxUnpackedBytes: 128 * 1024 * 1024,
  maxZipEntries: 10_000,
  maxPages: 2_000,
  maxImagePixels: 64_000_000,
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Why a file could not be read, in words for the person who uploaded it. */
export class UnreadableFileError extends Error {
  override readonly name = "UnreadableFileError";
}

export const unreadable = {
  unpacksTooFar: (limits: ReadingLimits) =>
    new UnreadableFileError(`it unpacks to more than ${megabytes(limits.maxUnpackedBytes)}`),
  tooManyEntries: (limits: ReadingLimits) =>
    new UnreadableFileError(`it holds more than ${limits.maxZipEntries} files inside`),
  tooManyPages: (limits: ReadingLimits, unit: "pages" | "slides") =>
    new UnreadableFileError(`it has more than ${limits.maxPages} ${unit}`),
  tooManyPixels: (width: number, height: number, limits: ReadingLimits) =>
    new UnreadableFileError(
      `the image is ${width} x ${height} pixels, more than the ${limits.maxImagePixels / 1_000_000} megapixels Bismo reads`,
    ),
  damaged: (kind: string) => new UnreadableFileError(`it is damaged or not really ${kind}`),
  tooMuchMemory: (memoryMb: number) =>
    new UnreadableFileError(
      `reading it needs more than the ${memoryMb} MB of memory one file may use`,
    ),
  tooSlow: (milliseconds: number) =>
    new UnreadableFileError(
      `reading it takes longer than the ${Number((milliseconds / 1000).toFixed(3))} s one file may take`,
    ),
  readerStopped: () =>
    new UnreadableFileError("the reader stopped on it, so it is probably damaged"),
};
