import { isLocale, type Locale, sourceLocale } from "./locales";

/**
 * The pages that have an address per language: English at `/pricing`, German at `/de/pricing`
 * (the home page at `/de`). The public pages are prerendered in every language; the pages
 * e-mails link to (confirm, reset-password) follow the e-mail's language. Other pages (hub,
 * workbench, settings, admin) have one address and show the visitor's language.
 */
export const localizedPaths = [
  "/",
  "/landing",
  "/pricing",
  "/impressum",
  "/privacy",
  "/terms",
  "/confirm",
  "/reset-password",
] as const;

const localized = new Set<string>(localizedPaths);

export const isLocalizedPath = (pathname: string) => localized.has(pathname);

/** `/pricing#x` in `locale`: `/de/pricing#x`; paths without a localized page stay as they are. */
export function localePath(path: string, locale: Locale): string {
  const cut = path.search(/[?#]/);
  const [pathname, rest] = cut < 0 ? [path, ""] : [path.slice(0, cut), path.slice(cut)];
  if (locale === sourceLocale || !localized.has(pathname)) return path;
  return `/${locale}${pathname === "/" ? "" : pathname}${rest}`;
}

/** The language a localized address names, and the page's path without it. */
export function splitLocalePath(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== sourceLocale) {
    const path = (match[2] ?? "/").replace(/(.)\/+$/, "$1");
    if (localized.has(path)) return { locale: match[1], path };
  }
  return { locale: null, path: pathname };
}
