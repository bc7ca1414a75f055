import path from "node:path";
import { type Plugin, runnerImport } from "vite";

type Registry = typeof import("../src/shared/tools/registry");

const moduleId = "virtual:tool-catalogue";

/**
 * Serves `virtual:tool-catalogue`: each tool's id, name, kind and short route, read from the
 * tool definitions when the build starts. The public pages (landing, footer, router) link to
 * tools through it without loading the definitions, whose option schemas bring zod (27 KiB
 * gzipped) onto every page. A definition changed during `npm run dev` shows after a restart.
 */
export function toolCatalogue(): Plugin {
  let root = process.cwd();
  return {
    name: "bismo-tool-catalogue",
    configResolved: (config) => {
      root = config.root;
    },
    resolveId: (source) => (source === moduleId ? `\0${moduleId}` : undefined),
    async load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      // Through Vite's own module runner: the definitions are TypeScript importing one another.
      const { module } = await runnerImport<Registry>(
        path.join(root, "src/shared/tools/registry.ts"),
        { configFile: false, logLevel: "silent" },
      );
      const catalogue = module.tools.map(({ id, name, kind, route }) => ({
        id,
        name,
        kind,
        route,
      }));
      return `export const toolCatalogue = ${JSON.stringify(catalogue)};`;
    },
  };
}
