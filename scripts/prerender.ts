import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { compactMessages } from "./i18n/message-plugin.ts";
import { toolCatalogue } from "./tool-catalogue.ts";

type PrerenderEntry = {
  renderPage: (path: string, locale: string) => Promise<string>;
  documentText: (locale: string) => Promise<{ title: string; description: string }>;
  prerenderedPages: readonly { path: string; module: string; areas: readonly string[] }[];
  locales: readonly string[];
  /** `<html lang>` and `hreflang` per locale (zh-Hans for Chinese). */
  localeTags: Record<string, string>;
  /** `<html dir>` per locale. */
  localeDirections: Record<string, "ltr" | "rtl">;
  localePath: (path: string, locale: string) => string;
};

/**
 * After the client build, renders the public pages (src/client/prerendered-pages.ts) in every
 * language to HTML, into `<outDir>/prerendered/<locale>/<page>.html`, which the server sends for
 * those paths (`/pricing`, `/de/pricing`): the heading shows before any script runs, and the
 * client hydrates it in place. Each language also gets the app's shell, `app.html`, for every
 * other page: `<html lang>`, title and description in that language.
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
          plugins: [react(), toolCatalogue(), compactMessages()],
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
        const entryScript =
          /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/;
        const entryFile = template.match(entryScript)?.[1];
        if (!entryFile) throw new Error("prerender: no entry script in index.html");
        const shell = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
        for (const locale of entry.locales) {
          const dir = path.join(outDir, "prerendered", locale);
          fs.mkdirSync(dir, { recursive: true });
          const text = await entry.documentText(locale);
          const tag = entry.localeTags[locale] ?? locale;
          const direction = entry.localeDirections[locale] ?? "ltr";
          fs.writeFileSync(path.join(dir, "app.html"), localized(shell, tag, direction, text));
          for (const page of entry.prerenderedPages) {
            const html = await entry.renderPage(page.path, locale);
            // The page's modules and its messages in this language, fetched side by side.
            const messages = ["common", ...page.areas].map(
              (area) => `src/shared/i18n/compiled/${area}/${locale}.ts`,
            );
            const modules = [entryFile, page.module, ...messages].flatMap(
              (module) => chunkFiles.get(module) ?? (module === entryFile ? [module] : []),
            );
            const boot = writeBootScript(
              outDir,
              [...new Set(modules)].map((file) => config.base + file),
            );
            const document = localized(template, tag, direction, text, alternates(entry, page.path))
              .replace(entryScript, `<script type="module" src="${config.base}${boot}"></script>`)
              .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
            const name = page.path === "/" ? "index" : page.path.slice(1);
            fs.writeFileSync(path.join(dir, `${name}.html`), document);
          }
        }
        config.logger.info(
          `prerendered ${entry.prerenderedPages.length} public pages in ${entry.locales.length} languages`,
        );
      } finally {
        fs.rmSync(workDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A page's `<html lang>` and `dir`, title and description in one language, with `head` added to
 * its head.
 */
function localized(
  html: string,
  tag: string,
  direction: "ltr" | "rtl",
  text: { title: string; description: string },
  head = "",
): string {
  const escapeHtml = (value: string) =>
    value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
  return html
    .replace('<html lang="en" dir="ltr">', `<html lang="${tag}" dir="${direction}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(text.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(text.description)}" />`,
    )
    .replace("</head>", `${head}</head>`);
}

/**
 * `hreflang` links to the page in every language, and `x-default` to the English one. Their
 * addresses are absolute, as search engines ask: the server puts its own origin where they say
 * `%BISMO_ORIGIN%` (src/server/platform/http/static.ts).
 */
function alternates(entry: PrerenderEntry, page: string): string {
  const link = (hreflang: string, locale: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="%BISMO_ORIGIN%${entry.localePath(page, locale)}" />`;
  return [
    ...entry.locales.map((locale) => link(entry.localeTags[locale] ?? locale, locale)),
    link("x-default", "en"),
  ].join("");
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
