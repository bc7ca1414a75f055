/**
 * A Content-Disposition that downloads a file named after `title` (letters and digits kept,
 * the rest as underscores), with its UTF-8 form for browsers that read it (RFC 6266).
 */
export function attachmentName(title: string, extension: string): string {
  const base = title.replace(/[^\p{L}\p{N}]+/gu, "_").replace(/^_+|_+$/g, "") || "download";
  const ascii =
    base
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/[^A-Za-z0-9_]/g, "_") || "download";
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${base}.${extension}`)}`;
}
