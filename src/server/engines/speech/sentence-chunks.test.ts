import { describe, expect, it } from "vitest";
import { sentenceChunks } from "./sentence-chunks";

describe("sentence chunks", () => {
  it("packs whole sentences up to the limit and loses no word", () => {
    const text =
      "First sentence here. Second one is a bit longer! Is this the third? Yes. The end.";
    const chunks = sentenceChunks(text, 50);
    expect(chunks).toEqual([
      "First sentence here. Second one is a bit longer!",
      "Is this the third? Yes. The end.",
    ]);
    expect(chunks.join(" ")).toBe(text);
  });

  it("cuts a sentence longer than the limit at commas, then between words", () => {
    const long = `${"word ".repeat(30).trim()}, and then ${"more ".repeat(30).trim()}.`;
    const chunks = sentenceChunks(long, 60);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(60);
    expect(chunks.join(" ").replace(/\s+/g, " ")).toBe(long);
    expect(chunks.some((chunk) => chunk.endsWith(","))).toBe(true);
  });

  it("splits text without spaces (Japanese) at its sentence marks", () => {
    const chunks = sentenceChunks("今日は晴れです。明日は雨でしょう。週末は出かけます。", 12);
    expect(chunks).toEqual(["今日は晴れです。", "明日は雨でしょう。", "週末は出かけます。"]);
  });
});
