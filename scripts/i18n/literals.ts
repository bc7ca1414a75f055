import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { parseSource } from "./extract.ts";

/**
 * Text a person reads, written as a string literal in client code instead of coming from the
 * catalogue: JSX text, a string in JSX braces, a user-visible attribute (`aria-label`, `title`,
 * `placeholder`, `alt`, `label`, `description`), and a `title`, `description`, `label`,
 * `placeholder`, `message`, `heading` or `detail` in an object (a toast's options, a table of
 * labels, a list's heading). Names that are the same in every language (the product's own) and
 * text without letters ("·", "/", "5") pass.
 */
export type Literal = { where: string; text: string };

const visibleAttributes = new Set([
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "description",
  "heading",
  "label",
  "placeholder",
  "title",
]);
/** Properties that hold shown text in an object (a toast's options, labels, a list's heading). */
const visibleProperties = new Set([
  "title",
  "description",
  "label",
  "placeholder",
  "message",
  "heading",
  "detail",
]);
/** Words every language writes alike: they may stand in code. */
const sameInEveryLanguage = new Set(["Bismo", "AI", "GDPR", "DSGVO", "API", "PDF", "JSON"]);

/** Shapes, not words: what a field's placeholder shows its input looks like. */
const shapes = new Set(["xxxxx-xxxxx"]);

const hasWords = (text: string) =>
  !shapes.has(text) &&
  (text.match(/[\p{L}]+/gu) ?? []).some((word) => !sameInEveryLanguage.has(word));

/** Every client file (tests and type declarations aside). */
export function clientFiles(root: string): string[] {
  const dir = path.join(root, "src/client");
  return (fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|e2e)\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

export function literalsIn(source: ts.SourceFile, relative: string): Literal[] {
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, " ").trim();
    if (!hasWords(trimmed)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push({ where: `${relative}:${line}`, text: trimmed });
  };
  const stringIn = (node: ts.Expression | undefined): string | null => {
    if (!node) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
    if (ts.isParenthesizedExpression(node)) return stringIn(node.expression);
    if (ts.isConditionalExpression(node))
      return [stringIn(node.whenTrue), stringIn(node.whenFalse)].filter(Boolean).join(" ") || null;
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
      return stringIn(node.right);
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const text = stringIn(node.expression);
      if (text !== null) add(node, text);
    } else if (ts.isJsxAttribute(node) && visibleAttributes.has(node.name.getText(source))) {
      const value = node.initializer;
      const text =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value)
            ? stringIn(value.expression)
            : null;
      if (text !== null) add(node, text);
    } else if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      visibleProperties.has(node.name.text)
    ) {
      const text = stringIn(node.initializer);
      if (text !== null) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The literals of every client file outside `notConverted` (folders or files, relative to the
 * project root): what the catalogue check refuses.
 */
export function untranslatedLiterals(root: string, notConverted: readonly string[]): Literal[] {
  const skipped = (relative: string) =>
    notConverted.some((entry) => relative === entry || relative.startsWith(`${entry}/`));
  return clientFiles(root).flatMap((file) => {
    const relative = path.relative(root, file);
    return skipped(relative) ? [] : literalsIn(parseSource(file), relative);
  });
}
