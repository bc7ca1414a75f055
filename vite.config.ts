import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compactMessages } from "./scripts/i18n/message-plugin.ts";
import { precompress } from "./scripts/precompress.ts";
import { prerender } from "./scripts/prerender.ts";
import { serverWorkers } from "./scripts/server-workers.ts";
import { toolCatalogue } from "./scripts/tool-catalogue.ts";
import { themeScript } from "./src/shared/theme-script.ts";

/** Puts the theme script inline where index.html marks its place. */
const inlineThemeScript: Plugin = {
  name: "bismo-theme-script",
  transformIndexHtml: (html) =>
    html.replace(/<!-- theme-script:[^>]*-->/, () => `<script>${themeScript}</script>`),
};

const apiPort = process.env.PORT ?? "3000";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    compactMessages(),
    tailwindcss(),
    toolCatalogue(),
    inlineThemeScript,
    precompress(),
    prerender(),
    serverWorkers(),
  ],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "#tests": fileURLToPath(new URL("./tests", import.meta.url)),
    },
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // The server's chunks sit beside main.js, so every module finds the scripts it starts
    // (scripts/server-workers.ts) next to itself, whichever chunk it was bundled into.
    rollupOptions: isSsrBuild
      ? { output: { chunkFileNames: "[name]-[hash].js" } }
      : {
          output: {
            // What every page needs besides the entry, in one chunk rather than five: React's
            // small parts, the loader of lazy chunks and the messages' runtime. Left to itself,
            // Rolldown gives each of them a chunk, each a request and a few hundred bytes more.
            codeSplitting: {
              groups: [
                {
                  name: "shared",
                  test: /node_modules[\\/]react[\\/]|vite[\\/]preload-helper|rolldown:runtime|src[\\/](shared[\\/]i18n[\\/](areas|runtime|locales|paths|short-id|translator|compiled[\\/]common)\.ts|client[\\/]i18n[\\/](locale-store|use-t|with-messages)\.tsx?)/,
                },
              ],
            },
          },
        },
  },
  server: {
    // `npm run dev` gives the server APP_URL=http://localhost:5173, so Vite must not move elsewhere.
    port: 5173,
    strictPort: true,
    proxy: { "/api": { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  test: {
    include: ["src/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/support/pglite-template.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The workers
    // wait on databases, child processes and fake servers much of the time, so one per core.
    maxWorkers: availableParallelism(),
    // A worker imports the app's modules (and compiles PGlite's WebAssembly) once for all the
    // files it runs, not once per file: 54 s of a 272 s run was imports. Tests share no module
    // state: each file opens its own app and database, and restores what it stubs.
    isolate: false,
  },
}));
