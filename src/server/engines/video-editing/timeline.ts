import type { TimeSpan } from "@/server/engines/media/audio-convert";
import type { FrameStats, LoudnessSample } from "./analysis";

/** A stretch of the input that goes into the output, with a dip to black at its edges or not. */
export type Piece = TimeSpan & { fadeIn: number; fadeOut: number };

/** Highlights are chosen among windows of at most this many seconds, cut at shot changes. */
const WINDOW_SECONDS = 4;
/** Loudness is read within these bounds (LUFS): quieter is silence, louder is as loud as it gets. */
const QUIET_LUFS = -60;
const LOUD_LUFS = -10;

/** A quarter of the clip, at least 5 s and at most a minute, when the instructions give none. */
export function defaultHighlightSeconds(duration: number): number {
  return Math.min(60, Math.max(5, duration / 4));
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;

/** Shots (between cuts) split into windows of equal length up to {@link WINDOW_SECONDS}. */
export function windows(duration: number, cuts: number[]): TimeSpan[] {
  const edges = [0, ...cuts.filter((c) => c > 0 && c < duration), duration];
  const spans: TimeSpan[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const start = edges[i]!;
    const end = edges[i + 1]!;
    const parts = Math.max(1, Math.ceil((end - start) / WINDOW_SECONDS));
    const step = (end - start) / parts;
    for (let p = 0; p < parts; p++)
      spans.push({ start: start + p * step, end: start + (p + 1) * step });
  }
  return spans;
}

/**
 * Picks the loudest and most active windows until `targetSeconds` is reached (the last one
 * shortened to fit), and returns them in their original order, touching ones joined. Loudness
 * (relative to the clip's quietest and loudest windows) weighs 75 %, motion (mean scene score,
 * relative to the most active window) 25 %; a clip without sound is judged on motion alone.
 */
export function planHighlights(input: {
  duration: number;
  cuts: number[];
  frames: FrameStats[];
  loudness: LoudnessSample[];
  targetSeconds: number;
}): TimeSpan[] {
  const { duration, frames, loudness, targetSeconds } = input;
  if (targetSeconds >= duration) return [{ start: 0, end: duration }];
  const candidates = windows(duration, input.cuts).map((span) => {
    const inside = (t: number) => t >= span.start && t < span.end;
    const loud = mean(
      loudness
        .filter((s) => inside(s.t))
        .map((s) => Math.min(LOUD_LUFS, Math.max(QUIET_LUFS, s.lufs))),
    );
    // The first frame of a shot scores the cut itself, not motion within the shot.
    const motion = mean(frames.filter((f) => inside(f.t) && f.t > span.start).map((f) => f.scene));
    return { span, loud, motion };
  });
  const topMotion = Math.max(1e-6, ...candidates.map((c) => c.motion));
  const quietest = Math.min(...candidates.map((c) => c.loud));
  const loudRange = Math.max(...candidates.map((c) => c.loud)) - quietest;
  const hasSound = loudness.length > 0 && loudRange > 1;
  const ranked = candidates
    .map((c) => {
      const motion = c.motion / topMotion;
      const loud = (c.loud - quietest) / Math.max(loudRange, 1e-6);
      return { span: c.span, score: hasSound ? 0.75 * loud + 0.25 * motion : motion };
    })
    .sort((a, b) => b.score - a.score || a.span.start - b.span.start);

  const chosen: TimeSpan[] = [];
  let total = 0;
  for (const { span } of ranked) {
    const room = targetSeconds - total;
    if (room < 0.5) break;
    const length = Math.min(span.end - span.start, room);
    chosen.push({ start: span.start, end: span.start + length });
    total += length;
  }
  chosen.sort((a, b) => a.start - b.start);
  const joined: TimeSpan[] = [];
  for (const span of chosen) {
    const last = joined.at(-1);
    if (last && span.start - last.end < 0.01) last.end = span.end;
    else joined.push({ ...span });
  }
  return joined;
}

/** Where each kept span starts in the output. */
function outputOffsets(kept: TimeSpan[]): number[] {
  let at = 0;
  return kept.map((span) => {
    const offset = at;
    at += span.end - span.start;
    return offset;
  });
}

/** Shot changes inside the kept spans, moved to where they fall in the output. */
export function cutsAfterKeeping(kept: TimeSpan[], cuts: number[]): number[] {
  const offsets = outputOffsets(kept);
  return kept.flatMap((span, i) =>
    cuts
      .filter((c) => c > span.start + 0.05 && c < span.end - 0.05)
      .map((c) => offsets[i]! + c - span.start),
  );
}

/** The kept spans laid end to end: their place in an already-cut copy of the input. */
export function asConcatenated(kept: TimeSpan[]): TimeSpan[] {
  const offsets = outputOffsets(kept);
  return kept.map((span, i) => ({ start: offsets[i]!, end: offsets[i]! + span.end - span.start }));
}

/** A fade lasts half a second, shorter in short shots (a quarter of the shot). */
const fadeLength = (span: TimeSpan) => Math.min(0.5, (span.end - span.start) / 4);

/**
 * The pieces the output is made of. Without transitions: the kept spans, each with no fade.
 * With transitions: split further at shot changes, each piece fading in from and out to black,
 * so the output dips to black between scenes and at both ends.
 */
export function planPieces(kept: TimeSpan[], cuts: number[], transitions: boolean): Piece[] {
  if (!transitions) return kept.map((span) => ({ ...span, fadeIn: 0, fadeOut: 0 }));
  return kept.flatMap((span) => {
    const inside = cuts.filter((c) => c > span.start + 0.05 && c < span.end - 0.05);
    const edges = [span.start, ...inside, span.end];
    return edges.slice(0, -1).map((start, i) => {
      const piece = { start, end: edges[i + 1]! };
      const fade = fadeLength(piece);
      return { ...piece, fadeIn: fade, fadeOut: fade };
    });
  });
}
