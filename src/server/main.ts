import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { runPrimary } from "./cluster-primary";
import { uploadSpoolDir } from "./features/uploads/receive-upload";
import { DataDirLockedError } from "./platform/db/data-dir-lock";
import { parseEnv } from "./platform/env";

async function main() {
  const env = parseEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  fs.mkdirSync(env.dataDir, { recursive: true });
  if (cluster.isPrimary) {
    // Uploads a previous run was receiving when it stopped (not in an app process that
    // replaces one that died: the others may be receiving some now).
    fs.rmSync(uploadSpoolDir(env.dataDir), { recursive: true, force: true });
  }
  if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    await runPrimary(env, logger, fileURLToPath(import.meta.url));
    return;
  }
  // Loaded only here: a WEB_CONCURRENCY primary never serves requests, so it does without
  // the app's modules (66 MB RSS instead of 134).
  const { runServer } = await import("./app-process");
  // The built client sits beside the built server (dist/client, dist/server/main.js); this
  // file's folder, not the app process's, which the build puts in a chunk further down.
  await runServer(env, logger, path.resolve(import.meta.dirname, "../client"));
}

main().catch((error: unknown) => {
  if (
    error instanceof DataDirLockedError ||
    (error instanceof Error && error.message.startsWith("Invalid configuration"))
  ) {
    console.error(`Bismo cannot start: ${error.message}`);
  } else {
    console.error("Bismo failed to start:", error);
  }
  process.exit(1);
});
