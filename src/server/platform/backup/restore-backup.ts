import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";
import { type Database, openDatabase } from "@/server/platform/db/client";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import {
  authSecretFile,
  type BackupManifest,
  filesDir,
  readManifest,
  s3ListingFile,
} from "./backup-format";
import { loadTables } from "./load-tables";
import { migrationsUpTo } from "./migrations-up-to";
import type { SqlSession } from "./sql-session";

export type RestoreOptions = {
  dir: string;
  dataDir: string;
  databaseUrl?: string;
  s3?: FileStorage;
  logger: Logger;
};

/** A data folder a restore may fill: nothing of an installation in it yet. */
function checkEmptyDataDir(dataDir: string, withDatabase: boolean) {
  const taken = [...(withDatabase ? ["postgres", "db"] : []), "files", "auth-secret"].filter(
    (name) => {
      const full = path.join(dataDir, name);
      if (!fs.existsSync(full)) return false;
      return !fs.statSync(full).isDirectory() || fs.readdirSync(full).length > 0;
    },
  );
  if (taken.length > 0) {
    throw new Error(
      `${dataDir} is not empty (${taken.join(", ")}): restore into a new data folder (DATA_DIR)`,
    );
  }
}

async function sessionOn(database: Database): Promise<SqlSession> {
  if (!database.url) return { query: database.executeSql, close: async () => {} };
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return { query: (text, values) => client.query(text, values), close: () => client.end() };
}

/** The rows, in one transaction into an empty database made at the backup's migrations. */
async function restoreRows(options: RestoreOptions, manifest: BackupManifest) {
  const { dataDir, databaseUrl, logger } = options;
  const migrations = migrationsUpTo(manifest.migrations);
  try {
    const database = await openDatabase(
      databaseUrl
        ? { kind: "postgres", url: databaseUrl, migrations: migrations.folder }
        : { kind: "embedded", dataDir, logger, migrations: migrations.folder },
    );
    try {
      const session = await sessionOn(database);
      try {
        const [users] = (await session.query('select count(*)::int as n from "user"', [])).rows;
        if (Number(users?.n) > 0) {
          throw new Error("the database holds accounts already: restore into an empty database");
        }
        await session.query("begin", []);
        const loaded = await loadTables(session.query, options.dir, manifest.tables);
        const short = Object.entries(manifest.tables).filter(([t, n]) => loaded[t] !== n);
        if (short.length > 0) throw new Error(`rows missing from the backup's ${short[0]?.[0]}`);
        await session.query("commit", []);
      } catch (error) {
        await session.query("rollback", []).catch(() => {});
        throw error;
      } finally {
        await session.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    migrations.remove();
  }
}

/** Local files copied back in; on S3, each listed object confirmed in the bucket. */
async function restoreFiles(options: RestoreOptions, manifest: BackupManifest) {
  if (manifest.files.storage === "s3") {
    if (!options.s3) throw new Error("this backup's files are on S3: set S3_BUCKET and its keys");
    const lines = fs.readFileSync(s3ListingFile(options.dir), "utf8").split("\n").filter(Boolean);
    const absent: string[] = [];
    for (const line of lines) {
      const { key } = JSON.parse(line) as { key: string };
      if ((await options.s3.size(key)) === null) absent.push(key);
    }
    return absent;
  }
  const target = path.join(options.dataDir, "files");
  fs.mkdirSync(target, { recursive: true });
  for (const name of fs.readdirSync(filesDir(options.dir))) {
    await fs.promises.copyFile(path.join(filesDir(options.dir), name), path.join(target, name));
  }
  return [];
}

/**
 * `npm run restore`: a backup (takeBackup) into an empty data folder, or into an empty
 * database at DATABASE_URL: the rows at the backup's migrations, the files, the server's
 * secret. Answers the manifest and the S3 objects the bucket no longer has. The app's later
 * migrations run when the restored installation starts.
 */
export async function restoreBackup(options: RestoreOptions) {
  const manifest = readManifest(options.dir);
  fs.mkdirSync(options.dataDir, { recursive: true });
  checkEmptyDataDir(options.dataDir, !options.databaseUrl);
  await restoreRows(options, manifest);
  const absentObjects = await restoreFiles(options, manifest);
  if (manifest.authSecret) {
    fs.copyFileSync(authSecretFile(options.dir), path.join(options.dataDir, "auth-secret"));
    fs.chmodSync(path.join(options.dataDir, "auth-secret"), 0o600);
  }
  return { manifest, absentObjects };
}
