/** Audio containers Bismo recognises from their first bytes, never from a file name. */
export type AudioContainer =
  | "wav"
  | "mp3"
  | "aac"
  | "ogg-opus"
  | "ogg-vorbis"
  | "flac"
  | "mp4"
  | "webm";

export const audioMimeTypes: Record<AudioContainer, string> = {
  wav: "audio/wav",
  mp3: "audio/mpeg",
  aac: "audio/aac",
  "ogg-opus": "audio/ogg",
  "ogg-vorbis": "audio/ogg",
  flac: "audio/flac",
  mp4: "audio/mp4",
  webm: "audio/webm",
};

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** An MPEG audio frame header: 11 sync bits, then version and layer (layer 00 is ADTS AAC). */
function frameSync(bytes: Uint8Array, at: number): "mp3" | "aac" | undefined {
  const first = bytes[at];
  const second = bytes[at + 1];
  if (first !== 0xff || second === undefined || (second & 0xe0) !== 0xe0) return undefined;
  const layer = (second >> 1) & 0b11;
  if (layer === 0) return (second & 0xf6) === 0xf0 ? "aac" : undefined;
  return "mp3";
}

/** Skips an ID3v2 tag (MP3 and raw AAC files may start with one). */
function afterId3(bytes: Uint8Array): number {
  if (ascii(bytes, 0, 3) !== "ID3" || bytes.length < 10) return 0;
  const size =
    ((bytes[6]! & 0x7f) << 21) |
    ((bytes[7]! & 0x7f) << 14) |
    ((bytes[8]! & 0x7f) << 7) |
    (bytes[9]! & 0x7f);
  return 10 + size;
}

export function detectAudioContainer(bytes: Uint8Array): AudioContainer | undefined {
  if (bytes.length < 12) return undefined;
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WAVE") return "wav";
  if (ascii(bytes, 0, 4) === "fLaC") return "flac";
  if (ascii(bytes, 0, 4) === "OggS") {
    // The first page carries the codec's identification header at byte 28.
    if (ascii(bytes, 28, 8) === "OpusHead") return "ogg-opus";
    if (ascii(bytes, 29, 6) === "vorbis") return "ogg-vorbis";
    return undefined;
  }
  if (ascii(bytes, 4, 4) === "ftyp") return "mp4";
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return "webm";
  }
  return frameSync(bytes, afterId3(bytes));
}
