// `npm run backup [-- <folder>]`: a consistent copy of this installation while it serves
// (decision 0031). The folder defaults to ./backups/bismo-<time>; it holds every account's data
// and the server's secret, so it is made private to its owner.
import path from "node:path";
import pino from "pino";
import { takeBackup } from "./platform/backup/take-backup";
import { parseEnv } from "./platform/env";
import { openFileStorage } from "./platform/storage/open-file-storage";

async function main() {
  const env = parseEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  const stamp = new Date()
    .toISOString()
    .replaceAll(":", "-")
    .replace(/\.\d+Z$/, "Z");
  const dir = path.resolve(process.argv[2] ?? path.join("backups", `bismo-${stamp}`));
  const started = performance.now();
  const manifest = await takeBackup({
    dir,
    dataDir: env.dataDir,
    databaseUrl: env.DATABASE_URL,
    s3: env.S3_BUCKET ? openFileStorage(env) : undefined,
    logger,
  });
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backup written to ${dir} in ${seconds} s: ${rows} rows as of ${manifest.takenAt}, ` +
      `${manifest.files.count} files (${(manifest.files.bytes / 1e6).toFixed(1)} MB${
        manifest.files.storage === "s3" ? ", listed: they stay in the S3 bucket" : ""
      }).`,
  );
  if (manifest.files.storage === "s3") {
    console.log(
      "Keep the bucket's objects as long as this backup (versioning, or a copy of the bucket made now): see README, Backup and restore.",
    );
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
