import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "#tests": fileURLToPath(new URL("./tests", import.meta.url)),
    },
  },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/data-dir-template.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Two files at a time (each its own server, data folder and browser): most of a browser
    // test is waiting on a page or a stream, so two share the 2-core runner well (the suite took
    // 984 s one file at a time, 578 s two at a time).
    fileParallelism: true,
    maxWorkers: 2,
    // One more try for a test that fails: on a loaded 2-core runner a 30 s wait for a streamed
    // answer or a job has failed about one run in ten; a real break fails both tries.
    retry: 1,
    // A page's data arrives after its first paint, later on a loaded runner: a poll waits as long
    // as Playwright's own waits do, not Vitest's default second (a model list took 3-4 s).
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
