import ExcelJS from "exceljs";
import { unzipSync } from "fflate";
import mammoth from "mammoth";
import { extractText as extractPdfText } from "unpdf";
import { extensionOf } from "./file-types";

/** The most text one file contributes to a prompt. */
export const maxExtractedChars = 100_000;

const plainTextExtensions = new Set([
  ".txt",
  ".md",
  ".csv",
  ".json",
  ".js",
  ".jsx",
  ".ts",
  ".tsx",
  ".py",
  ".html",
  ".css",
]);

/** Without NUL characters, which PostgreSQL cannot store in text (and no prompt needs). */
export function withoutNul(text: string): string {
  return text.replaceAll("\u0000", "");
}

/** A text file as saved: UTF-16 when it starts with that byte-order mark (Notepad's "Unicode"), else UTF-8. */
function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder().decode(bytes);
}

async function spreadsheetText(bytes: Uint8Array): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheets: string[] = [];
  workbook.eachSheet((sheet) => {
    const rows: string[] = [];
    sheet.eachRow((row) => {
      const cells = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows.push(cells.map((cell) => cellText(cell)).join("\t"));
    });
    sheets.push(`Sheet: ${sheet.name}\n${rows.join("\n")}`);
  });
  return sheets.join("\n\n");
}

function cellText(cell: ExcelJS.CellValue): string {
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

function presentationText(bytes: Uint8Array): string {
  const files = unzipSync(bytes, {
    filter: (file) => /^ppt\/slides\/slide\d+\.xml$/.test(file.name),
  });
  const slideNumber = (name: string) => Number(/slide(\d+)\.xml$/.exec(name)?.[1] ?? 0);
  return Object.keys(files)
    .sort((a, b) => slideNumber(a) - slideNumber(b))
    .map((name) => {
      const xml = new TextDecoder().decode(files[name]);
      const paragraphs = xml
        .split(/<\/a:p>/)
        .map((paragraph) =>
          [...paragraph.matchAll(/<a:t>([^<]*)<\/a:t>/g)]
            .map((match) =>
              (match[1] ?? "").replace(/&(amp|lt|gt|quot|apos);/g, (e) => xmlEntities[e] ?? e),
            )
            .join(""),
        );
      return `Slide ${slideNumber(name)}:\n${paragraphs.filter(Boolean).join("\n")}`;
    })
    .join("\n\n");
}

/** Text of a document for the prompt, or null for files that carry none (images, .ai, .eps). */
export async function extractText(fileName: string, bytes: Uint8Array): Promise<string | null> {
  const extension = extensionOf(fileName);
  let text: string | null = null;
  if (plainTextExtensions.has(extension)) text = decodeText(bytes);
  else if (extension === ".pdf")
    text = (await extractPdfText(new Uint8Array(bytes), { mergePages: true })).text;
  else if (extension === ".docx")
    text = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  else if (extension === ".xlsx") text = await spreadsheetText(bytes);
  else if (extension === ".pptx") text = presentationText(bytes);
  return text === null ? null : withoutNul(text).slice(0, maxExtractedChars);
}
