import fs from "node:fs";
import path from "node:path";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { joinedPageText, passageSpans, spanBoxes } from "@/client/tools/ask-pdf/passage-highlight";
import { extractPages } from "@/server/engines/file-reading/extract-pages";
import { chunkPages } from "@/server/features/documents/chunk-pages";
import { pageLines, textPdf } from "../support/text-pdf";

/**
 * The reader's page text and passages on one side (the server), the viewer's items on the
 * other (the client), on a real PDF: every passage of a page maps back to the items holding
 * exactly its text, and its rectangles sit on the lines it is printed on.
 */
describe("a passage the reader cut, found on the page pdf.js draws", () => {
  it("covers exactly the passage's text, on the lines that hold it", async () => {
    const text = fs.readFileSync(
      path.join(import.meta.dirname, "../fixtures/ask-pdf/sleepy-hollow.txt"),
      "utf8",
    );
    const bytes = textPdf(text, "The Legend of Sleepy Hollow");
    const { pages } = await extractPages(bytes, "pdf", { maxPages: 100 });
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
    try {
      const number = 3;
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const viewport = page.getViewport({ scale: 1.5 });
      expect(joinedPageText(content.items)).toBe(pages[number - 1]);

      const passages = chunkPages(pages).filter((chunk) => chunk.page === number);
      expect(passages.length).toBeGreaterThan(1);
      for (const passage of passages) {
        const spans = passageSpans(content.items, passage.start, passage.end);
        // Items hold no line breaks: the passage's are the ends of its items' lines.
        const covered = spans.map(({ item, from, to }) => item.str.slice(from, to)).join("");
        expect(covered).toBe(passage.text.replaceAll("\n", ""));

        // The fixture writes line n of a page at 14 points below line n - 1, from 72 points
        // under the top; each box is that line's band, at 1.5 times the size.
        const lines = pageLines(text)[number - 1] ?? [];
        const boxes = spanBoxes(spans, content.styles, viewport.transform);
        boxes.forEach((box, index) => {
          const span = spans[index];
          const lineIndex = lines.indexOf(span?.item.str ?? "");
          expect(lineIndex).toBeGreaterThanOrEqual(0);
          const baseline = (72 + 14 * lineIndex) * 1.5;
          expect(box.top).toBeLessThan(baseline);
          expect(box.top + box.height).toBeGreaterThan(baseline);
          expect(box.left).toBeGreaterThanOrEqual(72 * 1.5 - 0.01);
          expect(box.left + box.width).toBeLessThanOrEqual((612 - 72) * 1.5);
        });
      }
    } finally {
      await pdf.destroy();
    }
  });
});
