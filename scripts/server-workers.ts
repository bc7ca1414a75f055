import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * Worker-thread scripts the server starts with `new URL("./<name>", import.meta.url)`. They are
 * plain JavaScript (Node 20 cannot run TypeScript in a worker), so the server build emits each
 * beside the bundle under its own name, where that URL finds it.
 */
const workers = ["src/server/speech/espeak-worker.mjs"];

export function serverWorkers(): Plugin {
  return {
    name: "bismo-server-workers",
    apply: (_config, env) => env.command === "build" && Boolean(env.isSsrBuild),
    buildStart() {
      for (const worker of workers) {
        this.emitFile({
          type: "chunk",
          id: fileURLToPath(new URL(`../${worker}`, import.meta.url)),
          fileName: worker.split("/").at(-1),
        });
      }
    },
  };
}
