/**
 * Where a cited passage lies on a drawn PDF page. The reader joined each page's text from
 * pdf.js's `getTextContent()` items, each item's text followed by a line break where it ends a
 * line, NUL characters removed (src/server/engines/file-reading/extract-pages.ts); a passage is
 * a pair of offsets into that text. Joining the same items the same way finds the items under a
 * passage, and their positions on the page give the rectangles to highlight.
 */

/** A run of text on the page, as pdf.js's text content gives it (a `TextItem`). */
export type PageTextItem = {
  str: string;
  hasEOL: boolean;
  /** From the item's text space to the page's, as [a, b, c, d, e, f]. */
  transform: number[];
  /** Its advance along the baseline, in page units. */
  width: number;
  height: number;
  fontName: string;
};

/** What `getTextContent()` lists: text items, and marked-content markers that hold no text. */
export type PageTextPart = PageTextItem | { type: string };

/** What pdf.js says of a font: ascent and descent as fractions of the font size (descent < 0). */
export type PageTextStyle = { ascent: number; descent: number; vertical: boolean };

/** Characters [from, to) of one item's text (without NULs) lie in the passage. */
export type ItemSpan = { item: PageTextItem; from: number; to: number };

/** A rectangle on the drawn page, in CSS pixels from its top left corner. */
export type HighlightBox = { left: number; top: number; width: number; height: number };

const isText = (part: PageTextPart): part is PageTextItem => "str" in part;
const withoutNul = (text: string) => text.replaceAll("\u0000", "");

/** The page's text, joined as the reader joined it when the document was read. */
export function joinedPageText(parts: readonly PageTextPart[]): string {
  return parts
    .filter(isText)
    .map((item) => withoutNul(item.str) + (item.hasEOL ? "\n" : ""))
    .join("");
}

/**
 * Where the passage is in the page's text as drawn: its stored offsets when they hold its text,
 * else the first place its text occurs (a file read by another pdf.js may join a little
 * differently), else null.
 */
export function locatePassage(
  pageText: string,
  passage: { start: number; end: number; text: string },
): { start: number; end: number } | null {
  if (passage.end > passage.start && pageText.slice(passage.start, passage.end) === passage.text) {
    return { start: passage.start, end: passage.end };
  }
  const at = passage.text ? pageText.indexOf(passage.text) : -1;
  return at === -1 ? null : { start: at, end: at + passage.text.length };
}

/** The items holding characters [start, end) of the joined page text, each with its share. */
export function passageSpans(
  parts: readonly PageTextPart[],
  start: number,
  end: number,
): ItemSpan[] {
  const spans: ItemSpan[] = [];
  let offset = 0;
  for (const item of parts.filter(isText)) {
    const length = withoutNul(item.str).length;
    const from = Math.max(start, offset) - offset;
    const to = Math.min(end, offset + length) - offset;
    if (to > from) spans.push({ item, from, to });
    offset += length + (item.hasEOL ? 1 : 0);
    if (offset >= end) break;
  }
  return spans;
}

/** Applies [a, b, c, d, e, f] to a point, as pdf.js's `Util.applyTransform` does. */
function apply(m: readonly number[], x: number, y: number): [number, number] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m;
  return [a * x + c * y + e, b * x + d * y + f];
}

/** How far along an item's text a character offset is, 0 to 1; by default by character count. */
export type TextMeasure = (item: PageTextItem, text: string, offset: number) => number;

const byCharacters: TextMeasure = (_item, text, offset) =>
  text.length === 0 ? 0 : offset / text.length;

/**
 * The rectangles to draw over each span: from the item's baseline origin, along its baseline
 * for the span's share of its width, from its descent to its ascent; then through the
 * viewport's transform (page units to CSS pixels, with the page's rotation). Text set in a
 * vertical writing mode has no width along a baseline and gets no rectangle.
 */
export function spanBoxes(
  spans: readonly ItemSpan[],
  styles: Readonly<Record<string, PageTextStyle | undefined>>,
  viewportTransform: readonly number[],
  measure: TextMeasure = byCharacters,
): HighlightBox[] {
  return spans.flatMap(({ item, from, to }) => {
    const style = styles[item.fontName];
    if (style?.vertical) return [];
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
    const along = Math.hypot(a, b) || 1;
    const fontSize = Math.hypot(c, d) || item.height;
    const up = fontSize || 1;
    const ascent = style && style.ascent > 0 ? style.ascent : 0.8;
    const descent = style && style.descent < 0 ? -style.descent : 0.2;
    const text = withoutNul(item.str);
    const x0 = item.width * measure(item, text, from);
    const x1 = item.width * measure(item, text, to);
    const low = -descent * fontSize;
    const high = ascent * fontSize;
    const corners = [
      [x0, low],
      [x1, low],
      [x0, high],
      [x1, high],
    ].map(([x = 0, y = 0]) =>
      apply(
        viewportTransform,
        e + (a / along) * x + (c / up) * y,
        f + (b / along) * x + (d / up) * y,
      ),
    );
    const xs = corners.map(([x]) => x);
    const ys = corners.map(([, y]) => y);
    const left = Math.min(...xs);
    const top = Math.min(...ys);
    return [{ left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top }];
  });
}

/**
 * Joins boxes that sit on one line and touch (a line pdf.js split into several items), so the
 * translucent colour is laid once over each part of the passage.
 */
export function mergeLineBoxes(boxes: readonly HighlightBox[], gap = 2): HighlightBox[] {
  const merged: HighlightBox[] = [];
  for (const box of boxes) {
    const last = merged.at(-1);
    const sameLine =
      last &&
      Math.abs(last.top - box.top) < 1 &&
      Math.abs(last.height - box.height) < 1 &&
      box.left <= last.left + last.width + gap &&
      box.left + box.width >= last.left - gap;
    if (last && sameLine) {
      const left = Math.min(last.left, box.left);
      const right = Math.max(last.left + last.width, box.left + box.width);
      merged[merged.length - 1] = { ...last, left, width: right - left };
    } else if (box.width > 0 && box.height > 0) {
      merged.push(box);
    }
  }
  return merged;
}
