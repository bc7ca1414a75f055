import fs from "node:fs/promises";
import type { DocumentFormat, DocumentText } from "@/server/engines/file-reading/document-text";
import type { FileReaders } from "@/server/engines/file-reading/file-readers";
import type { ImageFormat } from "@/server/engines/file-reading/image-info";
import { extensionOf } from "./file-types";

/** The most text one file contributes to a prompt. */
export const maxExtractedChars = 100_000;

const plainTextExtensions = new Set([
  ".txt",
  ".md",
  ".csv",
  ".json",
  ".js",
  ".jsx",
  ".ts",
  ".tsx",
  ".py",
  ".html",
  ".css",
]);

const documentFormats: Record<string, DocumentFormat> = {
  ".pdf": "pdf",
  ".docx": "docx",
  ".xlsx": "xlsx",
  ".pptx": "pptx",
};

const imageFormats: Record<string, ImageFormat> = {
  ".png": "png",
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".gif": "gif",
  ".webp": "webp",
};

/** Without NUL characters, which PostgreSQL cannot store in text (and no prompt needs). */
export function withoutNul(text: string): string {
  return text.replaceAll("\u0000", "");
}

/** A text file as saved: UTF-16 when it starts with that byte-order mark (Notepad's "Unicode"), else UTF-8. */
function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder().decode(bytes);
}

/** The start of a text file: no more bytes than `maxExtractedChars` characters can take. */
async function plainText(filePath: string): Promise<string> {
  const file = await fs.open(filePath);
  try {
    const buffer = new Uint8Array(maxExtractedChars * 4 + 2);
    const { bytesRead } = await file.read(buffer, 0, buffer.byteLength, 0);
    return decodeText(buffer.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

/** A document's text as the prompt carries it (pages run together as one text). */
function promptText(document: DocumentText): string {
  if (document.unit === "page") return document.parts.join("\n").replace(/\s+/g, " ");
  return document.parts.join("\n\n");
}

/**
 * Text of an uploaded file for the prompt, or null for files that carry none (images, .ai,
 * .eps). Documents are read, and images checked, by the file readers, never in the server's
 * own process; their refusals (`UnreadableFileError`, `ReadersBusyError`) pass through.
 */
export async function extractText(
  readers: FileReaders,
  file: { path: string; name: string; owner: string },
): Promise<string | null> {
  const extension = extensionOf(file.name);
  let text: string | null = null;
  const documentFormat = documentFormats[extension];
  const imageFormat = imageFormats[extension];
  if (plainTextExtensions.has(extension)) text = await plainText(file.path);
  else if (documentFormat) {
    const document = await readers.read(
      {
        kind: "document-text",
        filePath: file.path,
        format: documentFormat,
        maxChars: maxExtractedChars,
      },
      file.owner,
    );
    text = promptText(document);
  } else if (imageFormat) {
    await readers.read(
      { kind: "image-info", filePath: file.path, format: imageFormat },
      file.owner,
    );
  }
  return text === null ? null : withoutNul(text).slice(0, maxExtractedChars);
}
