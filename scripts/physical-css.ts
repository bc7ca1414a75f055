import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { parseSource } from "./i18n/extract.ts";

/**
 * Left and right written where start and end are meant: a right-to-left language would then
 * show the screen unmirrored. Client CSS says `margin-inline-start`, `inset-inline-end`,
 * `text-align: start`; Tailwind classes say `ms-2`, `pe-4`, `inset-s-0`, `border-e`,
 * `rounded-es-sm`, `text-start`; inline styles say `insetInlineStart`. This finds the physical
 * ones: in CSS files, in class names (any string literal's words), and in `style={{...}}`.
 */
export type PhysicalUse = { where: string; text: string };

// A Tailwind class, after its variants (`sm:`, `hover:`, `data-[x]:`) and `!`/`-`: the physical
// spacing and inset ones take a value; borders, corners and alignment may stand alone.
const physicalClass =
  /^(?:[^\s:]+:)*!?-?(?:(?:ml|mr|pl|pr|left|right|scroll-m[lr]|scroll-p[lr])-(?:\d[\d./]*|px|auto|full|\[[^\]]+\])|(?:border-[lr]|rounded-(?:[lr]|tl|tr|bl|br)|text-(?:left|right)|float-(?:left|right)|clear-(?:left|right))(?:-\S+)?)$/;

const physicalStyle = new Set([
  "left",
  "right",
  "marginLeft",
  "marginRight",
  "paddingLeft",
  "paddingRight",
  "borderLeft",
  "borderRight",
  "borderLeftWidth",
  "borderRightWidth",
  "borderLeftColor",
  "borderRightColor",
]);

const physicalCss =
  /(?:^|[\s;{])((?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?\s*:|(?:left|right)\s*:|text-align\s*:\s*(?:left|right)\b|float\s*:\s*(?:left|right)\b|clear\s*:\s*(?:left|right)\b)/g;

export function physicalInCss(text: string, relative: string): PhysicalUse[] {
  const found: PhysicalUse[] = [];
  text.split("\n").forEach((line, index) => {
    // Comments may name the physical properties they replace.
    const code = line.replace(/\/\*.*?\*\//g, "");
    for (const match of code.matchAll(physicalCss)) {
      found.push({ where: `${relative}:${index + 1}`, text: (match[1] ?? "").trim() });
    }
  });
  return found;
}

export function physicalInSource(source: ts.SourceFile, relative: string): PhysicalUse[] {
  const found: PhysicalUse[] = [];
  const add = (node: ts.Node, text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push({ where: `${relative}:${line}`, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      for (const word of node.text.split(/\s+/)) if (physicalClass.test(word)) add(node, word);
    } else if (ts.isTemplateExpression(node)) {
      for (const part of [node.head, ...node.templateSpans.map((span) => span.literal)])
        for (const word of part.text.split(/\s+/)) if (physicalClass.test(word)) add(part, word);
    } else if (
      ts.isJsxAttribute(node) &&
      node.name.getText(source) === "style" &&
      node.initializer &&
      ts.isJsxExpression(node.initializer) &&
      node.initializer.expression &&
      ts.isObjectLiteralExpression(node.initializer.expression)
    ) {
      for (const property of node.initializer.expression.properties) {
        const name = property.name?.getText(source);
        if (name && physicalStyle.has(name)) add(property, `style ${name}`);
        if (
          name === "textAlign" &&
          ts.isPropertyAssignment(property) &&
          /^["'](left|right)["']$/.test(property.initializer.getText(source))
        )
          add(property, "style textAlign");
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every physical left/right in src/client (tests aside), but at `allowed` ("file:text"). */
export function physicalUses(root: string, allowed: readonly string[]): PhysicalUse[] {
  const dir = path.join(root, "src/client");
  const files = (fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => /\.(tsx?|css)$/.test(file) && !/\.(test|e2e)\.tsx?$|\.d\.ts$/.test(file))
    .sort();
  return files.flatMap((file) => {
    const relative = path.posix.join("src/client", file.split(path.sep).join("/"));
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    const uses = file.endsWith(".css")
      ? physicalInCss(text, relative)
      : physicalInSource(parseSource(relative, text), relative);
    return uses.filter((use) => !allowed.includes(`${use.where.replace(/:\d+$/, "")}:${use.text}`));
  });
}
