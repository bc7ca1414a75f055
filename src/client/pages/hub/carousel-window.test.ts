import { describe, expect, it } from "vitest";
import { carouselSlots, wrapIndex } from "./carousel-window";

describe("carousel window", () => {
  it("wraps both ways", () => {
    expect(wrapIndex(0, -1, 23)).toBe(22);
    expect(wrapIndex(22, 1, 23)).toBe(0);
    expect(wrapIndex(5, 2, 23)).toBe(7);
  });

  it("shows two cards each side of the centre, wrapping", () => {
    expect(carouselSlots(0, 23).map((slot) => slot.index)).toEqual([21, 22, 0, 1, 2]);
    expect(carouselSlots(0, 23).map((slot) => slot.offset)).toEqual([-2, -1, 0, 1, 2]);
  });

  it("never shows a card twice in a short list", () => {
    expect(carouselSlots(0, 1)).toEqual([{ index: 0, offset: 0 }]);
    expect(carouselSlots(0, 2).map((slot) => slot.index)).toEqual([0, 1]);
    expect(carouselSlots(1, 3).map((slot) => slot.index)).toEqual([0, 1, 2]);
    expect(carouselSlots(0, 4).map((slot) => slot.index)).toEqual([3, 0, 1, 2]);
    expect(carouselSlots(0, 0)).toEqual([]);
  });
});
