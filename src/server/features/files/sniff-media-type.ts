export type MediaKind = "image" | "audio" | "video" | "model";

export type SniffedType = { mediaType: string; kind: MediaKind; extension: string };

/** Enough of a file's start to recognise every type below. */
export const sniffLength = 64;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  text.split("").every((char, index) => bytes[at + index] === char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** MP4 and QuickTime carry a `ftyp` box whose brand tells audio (M4A) from video. */
function isoMediaType(bytes: Uint8Array): SniffedType | undefined {
  if (!ascii(bytes, 4, "ftyp")) return undefined;
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  if (brand === "M4A " || brand === "M4B ") {
    return { mediaType: "audio/mp4", kind: "audio", extension: ".m4a" };
  }
  if (brand === "qt  ") return { mediaType: "video/quicktime", kind: "video", extension: ".mov" };
  return { mediaType: "video/mp4", kind: "video", extension: ".mp4" };
}

/**
 * The media type a file really has, read from its first bytes (magic numbers), never from its
 * name or the browser's claim. Only types Bismo's tools take and can serve safely are known:
 * no HTML, SVG or script, so a stored file can never run in the app's origin.
 */
export function sniffMediaType(head: Uint8Array): SniffedType | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mediaType: "image/png", kind: "image", extension: ".png" };
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) {
    return { mediaType: "image/jpeg", kind: "image", extension: ".jpg" };
  }
  if (ascii(head, 0, "GIF87a") || ascii(head, 0, "GIF89a")) {
    return { mediaType: "image/gif", kind: "image", extension: ".gif" };
  }
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WEBP")) {
    return { mediaType: "image/webp", kind: "image", extension: ".webp" };
  }
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "AVI ")) {
    return { mediaType: "video/x-msvideo", kind: "video", extension: ".avi" };
  }
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WAVE")) {
    return { mediaType: "audio/wav", kind: "audio", extension: ".wav" };
  }
  if (
    ascii(head, 0, "ID3") ||
    (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0 && ((head[1] ?? 0) & 0x06) !== 0)
  ) {
    return { mediaType: "audio/mpeg", kind: "audio", extension: ".mp3" };
  }
  // ADTS AAC: the MPEG sync word with layer 00.
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xf6) === 0xf0) {
    return { mediaType: "audio/aac", kind: "audio", extension: ".aac" };
  }
  if (ascii(head, 0, "OggS")) {
    // Opus in Ogg keeps its usual .opus name; the first page names the codec at byte 28.
    const extension = ascii(head, 28, "OpusHead") ? ".opus" : ".ogg";
    return { mediaType: "audio/ogg", kind: "audio", extension };
  }
  if (ascii(head, 0, "fLaC")) return { mediaType: "audio/flac", kind: "audio", extension: ".flac" };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    return { mediaType: "video/webm", kind: "video", extension: ".webm" };
  }
  if (ascii(head, 0, "glTF"))
    return { mediaType: "model/gltf-binary", kind: "model", extension: ".glb" };
  return isoMediaType(head);
}

/** What an unrecognised file seems to be, for the 415 message (worded in the reader's language). */
export function describeUnknown(head: Uint8Array): "html" | "pdf" | "unknown" {
  const start = new TextDecoder().decode(head).trimStart().toLowerCase();
  if (start.startsWith("<!doctype html") || start.startsWith("<html") || start.startsWith("<")) {
    return "html";
  }
  if (ascii(head, 0, "%PDF")) return "pdf";
  return "unknown";
}
