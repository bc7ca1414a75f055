import { toolCatalogue } from "virtual:tool-catalogue";
import type { ToolId } from "@/shared/tools/registry";

/** The workbench with one tool open. */
export const workbenchUrl = (toolId: ToolId) => `/ai-workbench?tool=${toolId}`;

/** Short paths such as `/images` and the tool each opens (the definitions' `route`). */
export const toolShortcuts = toolCatalogue.flatMap((tool) =>
  tool.route ? [{ path: tool.route, toolId: tool.id }] : [],
);

/** The workbench URL of the tool whose short route is `route`, e.g. `toolUrl("/images")`. */
export function toolUrl(route: string): string {
  const shortcut = toolShortcuts.find((entry) => entry.path === route);
  if (!shortcut) throw new Error(`No tool has the route ${route}`);
  return workbenchUrl(shortcut.toolId);
}

const builtIds = new Set<ToolId>(toolCatalogue.flatMap((tool) => (tool.built ? [tool.id] : [])));

/** Whether people can work with the tool in this build (otherwise its page says it is not available). */
export const isBuilt = (toolId: ToolId) => builtIds.has(toolId);

/** The tools that work in this build, in the registry's order: the count the public pages show. */
export const builtTools = toolCatalogue.filter((tool) => tool.built);

/** `list` with the tools that work first, each group in its own order. */
export function workingFirst<T extends { id: ToolId }>(list: readonly T[]): T[] {
  return [...list.filter((tool) => isBuilt(tool.id)), ...list.filter((tool) => !isBuilt(tool.id))];
}

/**
 * The first `count` working tools that promote themselves in `place` (the landing page's cards,
 * the footer's links), lower ranks first, each with what its definition says there.
 */
export function promoted<Place extends "card" | "footer">(place: Place, count: number) {
  return builtTools
    .flatMap((tool) => {
      const entry = tool.promotion?.[place];
      return entry ? [{ tool, entry }] : [];
    })
    .sort((a, b) => a.entry.rank - b.entry.rank)
    .slice(0, count);
}
