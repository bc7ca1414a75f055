import { createElement, Fragment, type ReactNode, useMemo } from "react";
import { catalogueOf } from "@/shared/i18n/areas";
import { type Locale, localeTags } from "@/shared/i18n/locales";
import { localePath } from "@/shared/i18n/paths";
import {
  createFormatters,
  type Descriptor,
  format,
  type MessageId,
  type RichValues,
} from "@/shared/i18n/runtime";
import { plainTranslator, type Translate } from "@/shared/i18n/translator";
import { useLocale } from "./locale-store";

/** React nodes from a message's parts, without keys to invent (children, not an array). */
const fragment = (parts: unknown[]) =>
  createElement(Fragment, null, ...(parts.flat(Number.POSITIVE_INFINITY) as ReactNode[]));

export type Rich = <Id extends MessageId>(
  descriptor: Descriptor<Id>,
  ...values: RichValues<Id, ReactNode>
) => ReactNode;

export type I18n = {
  locale: Locale;
  t: Translate;
  rich: Rich;
  /** A public page's address in this language: `path("/pricing")` is `/de/pricing` in German. */
  path: (path: string) => string;
};

const bound = new Map<Locale, I18n>();

/** The translators of one language (made once; its catalogue object grows as areas load). */
export function i18nFor(locale: Locale): I18n {
  let i18n = bound.get(locale);
  if (!i18n) {
    const tag = localeTags[locale];
    const nodes = createFormatters(tag, undefined, {
      t: (render, children) => (render as (children: ReactNode) => ReactNode)(fragment(children)),
      a: fragment,
    });
    const catalogue = catalogueOf(locale);
    i18n = {
      locale,
      t: plainTranslator(locale),
      rich: (descriptor, ...[values]) =>
        format(catalogue, descriptor.id, values, nodes) as ReactNode,
      path: (path) => localePath(path, locale),
    };
    bound.set(locale, i18n);
  }
  return i18n;
}

/**
 * `const { t, rich, locale } = useT()`: `t({ id, defaultMessage }, values)` is a string (text,
 * attributes); `rich(...)` renders a message's tags with the React functions in its values.
 */
export function useT(): I18n {
  const locale = useLocale();
  return useMemo(() => i18nFor(locale), [locale]);
}
