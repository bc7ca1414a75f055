import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { lastRows, padded, rowsBetween, sameWindow } from "./message-window";
import { ViewHold } from "./view-hold";

/** Rendered beyond each edge of the view (a screen's height, at least this), for fast scrolls. */
const minOverscanPx = 600;
/** A row's height before any has been shown; then the mean of the first ones shown. */
const firstGuessPx = 120;

/** The rows' attribute that names each rendered row (its message's id). */
export const rowAttribute = "data-row";
const rowId = (row: Element) => row.getAttribute(rowAttribute);

/**
 * Windowing for a long conversation: only the rows in and near the view are in the DOM, the
 * others stood in for by the list's padding, each row's height measured once it has been shown
 * (and again when a ResizeObserver sees it change: streamed text, Markdown arriving, a new
 * width). The view stays where its reader put it (view-hold.ts).
 *
 * At the end, the window is counted back from the last row, so it does not depend on the
 * guessed heights of the rows far above; anywhere, a new window is rendered only when a height
 * was learnt or the view moved, so it cannot flip between two ranges.
 *
 * `ids`: the rows' keys in order; `list`: the element whose children are the rendered rows,
 * each with `data-row` = its id, inside a scrolling view.
 */
export function useMessageWindow(ids: readonly string[], list: RefObject<HTMLElement | null>) {
  const heights = useRef(new Map<string, number>()).current;
  const guess = useRef(firstGuessPx);
  const guessed = useRef(false);
  // The ids the DOM shows: set after a render is committed (a render may be thrown away).
  const current = useRef(ids);
  const [range, setRange] = useState(() => ({
    start: Math.max(0, ids.length - 8),
    end: ids.length,
  }));
  const [gap, setGap] = useState(0);
  const settle = useRef(() => {});
  const place = useRef(() => {});
  const [hold] = useState(
    () =>
      new ViewHold(
        () => list.current,
        rowId,
        (cause) => (cause === "scroll" ? place.current() : settle.current()),
      ),
  );

  const heightsOf = (keys: readonly string[]) => keys.map((id) => heights.get(id) ?? guess.current);

  /**
   * Reads the rendered rows' heights. The first ones read set the guess for the rows never
   * shown, once: a guess that followed every row read would move every row above the view by
   * thousands of pixels at each (the view's rows in the model would slide under it).
   */
  const measure = () => {
    let sum = 0;
    let count = 0;
    for (const row of Array.from(list.current?.children ?? [])) {
      const id = rowId(row);
      if (id === null) continue;
      const height = row.getBoundingClientRect().height;
      sum += height;
      count++;
      heights.set(id, height);
    }
    if (!guessed.current && count > 0) {
      guessed.current = true;
      guess.current = sum / count;
    }
  };

  /** The window for the view as it is now; rendered only when it differs. */
  place.current = () => {
    const view = hold.view;
    const ol = list.current;
    if (!view || !ol) return;
    const all = heightsOf(current.current);
    const rowGap = Number.parseFloat(getComputedStyle(ol).rowGap) || 0;
    const overscan = Math.max(minOverscanPx, view.clientHeight);
    let next = lastRows(all, rowGap, view.clientHeight + overscan);
    if (!hold.pinned) {
      const top = ol.getBoundingClientRect().top - view.getBoundingClientRect().top;
      next = rowsBetween(all, rowGap, -top - overscan, -top + view.clientHeight + overscan);
    }
    hold.keepFocus(current.current, next);
    setGap(rowGap);
    setRange((old) => (sameWindow(old, next) ? old : { start: next.start, end: next.end }));
  };

  /** After a render or a resize: the view kept, the heights learnt, the window placed. */
  settle.current = () => {
    hold.keep();
    measure();
    hold.note();
    place.current();
  };

  useLayoutEffect(() => hold.attach(), [hold]);

  // After every render of the list: what it rendered is what `current` names.
  useLayoutEffect(() => {
    current.current = ids;
    hold.observeRows();
    settle.current();
  });

  // Another conversation opens at its end.
  const first = ids[0];
  useLayoutEffect(() => {
    if (first !== undefined) hold.pin();
  }, [first, hold]);

  const end = Math.min(range.end, ids.length);
  const start = Math.min(range.start, Math.max(0, end - 1));
  return { ...padded(heightsOf(ids), gap, start, end), pin: hold.pin };
}
