/** One file of a ZIP being written: its path in the archive and its bytes as they come. */
export type ZipEntry = {
  name: string;
  /** Deflate it (text); media files, already compressed, are stored as they are. */
  compress: boolean;
  chunks: AsyncIterable<Uint8Array>;
};

/**
 * A ZIP of `entries`, written as they come (fflate's streaming Zip, loaded with the first
 * export): each entry's chunks are compressed and handed on as soon as they arrive, so neither
 * a file nor the archive is ever held whole. The consumer's pace drives it: nothing more is
 * read until the chunks already made have been taken.
 */
export async function* zipOf(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const { Zip, ZipDeflate, ZipPassThrough } = await import("fflate");
  const made: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else made.push(chunk);
  });
  function* taken() {
    if (failure) throw failure;
    yield* made.splice(0);
  }
  for await (const entry of entries) {
    const file = entry.compress
      ? new ZipDeflate(entry.name, { level: 6 })
      : new ZipPassThrough(entry.name);
    zip.add(file);
    for await (const chunk of entry.chunks) {
      file.push(chunk);
      yield* taken();
    }
    file.push(new Uint8Array(0), true);
    yield* taken();
  }
  zip.end();
  yield* taken();
}

/** Text pieces as UTF-8 chunks of about 64 KB: fewer, larger pushes into the deflater. */
export async function* utf8Chunks(pieces: AsyncIterable<string>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  let pending = "";
  for await (const piece of pieces) {
    pending += piece;
    if (pending.length >= 64 * 1024) {
      yield encoder.encode(pending);
      pending = "";
    }
  }
  if (pending) yield encoder.encode(pending);
}
