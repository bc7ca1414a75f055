import { describe, expect, it } from "vitest";
import {
  formatCurrency,
  formatDate,
  formatDuration,
  formatFileSize,
  formatNumber,
} from "@/shared/i18n/format";
import {
  acceptedLanguages,
  cookieLocale,
  type Locale,
  localeTags,
  pickLocale,
} from "@/shared/i18n/locales";
import { localePath, splitLocalePath } from "@/shared/i18n/paths";
import { type Catalogue, createFormatters, format, formatters } from "@/shared/i18n/runtime";
import { shortId } from "@/shared/i18n/short-id";
import { compileMessage } from "../../scripts/i18n/compile-message";

/** An ICU text compiled as the build compiles it, then formatted in `locale` with `values`. */
function formatted(locale: Locale, text: string, values?: object) {
  const { code } = compileMessage(text);
  const message = new Function(`return ${code}`)() as Catalogue[string];
  return format({ m: message }, "m", values, formatters(localeTags[locale], "UTC"));
}

describe("a compiled message", () => {
  it("is a plain string when it has no values", () => {
    expect(compileMessage("Hello, world").code).toBe('"Hello, world"');
    expect(compileMessage("It''s '{braces}'").code).toBe(`"It's {braces}"`);
  });

  it("picks each language's plural form", () => {
    const files = "{n, plural, =0 {no files} one {# file} other {# files}}";
    expect([0, 1, 2, 1000].map((n) => formatted("en", files, { n }))).toEqual([
      "no files",
      "1 file",
      "2 files",
      "1,000 files",
    ]);
    const russian = "{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}";
    expect([1, 3, 5, 21, 1.5].map((n) => formatted("ru", russian, { n }))).toEqual([
      "1 файл",
      "3 файла",
      "5 файлов",
      "21 файл",
      "1,5 файла",
    ]);
    expect(formatted("ja", "{n, plural, other {# 件}}", { n: 12345 })).toBe("12,345 件");
    expect(formatted("de", "{n, plural, one {# Datei} other {# Dateien}}", { n: 1234 })).toBe(
      "1.234 Dateien",
    );
  });

  it("takes plural offsets, ordinals and selects", () => {
    const others =
      "{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}";
    expect([0, 1, 2, 3].map((n) => formatted("en", others, { n }))).toEqual([
      "nobody",
      "you",
      "you and 1 other",
      "you and 2 others",
    ]);
    const place = "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}";
    expect([1, 2, 3, 4, 11, 22].map((n) => formatted("en", place, { n }))).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "22nd",
    ]);
    const per = "{per, select, day {today} other {this month}}";
    expect(formatted("en", per, { per: "day" })).toBe("today");
    expect(formatted("en", per, { per: "month" })).toBe("this month");
    expect(formatted("en", per, { per: "toString" })).toBe("this month");
  });

  it("joins text after a leading select or plural as a string", () => {
    const text = "{n, plural, one {# file} other {# files}}{kind, select, new { (new)} other {}}";
    expect(compileMessage(text).code.startsWith('(v,f)=>""+f.p(')).toBe(true);
    expect(formatted("en", text, { n: 2, kind: "new" })).toBe("2 files (new)");
  });

  it("formats numbers, percentages and dates in the language", () => {
    expect(formatted("de", "{share, number, ::percent .#}", { share: 0.999 })).toBe("99,9\u00a0%");
    expect(formatted("fr", "{n, number}", { n: 1234.5 })).toBe("1\u202f234,5");
    const day = new Date("2026-03-03T15:04:00Z");
    expect(formatted("de", "am {d, date, long}", { d: day })).toBe("am 3. März 2026");
    expect(formatted("ja", "{d, date, long}", { d: day })).toBe("2026年3月3日");
    expect(formatted("en", "at {d, time, short}", { d: day })).toMatch(/^at 3:04\sPM$/);
  });

  it("renders tags with the binding's function, as text elsewhere", () => {
    const text = "Read the <link>terms</link>, {name}.";
    expect(formatted("en", text, { name: "Ada", link: (c: string[]) => c })).toBe(
      "Read the terms, Ada.",
    );
    const { code } = compileMessage(text);
    const rich = createFormatters("en", undefined, {
      t: (render, children) => (render as (c: unknown[]) => unknown)(children),
      a: (parts) => parts,
    });
    const message = new Function(`return ${code}`)() as Catalogue[string];
    expect(
      format({ m: message }, "m", { name: "Ada", link: (c: unknown[]) => ({ a: c }) }, rich),
    ).toEqual(["Read the ", { a: ["terms"] }, ", ", "Ada", "."]);
  });

  it("declares its values' types, and refuses what the runtime cannot show", () => {
    expect(compileMessage("{n, plural, other {#}} <b>{who}</b> {when, date, short}").args).toEqual({
      n: "number",
      b: "Tag",
      who: "string",
      when: "Date | number",
    });
    expect(compileMessage("{kind, select, a {A} b {B} other {C}}").selects).toEqual({
      kind: ["a", "b"],
    });
    expect(() => compileMessage("{n, plural, one {#}}")).toThrow();
    expect(() => compileMessage("{n, number, money}")).toThrow(/unknown number style/);
    expect(() => compileMessage("Hello {name")).toThrow();
  });

  it("is found by its short id in a built catalogue, and shows its id when missing", () => {
    const f = formatters("en");
    expect(format({ [shortId("hub.title")]: "Hi" }, "hub.title", undefined, f)).toBe("Hi");
    expect(format({}, "hub.nothing", undefined, f)).toBe("hub.nothing");
    expect(shortId("hub.title")).toMatch(/^[0-9a-z]{1,7}$/);
  });
});

