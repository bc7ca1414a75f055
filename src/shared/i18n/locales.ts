/**
 * The languages Bismo speaks (the spec's ten), each named in its own language for the language
 * menus. English is the source language: the messages are written in it in the code, and the
 * unprefixed public URLs (`/pricing`) are English; the others live under `/<locale>/...`.
 */
export const locales = ["en", "de", "es", "fr", "it", "pt", "ru", "ja", "ko", "zh"] as const;
export type Locale = (typeof locales)[number];

export const sourceLocale: Locale = "en";

export const localeNames: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  it: "Italiano",
  pt: "Português",
  ru: "Русский",
  ja: "日本語",
  ko: "한국어",
  zh: "简体中文",
};

/** Each language's English name: what the chat's prompts ask the model to answer in. */
export const englishNames: Record<Locale, string> = {
  en: "English",
  de: "German",
  es: "Spanish",
  fr: "French",
  it: "Italian",
  pt: "Portuguese (as written in Portugal)",
  ru: "Russian",
  ja: "Japanese",
  ko: "Korean",
  zh: "Simplified Chinese",
};

/** The tag for `<html lang>`, `hreflang` and Intl: Chinese is written in simplified characters. */
export const localeTags: Record<Locale, string> = {
  en: "en",
  de: "de",
  es: "es",
  fr: "fr",
  it: "it",
  pt: "pt-PT",
  ru: "ru",
  ja: "ja",
  ko: "ko",
  zh: "zh-Hans",
};

/** The cookie that remembers a visitor's choice (a guest's, and an account's on this browser). */
export const localeCookie = "bismo-lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The locale a language tag names (`de-AT` is German, `zh-Hans-CN` Chinese), if one does. */
export function localeOf(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  // Traditional Chinese readers get English rather than simplified characters they did not ask for.
  if (primary === "zh" && /^zh[-_](hant|tw|hk|mo)\b/i.test(tag.trim())) return null;
  return isLocale(primary) ? primary : null;
}

/** The best of our locales for the browser's preferred languages, in their order; else English. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const locale = localeOf(tag);
    if (locale) return locale;
  }
  return sourceLocale;
}

/** The languages of an `Accept-Language` header, most wanted first (`q=0` ones left out). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The locale a `Cookie` header's language cookie holds, if it holds one. */
export function cookieLocale(cookieHeader: string | null | undefined): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${localeCookie}=([a-z]{2})(?:;|$)`).exec(cookieHeader ?? "");
  return match && isLocale(match[1]) ? match[1] : null;
}
