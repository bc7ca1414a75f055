import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docxBomb, pdfBomb, pngBomb, xlsxBomb } from "#tests/fakes/bombs";
import { minimalDocx, minimalPdf, tinyPng } from "#tests/fakes/documents";
import { createFileReaders, type FileReaders, ReadersBusyError } from "./file-readers";
import { defaultReadingLimits, UnreadableFileError } from "./limits";

let folder: string;
let readers: FileReaders;
const logger = pino({ level: "silent" });

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-readers-"));
  readers = createFileReaders({
    readers: 2,
    memoryMb: 512,
    timeoutMs: 30_000,
    limits: defaultReadingLimits,
    logger,
  });
});
afterAll(async () => {
  await readers.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

function saved(name: string, bytes: Uint8Array) {
  const filePath = path.join(folder, name);
  fs.writeFileSync(filePath, bytes);
  return filePath;
}

const documentText = (
  filePath: string,
  format: "pdf" | "docx" | "xlsx" | "pptx",
  pool = readers,
  owner = "alice",
) => pool.read({ kind: "document-text", filePath, format, maxChars: 1000 }, owner);

// Reading starts reader processes (Node and the document libraries): seconds each, several
// times that while the other test worker and the readers share two busy cores.
describe("file readers", { timeout: 90_000 }, () => {
  it("read a PDF page by page and a Word document whole", async () => {
    expect(await documentText(saved("a.pdf", minimalPdf("Page one text")), "pdf")).toEqual({
      unit: "page",
      parts: ["Page one text"],
      complete: true,
    });
    const word = await documentText(saved("a.docx", minimalDocx("x".repeat(1500))), "docx");
    expect(word.parts[0]).toHaveLength(1000);
    expect(word.complete).toBe(false);
  });

  it("refuse zip bombs from their declared sizes, and from their real ones when they lie", async () => {
    await expect(documentText(saved("b.xlsx", xlsxBomb()), "xlsx")).rejects.toThrow(
      new UnreadableFileError("it unpacks to more than 128 MB"),
    );
    const liar = saved("liar.docx", docxBomb(300, { declaredSize: 1000 }));
    await expect(documentText(liar, "docx")).rejects.toThrow("it unpacks to more than 128 MB");
  });

  it("count a PDF's streams through every layer of deflate", async () => {
    await expect(documentText(saved("b.pdf", pdfBomb()), "pdf")).rejects.toThrow(
      "it unpacks to more than 128 MB",
    );
    const twice = saved("twice.pdf", pdfBomb(300, { deflateTwice: true }));
    expect(fs.statSync(twice).size).toBeLessThan(100_000);
    await expect(documentText(twice, "pdf")).rejects.toThrow("it unpacks to more than 128 MB");
  });

  it("read an image's size from its header and refuse one past the pixel limit", async () => {
    const image = { kind: "image-info" as const, format: "png" as const };
    expect(await readers.read({ ...image, filePath: saved("a.png", tinyPng) }, "alice")).toEqual({
      format: "png",
      width: 1,
      height: 1,
      frames: 1,
    });
    await expect(
      readers.read({ ...image, filePath: saved("b.png", pngBomb()) }, "alice"),
    ).rejects.toThrow("the image is 60000 x 60000 pixels, more than the 64 megapixels Bismo reads");
    await expect(
      readers.read({ kind: "image-info", format: "jpeg", filePath: saved("c.jpg", tinyPng) }, "a"),
    ).rejects.toThrow("it is damaged or not really a JPEG image");
  });

  it("call a file damaged when its library cannot open it", async () => {
    const junk = saved("junk.pdf", zlib.deflateSync(Buffer.from("not a pdf")));
    await expect(documentText(junk, "pdf")).rejects.toThrow("it is damaged or not really a PDF");
  });

  it("stop a reader past its memory cap, and read the next file in a fresh one", async () => {
    const small = createFileReaders({
      readers: 1,
      memoryMb: 320,
      timeoutMs: 60_000,
      limits: defaultReadingLimits,
      logger,
    });
    try {
      // Under the unpacked limit, but four million cells: more than ExcelJS can hold in 320 MB.
      await expect(documentText(saved("heavy.xlsx", xlsxBomb(100)), "xlsx", small)).rejects.toThrow(
        "reading it needs more than the 320 MB of memory one file may use",
      );
      expect((await documentText(saved("c.pdf", minimalPdf("Fine")), "pdf", small)).parts).toEqual([
        "Fine",
      ]);
    } finally {
      await small.close();
    }
  });

  it("stop a reader past its time limit", async () => {
    const hasty = createFileReaders({
      readers: 1,
      memoryMb: 512,
      timeoutMs: 5,
      limits: defaultReadingLimits,
      logger,
    });
    try {
      await expect(documentText(saved("d.pdf", minimalPdf("Slow")), "pdf", hasty)).rejects.toThrow(
        "reading it takes longer than the 0.005 s one file may take",
      );
    } finally {
      await hasty.close();
    }
  });

  it("take owners in turns, and refuse an owner's files past their share as busy", async () => {
    const single = createFileReaders({
      readers: 1,
      memoryMb: 512,
      timeoutMs: 30_000,
      limits: defaultReadingLimits,
      logger,
      maxPerOwner: 3,
    });
    try {
      const file = saved("e.pdf", minimalPdf("Turns"));
      const finished: string[] = [];
      const read = (owner: string) =>
        documentText(file, "pdf", single, owner).then(() => finished.push(owner));
      const reads = [read("mallory"), read("mallory"), read("mallory"), read("alice")];
      await expect(documentText(file, "pdf", single, "mallory")).rejects.toThrow(ReadersBusyError);
      await Promise.all(reads);
      expect(finished).toEqual(["mallory", "alice", "mallory", "mallory"]);
    } finally {
      await single.close();
    }
  });
});
