import type { Plugin } from "vite";
import { tools } from "../src/shared/tools/registry";

const moduleId = "virtual:tool-catalogue";

/**
 * Serves `virtual:tool-catalogue`: each tool's id, name, kind and short route, read from the
 * tool definitions when the build starts. The public pages (landing, footer, router) link to
 * tools through it without loading the definitions, whose option schemas bring zod (27 KiB
 * gzipped) onto every page. A definition changed during `npm run dev` shows after a restart.
 */
export function toolCatalogue(): Plugin {
  return {
    name: "bismo-tool-catalogue",
    resolveId: (source) => (source === moduleId ? `\0${moduleId}` : undefined),
    load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      const catalogue = tools.map(({ id, name, kind, route }) => ({ id, name, kind, route }));
      return `export const toolCatalogue = ${JSON.stringify(catalogue)};`;
    },
  };
}
