import fs from "node:fs";
import path from "node:path";
import {
  detectSilences,
  measureDuration,
  type TimeSpan,
} from "@/server/engines/media/audio-convert";
import { withTempDir } from "@/server/engines/media/ffmpeg";
import type { PcmAudio } from "@/server/engines/media/wav";
import { tones } from "../support/tones";

/**
 * Speech-shaped audio for fake text-to-speech: a tone per word at the voice's pitch, a longer
 * pause after each sentence, all paced by `speed`. Real PCM that players and ffmpeg accept.
 */
export function speechShapedAudio(
  text: string,
  pitchHz: number,
  speed = 1,
  sampleRate = 24_000,
): PcmAudio {
  const spans = [{ hz: 0, seconds: 0.15 }];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    spans.push({ hz: pitchHz, seconds: (0.05 + 0.03 * Math.min(word.length, 10)) / speed });
    spans.push({ hz: 0, seconds: (/[.!?]$/.test(word) ? 0.35 : 0.06) / speed });
  }
  spans.push({ hz: 0, seconds: 0.15 });
  return tones(spans, sampleRate);
}

/**
 * Where the sound is in an audio file a fake provider received (the stretches between
 * silences of at least 0.3 s), and its duration: what a fake transcriber reports as segments.
 */
export async function voicedSpans(
  bytes: Uint8Array,
): Promise<{ duration: number; spans: TimeSpan[] }> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, "received");
    await fs.promises.writeFile(file, bytes);
    const duration = await measureDuration(file);
    const silences = await detectSilences(file);
    const spans: TimeSpan[] = [];
    let at = 0;
    for (const silence of silences) {
      if (silence.start - at > 0.05) spans.push({ start: at, end: silence.start });
      at = silence.end;
    }
    if (duration - at > 0.05) spans.push({ start: at, end: duration });
    return { duration, spans };
  });
}

/** Raw little-endian 16-bit PCM bytes, as providers send `pcm` output. */
export const pcmBytes = (audio: PcmAudio) => new Uint8Array(audio.samples.slice().buffer);
