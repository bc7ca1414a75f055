import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { toolCatalogue } from "./tool-catalogue.ts";

type PrerenderEntry = {
  renderPage: (path: string) => Promise<string>;
  prerenderedPages: readonly { path: string; module: string }[];
};

/**
 * After the client build, renders the public pages (src/client/prerendered-pages.ts) to HTML
 * into `<outDir>/prerendered/<page>.html`, which the server sends for those paths: the heading
 * shows before any script runs, and the client hydrates it in place.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  const chunkFiles = new Map<string, string[]>();
  return {
    name: "bismo-prerender",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.facadeModuleId) continue;
        const module = path.relative(config.root, chunk.facadeModuleId);
        chunkFiles.set(module, [chunk.fileName, ...chunk.imports]);
      }
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const workDir = path.join(config.root, "node_modules/.tmp", `prerender-${process.pid}`);
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: "warn",
          resolve: { alias: config.resolve.alias },
          plugins: [react(), toolCatalogue()],
          build: {
            ssr: "src/client/prerender-entry.tsx",
            outDir: workDir,
            emptyOutDir: true,
            rollupOptions: { output: { entryFileNames: "prerender-entry.mjs" } },
          },
        });
        const entry = (await import(
          pathToFileURL(path.join(workDir, "prerender-entry.mjs")).href
        )) as PrerenderEntry;
        const template = inlineStylesheets(
          fs.readFileSync(path.join(outDir, "index.html"), "utf8"),
          outDir,
        );
        fs.mkdirSync(path.join(outDir, "prerendered"), { recursive: true });
        const entryScript =
          /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/;
        const entryFile = template.match(entryScript)?.[1];
        if (!entryFile) throw new Error("prerender: no entry script in index.html");
        for (const page of entry.prerenderedPages) {
          const html = await entry.renderPage(page.path);
          const modules = [entryFile, ...(chunkFiles.get(page.module) ?? [])];
          const boot = writeBootScript(
            outDir,
            [...new Set(modules)].map((file) => config.base + file),
          );
          const document = template
            .replace(entryScript, `<script type="module" src="${config.base}${boot}"></script>`)
            .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
          const name = page.path === "/" ? "index" : page.path.slice(1);
          fs.writeFileSync(path.join(outDir, "prerendered", `${name}.html`), document);
        }
        config.logger.info(`prerendered ${entry.prerenderedPages.length} public pages`);
      } finally {
        fs.rmSync(workDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A prerendered page asks for its scripts only once its HTML has painted: fetched at once, they
 * share the line and the main thread with the first paint, which `npm run bench:weight` showed
 * coming 150-200 ms later on a throttled phone. This small module, run as soon as the page is
 * parsed, imports them a frame later; the page hydrates when they are in (main.tsx).
 */
function writeBootScript(outDir: string, modules: string[]): string {
  const imports = modules.map((url) => `import(${JSON.stringify(url)});`).join("");
  const code = `requestAnimationFrame(()=>setTimeout(()=>{${imports}}));\n`;
  const hash = crypto.createHash("sha256").update(code).digest("hex").slice(0, 10);
  const file = `assets/boot-${hash}.js`;
  fs.writeFileSync(path.join(outDir, file), code);
  return file;
}

/**
 * The stylesheet goes into the prerendered page itself: the first paint then needs only the
 * HTML, not a second round trip that competes with the scripts for the line. Its link stays,
 * disabled (neither fetched nor applied): Vite's loader for a lazy chunk fetches the chunk's
 * stylesheets unless the page links them, and would otherwise fetch and apply this one a second
 * time on the first client-side navigation.
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_link, file: string) =>
      `<link rel="stylesheet" href="/${file}" disabled>` +
      `<style>${fs.readFileSync(path.join(outDir, file), "utf8")}</style>`,
  );
}
