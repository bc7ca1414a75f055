import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Where Bismo keeps file bytes, addressed by keys it generates; owners and names live in rows. */
export type FileStorage = {
  save(bytes: Uint8Array): Promise<string>;
  /** Stores a finished file from local disk under a new key, moving it there (its path is gone after). */
  adopt(filePath: string): Promise<string>;
  /** The file's bytes, or null when it is gone (removed by the guest sweep meanwhile). */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

/** Files on local disk under `DATA_DIR/files`. */
export function createLocalFileStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, "files");
  const pathOf = (key: string) => {
    if (!/^[a-f0-9-]{36}$/.test(key)) throw new Error("invalid storage key");
    return path.join(root, key);
  };
  return {
    async save(bytes) {
      await fs.promises.mkdir(root, { recursive: true });
      const key = crypto.randomUUID();
      await fs.promises.writeFile(pathOf(key), bytes);
      return key;
    },
    async adopt(filePath) {
      await fs.promises.mkdir(root, { recursive: true });
      const key = crypto.randomUUID();
      try {
        await fs.promises.rename(filePath, pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        // The file sits on another file system: copy, then remove the original.
        await fs.promises.copyFile(filePath, pathOf(key));
        await fs.promises.rm(filePath, { force: true });
      }
      return key;
    },
    async read(key) {
      try {
        return await fs.promises.readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
