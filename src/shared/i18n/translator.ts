import { type Area, catalogueOf, loadAreas } from "./areas";
import { type Locale, localeTags } from "./locales";
import { type Descriptor, format, formatters, type MessageId, type Values } from "./runtime";

/** Plain-text messages of one language: `t(descriptor, values)`. */
export type Translate = <Id extends MessageId>(
  descriptor: Descriptor<Id>,
  ...values: Values<Id>
) => string;

/**
 * A translator for one language once its areas are in: e-mails and server messages use it
 * (Node imports the same compiled catalogues as the browser). Dates show in `timeZone`, by
 * default the server's.
 */
export async function translator(
  locale: Locale,
  areas: readonly Area[],
  timeZone?: string,
): Promise<Translate> {
  await loadAreas(locale, areas);
  return plainTranslator(locale, timeZone);
}

/** The same over whatever is loaded already (the client's binding, and callers that loaded). */
export function plainTranslator(locale: Locale, timeZone?: string): Translate {
  const catalogue = catalogueOf(locale);
  const f = formatters(localeTags[locale], timeZone);
  return (descriptor, ...[values]) => String(format(catalogue, descriptor.id, values, f));
}
