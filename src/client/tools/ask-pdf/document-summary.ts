import type { DocumentView } from "@/shared/documents";
import { formatFileSize } from "@/shared/i18n/format";
import type { Locale } from "@/shared/i18n/locales";
import type { Translate } from "@/shared/i18n/translator";

/**
 * What the documents list says beside a document's name: its pages (slides, sections) and its
 * size in the units people read, kB for a small file rather than "0.00 MB" ("21 pages · 1.2 MB",
 * "21 Seiten · 1,2 MB"). Only the size while it has not been read.
 */
export function documentSummary(
  t: Translate,
  locale: Locale,
  document: Pick<DocumentView, "pages" | "unit" | "size">,
): string {
  const size = formatFileSize(locale, document.size);
  if (document.pages === null) return size;
  return t(
    {
      id: "askPdf.documentSummary",
      defaultMessage:
        "{unit, select, slide {{count, plural, one {# slide} other {# slides}}} section {{count, plural, one {# section} other {# sections}}} other {{count, plural, one {# page} other {# pages}}}} · {size}",
    },
    { unit: document.unit, count: document.pages, size },
  );
}
