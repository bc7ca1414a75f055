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

/** The server's layers, lowest first: each may import only the ones before it (and itself). */
const layers = ["platform", "engines", "features", "tools", "composition"] as const;
type Layer = (typeof layers)[number];

/** A server file's layer: its folder under `src/server/`, or the composition root's files. */
export function layerOf(file: string): Layer | null {
  const match = /^src\/server\/(?:(platform|engines|features|tools)\/|[^/]+$)/.exec(file);
  if (!match) return null;
  return (match[1] as Layer | undefined) ?? "composition";
}

/** The unit loops are counted between: a layer's folder (`features/chat`), or a root file. */
const unitOf = (file: string) =>
  /^src\/server\/(?:platform|engines|features|tools)\/[^/.]+/.exec(file)?.[0] ?? file;

const resolveExtensions = ["", ".ts", ".tsx", ".mjs", "/index.ts"];

/**
 * The layer rules of docs/architecture.md, for the server's code (tests are outside them):
 * an import never points to a higher layer, and no folder imports one that imports it back,
 * directly or through others (a loop).
 */
export function layerViolations(files: readonly SourceFile[]) {
  const code = files.filter((file) => layerOf(file.path) && !/\.test\.tsx?$/.test(file.path));
  const known = new Set(code.map((file) => file.path));
  const resolve = (to: string) =>
    resolveExtensions.map((extension) => to + extension).find((name) => known.has(name));
  const violations: string[] = [];
  const edges = new Map<string, Map<string, string>>();
  for (const file of code) {
    const from = layerOf(file.path) as Layer;
    for (const entry of importsOf(file.source)) {
      const to = target(file.path, entry.specifier);
      const resolved = to && resolve(path.posix.normalize(to));
      if (!resolved) continue;
      const toLayer = layerOf(resolved) as Layer;
      if (layers.indexOf(toLayer) > layers.indexOf(from)) {
        violations.push(
          `${file.path}:${entry.line} imports "${entry.specifier}": ${from} never imports ${toLayer}`,
        );
      }
      const [a, b] = [unitOf(file.path), unitOf(resolved)];
      if (a === b) continue;
      if (!edges.has(a)) edges.set(a, new Map());
      edges.get(a)?.set(b, `${file.path}:${entry.line}`);
    }
  }
  for (const loop of loops(edges)) {
    const steps = loop.map((unit, index) => {
      const next = loop[(index + 1) % loop.length] as string;
      return `${edges.get(unit)?.get(next)} -> ${next}`;
    });
    violations.push(`an import loop: ${steps.join("; ")}`);
  }
  return violations;
}

/** One cycle through each group of units that reach each other (Tarjan's strongly connected components). */
function loops(edges: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit) as number);
    stack.push(unit);
    onStack.add(unit);
    for (const next of edges.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(unit, Math.min(low.get(unit) as number, index.get(next) as number));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== unit);
    if (group.length > 1) groups.push(group);
  };
  for (const unit of edges.keys()) if (!index.has(unit)) visit(unit);
  return groups.map((group) => cycleWithin(group, edges));
}

/** A path from the group's first unit back to itself, staying inside the group. */
function cycleWithin(group: string[], edges: Map<string, Map<string, string>>): string[] {
  const members = new Set(group);
  const start = group[0] as string;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift() as string;
    for (const next of edges.get(unit)?.keys() ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const cycle = [unit];
        while (cycle[0] !== start) cycle.unshift(previous.get(cycle[0] as string) as string);
        return cycle;
      }
      if (!previous.has(next)) {
        previous.set(next, unit);
        queue.push(next);
      }
    }
  }
  return group;
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
