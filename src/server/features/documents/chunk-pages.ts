/** A passage of one page; `start`/`end` are offsets into that page's text (`text` is that slice). */
export type PageChunk = {
  page: number;
  position: number;
  start: number;
  end: number;
  text: string;
};

/** About 150 words: one idea, short enough to cite and highlight, long enough to rank. */
export const chunkChars = 800;
/** Each chunk repeats the end of the one before, so a sentence cut at a boundary is whole in one. */
export const overlapChars = 200;

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/** Where a chunk starting at `start` ends: a sentence end, else a line or word end, near the size. */
function chunkEnd(text: string, start: number): number {
  const limit = start + chunkChars;
  // A short tail joins the chunk before it rather than standing alone.
  if (text.length - start <= chunkChars * 1.25) return text.length;
  const window = text.slice(start, limit);
  const floor = chunkChars * 0.6;
  const sentence = Math.max(
    window.lastIndexOf(". "),
    window.lastIndexOf("? "),
    window.lastIndexOf("! "),
    window.lastIndexOf(".\n"),
  );
  if (sentence > floor) return start + sentence + 1;
  const space = Math.max(window.lastIndexOf(" "), window.lastIndexOf("\n"));
  return space > floor ? start + space : limit;
}

/** Moves `at` forward to the start of the next word (or leaves it where a word starts). */
function wordStart(text: string, at: number): number {
  let index = at;
  if (index > 0 && !isSpace(text[index - 1])) {
    while (index < text.length && !isSpace(text[index])) index++;
  }
  while (index < text.length && isSpace(text[index])) index++;
  return index;
}

/** Overlapping passages of each page, in document order; a passage never spans two pages. */
export function chunkPages(pages: readonly string[]): PageChunk[] {
  const chunks: PageChunk[] = [];
  pages.forEach((text, index) => {
    let start = wordStart(text, 0);
    while (start < text.length) {
      const end = chunkEnd(text, start);
      let trimmedEnd = end;
      while (trimmedEnd > start && isSpace(text[trimmedEnd - 1])) trimmedEnd--;
      if (trimmedEnd > start) {
        chunks.push({
          page: index + 1,
          position: chunks.length,
          start,
          end: trimmedEnd,
          text: text.slice(start, trimmedEnd),
        });
      }
      if (end >= text.length) break;
      // The overlap starts at a word; within one word longer than the overlap, mid-word.
      const back = end - overlapChars;
      const next = wordStart(text, back);
      start = Math.max(next < end ? next : back, start + 1);
    }
  });
  return chunks;
}
