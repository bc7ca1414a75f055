import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import Busboy from "@fastify/busboy";
import { AppError, fileTooLarge } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";

/** An uploaded file as received: on local disk, not yet checked, read or stored. */
export type ReceivedUpload = {
  /** A temporary file: the caller moves it into storage or calls `discard`. */
  filePath: string;
  fileName: string;
  size: number;
  fields: Map<string, string>;
  discard: () => Promise<void>;
};

/**
 * Where uploads are written while they arrive: inside DATA_DIR, so storing one is a rename. Only
 * this process uses the folder (one process per DATA_DIR), so it is emptied at start.
 */
export function uploadSpoolDir(dataDir: string): string {
  return path.join(dataDir, "uploading");
}

/** Room for the multipart boundaries and headers around the file itself. */
const multipartOverhead = 64 * 1024;

export function tooLarge(maxBytes: number) {
  return new AppError("payload_too_large", fileTooLarge(maxBytes));
}

const notMultipart = () =>
  new AppError(
    "bad_request",
    msg({
      id: "errors.uploads.multipart",
      defaultMessage: "Send the file as multipart/form-data in the field 'file'.",
    }),
  );

/**
 * Streams a multipart upload's field `file` to a temporary file in `spoolDir`, counting bytes
 * as they arrive: past `maxBytes` the upload stops with 413, and at no point is the file held
 * in memory. A declared Content-Length over the cap is refused before reading anything.
 * Small text fields (such as `toolId`) come back in `fields`.
 */
export async function receiveUpload(
  request: Request,
  options: { maxBytes: number; spoolDir: string },
): Promise<ReceivedUpload> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > options.maxBytes + multipartOverhead)
    throw tooLarge(options.maxBytes);
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !contentType.toLowerCase().startsWith("multipart/form-data"))
    throw notMultipart();

  await fs.promises.mkdir(options.spoolDir, { recursive: true });
  const filePath = path.join(options.spoolDir, crypto.randomUUID());
  const discard = () => fs.promises.rm(filePath, { force: true });
  const fields = new Map<string, string>();
  let fileName: string | null = null;
  let size = 0;
  let written: Promise<void> = Promise.resolve();

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      defCharset: "utf8",
      limits: { files: 1, fileSize: options.maxBytes, fields: 8, fieldSize: 1024, parts: 10 },
    });
  } catch {
    throw notMultipart();
  }
  parser.on("field", (name, value) => fields.set(name, value));
  parser.on("file", (field, file, name) => {
    if (field !== "file" || fileName !== null) {
      file.resume();
      return;
    }
    fileName = name;
    file.on("data", (chunk: Buffer) => {
      size += chunk.byteLength;
    });
    file.on("limit", () => {
      const error = tooLarge(options.maxBytes);
      file.destroy(error);
      parser.destroy(error);
    });
    written = pipeline(file, fs.createWriteStream(filePath));
  });

  try {
    await pipeline(
      Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>),
      parser as NodeJS.WritableStream,
    );
    await written;
  } catch (error) {
    await written.catch(() => undefined);
    await discard();
    if (error instanceof AppError) throw error;
    throw notMultipart();
  }
  if (fileName === null) {
    await discard();
    throw new AppError(
      "bad_request",
      msg({
        id: "errors.uploads.chooseFile",
        defaultMessage: "Choose a file to upload (field 'file').",
      }),
    );
  }
  return { filePath, fileName, size, fields, discard };
}
