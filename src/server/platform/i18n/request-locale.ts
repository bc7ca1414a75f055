import {
  acceptedLanguages,
  cookieLocale,
  isLocale,
  type Locale,
  pickLocale,
} from "@/shared/i18n/locales";

/**
 * The language to answer an API request in: the client's fetches say the page's language in
 * `Accept-Language`; other callers get their own header's, else English.
 */
export function apiLocale(headers: Headers): Locale {
  return pickLocale(acceptedLanguages(headers.get("accept-language")));
}

/**
 * The language of a page a browser asks for without naming one in its address: the visitor's
 * choice (the language cookie), else the browser's languages, else English.
 */
export function pageLocale(headers: Headers): Locale {
  return (
    cookieLocale(headers.get("cookie")) ??
    pickLocale(acceptedLanguages(headers.get("accept-language")))
  );
}

/**
 * The language to answer a request in: `saved` (the signed-in account's), else the page
 * language's rules: the visitor's choice, else the browser's languages, else English.
 */
export function requestLocale(headers: Headers, saved?: unknown): Locale {
  return isLocale(saved) ? saved : pageLocale(headers);
}
