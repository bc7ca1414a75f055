import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/data-dir-template.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // One more try for a test that fails: on a loaded 2-core runner a 30 s wait for a streamed
    // answer or a job has failed about one run in ten; a real break fails both tries.
    retry: 1,
  },
});
