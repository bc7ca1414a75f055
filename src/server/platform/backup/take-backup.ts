import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import { keepReferenced, listS3Objects, stageLocalFiles } from "./backup-files";
import {
  authSecretFile,
  type BackupManifest,
  manifestName,
  storageKeyColumns,
} from "./backup-format";
import { dumpTables } from "./dump-tables";
import { openBackupSession } from "./open-session";
import { quoted } from "./sql-session";

export type BackupOptions = {
  /** The folder to write; it must not exist. Written as `<dir>.partial`, renamed when complete. */
  dir: string;
  dataDir: string;
  databaseUrl?: string;
  /** The bucket when files are on S3; local files are copied from DATA_DIR/files. */
  s3?: FileStorage;
  logger: Logger;
};

/**
 * A consistent, restorable copy of an installation while it serves (decision 0031): the files
 * first, then every table from one REPEATABLE READ snapshot (with the keys of the files its
 * rows name, from the same snapshot), then the files those rows name and nothing else. Nothing
 * is locked: the server reads and writes throughout.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupManifest> {
  const { dir, dataDir, logger } = options;
  if (fs.existsSync(dir)) throw new Error(`${dir} exists already: name a new folder`);
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  // The backup holds every account's data and the server's secret: its owner's alone.
  fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
  if (!options.s3) await stageLocalFiles(dataDir, partial);

  const session = await openBackupSession(options);
  let tables: Record<string, number>;
  let migrations: number[];
  const keys = new Set<string>();
  let takenAt: string;
  try {
    await session.query("begin isolation level repeatable read read only", []);
    const [now] = (await session.query("select now() as at", [])).rows;
    takenAt = new Date(String(now?.at)).toISOString();
    migrations = (
      await session.query("select created_at from drizzle.__drizzle_migrations order by id", [])
    ).rows.map((row) => Number(row.created_at));
    tables = await dumpTables(session.query, partial);
    const union = storageKeyColumns
      .map(({ table, column }) => `select ${quoted(column)} as key from ${quoted(table)}`)
      .join(" union ");
    for (const row of (await session.query(union, [])).rows) keys.add(String(row.key));
    await session.query("commit", []);
  } finally {
    await session.close();
  }

  const files = options.s3
    ? { storage: "s3" as const, ...(await listS3Objects(options.s3, partial, keys)) }
    : { storage: "local" as const, ...(await keepReferenced(dataDir, partial, keys)) };
  const secret = path.join(dataDir, "auth-secret");
  const authSecret = fs.existsSync(secret);
  if (authSecret) fs.copyFileSync(secret, authSecretFile(partial));
  const manifest: BackupManifest = {
    format: "bismo-backup",
    version: 1,
    takenAt,
    engine: session.engine,
    migrations,
    tables,
    files,
    authSecret,
  };
  fs.writeFileSync(path.join(partial, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(partial, dir);
  if (files.missing.length > 0) {
    logger.warn(
      { missing: files.missing.length },
      "files deleted while the backup ran: their rows are in it, their bytes are not",
    );
  }
  return manifest;
}
