/**
 * PDF pages drawn in the browser with pdf.js, the build `unpdf` ships (the same pdf.js that read
 * the document's text on the server, so a passage's offsets mean the same here). Imported only
 * when a PDF's citation is opened: it is about 400 KB compressed. That build carries pdf.js's
 * worker inside it and runs it on the page's own thread, so no worker script is started and the
 * site's Content-Security-Policy stays as it is (decision 0023).
 */
import { AnnotationMode, getDocument } from "unpdf/pdfjs";
import {
  type HighlightBox,
  joinedPageText,
  locatePassage,
  mergeLineBoxes,
  type PageTextItem,
  passageSpans,
  spanBoxes,
  type TextMeasure,
} from "./passage-highlight";

/** A drawing in progress; `cancel` ends it (its `done` then rejects with a cancellation). */
export type PageDrawing = { done: Promise<void>; cancel: () => void };

/** One page, ready to be drawn at any scale. */
export type PdfPage = {
  /** Its size at scale 1 (one CSS pixel per point), turned as the page says. */
  width: number;
  height: number;
  /** Draws the page into `canvas` at `scale` CSS pixels per point, sharp at `pixelRatio`. */
  draw: (canvas: HTMLCanvasElement, scale: number, pixelRatio: number) => PageDrawing;
  /** Where a passage given by its offsets in the page's text lies, at `scale`; null if not found. */
  passageBoxes: (
    passage: { start: number; end: number; text: string },
    scale: number,
  ) => Promise<HighlightBox[] | null>;
};

export type PdfDocument = {
  pageCount: number;
  page: (number: number) => Promise<PdfPage>;
  destroy: () => Promise<void>;
};

/** Pictures larger than this (in pixels) are left out of the drawing rather than decoded. */
const maxImagePixels = 40_000_000;

/**
 * How far along an item's text an offset is, measured with the font family pdf.js chose for it
 * (as its text layer does), so a passage starting mid-line starts under the right word.
 */
function glyphMeasure(families: Readonly<Record<string, { fontFamily: string } | undefined>>) {
  const context = document.createElement("canvas").getContext("2d");
  const measure: TextMeasure = (item: PageTextItem, text: string, offset: number) => {
    if (!context || text.length === 0) return text.length === 0 ? 0 : offset / text.length;
    context.font = `100px ${families[item.fontName]?.fontFamily ?? "sans-serif"}`;
    const whole = context.measureText(text).width;
    return whole > 0 ? context.measureText(text.slice(0, offset)).width / whole : 0;
  };
  return measure;
}

/**
 * Opens a PDF from its bytes for drawing. Nothing in the document is run: no JavaScript (pdf.js
 * only runs it in a scripting sandbox that this viewer never creates), no compiled functions
 * (`isEvalSupported: false`), no XFA forms; annotations are drawn from their appearance only.
 */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const loading = getDocument({
    data: bytes,
    isEvalSupported: false,
    enableXfa: false,
    maxImageSize: maxImagePixels,
  });
  const pdf = await loading.promise;
  return {
    pageCount: pdf.numPages,
    destroy: () => loading.destroy(),
    page: async (number) => {
      const page = await pdf.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      return {
        width: natural.width,
        height: natural.height,
        draw: (canvas, scale, pixelRatio) => {
          const viewport = page.getViewport({ scale: scale * pixelRatio });
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          const task = page.render({
            canvas,
            viewport,
            annotationMode: AnnotationMode.ENABLE,
          });
          return { done: task.promise, cancel: () => task.cancel() };
        },
        passageBoxes: async (passage, scale) => {
          const content = await page.getTextContent();
          const found = locatePassage(joinedPageText(content.items), passage);
          if (!found) return null;
          const spans = passageSpans(content.items, found.start, found.end);
          const { transform } = page.getViewport({ scale });
          return mergeLineBoxes(
            spanBoxes(spans, content.styles, transform, glyphMeasure(content.styles)),
          );
        },
      };
    },
  };
}
