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
