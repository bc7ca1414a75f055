import { catalogueOf } from "@/shared/i18n/areas";
import { serverCatalogues } from "@/shared/i18n/compiled/server";
import { type Locale, locales, sourceLocale } from "@/shared/i18n/locales";
import type { Descriptor, MessageId, Values } from "@/shared/i18n/runtime";
import { plainTranslator, type Translate } from "@/shared/i18n/translator";

// What the server says itself (its error messages, its e-mails) in every language, there as
// soon as this module is: translating never waits. A few kilobytes per language.
for (const locale of locales) Object.assign(catalogueOf(locale), serverCatalogues[locale]);

/** The server's words in `locale`. */
export function serverTranslator(locale: Locale): Translate {
  return plainTranslator(locale);
}

/** A message the server says, worded when it is sent: in the language of whoever receives it. */
export type ServerMessage = { readonly id: MessageId; readonly values?: object };

/**
 * A message of the server's catalogue (area `errors`) with its values, typed by its English text:
 * `new AppError("not_found", msg({ id: "errors.files.notFound", defaultMessage: "..." }))`.
 * `npm run i18n` extracts the English as it does the client's `t(...)`.
 */
export function msg<Id extends MessageId>(
  descriptor: Descriptor<Id>,
  ...values: Values<Id>
): ServerMessage {
  return { id: descriptor.id, values: values[0] };
}

/** `message` in `locale` (English, the source language, when no locale is known). */
export function wordIn(locale: Locale | null, message: ServerMessage): string {
  const translate = serverTranslator(locale ?? sourceLocale) as (
    descriptor: Descriptor,
    values?: object,
  ) => string;
  return translate({ id: message.id }, message.values);
}
