import { type Locale, localeTags } from "@/shared/i18n/locales";
import type { tutorLanguages } from "@/shared/tools/language-tutor";

type TutorLanguage = (typeof tutorLanguages)[number];

/** Each language the tutor teaches by its BCP 47 code, for Intl to name. */
const codes = {
  Spanish: "es",
  French: "fr",
  German: "de",
  Italian: "it",
  Portuguese: "pt",
  Japanese: "ja",
} as const satisfies Record<TutorLanguage, string>;

/**
 * A language the tutor teaches, named in the interface's language ("Spanisch", "Espagnol",
 * "スペイン語"), starting with a capital as a choice in a list does; the value stays the API's
 * English name.
 */
export function tutorLanguageName(locale: Locale, language: TutorLanguage): string {
  const tag = localeTags[locale];
  const name = new Intl.DisplayNames([tag], { type: "language" }).of(codes[language]) ?? language;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
