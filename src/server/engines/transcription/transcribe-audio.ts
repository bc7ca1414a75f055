import fs from "node:fs";
import path from "node:path";
import { detectAudioContainer } from "@/server/engines/media/audio-container";
import {
  cutForTranscription,
  detectSilences,
  measureDuration,
  type TimeSpan,
} from "@/server/engines/media/audio-convert";
import { withTempDir } from "@/server/engines/media/ffmpeg";
import type { TranscriptSegment } from "@/server/engines/providers/transcript-segments";
import type {
  ProviderTranscript,
  TranscriptionProvider,
  TranscriptionProviderId,
} from "@/server/engines/providers/transcription-models";
import { nameSpeakers, type Transcript, withoutPunctuation } from "./transcript";

/** Transcription is counted against a plan in started minutes. */
export const transcriptionMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export type TranscribeOptions = {
  /** ISO 639-1, or undefined for automatic detection. */
  language: string | undefined;
  speakers: boolean;
  punctuate: boolean;
  onProgress?: (progress: { stage: "preparing" | "transcribing"; fraction: number }) => void;
  /**
   * Told the audio's length once it is measured, before any provider hears of it: the caller
   * charges the minutes (and may refuse by throwing).
   */
  onDuration?: (seconds: number) => Promise<void>;
  signal?: AbortSignal;
};

export type TranscriptionOutcome = Transcript & {
  provider: TranscriptionProviderId;
  /** How many requests the audio was sent in. */
  chunks: number;
};

/** FLAC at 16 kHz mono stays below this many bytes a second (it is 32,000 uncompressed). */
const FLAC_BYTES_PER_SECOND = 32_000;

/**
 * Where to cut audio of `duration` seconds so no piece exceeds `maxSeconds`: in the middle of
 * the latest silence that keeps the piece short enough, or hard at the limit when the speech
 * never pauses.
 */
export function planChunks(duration: number, maxSeconds: number, silences: TimeSpan[]): TimeSpan[] {
  const chunks: TimeSpan[] = [];
  let start = 0;
  while (duration - start > maxSeconds) {
    const limit = start + maxSeconds;
    const pause = silences
      .map((silence) => (silence.start + silence.end) / 2)
      .filter((middle) => middle > start + maxSeconds / 2 && middle <= limit)
      .at(-1);
    const cut = pause ?? limit;
    chunks.push({ start, end: cut });
    start = cut;
  }
  chunks.push({ start, end: duration });
  return chunks;
}

/** Containers the AI SDK recognises from their bytes; anything else is re-encoded first. */
const sendableAsIs = new Set(["wav", "flac", "ogg-opus", "ogg-vorbis", "mp4", "webm"]);

function isSendableAsIs(bytes: Uint8Array): boolean {
  const container = detectAudioContainer(bytes);
  // An MP3 starting with an ID3 tag is not recognised by the SDK, one starting with a frame is.
  return (
    container !== undefined &&
    (sendableAsIs.has(container) || (container === "mp3" && bytes[0] === 0xff))
  );
}

/** Moves a piece's segments to their place in the whole audio, inside the piece's span. */
function placeSegments(piece: ProviderTranscript, span: TimeSpan): TranscriptSegment[] {
  return piece.segments.map((segment) => ({
    ...segment,
    start: Math.min(span.end, span.start + segment.start),
    end: Math.min(span.end, span.start + segment.end),
  }));
}

/**
 * Transcribes audio of any length with one provider: audio longer (or larger) than the
 * provider takes is cut with ffmpeg in pauses, the pieces are transcribed in order and their
 * segments placed at their offsets in the whole.
 */
export async function transcribeAudio(
  provider: TranscriptionProvider,
  audio: Uint8Array,
  options: TranscribeOptions,
): Promise<TranscriptionOutcome> {
  return withTempDir(async (dir) => {
    options.onProgress?.({ stage: "preparing", fraction: 0 });
    const source = path.join(dir, "source");
    await fs.promises.writeFile(source, audio);
    const duration = await measureDuration(source);
    await options.onDuration?.(duration);
    const maxSeconds = Math.min(provider.maxSeconds, provider.maxBytes / FLAC_BYTES_PER_SECOND);
    const fitsWhole =
      duration <= maxSeconds && audio.byteLength <= provider.maxBytes && isSendableAsIs(audio);
    const spans = fitsWhole
      ? [{ start: 0, end: duration }]
      : planChunks(
          duration,
          maxSeconds * 0.95,
          duration > maxSeconds ? await detectSilences(source) : [],
        );

    const pieces: Array<{ span: TimeSpan; transcript: ProviderTranscript }> = [];
    for (const [index, span] of spans.entries()) {
      options.signal?.throwIfAborted();
      let bytes = audio;
      if (!fitsWhole) {
        const piece = path.join(dir, `piece-${index}.flac`);
        await cutForTranscription(source, span, piece);
        bytes = await fs.promises.readFile(piece);
      }
      options.onProgress?.({
        stage: "transcribing",
        fraction: span.start / Math.max(duration, 0.001),
      });
      const transcript = await provider.transcribe({
        audio: bytes,
        language: options.language,
        speakers: options.speakers && provider.speakers,
        punctuate: options.punctuate,
        signal: options.signal,
      });
      pieces.push({ span, transcript });
    }
    options.onProgress?.({ stage: "transcribing", fraction: 1 });

    const tidy = (text: string) => (options.punctuate ? text : withoutPunctuation(text));
    const segments = nameSpeakers(
      pieces
        .flatMap(({ span, transcript }) => placeSegments(transcript, span))
        .map((segment) => ({ ...segment, text: tidy(segment.text) }))
        .filter((segment) => segment.text.length > 0),
    );
    const confidences = pieces.flatMap(({ transcript }) =>
      transcript.confidence === undefined ? [] : [transcript.confidence],
    );
    return {
      text: tidy(pieces.map(({ transcript }) => transcript.text).join(" ")),
      segments,
      language:
        pieces.find(({ transcript }) => transcript.language)?.transcript.language ??
        options.language,
      durationSeconds: duration,
      confidence:
        confidences.length > 0
          ? confidences.reduce((a, b) => a + b, 0) / confidences.length
          : undefined,
      provider: provider.id,
      chunks: spans.length,
    };
  });
}
