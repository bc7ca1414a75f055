import path from "node:path";
import { type Alias, type Plugin, runnerImport } from "vite";

type Registry = typeof import("../src/shared/tools/registry");
type Views = typeof import("../src/client/tools/registry");

const moduleId = "virtual:tool-catalogue";

/**
 * Serves `virtual:tool-catalogue`: each tool's id, name, kind, icon, short route, promotion (its
 * landing card and footer link) and whether it is built (a chat tool, or a panel tool whose
 * workspace src/client/tools/registry.ts lists), read when the build starts. The public pages (landing, footer, router, assistant) link to tools
 * through it without loading the definitions, whose option schemas bring zod (27 KiB gzipped)
 * onto every page. A definition or workspace changed during `npm run dev` shows after a restart.
 */
export function toolCatalogue(): Plugin {
  let root = process.cwd();
  let alias: Alias[] = [];
  return {
    name: "bismo-tool-catalogue",
    configResolved: (config) => {
      root = config.root;
      alias = config.resolve.alias;
    },
    resolveId: (source) => (source === moduleId ? `\0${moduleId}` : undefined),
    async load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      // Through Vite's own module runner: the definitions are TypeScript importing one another,
      // and the workspaces' list is the client's, written with the `@/` alias.
      const load = async <Module>(file: string) =>
        (
          await runnerImport<Module>(path.join(root, file), {
            configFile: false,
            logLevel: "silent",
            resolve: { alias },
          })
        ).module;
      const [{ tools }, { builtToolIds }] = await Promise.all([
        load<Registry>("src/shared/tools/registry.ts"),
        load<Views>("src/client/tools/registry.ts"),
      ]);
      const catalogue = tools.map(({ id, name, kind, icon, route, promotion }) => ({
        id,
        name,
        kind,
        icon,
        route,
        promotion,
        built: builtToolIds.includes(id),
      }));
      return `export const toolCatalogue = ${JSON.stringify(catalogue)};`;
    },
  };
}
