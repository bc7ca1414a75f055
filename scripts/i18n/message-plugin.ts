import path from "node:path";
import type { Plugin } from "vite";
import { shortId } from "../../src/shared/i18n/short-id.ts";
import { catalogueProblems } from "./catalogues.ts";
import { messageFunctions } from "./message-functions.ts";

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Edit = { start: number; end: number; text: string };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";
const compiledCatalogue = /\/src\/shared\/i18n\/compiled\/[\w-]+\/[a-z]{2}\.ts$/;

/**
 * Fails the build when a message is missing or wrong in any language (the check of `npm run
 * i18n -- --check`), and makes the built messages small. In the code, `t({ id: "landing.hero.title", defaultMessage })`
 * becomes `t({ id: "1x3k9qz" })`: the English text lives in the English catalogue (`npm run i18n`
 * extracted it), and the id shrinks to its short form (src/shared/i18n/short-id.ts), which the
 * compiled catalogues' keys take too. About a kilobyte less on the landing page. Runs on the code
 * once its TypeScript and JSX are compiled, with Rolldown's own parser; ids made at run time
 * (`tools.${id}.name`) are shortened by the runtime as it looks them up.
 */
export function compactMessages(): Plugin {
  let checked = true;
  return {
    name: "bismo-compact-messages",
    apply: "build",
    configResolved(config) {
      // The browser's build checks the catalogues once; the server's and the prerender's need not.
      checked = Boolean(config.build.ssr);
    },
    buildStart() {
      if (checked) return;
      const problems = catalogueProblems(path.resolve(import.meta.dirname, "../.."));
      if (problems.length > 0)
        this.error(`the message catalogues are not complete:\n${problems.join("\n")}`);
    },
    transform: {
      filter: { id: /\/src\/(client|shared|server)\/.*\.tsx?$/ },
      handler(code, id) {
        const catalogue = compiledCatalogue.test(id);
        if (!catalogue && !code.includes("id:")) return null;
        const edits: Edit[] = [];
        const visit = (node: Node) => {
          if (catalogue && node.type === "ObjectExpression") shortenKeys(node, edits);
          if (!catalogue && node.type === "CallExpression") compactCall(node, edits);
          for (const value of Object.values(node)) {
            if (Array.isArray(value)) for (const item of value) isNode(item) && visit(item);
            else if (isNode(value)) visit(value);
          }
        };
        visit(this.parse(code) as unknown as Node);
        if (edits.length === 0) return null;
        let out = "";
        let at = 0;
        for (const edit of edits.sort((a, b) => a.start - b.start)) {
          out += code.slice(at, edit.start) + edit.text;
          at = edit.end;
        }
        return { code: out + code.slice(at), map: null };
      },
    },
  };
}

const keyName = (property: Node) => {
  const key = property.key as Node | undefined;
  return (key?.name ?? key?.value) as string | undefined;
};

/** A compiled catalogue's keys: every string key of its messages' object. */
function shortenKeys(object: Node, edits: Edit[]) {
  for (const property of object.properties as Node[]) {
    const key = property.key as Node | undefined;
    if (property.type !== "Property" || key?.type !== "Literal" || typeof key.value !== "string")
      continue;
    if (!key.value.includes(".")) continue;
    edits.push({ start: key.start, end: key.end, text: JSON.stringify(shortId(key.value)) });
  }
}

/** A message call's descriptor: its `defaultMessage` out, its literal `id` shortened. */
function compactCall(call: Node, edits: Edit[]) {
  const callee = call.callee as Node;
  const name =
    callee.type === "Identifier"
      ? (callee.name as string)
      : callee.type === "MemberExpression" && !callee.computed
        ? ((callee.property as Node).name as string)
        : null;
  const first = (call.arguments as Node[])[0];
  if (!name || !messageFunctions.has(name) || first?.type !== "ObjectExpression") return;
  const properties = (first.properties as Node[]).filter((p) => p.type === "Property");
  const id = properties.find((p) => keyName(p) === "id")?.value as Node | undefined;
  if (id?.type === "Literal" && typeof id.value === "string")
    edits.push({ start: id.start, end: id.end, text: JSON.stringify(shortId(id.value)) });
  const index = properties.findIndex((p) => keyName(p) === "defaultMessage");
  const text = properties[index];
  if (!text) return;
  const next = properties[index + 1];
  const previous = properties[index - 1];
  if (next) edits.push({ start: text.start, end: next.start, text: "" });
  else if (previous) edits.push({ start: previous.end, end: text.end, text: "" });
  else edits.push({ start: text.start, end: text.end, text: "" });
}
