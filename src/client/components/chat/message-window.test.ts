import { describe, expect, it } from "vitest";
import { lastRows, rowsBetween } from "./message-window";

// Ten rows of 100 px with 10 px between: row k spans [110k, 110k + 100).
const rows = Array.from({ length: 10 }, () => 100);

describe("the rows of a window", () => {
  it("are those showing any of the range, the rest stood in for with their gaps", () => {
    expect(rowsBetween(rows, 10, 250, 480)).toEqual({
      start: 2,
      end: 5,
      before: 220,
      after: 550,
    });
    // Every row's place is kept: before + the rendered rows and their gaps + after is the whole.
    const { start, end, before, after } = rowsBetween(rows, 10, 250, 480);
    expect(before + (end - start) * 100 + (end - start - 1) * 10 + after).toBe(1090);
  });

  it("start at the first row whose bottom is below the top, on the gap or not", () => {
    expect(rowsBetween(rows, 10, 100, 150).start).toBe(1);
    expect(rowsBetween(rows, 10, 99, 150).start).toBe(0);
    expect(rowsBetween(rows, 10, -500, 50)).toMatchObject({ start: 0, end: 1, before: 0 });
  });

  it("past the end, are the last row", () => {
    expect(rowsBetween(rows, 10, 5000, 6000)).toMatchObject({ start: 9, end: 10, after: 0 });
    expect(rowsBetween([], 10, 0, 100)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });

  it("at the end, fill the room counted back from the last row", () => {
    expect(lastRows(rows, 10, 300)).toEqual({ start: 7, end: 10, before: 770, after: 0 });
    // Rows far above being guessed otherwise changes their room, not which rows show.
    const guessed = [500, 500, 500, 500, 500, 500, 500, 100, 100, 100];
    expect(lastRows(guessed, 10, 300)).toMatchObject({ start: 7, end: 10 });
    expect(lastRows(rows, 10, 50_000)).toMatchObject({ start: 0, end: 10, before: 0 });
  });
});
