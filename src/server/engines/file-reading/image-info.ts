import { type ReadingLimits, UnreadableFileError, unreadable } from "./limits";

export type ImageFormat = "png" | "jpeg" | "gif" | "webp";

export type ImageInfo = { format: ImageFormat; width: number; height: number; frames: number };

const kinds: Record<ImageFormat, string> = {
  png: "a PNG image",
  jpeg: "a JPEG image",
  gif: "a GIF image",
  webp: "a WebP image",
};

/**
 * An untrusted image's format and size from its header, without decoding a pixel; refuses one
 * whose format is not the one its name claims, or whose frames are larger than the pixel limit.
 * Decoding it later (in a reader process) stays within `limitInputPixels` of the same limit.
 */
export async function readImageInfo(
  bytes: Uint8Array,
  format: ImageFormat,
  limits: ReadingLimits,
): Promise<ImageInfo> {
  const { default: sharp } = await import("sharp");
  sharp.cache(false);
  sharp.concurrency(1);
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== format) throw unreadable.damaged(kinds[format]);
    const width = metadata.width ?? 0;
    const height = metadata.pageHeight ?? metadata.height ?? 0;
    if (width * height > limits.maxImagePixels)
      throw unreadable.tooManyPixels(width, height, limits);
    return { format, width, height, frames: metadata.pages ?? 1 };
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw unreadable.damaged(kinds[format]);
  }
}
