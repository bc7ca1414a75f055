import { runFfmpeg } from "@/server/engines/media/ffmpeg";
import type { FfmpegProgress } from "@/server/engines/media/ffmpeg-progress";

/** One analysed video frame: its time, how much it differs from the one before, its luma spread. */
export type FrameStats = {
  t: number;
  /** ffmpeg's scene score, 0 (same picture) to 1 (a different shot). */
  scene: number;
  /** Luma percentiles (8-bit): darkest, 10th, mean, 90th, brightest. */
  yMin: number;
  yLow: number;
  yAvg: number;
  yHigh: number;
  yMax: number;
};

/** Momentary loudness (400 ms window) every 100 ms, in LUFS. */
export type LoudnessSample = { t: number; lufs: number };

export type VideoAnalysis = { frames: FrameStats[]; loudness: LoudnessSample[] };

/** Frames are analysed at this width: enough for scene changes and levels, cheap to compute. */
const ANALYSIS_WIDTH = 160;

const frameLine = /\[Parsed_metadata_\d+ @ [^\]]+\] frame:\d+\s+pts:\S+\s+pts_time:(-?[\d.]+)/;
const valueLine =
  /\[Parsed_metadata_\d+ @ [^\]]+\] lavfi\.(scene_score|signalstats\.Y\w+)=(-?[\d.]+)/;
const loudnessLine =
  /\[Parsed_ebur128_\d+ @ [^\]]+\] t:\s*([\d.]+)\s+TARGET:\S+ LUFS\s+M:\s*(-?[\d.]+)/;

export function parseAnalysisLog(log: string): VideoAnalysis {
  const frames: FrameStats[] = [];
  const loudness: LoudnessSample[] = [];
  let frame: FrameStats | undefined;
  for (const line of log.split("\n")) {
    const start = frameLine.exec(line);
    if (start) {
      frame = { t: Number(start[1]), scene: 0, yMin: 0, yLow: 0, yAvg: 0, yHigh: 0, yMax: 0 };
      frames.push(frame);
      continue;
    }
    const value = valueLine.exec(line);
    if (value && frame) {
      const number = Number(value[2]);
      const key = value[1];
      if (key === "scene_score") frame.scene = number;
      else if (key === "signalstats.YMIN") frame.yMin = number;
      else if (key === "signalstats.YLOW") frame.yLow = number;
      else if (key === "signalstats.YAVG") frame.yAvg = number;
      else if (key === "signalstats.YHIGH") frame.yHigh = number;
      else if (key === "signalstats.YMAX") frame.yMax = number;
      continue;
    }
    const loud = loudnessLine.exec(line);
    // The momentary window is 400 ms long: earlier readings measure a partly empty window.
    if (loud && Number(loud[1]) >= 0.4)
      loudness.push({ t: Number(loud[1]), lufs: Number(loud[2]) });
  }
  return { frames, loudness };
}

/**
 * One decoding pass over the video for everything the editor decides from: scene scores and
 * luma levels per frame (on a small copy of each frame), loudness every 100 ms.
 */
export async function analyseVideo(
  file: string,
  {
    video,
    audio,
    onProgress,
    signal,
  }: {
    /** Scene scores and levels (frames are decoded only when asked for). */
    video: boolean;
    /** Loudness. */
    audio: boolean;
    onProgress?: (progress: FfmpegProgress) => void;
    signal?: AbortSignal;
  },
): Promise<VideoAnalysis> {
  const graph = [
    ...(video
      ? [`[0:v]scale=${ANALYSIS_WIDTH}:-2,signalstats,select='gte(scene\\,0)',metadata=print[v]`]
      : []),
    ...(audio ? ["[0:a]ebur128[a]"] : []),
  ];
  if (graph.length === 0) return { frames: [], loudness: [] };
  const log = await runFfmpeg({
    args: [
      "-i",
      file,
      "-filter_complex",
      graph.join(";"),
      ...(video ? ["-map", "[v]"] : []),
      ...(audio ? ["-map", "[a]"] : []),
      "-f",
      "null",
      "-",
    ],
    logLevel: "info",
    onProgress,
    signal,
  });
  return parseAnalysisLog(log);
}

/**
 * The level of the background noise: the 10th percentile of momentary loudness, less 3 dB
 * (LUFS reads about that much above the noise's RMS). Undefined without sound.
 */
export function noiseFloorDb(loudness: LoudnessSample[]): number | undefined {
  const levels = loudness.map((s) => s.lufs).filter((l) => l > -100);
  if (levels.length === 0) return undefined;
  levels.sort((a, b) => a - b);
  return Math.min(-20, Math.max(-80, levels[Math.floor(levels.length / 10)]! - 3));
}

/** Times of shot changes: frames scoring above `threshold`, at least `minGap` seconds apart. */
export function sceneCuts(frames: FrameStats[], threshold = 0.3, minGap = 0.5): number[] {
  const cuts: number[] = [];
  for (const frame of frames) {
    if (frame.scene < threshold || frame.t < minGap) continue;
    const last = cuts.at(-1);
    if (last === undefined || frame.t - last >= minGap) cuts.push(frame.t);
  }
  return cuts;
}
