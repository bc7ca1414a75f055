import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** A byte range, both ends included (as in an HTTP Range header). */
export type ByteRange = { start: number; end: number };

/**
 * Where Bismo keeps file bytes, addressed by keys it generates; owners and names live in rows.
 * Two back ends: local disk (`createLocalFileStorage`) and an S3-compatible bucket
 * (`createS3FileStorage`); `file-storage.test.ts` runs the same suite on both.
 */
export type FileStorage = {
  save(bytes: Uint8Array): Promise<string>;
  /**
   * Streams a body into a new key without holding it in memory. Past `maxBytes` it stops,
   * removes what it wrote and throws `StoredFileTooLarge`.
   */
  write(body: AsyncIterable<Uint8Array>, options?: { maxBytes?: number }): Promise<StoredFile>;
  /** Stores a finished file from local disk under a new key, moving it there (its path is gone after). */
  adopt(filePath: string): Promise<string>;
  /** The file's bytes, or null when it is gone (removed by the guest sweep meanwhile). */
  read(key: string): Promise<Buffer | null>;
  /** The file's bytes (or a range of them) as a stream, or null when it is gone. */
  stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
};

export type StoredFile = { key: string; size: number };

export class StoredFileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
  }
}

/**
 * The storage could not be reached or answered with a server error (an S3 bucket behind a
 * closed port, a dropped connection, a 5xx): an outage, not a fault of the file. `message` is for
 * the log; people are told `storageUnavailableMessage`.
 */
export class StorageUnavailable extends Error {}

export const newStorageKey = () => crypto.randomUUID();

export function isStorageKey(key: string): boolean {
  return /^[a-f0-9-]{36}$/.test(key);
}

/** A web stream as the async iterable `write` takes (the DOM types do not declare it one). */
export async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
  } finally {
    reader.releaseLock();
  }
}

/** Passes chunks on while counting them, and throws past `maxBytes`. */
export async function* capped(
  body: AsyncIterable<Uint8Array>,
  maxBytes = Number.POSITIVE_INFINITY,
): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new StoredFileTooLarge(maxBytes);
    yield chunk;
  }
}

/** Files on local disk under `DATA_DIR/files`. */
export function createLocalFileStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, "files");
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error("invalid storage key");
    return path.join(root, key);
  };
  const ifPresent = async <T>(read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  };
  return {
    async save(bytes) {
      await fs.promises.mkdir(root, { recursive: true });
      const key = newStorageKey();
      await fs.promises.writeFile(pathOf(key), bytes);
      return key;
    },
    async write(body, options = {}) {
      await fs.promises.mkdir(root, { recursive: true });
      const key = newStorageKey();
      let size = 0;
      const counted = async function* () {
        for await (const chunk of capped(body, options.maxBytes)) {
          size += chunk.byteLength;
          yield chunk;
        }
      };
      try {
        await pipeline(
          Readable.from(counted()),
          fs.createWriteStream(pathOf(key), { flags: "wx" }),
        );
      } catch (error) {
        await fs.promises.rm(pathOf(key), { force: true });
        throw error;
      }
      return { key, size };
    },
    async adopt(filePath) {
      await fs.promises.mkdir(root, { recursive: true });
      const key = newStorageKey();
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
    read: (key) => ifPresent(() => fs.promises.readFile(pathOf(key))),
    stream: (key, range) =>
      ifPresent(async () => {
        // Opening first turns a missing file into null rather than a failing stream.
        const handle = await fs.promises.open(pathOf(key), "r");
        const nodeStream = handle.createReadStream(range ?? {});
        return Readable.toWeb(nodeStream) as ReadableStream<Uint8Array>;
      }),
    size: (key) => ifPresent(async () => (await fs.promises.stat(pathOf(key))).size),
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
