import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * Scripts the server starts beside itself: worker threads it finds with `new URL("./<name>",
 * import.meta.url)` (plain JavaScript, as Node 20 cannot run TypeScript in a worker), and the
 * file readers' child process (src/server/engines/file-reading/file-readers.ts). The server build emits
 * each beside the bundle under its own name, a TypeScript entry as `.js`.
 */
const workers = [
  "src/server/engines/speech/espeak-worker.mjs",
  "src/server/engines/file-reading/reader-process.ts",
];

export function serverWorkers(): Plugin {
  return {
    name: "bismo-server-workers",
    apply: (_config, env) => env.command === "build" && Boolean(env.isSsrBuild),
    buildStart() {
      for (const worker of workers) {
        this.emitFile({
          type: "chunk",
          id: fileURLToPath(new URL(`../${worker}`, import.meta.url)),
          fileName: worker.split("/").at(-1)?.replace(/\.ts$/, ".js"),
        });
      }
    },
  };
}
