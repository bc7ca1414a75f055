/** A stretch of speech with its place in the audio; `speaker` only when the provider told. */
export type TranscriptSegment = { start: number; end: number; text: string; speaker?: string };

export type TimedWord = { text: string; start: number; end: number; speaker?: string };

const sentenceEnd = /[.!?\u2026\u3002\uff01\uff1f]["')\]]*$/u;

/**
 * Groups a provider's words into subtitle-sized segments: a new one at a change of speaker, a
 * pause of 0.8 s, the end of a sentence once a segment holds a second of speech, or past
 * 7 seconds or 80 characters.
 */
export function segmentsFromWords(words: TimedWord[]): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let current: TranscriptSegment | undefined;
  for (const word of words) {
    const text = word.text.trim();
    if (!text) continue;
    const breaks =
      current &&
      (word.speaker !== current.speaker ||
        word.start - current.end > 0.8 ||
        (sentenceEnd.test(current.text) && current.end - current.start >= 1) ||
        word.end - current.start > 7 ||
        current.text.length + text.length > 80);
    if (!current || breaks) {
      current = { start: word.start, end: word.end, text, speaker: word.speaker };
      if (current.speaker === undefined) delete current.speaker;
      segments.push(current);
    } else {
      current.text += ` ${text}`;
      current.end = word.end;
    }
  }
  return segments;
}
