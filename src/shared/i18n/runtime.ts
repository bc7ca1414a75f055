import type { Messages } from "./message-types";
import { shortId } from "./short-id";

/**
 * The whole runtime of Bismo's messages. The build step (scripts/i18n/compile-message.ts) turns each
 * ICU MessageFormat text into a plain string, or into a small function of its values and these
 * formatters: `{count, plural, one {# file} other {# files}}` becomes
 * `(v,f)=>f.p(v.count,{one:f.n(v.count)+" file",other:f.n(v.count)+" files"})`. So no parser
 * ships to the browser, and formatting is the platform's Intl, cached per format.
 */
export type Formatters = {
  /** A value shown as it is (`{name}`); a number in the locale's digits and separators. */
  v(value: unknown): string;
  /** A number (`{n, number}`, `#` in a plural), with Intl options from the message's style. */
  n(value: number, options?: Intl.NumberFormatOptions): string;
  /** A date or time (`{d, date, long}`, `{d, time, short}`). */
  d(value: Date | number, options: Intl.DateTimeFormatOptions): string;
  /** The branch of a plural for `value`: `=2` first, then its category; `offset` as ICU says. */
  p(value: number, cases: Record<string, unknown>, offset?: number, ordinal?: boolean): unknown;
  /** The branch of a select. */
  s(value: string, cases: Record<string, unknown>): unknown;
  /** A tag (`<b>...</b>`): the caller's function applied to what it holds. */
  t(render: unknown, children: unknown[]): unknown;
  /** The parts of a message that holds tags: one string, or React nodes (react binding). */
  a(parts: unknown[]): unknown;
};

// The compiled code reads the values its message declares; their types are checked where the
// message is used (message-types.ts), not inside the generated module.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Compiled = (values: any, f: Formatters) => unknown;
/** One language's messages of one area (a compiled catalogue module's default export). */
export type Catalogue = Record<string, string | Compiled>;

export type MessageId = keyof Messages;

/** A tag's value in the generated types; each binding says what renders a tag. */
export interface Tag {
  readonly tag: never;
}
type Plain<V> = { [K in keyof V as V[K] extends Tag ? never : K]: V[K] };
type Rich<V, Node> = { [K in keyof V]: V[K] extends Tag ? (children: Node) => Node : V[K] };
/**
 * The values a message takes as plain text: none, or exactly those its English text uses, typed
 * from it (a tag shows its text).
 */
export type Values<Id extends MessageId> = keyof Plain<Messages[Id]> extends never
  ? []
  : [values: Plain<Messages[Id]>];
/** The values of a message rendered as `Node`s, its tags included. */
export type RichValues<Id extends MessageId, Node> = keyof Messages[Id] extends never
  ? []
  : [values: Rich<Messages[Id], Node>];

/**
 * A message as written in code: its id, and its English text for `npm run i18n` to extract into
 * the English catalogue. The client build strips the text again (scripts/i18n/message-plugin.ts).
 */
export type Descriptor<Id extends MessageId = MessageId> = { id: Id; defaultMessage?: string };

/** A message declared where it is not shown yet (a table of labels): typed, and extracted. */
export function defineMessage<Id extends MessageId>(descriptor: Descriptor<Id>): Descriptor<Id> {
  return descriptor;
}

const formatterCache = new Map<string, Formatters>();

/** Formatters for `locale` whose tags render as their plain text (server, attributes). */
export function formatters(locale: string, timeZone?: string): Formatters {
  const key = `${locale}|${timeZone ?? ""}`;
  let f = formatterCache.get(key);
  if (!f) {
    f = createFormatters(locale, timeZone, {
      t: (_render, children) => children.flat(Number.POSITIVE_INFINITY).join(""),
      a: (parts) => parts.flat(Number.POSITIVE_INFINITY).join(""),
    });
    formatterCache.set(key, f);
  }
  return f;
}

/** Formatters over Intl with their own cache; `rich` decides what tags become. */
export function createFormatters(
  locale: string,
  timeZone: string | undefined,
  rich: Pick<Formatters, "t" | "a">,
): Formatters {
  const cache = new Map<string, { format(value: never): string; select?: never }>();
  const cached = <T>(key: string, make: () => T): T => {
    let value = cache.get(key) as T | undefined;
    if (!value) {
      value = make();
      cache.set(key, value as never);
    }
    return value;
  };
  const plural = (ordinal: boolean) =>
    cached(`p${ordinal}`, () => new Intl.PluralRules(locale, ordinal ? { type: "ordinal" } : {}));
  const n = (value: number, options?: Intl.NumberFormatOptions) =>
    cached(`n${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(
      value,
    );
  return {
    v: (value) => (typeof value === "number" ? n(value) : String(value)),
    n,
    d: (value, options) =>
      cached(
        `d${JSON.stringify(options)}`,
        () => new Intl.DateTimeFormat(locale, { timeZone, ...options }),
      ).format(value),
    p: (value, cases, offset = 0, ordinal = false) =>
      cases[`=${value}`] ?? cases[plural(ordinal).select(value - offset)] ?? cases.other,
    s: (value, cases) => (Object.hasOwn(cases, value) ? cases[value] : cases.other),
    ...rich,
  };
}

/**
 * Looks a message up and formats it; an id no loaded catalogue holds shows as itself. A built
 * app's catalogues are keyed by short ids, which its code already uses; an id made at run time is
 * shortened here.
 */
export function format(
  catalogue: Catalogue,
  id: string,
  values: object | undefined,
  f: Formatters,
): unknown {
  const message = catalogue[id] ?? catalogue[shortId(id)];
  if (message === undefined) return id;
  return typeof message === "string" ? message : message((values ?? {}) as never, f);
}
