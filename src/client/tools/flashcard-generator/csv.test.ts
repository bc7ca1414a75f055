import { describe, expect, it } from "vitest";
import { cardsFromCsv, deckToAnki, deckToCsv, parseDelimited } from "./csv";

const card = (front: string, back: string, hint: string | null = null) => ({
  id: crypto.randomUUID(),
  front,
  back,
  hint,
  progress: null,
});

describe("flashcard CSV", () => {
  it("round-trips through export and import, quotes, commas, line breaks and all", () => {
    const cards = [
      card("What is 2, 3?", 'A "pair"', "Think of lists"),
      card("Line\nbreak", "Back\r\nwith CRLF"),
      card("Ünïcödé ✓", "Ω"),
    ];
    const imported = cardsFromCsv(deckToCsv({ cards }));
    expect(imported).toEqual(cards.map(({ front, back, hint }) => ({ front, back, hint })));
  });

  it("imports files without a header, with a byte-order mark, tab-separated and with a blank last line", () => {
    expect(cardsFromCsv("\uFEFFcat,Katze\ndog,Hund,starts with H\n\n")).toEqual([
      { front: "cat", back: "Katze", hint: null },
      { front: "dog", back: "Hund", hint: "starts with H" },
    ]);
    expect(parseDelimited("a\tb\nc\td")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("says which row is incomplete", () => {
    expect(() => cardsFromCsv("front,back\nq1,a1\nq2,")).toThrow("Row 2 needs a front and a back.");
    expect(() => cardsFromCsv("front,back\n")).toThrow("The file has no cards");
  });

  it("writes Anki's tab-separated text with its header lines, one note per line", () => {
    const text = deckToAnki({ title: "Bio\tlogy", cards: [card("A\tB", "x < y\nz", "hint")] });
    const lines = text.trimEnd().split("\n");
    expect(lines.slice(0, 4)).toEqual([
      "#separator:tab",
      "#html:true",
      "#columns:Front\tBack",
      "#deck:Bio logy",
    ]);
    expect(lines[4]).toBe("A B\tx &lt; y<br>z<br><br><i>Hint: hint</i>");
  });
});
