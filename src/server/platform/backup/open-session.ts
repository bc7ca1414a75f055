import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";
import { findBundledPostgres } from "@/server/platform/db/bundled-postgres";
import { openDatabase } from "@/server/platform/db/client";
import { acquireDataDirLock } from "@/server/platform/db/data-dir-lock";
import { startEmbeddedPostgres } from "@/server/platform/db/embedded-postgres";
import type { SqlSession } from "./sql-session";

async function pgSession(url: string, onClose?: () => Promise<void>): Promise<SqlSession> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: (text, values) => client.query(text, values),
    close: async () => {
      await client.end();
      await onClose?.();
    },
  };
}

/**
 * The running embedded PostgreSQL's address, read from its postmaster.pid (line 4 its port,
 * line 5 its socket's folder) and the password Bismo keeps beside it; null when none runs.
 */
function runningEmbeddedUrl(dataDir: string): string | null {
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
  if (!fs.existsSync(pidFile)) return null;
  const [pid, , , port, socketDir] = fs.readFileSync(pidFile, "utf8").split("\n");
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return null;
  }
  const password = fs.readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  const host = encodeURIComponent(socketDir ?? "");
  return `postgres://bismo:${password}@localhost/bismo?host=${host}&port=${port}`;
}

/**
 * One connection to the installation's database, for a backup: DATABASE_URL's; the embedded
 * PostgreSQL the running server started, through its socket (the server goes on serving);
 * or, when no server runs, the embedded database started for the backup alone under the
 * data-folder lock (PGlite too, which only one process can open).
 */
export async function openBackupSession(options: {
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
}): Promise<SqlSession & { engine: string }> {
  const { databaseUrl, dataDir, logger } = options;
  if (databaseUrl) return { ...(await pgSession(databaseUrl)), engine: "postgres" };
  const running = runningEmbeddedUrl(dataDir);
  if (running) return { ...(await pgSession(running)), engine: "embedded-postgres" };
  if (fs.existsSync(path.join(dataDir, "db", "PG_VERSION"))) {
    const database = await openDatabase({ kind: "embedded", dataDir, logger });
    return { query: database.executeSql, close: database.close, engine: database.engine };
  }
  if (!fs.existsSync(path.join(dataDir, "postgres", "PG_VERSION"))) {
    throw new Error(`${dataDir} holds no Bismo database (set DATA_DIR, or DATABASE_URL)`);
  }
  const release = acquireDataDirLock(dataDir);
  try {
    const bundled = findBundledPostgres(dataDir);
    if ("unavailable" in bundled)
      throw new Error(`PostgreSQL cannot start: ${bundled.unavailable}`);
    const server = await startEmbeddedPostgres(bundled, dataDir, logger);
    const session = await pgSession(server.url, () => server.stop().finally(release));
    return { ...session, engine: "embedded-postgres" };
  } catch (error) {
    release();
    throw error;
  }
}
