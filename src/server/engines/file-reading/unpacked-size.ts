import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";

/** Deflate as zip entries hold it (`raw`), or wrapped as PDF's FlateDecode and PNG hold it. */
export type DeflateWrapping = "raw" | "zlib";

export class UnpackLimitError extends Error {
  override readonly name = "UnpackLimitError";
}

function* slices(bytes: Uint8Array, size = 64 * 1024) {
  for (let offset = 0; offset < bytes.byteLength; offset += size) {
    yield bytes.subarray(offset, offset + size);
  }
}

/**
 * How many bytes `data` inflates to through `layers` (a PDF stream may be deflated twice),
 * counted as the output streams past and thrown away, so memory stays at a few chunks. Throws
 * `UnpackLimitError` as soon as the count passes `limit`. A stream that turns out corrupt
 * throws zlib's error, unless `tolerant`, when the bytes counted until then are the answer.
 */
export async function unpackedSize(
  data: Uint8Array,
  layers: DeflateWrapping[],
  limit: number,
  options: { tolerant?: boolean } = {},
): Promise<number> {
  let size = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      done(size > limit ? new UnpackLimitError() : null);
    },
  });
  const inflaters = layers.map((layer) =>
    layer === "raw" ? zlib.createInflateRaw() : zlib.createInflate(),
  );
  try {
    await pipeline([Readable.from(slices(data)), ...inflaters, counter]);
  } catch (error) {
    if (error instanceof UnpackLimitError || !options.tolerant) throw error;
  }
  return size;
}
