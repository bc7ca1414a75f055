import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { messageFunctions } from "./message-functions.ts";

export type Extracted = { id: string; text: string | null; where: string };

/** Every source file of src/ that may hold messages (tests and generated catalogues aside). */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(root, "src/shared/i18n/compiled")) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  walk(path.join(root, "src"));
  return files.sort();
}

export function parseSource(file: string, text = fs.readFileSync(file, "utf8")) {
  return ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** The called function's own name: `t` in `t(...)` and in `i18n.t(...)`. */
export function calleeName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

const stringOf = (node: ts.Expression | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/** The message descriptors written in one file, and what is wrong with any of them. */
export function extractFromSource(
  source: ts.SourceFile,
  relative: string,
): { messages: Extracted[]; errors: string[] } {
  const messages: Extracted[] = [];
  const errors: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const first = node.arguments[0];
      if (name && messageFunctions.has(name) && first && ts.isObjectLiteralExpression(first)) {
        const where = `${relative}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const property = (key: string) =>
          first.properties.find(
            (p): p is ts.PropertyAssignment =>
              ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key,
          );
        const idNode = property("id")?.initializer;
        const id = stringOf(idNode);
        const textNode = property("defaultMessage")?.initializer;
        const text = stringOf(textNode);
        if (idNode && id === null) {
          // A computed id (`tools.${id}.name`) refers to messages written elsewhere.
          if (textNode) errors.push(`${where}: a message with a computed id cannot carry its text`);
        } else if (id !== null) {
          if (textNode && text === null)
            errors.push(`${where}: the text of ${id} must be a plain string literal`);
          messages.push({ id, text, where });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { messages, errors };
}

/**
 * The English catalogue as the code writes it: id -> text, each id with one text wherever it is
 * used (a use without text refers to the one given elsewhere).
 */
export function extractMessages(root: string) {
  const texts = new Map<string, { text: string; where: string }>();
  const references: Extracted[] = [];
  const errors: string[] = [];
  for (const file of sourceFiles(root)) {
    const relative = path.relative(root, file);
    const found = extractFromSource(parseSource(file), relative);
    errors.push(...found.errors);
    for (const message of found.messages) {
      if (message.text === null) {
        references.push(message);
        continue;
      }
      const known = texts.get(message.id);
      if (known && known.text !== message.text)
        errors.push(
          `${message.where}: ${message.id} has another text at ${known.where}; one id, one text`,
        );
      else if (!known) texts.set(message.id, { text: message.text, where: message.where });
    }
  }
  return { texts, references, errors };
}
