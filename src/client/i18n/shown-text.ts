import type { Descriptor } from "@/shared/i18n/runtime";
import type { Translate } from "@/shared/i18n/translator";

/**
 * Text a caller hands to a shared component: already worded (a string), or a message without
 * values the component words in the reader's language when it renders. A label fixed when a
 * module loads (a history's heading) is a message: the language may change afterwards.
 */
export type ShownText = string | Descriptor;

export const wordShown = (t: Translate, text: ShownText): string =>
  typeof text === "string" ? text : (t as (descriptor: Descriptor) => string)(text);
