import { Languages } from "lucide-react";
import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { useCurrentUser } from "@/client/lib/current-user";
import { type Locale, localeNames, locales, localeTags } from "@/shared/i18n/locales";
import { isLocalizedPath, localePath, splitLocalePath } from "@/shared/i18n/paths";
import { rememberLocale, switchLocale } from "./locale-store";
import { useT } from "./use-t";

const itemClass =
  "block w-full rounded-md px-3 py-2 text-start text-sm hover:bg-muted focus-visible:bg-muted aria-[current=true]:font-semibold aria-[current=true]:text-primary";

/** The one list of languages (AppShell renders it after the page; a header's button opens it). */
const listId = "language-menu";

/**
 * The language switch of every page's header: this button opens the list (LanguageList), a
 * popover the browser opens and closes itself, Escape and a click elsewhere included, with no
 * script of ours: it works before the page is interactive.
 */
export function LanguageButton() {
  const { t, locale } = useT();
  return (
    <button
      type="button"
      popoverTarget={listId}
      className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-muted-fg transition hover:bg-muted hover:text-fg"
    >
      <Languages className="h-4 w-4" aria-hidden />
      <span aria-hidden>{locale.toUpperCase()}</span>
      <span className="sr-only">
        {t(
          { id: "common.language.current", defaultMessage: "Language: {language}" },
          { language: localeNames[locale] },
        )}
      </span>
    </button>
  );
}

/**
 * The languages. On a page with an address per language, links to that page in each language
 * (they tell crawlers where the translations are); elsewhere buttons that switch in place.
 * Either way the choice is remembered for this browser, and on the account when one is signed
 * in. It comes after the page in the document, so it never holds up the page's first paint.
 */
export function LanguageList() {
  const { locale } = useT();
  const { user } = useCurrentUser();
  const { pathname, search, hash } = useLocation();
  const page = splitLocalePath(pathname).path;
  const linked = isLocalizedPath(page);

  const choose = async (next: Locale, event: MouseEvent<HTMLElement>) => {
    const href = event.currentTarget.getAttribute("href");
    event.preventDefault();
    document.getElementById(listId)?.hidePopover();
    rememberLocale(next);
    if (user && !user.isGuest) {
      // Saved before the page changes; a failure leaves this browser's choice standing.
      await import("./save-language").then((module) => module.saveLanguage(next)).catch(() => {});
    }
    if (href) window.location.assign(href);
    else await switchLocale(next);
  };

  return (
    <div
      id={listId}
      popover="auto"
      className="fixed inset-auto end-4 top-16 m-0 w-44 rounded-xl border border-border bg-card p-1.5 text-fg shadow-xl"
    >
      {locales.map((option) =>
        linked ? (
          <a
            key={option}
            href={localePath(page, option) + search + hash}
            hrefLang={localeTags[option]}
            lang={localeTags[option]}
            aria-current={option === locale}
            className={itemClass}
            onClick={(event) => void choose(option, event)}
          >
            {localeNames[option]}
          </a>
        ) : (
          <button
            key={option}
            type="button"
            lang={localeTags[option]}
            aria-current={option === locale}
            className={itemClass}
            onClick={(event) => void choose(option, event)}
          >
            {localeNames[option]}
          </button>
        ),
      )}
    </div>
  );
}
