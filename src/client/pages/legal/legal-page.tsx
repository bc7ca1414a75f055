import { ArrowLeft } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useT } from "@/client/i18n/use-t";
import { legalMessages } from "@/shared/i18n/compiled/legal";
import { localeNames } from "@/shared/i18n/locales";
import { impressumText } from "./impressum-text";
import type { Lang, LegalText } from "./legal-parts";
import { privacyDe } from "./privacy-de";
import { privacyEn } from "./privacy-en";
import { termsDe } from "./terms-de";
import { termsEn } from "./terms-en";

export const messageAreas = [legalMessages];

const texts: Record<"impressum" | "privacy" | "terms", Record<Lang, LegalText>> = {
  impressum: impressumText,
  privacy: { de: privacyDe, en: privacyEn },
  terms: { de: termsDe, en: termsEn },
};

/** The languages the texts are written in, each named in itself. */
const languages = (["de", "en"] as const satisfies readonly Lang[]).map((lang) => ({
  lang,
  label: localeNames[lang],
}));

const noSubscription = () => () => {};
// The prerendered HTML holds the page language's text (German for German, else English); the
// URL's ?lang= applies once hydrated.
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const prose =
  "mt-8 leading-7 [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6";

/** Impressum, privacy policy and terms, each in German and English. */
export function LegalPage({ page }: { page: keyof typeof texts }) {
  const { t, locale, path } = useT();
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const hydrated = useHydrated();
  const base: Lang = locale === "de" ? "de" : "en";
  const asked = hydrated ? params.get("lang") : null;
  const lang: Lang = asked === "de" || asked === "en" ? asked : base;
  const text = texts[page][lang];

  useEffect(() => {
    const previous = document.title;
    document.title = `${text.title} · Bismo`;
    return () => {
      document.title = previous;
    };
  }, [text.title]);

  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const choose = (next: Lang) =>
    setParams(next === base ? {} : { lang: next }, { replace: true, preventScrollReset: true });

  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Link
          to={path("/")}
          className="inline-flex items-center gap-1 text-sm text-muted-fg hover:text-fg"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />{" "}
          {t({ id: "legal.back", defaultMessage: "Back to Home" })}
        </Link>
        <fieldset className="flex rounded-lg border border-border p-1 text-sm">
          <legend className="sr-only">
            {t({ id: "legal.textLanguage", defaultMessage: "Language of this text" })}
          </legend>
          {languages.map((option) => (
            <button
              key={option.lang}
              type="button"
              lang={option.lang}
              aria-pressed={lang === option.lang}
              onClick={() => choose(option.lang)}
              className="rounded-md px-3 py-1 font-medium text-muted-fg aria-pressed:bg-primary aria-pressed:text-primary-fg"
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      </div>
      {locale !== "de" && locale !== "en" && (
        <p className="mt-6 rounded-lg border border-border bg-muted p-3 text-sm">
          {t({
            id: "legal.onlyGermanEnglish",
            defaultMessage: "This text is available in German and English.",
          })}
        </p>
      )}
      <article lang={lang} className="mt-8">
        <h1 className="text-3xl font-bold sm:text-4xl">{text.title}</h1>
        <p className="mt-2 text-sm text-muted-fg">{text.updated}</p>
        <div className={prose}>{text.body}</div>
      </article>
    </main>
  );
}
