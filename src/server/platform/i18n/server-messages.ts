import { catalogueOf } from "@/shared/i18n/areas";
import { serverCatalogues } from "@/shared/i18n/compiled/server";
import { type Locale, locales } from "@/shared/i18n/locales";
import { plainTranslator, type Translate } from "@/shared/i18n/translator";

// What the server says itself (its error messages, its e-mails) in every language, there as
// soon as this module is: translating never waits. A few kilobytes per language.
for (const locale of locales) Object.assign(catalogueOf(locale), serverCatalogues[locale]);

/** The server's words in `locale`. */
export function serverTranslator(locale: Locale): Translate {
  return plainTranslator(locale);
}
