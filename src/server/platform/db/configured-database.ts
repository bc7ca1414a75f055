import type { Logger } from "pino";
import type { Env } from "@/server/platform/env";
import { type Database, openDatabase } from "./client";

/** DATABASE_URL's PostgreSQL, else the embedded database in DATA_DIR. */
export function openConfiguredDatabase(
  env: Env,
  logger: Logger,
  onLost?: (error: Error) => void,
): Promise<Database> {
  return openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "embedded", dataDir: env.dataDir, logger, onLost },
  );
}

/** For the "ready" line: which database, and where when it is embedded. */
export function describeDatabase(database: Database, env: Env): string {
  if (database.engine === "postgres") return "PostgreSQL";
  const engine = database.engine === "pglite" ? "PGlite" : "PostgreSQL";
  return `embedded ${engine}, in ${env.dataDir}`;
}
