import type { PcmAudio } from "@/server/engines/media/wav";

/** A stretch of a test signal: a tone at `hz` (0 for silence) lasting `seconds`. */
export type ToneSpan = { hz: number; seconds: number };

/**
 * Real audio for tests: tones with a little vibrato and soft edges, separated by silences, so
 * silence detection, pitch measurement and encoders see something like speech.
 */
export function tones(spans: ToneSpan[], sampleRate = 16_000): PcmAudio {
  const total = spans.reduce((sum, span) => sum + Math.round(span.seconds * sampleRate), 0);
  const samples = new Int16Array(total);
  let at = 0;
  for (const span of spans) {
    const length = Math.round(span.seconds * sampleRate);
    const fade = Math.min(Math.round(0.01 * sampleRate), length / 2);
    let phase = 0;
    for (let i = 0; i < length; i++) {
      if (span.hz === 0) continue;
      const vibrato = 1 + 0.01 * Math.sin((2 * Math.PI * 5 * i) / sampleRate);
      phase += (2 * Math.PI * span.hz * vibrato) / sampleRate;
      const envelope = Math.min(1, i / fade, (length - 1 - i) / fade);
      samples[at + i] = Math.round(12_000 * envelope * Math.sin(phase));
    }
    at += length;
  }
  return { sampleRate, samples };
}
