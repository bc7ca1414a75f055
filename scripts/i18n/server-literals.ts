import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { parseSource } from "./extract.ts";
import type { Literal } from "./literals.ts";

/**
 * Words the server sends in English only: an `AppError` or an `errorBody` given its message as
 * a string literal or template instead of `msg(...)` from the server's catalogue (which is worded
 * in the request's language). A message computed elsewhere (a variable) is not judged here.
 */
export function serverLiteralsIn(source: ts.SourceFile, relative: string): Literal[] {
  const found: Literal[] = [];
  const visit = (node: ts.Node) => {
    const isError =
      (ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "AppError") ||
      (ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "errorBody");
    const message = isError ? (node as ts.CallExpression).arguments?.[1] : undefined;
    for (const text of message ? literalTexts(message) : []) {
      if (!/\p{L}/u.test(text)) continue;
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ where: `${relative}:${line}`, text: text.replace(/\s+/g, " ").trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function literalTexts(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [[node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ")];
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) return [...literalTexts(node.left), ...literalTexts(node.right)];
  return [];
}

/** The server's literal messages outside `notConverted` (folders or files from the root). */
export function untranslatedServerLiterals(
  root: string,
  notConverted: readonly string[],
): Literal[] {
  const dir = path.join(root, "src/server");
  return (fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => /\.ts$/.test(file) && !/\.(test|test-d)\.ts$|\.d\.ts$/.test(file))
    .sort()
    .map((file) => path.relative(root, path.join(dir, file)))
    .filter(
      (relative) =>
        !notConverted.some((entry) => relative === entry || relative.startsWith(`${entry}/`)),
    )
    .flatMap((relative) => serverLiteralsIn(parseSource(path.join(root, relative)), relative));
}
