import { activeLocale } from "@/client/i18n/locale-store";
import { formatNumber } from "@/shared/i18n/format";
import type { Locale } from "@/shared/i18n/locales";

/** The spec's attachment size: megabytes with two decimals, as the reader writes them (2,50 MB). */
export function formatMegabytes(bytes: number, locale: Locale = activeLocale()): string {
  return formatNumber(locale, bytes / (1024 * 1024), {
    style: "unit",
    unit: "megabyte",
    unitDisplay: "short",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
