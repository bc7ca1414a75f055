import type { TranscriptSegment } from "@/server/engines/providers/transcript-segments";
import {
  type TranscriptFormat,
  transcriptFormatFiles,
  transcriptFormats,
} from "@/shared/tools/speech-to-text";
import type { Transcript } from "./transcript";

export { type TranscriptFormat, transcriptFormatFiles, transcriptFormats };

function clock(seconds: number, fractionSeparator: "," | "."): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const secs = Math.floor(millis / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${fractionSeparator}${pad(millis % 1000, 3)}`;
}

/**
 * Cues in order, none before the previous one ends and none empty: what subtitle players
 * expect, whatever the provider's timings (which can overlap at chunk seams).
 */
export function subtitleCues(segments: TranscriptSegment[]): TranscriptSegment[] {
  const cues: TranscriptSegment[] = [];
  let previousEnd = 0;
  for (const segment of [...segments].sort((a, b) => a.start - b.start)) {
    const text = segment.text.trim();
    if (!text) continue;
    const start = Math.max(segment.start, previousEnd);
    const end = Math.max(segment.end, start + 0.2);
    cues.push({ ...segment, start, end, text });
    previousEnd = end;
  }
  return cues;
}

const spoken = (cue: TranscriptSegment) => (cue.speaker ? `${cue.speaker}: ${cue.text}` : cue.text);

export function toSrt(segments: TranscriptSegment[]): string {
  return subtitleCues(segments)
    .map(
      (cue, index) =>
        `${index + 1}\n${clock(cue.start, ",")} --> ${clock(cue.end, ",")}\n${spoken(cue)}\n`,
    )
    .join("\n");
}

const vttText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/-->/g, "->");

export function toVtt(segments: TranscriptSegment[]): string {
  const cues = subtitleCues(segments).map((cue) => {
    const text = cue.speaker
      ? `<v ${vttText(cue.speaker)}>${vttText(cue.text)}`
      : vttText(cue.text);
    return `${clock(cue.start, ".")} --> ${clock(cue.end, ".")}\n${text}\n`;
  });
  return ["WEBVTT\n", ...cues].join("\n");
}

/** Plain text: with timestamps, one line per segment; without, paragraphs per speaker turn. */
export function toPlainText(
  transcript: Transcript,
  { timestamps }: { timestamps: boolean },
): string {
  if (timestamps) {
    return transcript.segments
      .map(
        (s) => `[${clock(s.start, ".").slice(0, 8)}] ${s.speaker ? `${s.speaker}: ` : ""}${s.text}`,
      )
      .join("\n");
  }
  if (!transcript.segments.some((s) => s.speaker)) return transcript.text;
  const turns: string[] = [];
  let speaker: string | undefined;
  for (const segment of transcript.segments) {
    if (segment.speaker !== speaker || turns.length === 0) {
      speaker = segment.speaker;
      turns.push(`${speaker ?? "Unknown speaker"}: ${segment.text}`);
    } else turns[turns.length - 1] += ` ${segment.text}`;
  }
  return turns.join("\n\n");
}

export function toJson(transcript: Transcript): string {
  const { text, language, durationSeconds, confidence, segments } = transcript;
  return JSON.stringify(
    {
      text,
      language: language ?? null,
      duration: durationSeconds,
      confidence: confidence ?? null,
      segments: segments.map(({ start, end, text: segmentText, speaker }) => ({
        start,
        end,
        text: segmentText,
        ...(speaker ? { speaker } : {}),
      })),
    },
    null,
    2,
  );
}

export function formatTranscript(
  transcript: Transcript,
  format: TranscriptFormat,
  options: { timestamps: boolean },
): string {
  switch (format) {
    case "srt":
      return toSrt(transcript.segments);
    case "vtt":
      return toVtt(transcript.segments);
    case "json":
      return toJson(transcript);
    case "text":
      return toPlainText(transcript, options);
  }
}
