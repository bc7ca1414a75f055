import fs from "node:fs/promises";
import { readDocumentPages } from "./document-pages";
import { readDocumentText } from "./document-text";
import { readImageInfo } from "./image-info";
import { UnreadableFileError } from "./limits";
import type { ReadingReply, ReadingRequest } from "./reading-job";

/**
 * A reader process: reads untrusted files one at a time, in its own heap, for the server (see
 * file-readers.ts). If a file makes it run out of memory or time, the server kills it and starts
 * another; nothing of the server's own is lost.
 */

async function perform(request: ReadingRequest) {
  const { job, limits } = request;
  const bytes = new Uint8Array(await fs.readFile(job.filePath));
  if (job.kind === "image-info") return readImageInfo(bytes, job.format, limits);
  if (job.kind === "document-pages") {
    return readDocumentPages(bytes, job.format, limits, (done, total) =>
      reply({ id: request.id, progress: { done, total } }),
    );
  }
  return readDocumentText(bytes, job.format, limits, job.maxChars);
}

function reply(message: ReadingReply) {
  process.send?.(message);
}

process.on("message", (request: ReadingRequest) => {
  perform(request).then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) =>
      reply({
        id: request.id,
        ok: false,
        reason:
          error instanceof UnreadableFileError
            ? error.message
            : "the reader could not open it, so it is probably damaged",
      }),
  );
});
// The server going away ends this process too.
process.on("disconnect", () => process.exit(0));
