import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { minimalDocx, minimalPptx } from "#tests/fakes/documents";
import { imageOnlyPdf, textPdf } from "#tests/support/text-pdf";
import { extractPages, sectionChars, sections, UnreadableDocumentError } from "./extract-pages";

const options = { maxPages: 100 };

describe("extractPages", () => {
  it("reads a PDF page by page, reporting each page as it goes", async () => {
    const text = Array.from({ length: 120 }, (_, index) => `Paragraph ${index} about otters.`).join(
      "\n\n",
    );
    const seen: string[] = [];
    const { unit, pages } = await extractPages(textPdf(text), "pdf", {
      maxPages: 100,
      onPage: (done, total) => void seen.push(`${done}/${total}`),
    });
    expect(unit).toBe("page");
    expect(pages.length).toBeGreaterThan(2);
    expect(seen).toEqual(pages.map((_, index) => `${index + 1}/${pages.length}`));
    expect(pages[0]).toContain("Paragraph 0 about otters.");
    expect(pages.at(-1)).toContain("Paragraph 119 about otters.");
  });

  it("finds no text on the pages of a scanned PDF", async () => {
    const { pages } = await extractPages(imageOnlyPdf(3), "pdf", options);
    expect(pages).toHaveLength(3);
    expect(pages.every((page) => page.trim() === "")).toBe(true);
  });

  it("refuses a PDF with more pages than allowed, saying how many it has", async () => {
    const text = Array.from({ length: 400 }, () => "A line of text.").join("\n\n");
    await expect(extractPages(textPdf(text), "pdf", { maxPages: 2 })).rejects.toThrow(
      UnreadableDocumentError,
    );
  });

  it("reads a deck slide by slide", async () => {
    const { unit, pages } = await extractPages(
      minimalPptx(["Quarterly results", "Revenue &amp; costs"]),
      "pptx",
      options,
    );
    expect(unit).toBe("slide");
    expect(pages).toEqual(["Quarterly results", "Revenue & costs"]);
  });

  it("cuts running text (Word, text, Markdown) into sections of at most 3,000 characters", async () => {
    const paragraph = "The committee met on Tuesday and agreed the budget. ".repeat(12);
    const word = await extractPages(minimalDocx(paragraph.repeat(10)), "docx", options);
    expect(word.unit).toBe("section");
    expect(word.pages.length).toBeGreaterThan(1);
    expect(word.pages.every((page) => page.length <= sectionChars)).toBe(true);

    const text = await extractPages(strToU8(`${paragraph}\r\n\r\n`.repeat(12)), "txt", options);
    expect(text.pages.length).toBeGreaterThan(1);
    // Sections end at paragraph ends, so none starts mid-sentence.
    expect(text.pages.every((page) => page.startsWith("The committee"))).toBe(true);
  });

  it("starts a new Markdown section at a heading once a section is half full", () => {
    const body = "Words of the chapter go here. ".repeat(60);
    const markdown = `# One\n\n${body}\n\n## Two\n\n${body}\n\n## Three\n\n${body}`;
    const result = sections(markdown, true);
    expect(result.map((section) => section.split("\n")[0])).toEqual([
      "# One",
      "## Two",
      "## Three",
    ]);
  });

  it("reads UTF-16 text with its byte-order mark", async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("Grüße aus Köln", "utf16le"),
    ]);
    const { pages } = await extractPages(new Uint8Array(utf16), "txt", options);
    expect(pages).toEqual(["Grüße aus Köln"]);
  });
});
