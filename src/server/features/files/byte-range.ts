import type { ByteRange } from "@/server/platform/storage/file-storage";

/**
 * The one range of a `Range: bytes=...` header (`a-b`, `a-`, `-n`), clamped to the file, as
 * browsers send for audio and video seeking. Undefined: serve the whole file (no header, or a
 * form this does not serve, such as several ranges). "unsatisfiable": answer 416.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return undefined;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
