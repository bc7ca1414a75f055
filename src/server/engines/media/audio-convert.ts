import fs from "node:fs";
import path from "node:path";
import { runFfmpeg, withTempDir } from "./ffmpeg";
import type { FfmpegProgress } from "./ffmpeg-progress";
import { encodeWav, type PcmAudio, parseWav } from "./wav";

/** The formats speech is delivered in (spec: mp3, wav, opus, aac). */
export const speechFormats = ["mp3", "wav", "opus", "aac"] as const;
export type SpeechFormat = (typeof speechFormats)[number];

export const speechFormatFiles: Record<SpeechFormat, { extension: string; mimeType: string }> = {
  mp3: { extension: "mp3", mimeType: "audio/mpeg" },
  wav: { extension: "wav", mimeType: "audio/wav" },
  opus: { extension: "opus", mimeType: "audio/ogg" },
  aac: { extension: "aac", mimeType: "audio/aac" },
};

const encoderArgs: Record<SpeechFormat, string[]> = {
  mp3: ["-c:a", "libmp3lame", "-b:a", "96k", "-f", "mp3"],
  wav: ["-c:a", "pcm_s16le", "-f", "wav"],
  // Opus runs at 48 kHz inside; ffmpeg resamples. Ogg is the container browsers play.
  opus: ["-c:a", "libopus", "-b:a", "48k", "-f", "ogg"],
  // ADTS: raw AAC frames that play from the first byte, no index to write at the end.
  aac: ["-c:a", "aac", "-b:a", "96k", "-f", "adts"],
};

/** Encodes mono PCM speech into a delivery format with ffmpeg. */
export async function encodeSpeech(audio: PcmAudio, format: SpeechFormat): Promise<Buffer> {
  if (format === "wav") return encodeWav(audio);
  return withTempDir(async (dir) => {
    const input = path.join(dir, "in.wav");
    const output = path.join(dir, `out.${speechFormatFiles[format].extension}`);
    await fs.promises.writeFile(input, encodeWav(audio));
    await runFfmpeg({ args: ["-i", input, "-vn", ...encoderArgs[format], output] });
    return fs.promises.readFile(output);
  });
}

/**
 * Speeds speech up or slows it down without changing its pitch (ffmpeg's atempo; one stage
 * accepts 0.5-2.0, the range the product offers).
 */
export async function changeTempo(audio: PcmAudio, factor: number): Promise<PcmAudio> {
  if (Math.abs(factor - 1) < 0.001) return audio;
  return withTempDir(async (dir) => {
    const input = path.join(dir, "in.wav");
    const output = path.join(dir, "out.wav");
    await fs.promises.writeFile(input, encodeWav(audio));
    await runFfmpeg({ args: ["-i", input, "-filter:a", `atempo=${factor}`, output] });
    return parseWav(await fs.promises.readFile(output));
  });
}

/** Duration of any audio file ffmpeg reads, from decoding it (container headers can lie). */
export async function measureDuration(file: string): Promise<number> {
  let seconds = 0;
  await runFfmpeg({
    args: ["-i", file, "-vn", "-f", "null", "-"],
    onProgress: (progress) => {
      seconds = Math.max(seconds, progress.outSeconds);
    },
  });
  return seconds;
}

export type TimeSpan = { start: number; end: number };

/** Stretches of silence (below `noiseDb` for at least `minSeconds`), from ffmpeg's silencedetect. */
export async function detectSilences(
  file: string,
  { noiseDb = -35, minSeconds = 0.3 } = {},
): Promise<TimeSpan[]> {
  const log = await runFfmpeg({
    args: [
      "-i",
      file,
      "-vn",
      "-af",
      `silencedetect=noise=${noiseDb}dB:d=${minSeconds}`,
      "-f",
      "null",
      "-",
    ],
    logLevel: "info",
  });
  const silences: TimeSpan[] = [];
  let start: number | undefined;
  for (const match of log.matchAll(/silence_(start|end): (-?[\d.]+)/g)) {
    const at = Math.max(0, Number(match[2]));
    if (match[1] === "start") start = at;
    else if (start !== undefined) {
      silences.push({ start, end: at });
      start = undefined;
    }
  }
  return silences;
}

/**
 * Cuts `span` out of `file` as 16 kHz mono FLAC: lossless, about half the size of WAV, and
 * accepted by every transcription provider here.
 */
export async function cutForTranscription(
  file: string,
  span: TimeSpan,
  output: string,
  onProgress?: (progress: FfmpegProgress) => void,
): Promise<void> {
  await runFfmpeg({
    args: [
      "-ss",
      span.start.toFixed(3),
      "-t",
      (span.end - span.start).toFixed(3),
      "-i",
      file,
      "-vn",
      "-ac",
      "1",
      "-ar",
      "16000",
      "-c:a",
      "flac",
      output,
    ],
    onProgress,
  });
}
