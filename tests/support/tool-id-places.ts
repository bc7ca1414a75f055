import type { SourceFile } from "./import-rules";

/** The registries' lists, which name every tool. */
const registries = new Set([
  "src/shared/tools/registry.ts",
  "src/server/tools/index.ts",
  "src/client/tools/registry.ts",
]);

/** A tool's own places: its definition and its server and client folders. */
const isOwnPlace = (file: string, toolId: string) =>
  file === `src/shared/tools/${toolId}.ts` ||
  file.startsWith(`src/server/tools/${toolId}/`) ||
  file.startsWith(`src/client/tools/${toolId}/`);

/**
 * Each place a tool's id is written as a whole quoted string ('id', "id" or `id`) outside the
 * tool's own places, the registries' lists and tests: a list of tools kept somewhere else, which
 * adding or removing a tool would have to find (decision 0007).
 */
export function strayToolIds(files: readonly SourceFile[], toolIds: readonly string[]) {
  const stray: string[] = [];
  for (const file of files) {
    if (registries.has(file.path) || file.path.endsWith(".test.ts")) continue;
    const lines = file.source.split("\n");
    for (const toolId of toolIds) {
      if (isOwnPlace(file.path, toolId)) continue;
      for (const quoted of [`'${toolId}'`, `"${toolId}"`, `\`${toolId}\``]) {
        lines.forEach((text, index) => {
          if (text.includes(quoted))
            stray.push(`${file.path}:${index + 1} names the tool ${quoted} outside its own places`);
        });
      }
    }
  }
  return stray;
}
