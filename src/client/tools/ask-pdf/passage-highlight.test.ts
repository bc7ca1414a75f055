import { describe, expect, it } from "vitest";
import {
  joinedPageText,
  locatePassage,
  mergeLineBoxes,
  type PageTextItem,
  type PageTextPart,
  passageSpans,
  spanBoxes,
} from "./passage-highlight";

/** A line of 11-point text whose baseline starts at (x, y) on the page, 5 units a character. */
const line = (str: string, x: number, y: number, hasEOL = true): PageTextItem => ({
  str,
  hasEOL,
  transform: [11, 0, 0, 11, x, y],
  width: str.length * 5,
  height: 11,
  fontName: "f1",
});

const styles = { f1: { ascent: 0.8, descent: -0.2, vertical: false } };
/** A US Letter page at scale 1: page units up from the bottom, CSS pixels down from the top. */
const letter = [1, 0, 0, -1, 0, 792];

describe("a cited passage on a drawn page", () => {
  const parts: PageTextPart[] = [
    line("The schoolmaster rode", 72, 720, false),
    { type: "beginMarkedContent" },
    line(" Gunpowder,", 177, 720),
    { type: "endMarkedContent" },
    line("a broken-down plough-horse.", 72, 706),
  ];
  const text = joinedPageText(parts);

  it("joins the items as the reader joined the page: line breaks where an item ends a line", () => {
    expect(text).toBe("The schoolmaster rode Gunpowder,\na broken-down plough-horse.\n");
  });

  it("finds the items under a passage and the characters of each it covers", () => {
    const start = text.indexOf("rode");
    const end = text.indexOf(" plough");
    const spans = passageSpans(parts, start, end);
    expect(spans.map(({ item, from, to }) => item.str.slice(from, to))).toEqual([
      "rode",
      " Gunpowder,",
      "a broken-down",
    ]);
  });

  it("counts characters without the NULs the reader removed", () => {
    const withNul = [line("ab\u0000cd", 72, 720), line("efgh", 72, 706)];
    expect(joinedPageText(withNul)).toBe("abcd\nefgh\n");
    const [first, second] = passageSpans(withNul, 2, 7);
    expect([first?.from, first?.to, second?.from, second?.to]).toEqual([2, 4, 0, 2]);
  });

  it("covers nothing outside the page's text", () => {
    expect(passageSpans(parts, text.length, text.length + 50)).toEqual([]);
    expect(passageSpans(parts, 5, 5)).toEqual([]);
  });

  it("uses the stored offsets when they hold the passage, else finds its text, else gives up", () => {
    const start = text.indexOf("Gunpowder");
    const passage = { start, end: start + 9, text: "Gunpowder" };
    expect(locatePassage(text, passage)).toEqual({ start, end: start + 9 });
    expect(locatePassage(text, { ...passage, start: 0, end: 9 })).toEqual({
      start,
      end: start + 9,
    });
    expect(locatePassage(text, { ...passage, text: "Daredevil" })).toBeNull();
  });

  it("draws a box from the descent to the ascent over the span's share of the line", () => {
    const item = line("abcdefghij", 72, 720);
    const [box] = spanBoxes([{ item, from: 2, to: 6 }], styles, letter);
    // x: 72 + 50 * 2/10 = 82 to 72 + 50 * 6/10 = 102; y: 792 - (720 + 8.8) to 792 - (720 - 2.2).
    expect(box?.left).toBeCloseTo(82);
    expect(box?.width).toBeCloseTo(20);
    expect(box?.top).toBeCloseTo(63.2);
    expect(box?.height).toBeCloseTo(11);
  });

  it("follows the viewport's scale and rotation", () => {
    const item = line("abcdefghij", 72, 720);
    // Scale 2, turned 90 degrees clockwise: pdf.js's viewport transform for /Rotate 90.
    const turned = [0, 2, 2, 0, 0, 0];
    const [box] = spanBoxes([{ item, from: 0, to: 10 }], styles, turned);
    expect(box?.left).toBeCloseTo(2 * (720 - 2.2));
    expect(box?.width).toBeCloseTo(2 * 11);
    expect(box?.top).toBeCloseTo(144);
    expect(box?.height).toBeCloseTo(100);
  });

  it("places a span by the measure it is given (the browser measures the font's glyphs)", () => {
    const item = line("WWii", 72, 720);
    const wide = (_: PageTextItem, text: string, offset: number) =>
      [...text.slice(0, offset)].filter((char) => char === "W").length * 0.45 +
      [...text.slice(0, offset)].filter((char) => char === "i").length * 0.05;
    const [box] = spanBoxes([{ item, from: 2, to: 4 }], styles, letter, wide);
    expect(box?.left).toBeCloseTo(72 + 20 * 0.9);
    expect(box?.width).toBeCloseTo(20 * 0.1);
  });

  it("gives vertical writing no box, and merges boxes that touch on one line", () => {
    const item = line("abc", 72, 720);
    expect(
      spanBoxes([{ item, from: 0, to: 3 }], { f1: { ...styles.f1, vertical: true } }, letter),
    ).toEqual([]);
    const merged = mergeLineBoxes([
      { left: 10, top: 5, width: 20, height: 11 },
      { left: 31, top: 5, width: 10, height: 11 },
      { left: 10, top: 19, width: 30, height: 11 },
      { left: 50, top: 19, width: 0, height: 11 },
    ]);
    expect(merged).toEqual([
      { left: 10, top: 5, width: 31, height: 11 },
      { left: 10, top: 19, width: 30, height: 11 },
    ]);
  });
});
