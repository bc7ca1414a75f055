import zlib from "node:zlib";

/**
 * Real PDFs written from plain text, for document tests and the retrieval corpus: Helvetica,
 * US Letter, paragraphs wrapped to the line width, content streams deflated. Paging is
 * deterministic, so a fixture can name the page a passage lands on.
 */

export type TextPdfLayout = { fontSize: number; leading: number; charsPerLine: number };

export const defaultLayout: TextPdfLayout = { fontSize: 11, leading: 14, charsPerLine: 84 };

const pageWidth = 612;
const pageHeight = 792;
const margin = 72;

/** Wraps each paragraph at word boundaries; a blank line separates paragraphs. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    let line = "";
    for (const word of words) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) lines.push(line);
    lines.push("");
  }
  return lines;
}

const escapePdfText = (line: string) => line.replace(/[\\()]/g, (char) => `\\${char}`);

/** The lines of each page: as many as fit between the margins, no page starting blank. */
export function pageLines(text: string, layout: TextPdfLayout = defaultLayout): string[][] {
  const perPage = Math.floor((pageHeight - 2 * margin) / layout.leading);
  const pages: string[][] = [];
  let page: string[] = [];
  for (const line of wrap(text, layout.charsPerLine)) {
    if (page.length === 0 && line === "") continue;
    page.push(line);
    if (page.length === perPage) {
      pages.push(page);
      page = [];
    }
  }
  if (page.some(Boolean)) pages.push(page);
  return pages;
}

type PdfObject = string | Uint8Array;

function stream(dictionary: string, data: Uint8Array): Uint8Array {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.byteLength} >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

/** Objects 1 (catalog) and 2 (pages) are written here; page objects refer to 2 as parent. */
function assemble(objects: PdfObject[], title: string): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0]?.byteLength ?? 0;
  const offsets: number[] = [];
  const all = [...objects, `<< /Title (${escapePdfText(title)}) /Producer (Bismo tests) >>`];
  all.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, "latin1"),
      typeof body === "string" ? Buffer.from(body, "latin1") : Buffer.from(body),
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(chunk);
    length += chunk.byteLength;
  });
  const xref = [`xref\n0 ${all.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, "0")} 00000 n \n`);
  xref.push(
    `trailer\n<< /Size ${all.length + 1} /Root 1 0 R /Info ${all.length} 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  parts.push(Buffer.from(xref.join(""), "latin1"));
  return new Uint8Array(Buffer.concat(parts));
}

/** A PDF of `text`, one text line per wrapped line; `title` goes in the document information. */
export function textPdf(text: string, title = "Document", layout = defaultLayout): Uint8Array {
  const pages = pageLines(text, layout);
  const fontId = 3;
  const objects: PdfObject[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "", // the page tree, once the page ids are known
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  const pageIds: number[] = [];
  for (const lines of pages) {
    const ops = [
      `BT /F1 ${layout.fontSize} Tf ${layout.leading} TL ${margin} ${pageHeight - margin} Td`,
    ];
    for (const line of lines) ops.push(line ? `(${escapePdfText(line)}) Tj T*` : "T*");
    ops.push("ET");
    objects.push(
      stream("/Filter /FlateDecode", zlib.deflateSync(Buffer.from(ops.join("\n"), "latin1"))),
    );
    const contentId = objects.length;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Contents ${contentId} 0 R /Resources << /Font << /F1 ${fontId} 0 R >> >> >>`,
    );
    pageIds.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  return assemble(objects, title);
}

/** A 'scanned' PDF: each page is a grey picture and nothing else, so it has no text layer. */
export function imageOnlyPdf(pageCount: number): Uint8Array {
  const side = 64;
  const pixels = Buffer.alloc(side * side, 0);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7) % 256;
  const objects: PdfObject[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "",
    stream(
      `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      zlib.deflateSync(pixels),
    ),
  ];
  const pageIds: number[] = [];
  for (let page = 0; page < pageCount; page++) {
    objects.push(stream("", Buffer.from("q 468 0 0 648 72 72 cm /Im1 Do Q", "latin1")));
    const contentId = objects.length;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Contents ${contentId} 0 R /Resources << /XObject << /Im1 3 0 R >> >> >>`,
    );
    pageIds.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  return assemble(objects, "Scanned letter");
}
