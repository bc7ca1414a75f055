import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfBomb, pptxBomb } from "#tests/fakes/bombs";
import { textPdf } from "#tests/support/text-pdf";
import { createFileReaders, type FileReaders } from "@/server/engines/file-reading/file-readers";
import { defaultReadingLimits } from "@/server/engines/file-reading/limits";
import type { DocumentRow } from "./document-store";
import { pagesFromReaders } from "./reader-pages";

let folder: string;
let readers: FileReaders;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-reader-pages-"));
  readers = createFileReaders({
    readers: 1,
    memoryMb: 512,
    timeoutMs: 30_000,
    limits: defaultReadingLimits,
    logger: pino({ level: "silent" }),
  });
});
afterAll(async () => {
  await readers.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const row = (format: DocumentRow["format"]) => ({ userId: "owner", format }) as DocumentRow;

// Reading starts reader processes (Node and the document libraries): seconds each, several
// times that while the other test worker and the readers share two busy cores.
describe("pagesFromReaders", { timeout: 90_000 }, () => {
  it("reads a document's pages in a reader process, reporting each page, and leaves no file behind", async () => {
    const text = Array.from({ length: 150 }, (_, index) => `Line ${index} of the report.`).join(
      "\n\n",
    );
    const seen: Array<[number, number]> = [];
    const read = pagesFromReaders(readers, folder);
    const { unit, pages } = await read(row("pdf"), textPdf(text), async (done, total) => {
      seen.push([done, total]);
    });
    expect(unit).toBe("page");
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.join("")).toContain("Line 149 of the report.");
    expect(seen.at(-1)).toEqual([pages.length, pages.length]);
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it("refuses bombs and malformed files with the reason, before any library unpacks them", async () => {
    const read = pagesFromReaders(readers, folder);
    const ignore = async () => undefined;
    await expect(read(row("pdf"), pdfBomb(), ignore)).rejects.toThrow(
      "it unpacks to more than 128 MB",
    );
    await expect(read(row("pptx"), pptxBomb(), ignore)).rejects.toThrow(
      "it unpacks to more than 128 MB",
    );
    const torn = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R");
    await expect(read(row("pdf"), torn, ignore)).rejects.toThrow(
      "it is damaged or not really a PDF",
    );
  });
});
