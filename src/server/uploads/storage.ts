import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Files on local disk under `DATA_DIR/files`, addressed by generated keys only. */
export function createFileStorage(dataDir: string) {
  const root = path.join(dataDir, "files");
  const pathOf = (key: string) => {
    if (!/^[a-f0-9-]{36}$/.test(key)) throw new Error("invalid storage key");
    return path.join(root, key);
  };
  return {
    async save(bytes: Uint8Array): Promise<string> {
      await fs.promises.mkdir(root, { recursive: true });
      const key = crypto.randomUUID();
      await fs.promises.writeFile(pathOf(key), bytes);
      return key;
    },
    /** The file's bytes, or null when it is gone (removed by the guest sweep meanwhile). */
    async read(key: string): Promise<Buffer | null> {
      try {
        return await fs.promises.readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key: string) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
