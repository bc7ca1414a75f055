import crypto from "node:crypto";
import type { Logger } from "pino";
import { composeApp } from "@/server/compose-app";
import type { Database } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import { openFileStorage } from "@/server/platform/storage/open-file-storage";

/**
 * The app a bench measures, composed as main.ts composes it: mail goes nowhere, files to the
 * environment's storage unless `storage` is given, and the session secret is new each run.
 */
export function benchApp(parts: {
  env: Env;
  database: Database;
  logger: Logger;
  storage?: ReturnType<typeof openFileStorage>;
}) {
  return composeApp({
    ...parts,
    mailer: { send: async () => {} },
    storage: parts.storage ?? openFileStorage(parts.env),
    secret: crypto.randomBytes(32).toString("base64url"),
  });
}
