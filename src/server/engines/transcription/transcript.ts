import type { TranscriptSegment } from "@/server/engines/providers/transcript-segments";

export type Transcript = {
  text: string;
  segments: TranscriptSegment[];
  /** ISO 639-1, as detected (or as asked for). */
  language: string | undefined;
  durationSeconds: number;
  /** 0-1, from the provider's own scores; undefined when it gives none. */
  confidence: number | undefined;
};

/** Names speakers "Speaker 1", "Speaker 2"... in the order they first speak. */
export function nameSpeakers(segments: TranscriptSegment[]): TranscriptSegment[] {
  const names = new Map<string, string>();
  return segments.map((segment) => {
    if (segment.speaker === undefined) return segment;
    if (!names.has(segment.speaker)) names.set(segment.speaker, `Speaker ${names.size + 1}`);
    return { ...segment, speaker: names.get(segment.speaker) };
  });
}

const punctuation = /[.,!?;:\u2026\u3002\u3001\uff0c\uff01\uff1f\uff1b\uff1a"\u201c\u201d()[\]]/gu;

/** The transcript without punctuation, for when auto punctuation is off. */
export function withoutPunctuation(text: string): string {
  return text.replace(punctuation, "").replace(/\s+/g, " ").trim();
}
