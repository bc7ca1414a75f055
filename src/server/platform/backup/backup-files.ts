import fs from "node:fs";
import path from "node:path";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import { filesDir, s3ListingFile } from "./backup-format";

/** Hard link where the backup is on the data's file system (no space, no time), else a copy. */
async function linkOrCopy(from: string, to: string) {
  try {
    await fs.promises.link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EXDEV" && code !== "EPERM") throw error;
    await fs.promises.copyFile(from, to);
  }
}

const sizeOf = (file: string) =>
  fs.promises.stat(file).then(
    (stat) => stat.size,
    () => null,
  );

/**
 * Before the database's snapshot: every file in `DATA_DIR/files` into the backup. Taken first
 * so that a file whose row is in the snapshot but which is deleted before `keepReferenced`
 * runs is still there (Bismo never rewrites a stored file: each has a new key).
 */
export async function stageLocalFiles(dataDir: string, dir: string) {
  const source = path.join(dataDir, "files");
  fs.mkdirSync(filesDir(dir), { recursive: true });
  if (!fs.existsSync(source)) return;
  for (const name of await fs.promises.readdir(source)) {
    await linkOrCopy(path.join(source, name), path.join(filesDir(dir), name)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error; // deleted meanwhile
      },
    );
  }
}

/**
 * After the snapshot: the backup keeps exactly the files its rows name. One written after the
 * staging is copied now; one copied while it was still being written (a copy, not a link) is
 * copied again, as a file is complete before its row is committed; files no row names (an
 * upload still arriving, a file whose row came after the snapshot) are left out.
 */
export async function keepReferenced(dataDir: string, dir: string, keys: ReadonlySet<string>) {
  const staged = filesDir(dir);
  for (const name of await fs.promises.readdir(staged)) {
    if (!keys.has(name)) await fs.promises.rm(path.join(staged, name));
  }
  let bytes = 0;
  const missing: string[] = [];
  for (const key of keys) {
    const from = path.join(dataDir, "files", key);
    const to = path.join(staged, key);
    const [have, live] = await Promise.all([sizeOf(to), sizeOf(from)]);
    if (live !== null && have !== live) {
      await fs.promises.rm(to, { force: true });
      await linkOrCopy(from, to);
    }
    const size = await sizeOf(to);
    if (size === null) missing.push(key);
    else bytes += size;
  }
  return { count: keys.size - missing.length, bytes, missing };
}

/**
 * On S3 the backup lists the objects its rows name, with their sizes, and leaves them in the
 * bucket: Bismo never overwrites an object (each file has a new key), so a bucket kept with
 * versioning, or copied after the backup, holds every one (README, "Backup and restore").
 */
export async function listS3Objects(storage: FileStorage, dir: string, keys: ReadonlySet<string>) {
  const out = fs.createWriteStream(s3ListingFile(dir));
  let bytes = 0;
  const missing: string[] = [];
  const all = [...keys];
  for (let start = 0; start < all.length; start += 16) {
    const part = all.slice(start, start + 16);
    const sizes = await Promise.all(part.map((key) => storage.size(key)));
    part.forEach((key, index) => {
      const size = sizes[index];
      if (size === null || size === undefined) missing.push(key);
      else {
        bytes += size;
        out.write(`${JSON.stringify({ key, size })}\n`);
      }
    });
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return { count: keys.size - missing.length, bytes, missing };
}
