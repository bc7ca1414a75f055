import type { DocumentFormat, PageUnit } from "@/shared/documents";
import { pdfPageText } from "./pdf-page-text";

/** A document's text page by page (`pages[0]` is page 1), in the unit its format has. */
export type ExtractedPages = { unit: PageUnit; pages: string[] };

export type ExtractOptions = {
  /** More pages than this and the document is refused (a bomb of empty pages costs time too). */
  maxPages: number;
  /** Called after each page is read, for progress ("Reading page 37 of 120"). */
  onPage?: (done: number, total: number) => void | Promise<void>;
};

/** The document could not be read; `message` says why, for its owner ("it has 3,000 pages..."). */
export class UnreadableDocumentError extends Error {
  override readonly name = "UnreadableDocumentError";
}

/** Running text is cut into sections of at most this many characters (about a printed page). */
export const sectionChars = 3000;

/** Where to end a section of `text` that starts at `start`: a paragraph, a line, a sentence. */
function sectionEnd(text: string, start: number, markdown: boolean): number {
  if (text.length - start <= sectionChars) return text.length;
  const window = text.slice(start, start + sectionChars);
  if (markdown) {
    // A heading well into the section starts the next one, so sections follow the outline.
    const heading = window.slice(sectionChars / 2).search(/\n#{1,6} /);
    if (heading !== -1) return start + sectionChars / 2 + heading + 1;
  }
  const floor = sectionChars / 3;
  for (const boundary of ["\n\n", "\n", ". ", " "]) {
    const at = window.lastIndexOf(boundary);
    if (at > floor) return start + at + boundary.length;
  }
  return start + sectionChars;
}

/** Running text (Word, plain text, Markdown) as sections of about a page each. */
export function sections(text: string, markdown = false): string[] {
  const normalized = text.replace(/\r\n?/g, "\n");
  const result: string[] = [];
  for (let start = 0; start < normalized.length; ) {
    const end = sectionEnd(normalized, start, markdown);
    const section = normalized.slice(start, end).trim();
    if (section) result.push(section);
    start = end;
  }
  return result;
}

/** UTF-16 when the text starts with its byte-order mark (Notepad's "Unicode"), else UTF-8. */
function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder().decode(bytes);
}

async function pdfPages(bytes: Uint8Array, options: ExtractOptions): Promise<string[]> {
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  try {
    if (pdf.numPages > options.maxPages) {
      throw new UnreadableDocumentError(
        `it has ${pdf.numPages} pages, and Ask My PDF reads up to ${options.maxPages}`,
      );
    }
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      pages.push(await pdfPageText(pdf, number));
      await options.onPage?.(number, pdf.numPages);
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

const xmlEntities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&apos;": "'",
};

const slidePath = /^ppt\/slides\/slide(\d+)\.xml$/;

async function slidePages(bytes: Uint8Array, options: ExtractOptions): Promise<string[]> {
  const { unzipSync } = await import("fflate");
  const files = unzipSync(bytes, { filter: (file) => slidePath.test(file.name) });
  const slideNumber = (name: string) => Number(slidePath.exec(name)?.[1] ?? 0);
  const names = Object.keys(files).sort((a, b) => slideNumber(a) - slideNumber(b));
  if (names.length > options.maxPages) {
    throw new UnreadableDocumentError(
      `it has ${names.length} slides, and Ask My PDF reads up to ${options.maxPages}`,
    );
  }
  const pages: string[] = [];
  for (const name of names) {
    const paragraphs = new TextDecoder()
      .decode(files[name])
      .split(/<\/a:p>/)
      .map((paragraph) =>
        [...paragraph.matchAll(/<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>/g)]
          .map((match) =>
            (match[1] ?? "").replace(/&(amp|lt|gt|quot|apos);/g, (e) => xmlEntities[e] ?? e),
          )
          .join(""),
      );
    pages.push(paragraphs.filter(Boolean).join("\n"));
    await options.onPage?.(pages.length, names.length);
  }
  return pages;
}

async function runningText(text: string, markdown: boolean, options: ExtractOptions) {
  const pages = sections(text, markdown);
  if (pages.length > options.maxPages) {
    throw new UnreadableDocumentError(
      `it runs to ${pages.length} sections of ${sectionChars} characters, and Ask My PDF reads up to ${options.maxPages}`,
    );
  }
  await options.onPage?.(pages.length, pages.length);
  return pages;
}

/**
 * A document's text page by page: a PDF's pages (as its text layer has them), a deck's
 * slides, or sections of about 3,000 characters for running text. Everything the reader
 * needs comes in and a plain object goes out, so it can run in a separate process.
 */
export async function extractPages(
  bytes: Uint8Array,
  format: DocumentFormat,
  options: ExtractOptions,
): Promise<ExtractedPages> {
  const strip = (pages: string[]) => pages.map((page) => page.replaceAll("\u0000", ""));
  switch (format) {
    case "pdf":
      return { unit: "page", pages: strip(await pdfPages(bytes, options)) };
    case "pptx":
      return { unit: "slide", pages: strip(await slidePages(bytes, options)) };
    case "docx": {
      const { default: mammoth } = await import("mammoth");
      const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
      return { unit: "section", pages: strip(await runningText(value, false, options)) };
    }
    case "txt":
    case "md":
      return {
        unit: "section",
        pages: strip(await runningText(decodeText(bytes), format === "md", options)),
      };
  }
}
