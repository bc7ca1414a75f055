import { describe, expect, it } from "vitest";
import { i18nFor } from "@/client/i18n/use-t";
import type { CitedSource } from "@/shared/documents";
import { loadAreas } from "@/shared/i18n/areas";
import { askPdfMessages } from "@/shared/i18n/compiled/askPdf";
import { failureText, placeText } from "./viewer-text";

const source: CitedSource = {
  number: 2,
  documentId: "d1",
  name: "report.pdf",
  unit: "page",
  page: 4,
  start: 0,
  end: 10,
  text: "The passage",
};

describe("the source viewer's words", () => {
  it("says where the viewer is, and the source on its cited page", async () => {
    await loadAreas("en", [askPdfMessages]);
    const en = i18nFor("en");
    expect(placeText(en, source, 4, 21)).toBe("page 4 of 21 · source 2");
    expect(placeText(en, source, 5, 21)).toBe("page 5 of 21");
    expect(placeText(en, { ...source, unit: "slide" }, 5, 0)).toBe("slide 5");
  });

  it("words them in the reader's language", async () => {
    await loadAreas("de", [askPdfMessages]);
    const de = i18nFor("de");
    expect(placeText(de, source, 4, 1200)).toBe("Seite 4 von 1.200 · Quelle 2");
    expect(failureText(de, { kind: "protected" })).toBe(
      "Das PDF kann hier nicht dargestellt werden (die Datei ist geschützt).",
    );
    expect(failureText(de, { kind: "refused", message: "Diese Datei gibt es nicht." })).toBe(
      "Das PDF kann hier nicht dargestellt werden (Diese Datei gibt es nicht.).",
    );
  });
});
