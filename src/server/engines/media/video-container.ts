/** Video containers Bismo accepts, recognised from their first bytes, never from a file name. */
export type VideoContainer = "mp4" | "mov" | "webm" | "mkv" | "avi";

/** Each container's media type, for a provider told what a clip is (fal's matting model). */
export const videoMimeTypes: Record<VideoContainer, string> = {
  mp4: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
  mkv: "video/x-matroska",
  avi: "video/x-msvideo",
};

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** QuickTime files carry the `qt  ` brand; older ones start with a moov/mdat/wide atom instead. */
function isoBaseMedia(bytes: Uint8Array): VideoContainer | undefined {
  if (ascii(bytes, 4, 4) === "ftyp") return ascii(bytes, 8, 4) === "qt  " ? "mov" : "mp4";
  const atom = ascii(bytes, 4, 4);
  if (atom === "moov" || atom === "mdat" || atom === "wide" || atom === "free") return "mov";
  return undefined;
}

/** Matroska and WebM share the EBML header; its DocType element (0x4282) tells them apart. */
function matroska(bytes: Uint8Array): VideoContainer | undefined {
  if (!(bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)) {
    return undefined;
  }
  const header = ascii(bytes, 0, Math.min(bytes.length, 64));
  return header.includes("webm") ? "webm" : "mkv";
}

export function detectVideoContainer(bytes: Uint8Array): VideoContainer | undefined {
  if (bytes.length < 12) return undefined;
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "AVI ") return "avi";
  return isoBaseMedia(bytes) ?? matroska(bytes);
}
