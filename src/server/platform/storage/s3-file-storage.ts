import fs from "node:fs";
import { AwsClient } from "aws4fetch";
import {
  capped,
  type FileStorage,
  isStorageKey,
  newStorageKey,
  StorageUnavailable,
} from "./file-storage";

export type S3Settings = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO, R2 and other S3-compatible servers: addressed path-style (`endpoint/bucket/key`). */
  endpoint?: string;
};

/** S3 takes parts of at least 5 MiB (but the last) in a multipart upload. */
const partSize = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket, signed with AWS Signature V4. A write of unknown length is
 * sent in 5 MiB parts (a multipart upload), so at most one part is held in memory.
 */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: "s3",
    region: settings.region,
  });
  const objectUrl = (key: string, query = "") => {
    if (!isStorageKey(key)) throw new Error("invalid storage key");
    const base = settings.endpoint
      ? `${settings.endpoint.replace(/\/$/, "")}/${settings.bucket}`
      : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
    return `${base}/${key}${query}`;
  };
  const send = async (url: string, init: RequestInit = {}, allow404 = false) => {
    const method = init.method ?? "GET";
    const response = await client.fetch(url, init).catch((error: unknown) => {
      // No answer at all: a closed port, a refused or dropped connection, a name not found.
      throw new StorageUnavailable(`S3 ${method} could not reach the bucket: ${reasonOf(error)}`, {
        cause: error,
      });
    });
    if (response.ok || (allow404 && response.status === 404)) return response;
    // The bucket's own error text names the bucket and key; the log gets it, not a user.
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    const failure = `S3 ${method} answered ${response.status}: ${detail}`;
    throw response.status >= 500 ? new StorageUnavailable(failure) : new Error(failure);
  };
  // Bodies are plain (not shared) buffers; the DOM types want that said.
  const body = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;
  const put = async (key: string, bytes: Uint8Array) => {
    await (await send(objectUrl(key), { method: "PUT", body: body(bytes) })).arrayBuffer();
  };

  const multipart = async (key: string, first: Uint8Array, rest: AsyncIterator<Uint8Array>) => {
    const created = await (await send(objectUrl(key, "?uploads"), { method: "POST" })).text();
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(created)?.[1];
    if (!uploadId) throw new Error("S3 did not return an upload id");
    const query = (extra: string) => `?${extra}uploadId=${encodeURIComponent(uploadId)}`;
    const etags: string[] = [];
    const uploadPart = async (bytes: Uint8Array) => {
      const number = etags.length + 1;
      const response = await send(objectUrl(key, query(`partNumber=${number}&`)), {
        method: "PUT",
        body: body(bytes),
      });
      await response.arrayBuffer();
      etags.push(response.headers.get("etag") ?? "");
    };
    try {
      let size = first.byteLength;
      let part: Uint8Array[] = [first];
      let partBytes = first.byteLength;
      for (let next = await rest.next(); !next.done; next = await rest.next()) {
        part.push(next.value);
        partBytes += next.value.byteLength;
        size += next.value.byteLength;
        if (partBytes >= partSize) {
          await uploadPart(Buffer.concat(part));
          part = [];
          partBytes = 0;
        }
      }
      if (partBytes > 0) await uploadPart(Buffer.concat(part));
      const parts = `<CompleteMultipartUpload>${etags
        .map(
          (etag, index) => `<Part><PartNumber>${index + 1}</PartNumber><ETag>${etag}</ETag></Part>`,
        )
        .join("")}</CompleteMultipartUpload>`;
      const completed = await (
        await send(objectUrl(key, query("")), { method: "POST", body: parts })
      ).text();
      // S3 may answer 200 with an error document when completing fails late.
      if (completed.includes("<Error>")) throw new Error("S3 could not complete the upload");
      return size;
    } catch (error) {
      await client.fetch(objectUrl(key, query("")), { method: "DELETE" }).catch(() => undefined);
      throw error;
    }
  };

  return {
    async save(bytes) {
      const key = newStorageKey();
      await put(key, bytes);
      return key;
    },
    async write(body, options = {}) {
      const key = newStorageKey();
      const chunks = capped(body, options.maxBytes)[Symbol.asyncIterator]();
      // Gather up to one part: a small file is one PUT, a large one a multipart upload.
      const head: Uint8Array[] = [];
      let headBytes = 0;
      while (headBytes < partSize) {
        const next = await chunks.next();
        if (next.done) {
          const bytes = Buffer.concat(head);
          await put(key, bytes);
          return { key, size: bytes.byteLength };
        }
        head.push(next.value);
        headBytes += next.value.byteLength;
      }
      return { key, size: await multipart(key, Buffer.concat(head), chunks) };
    },
    async adopt(filePath) {
      const { key } = await this.write(fs.createReadStream(filePath));
      await fs.promises.rm(filePath, { force: true });
      return key;
    },
    async read(key) {
      const response = await send(objectUrl(key), {}, true);
      if (response.status === 404) return null;
      return Buffer.from(await response.arrayBuffer());
    },
    async stream(key, range) {
      const headers = range ? { range: `bytes=${range.start}-${range.end}` } : undefined;
      const response = await send(objectUrl(key), { headers }, true);
      if (response.status === 404) return null;
      return response.body ?? new Blob([]).stream();
    },
    async size(key) {
      const response = await send(objectUrl(key), { method: "HEAD" }, true);
      if (response.status === 404) return null;
      return Number(response.headers.get("content-length"));
    },
    async remove(key) {
      const response = await send(objectUrl(key), { method: "DELETE" }, true);
      await response.arrayBuffer();
    },
  };
}

/** fetch's "fetch failed" says nothing; what it wraps (ECONNREFUSED, "other side closed") does. */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}
