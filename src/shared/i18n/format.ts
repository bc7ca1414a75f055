import { type Locale, localeTags } from "./locales";

/**
 * Dates, numbers, money and file sizes as a reader of `locale` writes them, through Intl (one
 * formatter per locale and format, reused). For values inside a sentence, prefer the message's
 * own `{n, number}` / `{d, date, long}`: the translator then places them.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions) =>
  cached(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(localeTags[locale], options),
  );

export function formatNumber(
  locale: Locale,
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(locale, options).format(value);
}

/** `formatDate("de", d, { dateStyle: "long" })`: 3. März 2026. */
export function formatDate(
  locale: Locale,
  value: Date | number | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  const formatter = cached(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(localeTags[locale], options),
  );
  return formatter.format(typeof value === "string" ? new Date(value) : value);
}

/** An amount of money in its currency, whole units without decimals: $25, 25 $, 25 US$. */
export function formatCurrency(locale: Locale, amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  return formatNumber(locale, amount, {
    style: "currency",
    currency,
    ...(whole ? { maximumFractionDigits: 0 } : {}),
  });
}

/** A language's name (`de`, `pt-BR`) in `locale`'s words; undefined for a code Intl cannot name. */
export function languageName(locale: Locale, code: string): string | undefined {
  try {
    return new Intl.DisplayNames([localeTags[locale]], { type: "language" }).of(code);
  } catch {
    return undefined;
  }
}

const byteUnits = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;

/**
 * A size in the units people read, powers of 1000 like the plans' GB, with the locale's unit
 * names: 1.5 MB, 1,5 MB, 1,5 Mo, 1,5 МБ.
 */
export function formatFileSize(locale: Locale, bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < byteUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return formatNumber(locale, value, {
    style: "unit",
    unit: byteUnits[unit],
    // "0 bytes" rather than the short form's "0 byte"; "1.5 MB", "1,5 Mo" for the rest.
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  });
}

/**
 * A duration in the locale's short units: 45 sec, 1 min 32 sec, 1 Min. 32 Sek., 1 分 32 秒. (Intl's
 * DurationFormat would do it in one, but Node 20 lacks it.)
 */
export function formatDuration(locale: Locale, totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  const unit = (value: number, name: "minute" | "second") =>
    formatNumber(locale, value, { style: "unit", unit: name, unitDisplay: "short" });
  if (minutes === 0) return unit(seconds, "second");
  return seconds === 0
    ? unit(minutes, "minute")
    : `${unit(minutes, "minute")} ${unit(seconds, "second")}`;
}
