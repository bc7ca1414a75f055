import type { I18n } from "@/client/i18n/use-t";
import type { CitedSource } from "@/shared/documents";
import type { OpenFailure } from "./use-pdf-document";

/** Why the PDF is not drawn, in the reader's words: a sentence of the viewer's note. */
export function failureText({ t }: I18n, reason: OpenFailure): string {
  return t(
    {
      id: "askPdf.viewer.pdfFailed",
      defaultMessage:
        "The PDF could not be drawn here ({reason, select, refused {{message}} network {the file could not be fetched (network error)} renderer {the PDF viewer could not be loaded} protected {the file is protected} notPdf {the file is not a PDF this viewer can read} other {this browser could not open the file}}).",
    },
    { reason: reason.kind, message: reason.kind === "refused" ? reason.message : "" },
  );
}

/** "page 4 of 21 · source 1": where the viewer is, and the source's number on its page. */
export function placeText({ t }: I18n, source: CitedSource, page: number, count: number): string {
  const place =
    count > 0
      ? t(
          {
            id: "askPdf.viewer.placeOf",
            defaultMessage:
              "{unit, select, slide {slide {page, number} of {count, number}} section {section {page, number} of {count, number}} other {page {page, number} of {count, number}}}",
          },
          { unit: source.unit, page, count },
        )
      : t(
          {
            id: "askPdf.viewer.place",
            defaultMessage:
              "{unit, select, slide {slide {page, number}} section {section {page, number}} other {page {page, number}}}",
          },
          { unit: source.unit, page },
        );
  if (page !== source.page) return place;
  return t(
    { id: "askPdf.viewer.placeCited", defaultMessage: "{place} · source {source, number}" },
    { place, source: source.number },
  );
}
