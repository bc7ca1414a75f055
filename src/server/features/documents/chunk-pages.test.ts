import { describe, expect, it } from "vitest";
import { chunkChars, chunkPages } from "./chunk-pages";

const sentence = (index: number) => `Sentence number ${index} tells of the river and the mill. `;
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => sentence(from + index)).join("");

describe("chunkPages", () => {
  it("keeps each chunk's page and its exact place in that page's text", () => {
    const pages = [page(0, 40), "", page(100, 5)];
    const chunks = chunkPages(pages);
    for (const chunk of chunks) {
      expect(pages[chunk.page - 1]?.slice(chunk.start, chunk.end)).toBe(chunk.text);
    }
    expect(new Set(chunks.map((chunk) => chunk.page))).toEqual(new Set([1, 3]));
    expect(chunks.map((chunk) => chunk.position)).toEqual(chunks.map((_, index) => index));
  });

  it("overlaps neighbouring chunks, so a sentence cut at one boundary is whole in the other", () => {
    const text = page(0, 60);
    const chunks = chunkPages([text]);
    expect(chunks.length).toBeGreaterThan(3);
    for (const [index, chunk] of chunks.entries()) {
      expect(chunk.text.length).toBeLessThanOrEqual(chunkChars * 1.25);
      const next = chunks[index + 1];
      if (next) expect(next.start).toBeLessThan(chunk.end);
    }
    // Every sentence appears whole in some chunk.
    for (let index = 0; index < 60; index++) {
      expect(chunks.some((chunk) => chunk.text.includes(sentence(index).trim()))).toBe(true);
    }
  });

  it("ends chunks at sentence ends and starts them at word starts", () => {
    const chunks = chunkPages([page(0, 60)]);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.text.endsWith(".")).toBe(true);
    for (const chunk of chunks) expect(chunk.text).toMatch(/^[A-Za-z0-9]/);
  });

  it("keeps a page of one unbroken word in pieces without looping", () => {
    const chunks = chunkPages(["x".repeat(5000)]);
    expect(chunks.map((chunk) => chunk.text).join("")).toContain("x".repeat(chunkChars));
    expect(chunks.at(-1)?.end).toBe(5000);
  });
});
