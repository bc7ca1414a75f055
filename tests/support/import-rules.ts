import fs from "node:fs";
import path from "node:path";

/** A source file as the import rules see it: its path from the project root, and its text. */
export type SourceFile = { path: string; source: string };

type Import = { specifier: string; typeOnly: boolean; line: number };

const importPattern =
  /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;

function importsOf(source: string): Import[] {
  const found: Import[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[3] ?? match[4];
    if (!specifier) continue;
    const line = source.slice(0, match.index).split("\n").length;
    found.push({ specifier, typeOnly: Boolean(match[2]), line });
  }
  return found;
}

/** The project path an import points at (`src/...`), or null for a package. */
function target(from: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return path.posix.join("src", specifier.slice(2));
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(from), specifier);
  return null;
}

const root = (file: string) => /^src\/(shared|server|client)\//.exec(file)?.[1];

/** The tool a path belongs to: `src/<root>/tools/<tool-id>.ts` or `src/<root>/tools/<tool-id>/...`. */
function toolOf(file: string, toolIds: ReadonlySet<string>): string | null {
  const match = /^src\/(?:shared|server|client)\/tools\/([^/.]+)/.exec(file);
  return match?.[1] && toolIds.has(match[1]) ? match[1] : null;
}

const isRoute = (file: string) => /(^|[/-])routes?(\.ts)?$/.test(file.replace(/\.tsx?$/, ""));
/** The places that mount routes: the app, the tools' index, and routes that gather others. */
const mountsRoutes = (file: string) =>
  file === "src/server/app.ts" || file === "src/server/tools/index.ts" || isRoute(file);

/**
 * The import rules of docs/architecture.md: `shared` imports only zod and `shared` (its tests
 * also their test helpers); `client`
 * imports `server` only as types; `server` never imports `client`; no tool's folder imports
 * another tool's; only the places that mount routes import a route (a service never does).
 */
export function importViolations(files: readonly SourceFile[], toolIds: ReadonlySet<string>) {
  const violations: string[] = [];
  for (const file of files) {
    const from = root(file.path);
    const test = /\.test\.tsx?$/.test(file.path);
    for (const entry of importsOf(file.source)) {
      const where = `${file.path}:${entry.line} imports "${entry.specifier}"`;
      const to = target(file.path, entry.specifier);
      const toRoot = to ? root(`${to}/`) : null;
      if (from === "shared" && !test && (to ? toRoot !== "shared" : entry.specifier !== "zod")) {
        violations.push(`${where}: shared code imports only zod and other shared files`);
      }
      if (from === "client" && toRoot === "server" && !entry.typeOnly) {
        violations.push(`${where}: client code imports the server only as \`import type\``);
      }
      if (from === "server" && toRoot === "client") {
        violations.push(`${where}: server code never imports client code`);
      }
      const tool = toolOf(file.path, toolIds);
      const toTool = to ? toolOf(to, toolIds) : null;
      if (tool && toTool && toTool !== tool) {
        violations.push(`${where}: a tool's folder never imports another tool's (${toTool})`);
      }
      if (to && !test && isRoute(to) && !mountsRoutes(file.path)) {
        violations.push(`${where}: only the app and route files import a route`);
      }
    }
  }
  return violations;
}

const isCode = (name: string) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts");

/** Every .ts and .tsx file under `src/` (or every file `include` names), as paths from the project root. */
export function sourceFiles(projectRoot: string, include = isCode): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(projectRoot, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (include(entry.name))
        files.push({
          path: relative,
          source: fs.readFileSync(path.join(projectRoot, relative), "utf8"),
        });
    }
  };
  walk("src");
  return files;
}
