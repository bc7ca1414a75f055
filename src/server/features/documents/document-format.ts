import type { DocumentFormat } from "@/shared/documents";

const byExtension: Record<string, DocumentFormat> = {
  ".pdf": "pdf",
  ".docx": "docx",
  ".pptx": "pptx",
  ".txt": "txt",
  ".md": "md",
  ".markdown": "md",
};

export const documentMediaTypes: Record<DocumentFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  txt: "text/plain",
  md: "text/markdown",
};

const formatNames: Record<DocumentFormat, string> = {
  pdf: "a PDF",
  docx: "a Word document",
  pptx: "a PowerPoint deck",
  txt: "a text file",
  md: "a Markdown file",
};

export const acceptedExtensions = Object.keys(byExtension);

/** The format a file name claims, from its extension; undefined for one Ask My PDF does not read. */
export function claimedFormat(fileName: string): DocumentFormat | undefined {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? undefined : byExtension[fileName.slice(dot).toLowerCase()];
}

const startsWith = (bytes: Uint8Array, signature: string) =>
  bytes.byteLength >= signature.length &&
  [...signature].every((char, index) => bytes[index] === char.charCodeAt(0));

/**
 * Whether the bytes are what the name claims, judged from how the file begins: a PDF starts
 * with `%PDF-`, Word and PowerPoint files are ZIP archives, and text has no NUL bytes (UTF-16
 * text, which has them, carries its byte-order mark). Null when they are; the reason otherwise.
 */
export function signatureMismatch(format: DocumentFormat, bytes: Uint8Array): string | null {
  const kind = formatNames[format];
  switch (format) {
    case "pdf":
      return startsWith(bytes, "%PDF-") ? null : `it does not start as ${kind} does (%PDF-)`;
    case "docx":
    case "pptx":
      return startsWith(bytes, "PK\u0003\u0004") ? null : `it is not ${kind} (not a ZIP package)`;
    case "txt":
    case "md": {
      const utf16 =
        (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
      return utf16 || !bytes.subarray(0, 8192).includes(0) ? null : `it is binary, not ${kind}`;
    }
  }
}
