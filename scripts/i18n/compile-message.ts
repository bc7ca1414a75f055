import {
  type MessageFormatElement,
  parse,
  SKELETON_TYPE,
  TYPE,
} from "@formatjs/icu-messageformat-parser";

/** The type each value of a message must have, as TypeScript source (`count: number`). */
export type ArgTypes = Record<string, string>;

export type CompiledMessage = {
  /** A JS expression: a string literal, or `(v,f)=>...` over the runtime's formatters. */
  code: string;
  args: ArgTypes;
  /** The tags it uses (`<b>`), which every language must use alike. */
  tags: string[];
  /** The cases each select names besides `other`. */
  selects: Record<string, string[]>;
};

const q = (text: string) => JSON.stringify(text);
const key = (name: string) => (/^[a-z_$][\w$]*$/i.test(name) ? name : q(name));
const access = (name: string) => (/^[a-z_$][\w$]*$/i.test(name) ? `v.${name}` : `v[${q(name)}]`);

const numberStyles: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: "percent" },
};

/**
 * Turns one ICU MessageFormat text (parsed by FormatJS's parser, the ICU reference for JS) into
 * the code of a compiled message and the types of its values. Throws on a syntax error or an
 * element the runtime does not support.
 */
export function compileMessage(text: string): CompiledMessage {
  const ast = parse(text, { shouldParseSkeletons: true, requiresOtherClause: true });
  const args: ArgTypes = {};
  const tags = new Set<string>();
  // A value shown plainly ({name}) may also be a plural's or a select's: it keeps that type.
  const want = (name: string, type: string) => {
    const had = args[name];
    if (!had || had === "string") args[name] = type;
    else if (type !== "string" && had !== type)
      throw new Error(`{${name}} is used both as ${had} and as ${type}`);
  };
  const selects = new Map<string, Set<string>>();

  const compile = (nodes: MessageFormatElement[], pound: string | null, asArray: boolean) => {
    const parts = nodes.map((node): string => {
      switch (node.type) {
        case TYPE.literal:
          return q(node.value);
        case TYPE.argument:
          want(node.value, "string");
          return `f.v(${access(node.value)})`;
        case TYPE.number: {
          want(node.value, "number");
          const style = node.style;
          const options =
            typeof style === "string"
              ? (numberStyles[style] ?? fail(`unknown number style "${style}"`))
              : style?.type === SKELETON_TYPE.number
                ? style.parsedOptions
                : undefined;
          return `f.n(${access(node.value)}${options ? `,${q(options as never)}` : ""})`;
        }
        case TYPE.date:
        case TYPE.time: {
          want(node.value, "Date | number");
          const style = node.style ?? "medium";
          const options =
            typeof style === "string"
              ? dateStyle(node.type === TYPE.date ? "dateStyle" : "timeStyle", style)
              : style.parsedOptions;
          return `f.d(${access(node.value)},${JSON.stringify(options)})`;
        }
        case TYPE.pound:
          if (!pound) throw new Error("# outside a plural");
          return `f.n(${pound})`;
        case TYPE.select: {
          const names = selects.get(node.value) ?? new Set<string>();
          for (const option of Object.keys(node.options)) if (option !== "other") names.add(option);
          selects.set(node.value, names);
          want(node.value, "select");
          const cases = Object.entries(node.options)
            .map(([name, option]) => `${key(name)}:${compile(option.value, pound, asArray)}`)
            .join(",");
          return `f.s(${access(node.value)},{${cases}})`;
        }
        case TYPE.plural: {
          want(node.value, "number");
          const offset = node.offset ?? 0;
          const value = offset ? `${access(node.value)}-${offset}` : access(node.value);
          const cases = Object.entries(node.options)
            .map(([name, option]) => `${key(name)}:${compile(option.value, value, asArray)}`)
            .join(",");
          const ordinal = node.pluralType === "ordinal";
          const extra = ordinal ? `,${offset},1` : offset ? `,${offset}` : "";
          return `f.p(${access(node.value)},{${cases}}${extra})`;
        }
        case TYPE.tag:
          tags.add(node.value);
          want(node.value, "Tag");
          return `f.t(${access(node.value)},${compile(node.children, pound, true)})`;
        default:
          return fail("an element this compiler does not know");
      }
    });
    if (asArray) return `[${parts.join(",")}]`;
    if (parts.length === 0) return '""';
    // A select or plural answers `unknown` to TypeScript: two of them first in a row must be
    // joined to a string, or `unknown + unknown` does not compile.
    const unknown = (part = "") => part.startsWith("f.s(") || part.startsWith("f.p(");
    const startsUnknown = unknown(parts[0]) && unknown(parts[1]);
    return `${startsUnknown ? '""+' : ""}${parts.join("+")}`;
  };

  const hasTags = text.includes("<");
  const body = compile(ast, null, hasTags);
  const plain = ast.length === 0 || (ast.length === 1 && ast[0]?.type === TYPE.literal);
  const code = plain
    ? q(ast[0]?.type === TYPE.literal ? ast[0].value : "")
    : `(v,f)=>${hasTags ? `f.a(${body})` : body}`;
  return {
    code,
    args,
    tags: [...tags].sort(),
    selects: Object.fromEntries([...selects].map(([name, options]) => [name, [...options]])),
  };
}

function dateStyle(which: "dateStyle" | "timeStyle", style: string): Intl.DateTimeFormatOptions {
  if (!["short", "medium", "long", "full"].includes(style)) fail(`unknown date style "${style}"`);
  return { [which]: style };
}

function fail(message: string): never {
  throw new Error(message);
}
