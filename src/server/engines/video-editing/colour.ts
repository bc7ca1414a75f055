import type { FrameStats } from "./analysis";
import type { EditIntent } from "./instructions";

export type ColourGrade = {
  /** Input luma mapped to video black (16) and white (235). */
  black: number;
  white: number;
  gamma: number;
  saturation: number;
  /** Added to the chroma planes: U (blue-yellow) and V (red-cyan). */
  uShift: number;
  vShift: number;
};

const median = (values: number[]) => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Auto levels from the clip's own frames: the typical darkest and brightest luma stretched to
 * video black and white (never more than 2x), mid-tones moved toward a mean of 118 by gamma;
 * then what the instructions ask (warmer, brighter, more contrast, black and white...).
 */
export function planColourGrade(frames: FrameStats[], intent: EditIntent["colour"]): ColourGrade {
  let black = clamp(median(frames.map((f) => f.yMin)) ?? 16, 0, 100);
  let white = clamp(median(frames.map((f) => f.yMax)) ?? 235, 150, 255);
  if (white - black < 110) {
    const middle = (white + black) / 2;
    black = middle - 55;
    white = middle + 55;
  }
  const average = clamp(median(frames.map((f) => f.yAvg)) ?? 118, 20, 235);
  const stretched = clamp((average - black) / (white - black), 0.05, 0.95);
  let gamma = clamp(Math.log(102 / 219) / Math.log(stretched), 0.7, 1.4);
  const contrastStep = 12 * intent.contrast;
  black += contrastStep;
  white -= contrastStep;
  gamma *= intent.brightness > 0 ? 0.85 : intent.brightness < 0 ? 1.18 : 1;
  let saturation = 1.08 * (intent.saturation > 0 ? 1.3 : intent.saturation < 0 ? 0.7 : 1);
  let uShift = -5 * intent.warmth;
  let vShift = 5 * intent.warmth;
  if (intent.monochrome || intent.sepia) saturation = 0;
  if (intent.sepia) {
    uShift = -14;
    vShift = 10;
  }
  return { black, white, gamma, saturation, uShift, vShift };
}

const n = (value: number) => Number(value.toFixed(4)).toString();

/** The grade as one lookup table (ffmpeg's lutyuv): cheap per pixel, no RGB round trip. */
export function colourFilter(grade: ColourGrade): string {
  const range = grade.white - grade.black;
  const y = `16+219*pow(clip((val-${n(grade.black)})/${n(range)}\\,0\\,1)\\,${n(grade.gamma)})`;
  const chroma = (shift: number) =>
    `clip(128+(val-128)*${n(grade.saturation)}+${n(shift)}\\,16\\,240)`;
  return `lutyuv=y='${y}':u='${chroma(grade.uShift)}':v='${chroma(grade.vShift)}'`;
}
