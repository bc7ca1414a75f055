import { describe, expect, it } from "vitest";
import { askPdfMessages } from "@/shared/i18n/compiled/askPdf";
import { translator } from "@/shared/i18n/translator";
import { documentSummary } from "./document-summary";

describe("a document's line in the documents list", () => {
  it("gives a small PDF's size in kilobytes, not 0.00 MB", async () => {
    const t = await translator("en", [askPdfMessages]);
    expect(documentSummary(t, "en", { pages: 1, unit: "page", size: 3_072 })).toBe(
      "1 page · 3.1 kB",
    );
    expect(documentSummary(t, "en", { pages: 21, unit: "page", size: 1_234_567 })).toBe(
      "21 pages · 1.2 MB",
    );
    expect(documentSummary(t, "en", { pages: 3, unit: "slide", size: 250_000 })).toBe(
      "3 slides · 250 kB",
    );
  });

  it("counts and sizes in the reader's language", async () => {
    const de = await translator("de", [askPdfMessages]);
    expect(documentSummary(de, "de", { pages: 21, unit: "page", size: 1_234_567 })).toBe(
      "21 Seiten · 1,2 MB",
    );
    const fr = await translator("fr", [askPdfMessages]);
    expect(documentSummary(fr, "fr", { pages: 1, unit: "section", size: 3_072 })).toBe(
      "1 section · 3,1\u202fko",
    );
  });

  it("shows only the size of a document not read yet", async () => {
    const t = await translator("en", [askPdfMessages]);
    expect(documentSummary(t, "en", { pages: null, unit: "page", size: 512 })).toBe("512 bytes");
  });
});
