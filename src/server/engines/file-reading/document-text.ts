import type { CellValue } from "exceljs";
import { type ReadingLimits, UnreadableFileError, unreadable } from "./limits";
import { checkPdfStreams } from "./pdf-check";
import { pdfPageText } from "./pdf-page-text";
import { checkZip } from "./zip-check";

export type DocumentFormat = "pdf" | "docx" | "xlsx" | "pptx";

/**
 * A document's text in its own units: a PDF's pages, a deck's slides, a workbook's sheets, or a
 * Word document whole. `complete` is false when reading stopped at the asked-for length.
 */
export type DocumentText = {
  unit: "page" | "slide" | "sheet" | "document";
  parts: string[];
  complete: boolean;
};

const kinds: Record<DocumentFormat, string> = {
  pdf: "a PDF",
  docx: "a Word document",
  xlsx: "an Excel workbook",
  pptx: "a PowerPoint deck",
};

/** Collects parts up to `maxChars` characters, noting whether anything was left out. */
function textCollector(unit: DocumentText["unit"], maxChars: number) {
  const parts: string[] = [];
  let length = 0;
  let cut = false;
  return {
    /** Whether another part may follow; false means the text stops short of the document's end. */
    room() {
      if (length < maxChars) return true;
      cut = true;
      return false;
    },
    add(text: string) {
      const room = maxChars - length;
      if (text.length > room) cut = true;
      parts.push(text.slice(0, room));
      length += Math.min(text.length, room);
    },
    result: (): DocumentText => ({ unit, parts, complete: !cut }),
  };
}

async function pdfText(bytes: Uint8Array, limits: ReadingLimits, maxChars: number) {
  await checkPdfStreams(bytes, limits);
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(bytes, { isEvalSupported: false });
  try {
    if (pdf.numPages > limits.maxPages) throw unreadable.tooManyPages(limits, "pages");
    const text = textCollector("page", maxChars);
    // One page at a time, released before the next: a long document never sits in memory whole.
    for (let number = 1; number <= pdf.numPages && text.room(); number++) {
      text.add(await pdfPageText(pdf, number));
    }
    return text.result();
  } finally {
    await pdf.destroy();
  }
}

async function wordText(bytes: Uint8Array, limits: ReadingLimits, maxChars: number) {
  await checkZip(bytes, limits, kinds.docx);
  const { default: mammoth } = await import("mammoth");
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  const text = textCollector("document", maxChars);
  text.add(value);
  return text.result();
}

async function workbookText(bytes: Uint8Array, limits: ReadingLimits, maxChars: number) {
  await checkZip(bytes, limits, kinds.xlsx);
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const text = textCollector("sheet", maxChars);
  workbook.eachSheet((sheet) => {
    if (!text.room()) return;
    const rows: string[] = [];
    sheet.eachRow((row) => {
      const cells = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows.push(cells.map((cell) => cellText(cell)).join("\t"));
    });
    text.add(`Sheet: ${sheet.name}\n${rows.join("\n")}`);
  });
  return text.result();
}

function cellText(cell: CellValue): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === "object") {
    if ("result" in cell && cell.result !== undefined) return String(cell.result);
    if ("text" in cell) return String(cell.text);
    if ("richText" in cell) return cell.richText.map((run) => run.text).join("");
    return "";
  }
  return String(cell);
}

const xmlEntities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&apos;": "'",
};

const slidePath = /^ppt\/slides\/slide(\d+)\.xml$/;

async function deckText(bytes: Uint8Array, limits: ReadingLimits, maxChars: number) {
  const entries = await checkZip(bytes, limits, kinds.pptx);
  const slides = entries.filter((entry) => slidePath.test(entry.name));
  if (slides.length > limits.maxPages) throw unreadable.tooManyPages(limits, "slides");
  const { unzipSync } = await import("fflate");
  const files = unzipSync(bytes, { filter: (file) => slidePath.test(file.name) });
  const slideNumber = (name: string) => Number(slidePath.exec(name)?.[1] ?? 0);
  const text = textCollector("slide", maxChars);
  for (const name of Object.keys(files).sort((a, b) => slideNumber(a) - slideNumber(b))) {
    if (!text.room()) break;
    const paragraphs = new TextDecoder()
      .decode(files[name])
      .split(/<\/a:p>/)
      .map((paragraph) =>
        [...paragraph.matchAll(/<a:t>([^<]*)<\/a:t>/g)]
          .map((match) =>
            (match[1] ?? "").replace(/&(amp|lt|gt|quot|apos);/g, (e) => xmlEntities[e] ?? e),
          )
          .join(""),
      );
    text.add(`Slide ${slideNumber(name)}:\n${paragraphs.filter(Boolean).join("\n")}`);
  }
  return text.result();
}

const readers = { pdf: pdfText, docx: wordText, xlsx: workbookText, pptx: deckText };

/**
 * The text of an untrusted document, up to `maxChars` characters. Runs in a reader process
 * (see file-readers.ts): every limit is checked before the library that would exceed it runs.
 */
export async function readDocumentText(
  bytes: Uint8Array,
  format: DocumentFormat,
  limits: ReadingLimits,
  maxChars: number,
): Promise<DocumentText> {
  try {
    return await readers[format](bytes, limits, maxChars);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw unreadable.damaged(kinds[format]);
  }
}
