/**
 * Which rows of a long list to render, from their heights: measured where a row has been shown,
 * estimated where not. Pure, so the arithmetic is tested apart from the DOM (use-message-window.ts
 * does the measuring and scrolling).
 *
 * The list's own coordinates: row 0's top is 0, each row is followed by `gap` (the list's CSS
 * gap) but the last. Rendered rows keep the gaps between themselves; the rows left out are
 * stood in for by the list's padding, `before` above and `after` below, so every row is where it
 * would be were all rendered.
 */
export type MessageWindow = { start: number; end: number; before: number; after: number };

/** The room the rows outside [start, end) take, with their gaps. */
export function padded(heights: readonly number[], gap: number, start: number, end: number) {
  let before = 0;
  let after = 0;
  for (let index = 0; index < heights.length; index++) {
    const size = (heights[index] as number) + gap;
    if (index < start) before += size;
    else if (index >= end) after += size;
  }
  return { start, end, before, after };
}

/** The rows that show any of [top, bottom) (list coordinates); at least one row of a list. */
export function rowsBetween(
  heights: readonly number[],
  gap: number,
  top: number,
  bottom: number,
): MessageWindow {
  const count = heights.length;
  let start = -1;
  let end = count;
  for (let index = 0, y = 0; index < count; index++) {
    if (y >= bottom && start >= 0) {
      end = index;
      break;
    }
    const rowBottom = y + (heights[index] as number);
    if (start < 0 && rowBottom > top) start = index;
    y = rowBottom + gap;
  }
  // Past the last row (a view taller than the list, or a top not yet corrected): the last ones.
  if (start < 0) start = Math.max(0, count - 1);
  return padded(heights, gap, start, end);
}

/**
 * The last rows, enough to fill `room` pixels: what a view held at the end of the list shows.
 * Counted from the end, so it depends only on the heights of the rows near the end, not on the
 * estimates of the many rows above (the window cannot flip with them).
 */
export function lastRows(heights: readonly number[], gap: number, room: number): MessageWindow {
  let start = heights.length;
  for (let filled = 0; start > 0 && filled < room; ) {
    start--;
    filled += (heights[start] as number) + gap;
  }
  return padded(heights, gap, start, heights.length);
}

type Range = Pick<MessageWindow, "start" | "end">;
export const sameWindow = (a: Range, b: Range) => a.start === b.start && a.end === b.end;
