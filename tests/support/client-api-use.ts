import ts from "typescript";
import type { SourceFile } from "./import-rules";

/** The client's one HTTP client: the only client module that may name an API path. */
export const httpClientModule = "src/client/api/http.ts";
/**
 * The one exception: who is signed in, asked with plain fetch in a module of its own, so the
 * public pages load it without the typed client.
 */
const signedInModule = "src/client/api/who-is-signed-in.ts";

const isClientCode = (file: string) =>
  file.startsWith("src/client/") && /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

const stringTexts = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

/** An import's or export's module name ("@/client/api/http" is no request). */
const isModuleName = (node: ts.Node) =>
  ts.isImportDeclaration(node.parent) ||
  ts.isExportDeclaration(node.parent) ||
  ts.isExternalModuleReference(node.parent) ||
  (ts.isLiteralTypeNode(node.parent) && ts.isImportTypeNode(node.parent.parent)) ||
  (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword);

/** `x as T` where x is some job's `.result` (through parentheses or `?.`). */
function castsJobResult(node: ts.Node): boolean {
  if (!ts.isAsExpression(node)) return false;
  let target: ts.Expression = node.expression;
  while (ts.isParenthesizedExpression(target)) target = target.expression;
  return (
    ts.isPropertyAccessExpression(target) &&
    target.name.text === "result" &&
    /job/i.test(target.expression.getText())
  );
}

/**
 * Client code that goes round the one HTTP client: a string naming an `/api/` path, or a job's
 * result cast to a type instead of read by its tool's schema. Comments may name paths.
 */
export function strayApiUse(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!isClientCode(file.path) || file.path === httpClientModule || file.path === signedInModule)
      continue;
    const source = ts.createSourceFile(file.path, file.source, ts.ScriptTarget.Latest, true);
    const at = (node: ts.Node) =>
      `${file.path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      const text = stringTexts.has(node.kind) ? (node as ts.LiteralLikeNode).text : "";
      if (text.includes("/api/") && !isModuleName(node))
        found.push(`${at(node)} names an API path outside ${httpClientModule}`);
      if (castsJobResult(node))
        found.push(`${at(node)} casts a job's result instead of reading it with its schema`);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
