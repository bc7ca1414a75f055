import type { getDocumentProxy } from "unpdf";

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * One page's text, its items joined as pdf.js's text layer joins them (so a passage's offsets
 * match what the viewer shows); the page is released before the next is read.
 */
export async function pdfPageText(pdf: PdfDocument, number: number): Promise<string> {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  page.cleanup();
  return content.items
    .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
    .join("");
}
