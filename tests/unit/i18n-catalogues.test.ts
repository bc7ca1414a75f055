import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildCatalogues, outdatedFiles } from "../../scripts/i18n/catalogues";
import { parseSource } from "../../scripts/i18n/extract";
import { literalsIn, untranslatedLiterals } from "../../scripts/i18n/literals";
import { serverLiteralsIn, untranslatedServerLiterals } from "../../scripts/i18n/server-literals";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Server code whose error messages are still English text instead of `msg(...)` from the server's
 * catalogue; the same rule: the list only shrinks.
 */
const serverNotConvertedYet: string[] = [];

/** Whether a literal found at `where` ("file:line") lies in `entry` (a folder or a file). */
const within = (where: string, entry: string) =>
  where.startsWith(`${entry}/`) || where.startsWith(`${entry}:`);

/** Legal texts: written in German and in English by hand, one file per language, never here. */
const legalTexts = [
  "src/client/pages/legal/impressum-text.tsx",
  "src/client/pages/legal/privacy-de.tsx",
  "src/client/pages/legal/privacy-en.tsx",
  "src/client/pages/legal/terms-de.tsx",
  "src/client/pages/legal/terms-en.tsx",
];

describe("the message catalogues", () => {
  const build = buildCatalogues(root);

  it("hold every message in every language, with its values", () => {
    expect(build.errors).toEqual([]);
  });

  it("are compiled as they stand (else run npm run i18n)", () => {
    expect(outdatedFiles(root, build)).toEqual([]);
    expect(build.stale).toEqual([]);
  });
});

describe("the catalogue check", () => {
  const temporary: string[] = [];
  afterAll(() => {
    for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
  });
  /** The check over a tree of these files, its problems about the `demo` area. */
  const problemsOf = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-i18n-"));
    temporary.push(dir);
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }
    return buildCatalogues(dir).errors.filter((error) => error.includes("demo."));
  };
  const code = `t({ id: "demo.files", defaultMessage: "{count, plural, one {# file} other {# files}} in {folder}" });`;
  const catalogue = (locale: string, text: string | null) =>
    text === null
      ? {}
      : { [`src/shared/i18n/catalog/demo/${locale}.json`]: JSON.stringify({ "demo.files": text }) };
  const german = catalogue("de", "{count, plural, one {# Datei} other {# Dateien}} in {folder}");
  const everyOther = (text: string | null) =>
    Object.assign(
      {},
      ...["es", "fr", "it", "pt", "ru", "ja", "ko", "zh"].map((l) => catalogue(l, text)),
    );

  it("fails on a message missing in a language", () => {
    const problems = problemsOf({
      "src/client/a.tsx": code,
      ...everyOther("{count, plural, other {# x}} {folder}"),
    });
    expect(problems).toEqual(["de: demo.files is missing"]);
  });

  it("fails on a translation that names another value, or drops one", () => {
    const problems = problemsOf({
      "src/client/a.tsx": code,
      ...german,
      ...everyOther("{count, plural, other {# x}} {folder}"),
      ...catalogue("fr", "{count, plural, one {# fichier} other {# fichiers}} dans {dossier}"),
      ...catalogue("ja", "ファイル {count, plural, other {# 件}}"),
    });
    expect(problems).toEqual([
      "fr: demo.files: {dossier} is not a value of the English message",
      "ja: demo.files: {folder} of the English message is missing",
    ]);
  });

  it("fails on a message that is not ICU, and on one the code no longer has", () => {
    const problems = problemsOf({
      "src/client/a.tsx": code,
      ...german,
      ...everyOther("{count, plural, other {# x}} {folder}"),
      ...catalogue("ru", "{count, plural, one {# файл} few {# файла}} в {folder}"),
      "src/shared/i18n/catalog/demo/it.json": JSON.stringify({
        "demo.files": "{count, plural, other {# file}} in {folder}",
        "demo.gone": "Sparito",
      }),
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^it: demo.gone is not an English message/);
    expect(problems[1]).toMatch(/^ru: demo.files: /);
  });
});

describe("client code", () => {
  it("shows no text outside the catalogue, but in the legal texts", () => {
    expect(untranslatedLiterals(root, legalTexts)).toEqual([]);
  });

  it("counts as text what a person reads: JSX, shown attributes, labels and toasts", () => {
    const literals = (source: string) =>
      literalsIn(parseSource("a.tsx", source), "a.tsx").map(({ text }) => text);
    expect(
      literals(`<p title="Hint" className="mt-2">
        Hello {"world"} · {t({ id: "x.y" })} <Icon aria-label="Close" aria-hidden /> Bismo
      </p>`),
    ).toEqual(["Hint", "Hello", "world", "Close"]);
    expect(literals(`toast({ title: "Saved", variant: "default" })`)).toEqual(["Saved"]);
    expect(literals(`const rows = [{ label: "Plan", key: "plan" }]`)).toEqual(["Plan"]);
    expect(literals(`resultHistory(decks, { heading: "Saved Decks", noun: "deck" })`)).toEqual([
      "Saved Decks",
    ]);
    expect(literals(`<input placeholder={busy ? "Wait" : "Type"} aria-label={name} />`)).toEqual([
      "Wait Type",
    ]);
    expect(literals(`<b>{count} / 5 · AI</b>`)).toEqual([]);
  });
});

describe("server code", () => {
  it("words its error messages from the catalogue, but in the places not converted yet", () => {
    expect(untranslatedServerLiterals(root, serverNotConvertedYet)).toEqual([]);
  });

  it("has still something to convert in each place on the list (else strike it off)", () => {
    const all = untranslatedServerLiterals(root, []);
    expect(
      serverNotConvertedYet.filter((entry) => !all.some((l) => within(l.where, entry))),
    ).toEqual([]);
  });

  it("counts an AppError's or errorBody's text written in place", () => {
    const literals = (source: string) =>
      serverLiteralsIn(parseSource("a.ts", source), "a.ts").map(({ text }) => text);
    expect(
      literals(`throw new AppError("not_found", "There is no such job.");
        errorBody("bad_request", \`Wait \${n} s\`);
        new AppError("conflict", msg({ id: "errors.x", defaultMessage: "Taken." }));
        new AppError("bad_request", reason);`),
    ).toEqual(["There is no such job.", "Wait s"]);
  });
});
