import { useSyncExternalStore } from "react";
import { type Area, knownAreas, loadAreas } from "@/shared/i18n/areas";
import { commonMessages } from "@/shared/i18n/compiled/common";
import {
  isLocale,
  type Locale,
  localeCookie,
  localeDirections,
  localeOf,
  localeTags,
  sourceLocale,
} from "@/shared/i18n/locales";

/**
 * The language the app shows, read once from `<html lang>`: the server writes it into every page
 * it sends (the URL's `/de/` for a public page, else the visitor's choice, else the browser's
 * languages). Changing it loads the new language's messages first, so nothing shows half
 * translated.
 */
let active: Locale =
  typeof document === "undefined"
    ? sourceLocale
    : (localeOf(document.documentElement.lang) ?? sourceLocale);
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function activeLocale(): Locale {
  return active;
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}

/** Sets the language without waiting (the prerender, before it renders a page in it). */
export function setActiveLocale(locale: Locale) {
  if (locale === active) return;
  active = locale;
  if (typeof document !== "undefined") {
    document.documentElement.lang = localeTags[locale];
    document.documentElement.dir = localeDirections[locale];
  }
  for (const listener of listeners) listener();
}

/** Loads what the app shows in `locale` (every area loaded so far), then shows it in it. */
export async function switchLocale(locale: Locale): Promise<void> {
  await loadAreas(locale, [commonMessages, ...knownAreas()]);
  setActiveLocale(locale);
}

/** Loads `areas` in the active language: a lazily loaded page or dialog awaits its messages. */
export function loadMessages(areas: readonly Area[]): Promise<void> {
  return loadAreas(active, areas);
}

/**
 * Remembers a choice for this browser (a year): the server then sends pages in it. Set when a
 * person picks a language, or an account's saved language applies; never just for visiting.
 */
export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export { isLocale };