describe("the language", () => {
  it("is the first of the browser's languages Bismo has, else English", () => {
    expect(pickLocale(acceptedLanguages("de-CH,de;q=0.9,en;q=0.8"))).toBe("de");
    expect(pickLocale(acceptedLanguages("nl-NL, pt-BR;q=0.7, fr;q=0.9"))).toBe("fr");
    expect(pickLocale(acceptedLanguages("zh-Hans-CN,zh;q=0.9"))).toBe("zh");
    expect(pickLocale(acceptedLanguages("zh-TW,zh-Hant;q=0.9"))).toBe("en");
    expect(pickLocale(acceptedLanguages("ja;q=0, ko"))).toBe("ko");
    expect(pickLocale(acceptedLanguages(""))).toBe("en");
  });

  it("is read from its cookie only when the cookie names one of Bismo's", () => {
    expect(cookieLocale("a=1; bismo-lang=ja; b=2")).toBe("ja");
    expect(cookieLocale("bismo-lang=xx")).toBeNull();
    expect(cookieLocale(undefined)).toBeNull();
  });

  it("prefixes the public pages' addresses, and English has none", () => {
    expect(localePath("/pricing#free", "de")).toBe("/de/pricing#free");
    expect(localePath("/", "ja")).toBe("/ja");
    expect(localePath("/confirm?token=a", "ko")).toBe("/ko/confirm?token=a");
    expect(localePath("/pricing", "en")).toBe("/pricing");
    expect(localePath("/hub", "de")).toBe("/hub");
    expect(splitLocalePath("/fr/terms")).toEqual({ locale: "fr", path: "/terms" });
    expect(splitLocalePath("/fr")).toEqual({ locale: "fr", path: "/" });
    expect(splitLocalePath("/en/terms")).toEqual({ locale: null, path: "/en/terms" });
    expect(splitLocalePath("/de/hub")).toEqual({ locale: null, path: "/de/hub" });
  });
});

describe("the formatting helpers", () => {
  it("write numbers, money, dates and file sizes as each language does", () => {
    expect(formatNumber("de", 1234567.8)).toBe("1.234.567,8");
    expect(formatCurrency("en", 25, "EUR")).toBe("€25");
    expect(formatCurrency("de", 25, "EUR")).toBe("25\u00a0€");
    expect(formatCurrency("de", 9.5, "EUR")).toBe("9,50\u00a0€");
    expect(formatDate("ko", "2026-03-03T12:00:00Z", { dateStyle: "long", timeZone: "UTC" })).toBe(
      "2026년 3월 3일",
    );
    expect(formatFileSize("en", 0)).toBe("0 bytes");
    expect(formatFileSize("en", 1_500_000)).toBe("1.5 MB");
    expect(formatFileSize("de", 1_500_000)).toBe("1,5 MB");
    expect(formatFileSize("fr", 2_000_000_000)).toBe("2\u202fGo");
    expect(formatFileSize("ru", 1_500)).toBe("1,5 кБ");
    expect(formatDuration("en", 45)).toBe("45 sec");
    expect(formatDuration("de", 92)).toBe("1 Min. 32 Sek.");
    expect(formatDuration("ja", 120)).toBe("2 分");
  });
});
