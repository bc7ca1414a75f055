import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { type Database, openDatabase } from "@/server/platform/db/client";

/**
 * A new data folder in the temporary directory. mkdtemp makes it private (0700); under root,
 * the embedded PostgreSQL runs as 'nobody', which must be able to enter it, as it can enter
 * ./data, or the server would fall back to PGlite.
 */
export function makeDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** The stopped server's database, opened as the server opens it (stop the server first). */
export function openServerDatabase(dataDir: string): Promise<Database> {
  return openDatabase({ kind: "embedded", dataDir, logger: pino({ level: "silent" }) });
}
