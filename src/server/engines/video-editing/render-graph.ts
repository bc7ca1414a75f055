import type { Piece } from "./timeline";

const n = (value: number) => Number(value.toFixed(3)).toString();

/** One piece, the whole input, unfaded: nothing to cut or join. */
export const isWholeClip = (pieces: Piece[], duration: number) =>
  pieces.length === 1 &&
  pieces[0]!.start <= 0.001 &&
  pieces[0]!.end >= duration - 0.001 &&
  pieces[0]!.fadeIn === 0 &&
  pieces[0]!.fadeOut === 0;

/** Fades at a piece's edges; `prefix` is `a` for the audio versions of the filters. */
function edgeFades(piece: Piece, prefix: "" | "a", minimum: number): string[] {
  const length = piece.end - piece.start;
  const fadeIn = Math.max(piece.fadeIn, minimum);
  const fadeOut = Math.max(piece.fadeOut, minimum);
  const fades: string[] = [];
  if (fadeIn > 0) fades.push(`${prefix}fade=t=in:st=0:d=${n(fadeIn)}`);
  if (fadeOut > 0) fades.push(`${prefix}fade=t=out:st=${n(length - fadeOut)}:d=${n(fadeOut)}`);
  return fades;
}

/**
 * A filter graph that keeps `pieces` of input 0's `stream` (v or a), each trimmed, reset to
 * start at zero and faded at its edges, joins them in order, then runs `after` on the whole.
 * Audio pieces always fade for 20 ms at joins, so cuts do not click.
 */
export function piecesGraph(input: {
  stream: "v" | "a";
  pieces: Piece[];
  duration: number;
  after: string[];
  label: string;
}): string {
  const { stream, pieces, duration, after, label } = input;
  const audio = stream === "a";
  const tail = after.length > 0 ? after.join(",") : audio ? "anull" : "null";
  if (isWholeClip(pieces, duration)) return `[0:${stream}]${tail}[${label}]`;
  const p = audio ? "a" : "";
  const split = `[0:${stream}]${p}split=${pieces.length}${pieces.map((_, i) => `[${stream}s${i}]`).join("")}`;
  const trimmed = pieces.map((piece, i) => {
    const filters = [
      `${p}trim=start=${n(piece.start)}:end=${n(piece.end)}`,
      `${p}setpts=PTS-STARTPTS`,
      ...edgeFades(piece, p, audio && pieces.length > 1 ? 0.02 : 0),
    ];
    return `[${stream}s${i}]${filters.join(",")}[${stream}p${i}]`;
  });
  const joined = `${pieces.map((_, i) => `[${stream}p${i}]`).join("")}concat=n=${pieces.length}:v=${audio ? 0 : 1}:a=${audio ? 1 : 0}[${stream}cat]`;
  return [split, ...trimmed, joined, `[${stream}cat]${tail}[${label}]`].join(";");
}

/** Seconds of output the pieces make. */
export const piecesDuration = (pieces: Piece[]) =>
  pieces.reduce((sum, piece) => sum + piece.end - piece.start, 0);
