import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type FileReaders, ReadersBusyError } from "@/server/engines/file-reading/file-readers";
import type { PageReader } from "./ingest-document";

/**
 * A document may take this long in a reader: 2,000 pages (the most read) at about 45 pages a
 * second, with room to spare. The memory cap and the page limit still apply.
 */
export const documentReadingTimeoutMs = 120_000;

const busyRetries = 6;

/**
 * Pages read in the file readers' processes (src/server/engines/file-reading), where an untrusted file
 * can exhaust only a reader's memory and time, never the server's. The bytes are written to a
 * file of their own in `spoolDir` for the reader, and removed after.
 */
export function pagesFromReaders(fileReaders: FileReaders, spoolDir: string): PageReader {
  return async (row, bytes, onPage) => {
    await fs.promises.mkdir(spoolDir, { recursive: true });
    const filePath = path.join(spoolDir, crypto.randomUUID());
    await fs.promises.writeFile(filePath, bytes);
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          return await fileReaders.read(
            { kind: "document-pages", filePath, format: row.format },
            row.userId,
            {
              onProgress: (done, total) => void onPage(done, total),
              timeoutMs: documentReadingTimeoutMs,
            },
          );
        } catch (error) {
          // The owner has several files in the readers already: this one waits its turn.
          if (!(error instanceof ReadersBusyError) || attempt === busyRetries) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
        }
      }
    } finally {
      await fs.promises.rm(filePath, { force: true });
    }
  };
}
