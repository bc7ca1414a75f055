import type { Context } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import { parseByteRange } from "./byte-range";
import type { MediaFileRow } from "./media-file-store";

/** `filename` for old clients (ASCII, no quotes) and `filename*` with the real name (RFC 6266). */
export function contentDisposition(type: "inline" | "attachment", name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Answers a stored media file: its sniffed type with `nosniff`, a safe Content-Disposition, and
 * byte ranges (video players seek with them). `notFound` is thrown when the bytes are gone.
 */
export async function serveMediaFile(
  c: Context<AppEnv>,
  storage: FileStorage,
  row: MediaFileRow,
  options: { download: boolean; cacheControl: string; notFound: () => AppError },
) {
  const size = await storage.size(row.storageKey);
  if (size === null) throw options.notFound();
  const headers: Record<string, string> = {
    "Content-Type": row.mediaType,
    "Content-Disposition": contentDisposition(options.download ? "attachment" : "inline", row.name),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": options.cacheControl,
    "Accept-Ranges": "bytes",
  };
  const range = parseByteRange(c.req.header("range"), size);
  if (range === "unsatisfiable") {
    throw new AppError(
      "bad_request",
      msg(
        {
          id: "errors.files.rangeOutside",
          defaultMessage: "The requested range is outside the file ({size, number} bytes).",
        },
        { size },
      ),
      {
        status: 416,
        headers: { "Content-Range": `bytes */${size}` },
      },
    );
  }
  const body = await storage.stream(row.storageKey, range);
  if (!body) throw options.notFound();
  if (!range) return c.body(body, 200, { ...headers, "Content-Length": String(size) });
  return c.body(body, 206, {
    ...headers,
    "Content-Length": String(range.end - range.start + 1),
    "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
  });
}
