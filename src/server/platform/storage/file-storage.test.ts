import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "#tests/fakes/s3-server";
import { createLocalFileStorage, type FileStorage, StoredFileTooLarge } from "./file-storage";
import { createS3FileStorage } from "./s3-file-storage";

async function* chunksOf(bytes: Uint8Array, size: number) {
  for (let at = 0; at < bytes.byteLength; at += size) yield bytes.subarray(at, at + size);
}

const text = async (stream: ReadableStream<Uint8Array> | null) =>
  stream ? Buffer.from(await new Response(stream).arrayBuffer()).toString() : null;

/** The same behaviour from every back end: what the routes rely on. */
function storageSuite(
  name: string,
  open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }>,
) {
  describe(`file storage: ${name}`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it("keeps saved bytes under a generated key until removed", async () => {
      const key = await storage.save(new TextEncoder().encode("hello bismo"));
      expect(key).toMatch(/^[a-f0-9-]{36}$/);
      expect((await storage.read(key))?.toString()).toBe("hello bismo");
      expect(await storage.size(key)).toBe(11);
      await storage.remove(key);
      expect(await storage.read(key)).toBeNull();
      expect(await storage.stream(key)).toBeNull();
      expect(await storage.size(key)).toBeNull();
    });

    it("streams a write in and serves byte ranges out", async () => {
      const bytes = new TextEncoder().encode("0123456789abcdefghij");
      const stored = await storage.write(chunksOf(bytes, 3));
      expect(stored.size).toBe(20);
      expect(await text(await storage.stream(stored.key, { start: 10, end: 14 }))).toBe("abcde");
      expect(await text(await storage.stream(stored.key))).toBe("0123456789abcdefghij");
    });

    it("writes a file larger than one upload part whole", async () => {
      const bytes = new Uint8Array(11 * 1024 * 1024).map((_, index) => index % 251);
      const stored = await storage.write(chunksOf(bytes, 64 * 1024));
      expect(stored.size).toBe(bytes.byteLength);
      const back = await storage.read(stored.key);
      expect(back?.equals(Buffer.from(bytes))).toBe(true);
      const tail = await storage.stream(stored.key, {
        start: bytes.byteLength - 4,
        end: bytes.byteLength - 1,
      });
      expect([...new Uint8Array(await new Response(tail).arrayBuffer())]).toEqual([
        ...bytes.subarray(-4),
      ]);
      await storage.remove(stored.key);
    });

    it("refuses a write past its cap and keeps nothing of it", async () => {
      const bytes = new Uint8Array(4096);
      await expect(storage.write(chunksOf(bytes, 1000), { maxBytes: 2500 })).rejects.toBeInstanceOf(
        StoredFileTooLarge,
      );
    });

    it("adopts a finished file from local disk, which is gone from there after", async () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-adopt-"));
      const spooled = path.join(folder, "spooled");
      fs.writeFileSync(spooled, "spooled bytes");
      const key = await storage.adopt(spooled);
      expect((await storage.read(key))?.toString()).toBe("spooled bytes");
      expect(fs.existsSync(spooled)).toBe(false);
      fs.rmSync(folder, { recursive: true, force: true });
    });

    it("refuses a key it did not generate", async () => {
      await expect(storage.read("../../etc/passwd")).rejects.toThrow("invalid storage key");
    });
  });
}

storageSuite("local disk", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-storage-"));
  return {
    storage: createLocalFileStorage(dataDir),
    close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
});

storageSuite("S3 (a local s3rver)", async () => {
  const server = await startS3Server();
  return { storage: createS3FileStorage(server.settings), close: server.close };
});
