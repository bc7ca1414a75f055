import { AppError } from "@/server/http/errors";

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);

export function tooLarge(maxBytes: number) {
  return new AppError(
    "payload_too_large",
    `The file is larger than the ${mb(maxBytes)} MB limit. Please choose a smaller file.`,
  );
}

/**
 * Reads a request body while counting bytes and stops at `maxBytes`, so an oversized upload is
 * refused (413) without ever being held in memory beyond the cap. Content-Length is checked first.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
