import type { FfmpegProgress } from "@/server/engines/media/ffmpeg-progress";

export type EditStage =
  | "analysing"
  | "cutting"
  | "removing-background"
  | "audio"
  | "transcribing"
  | "rendering";
export type EditProgress = { stage: EditStage; fraction: number };

/** How much of the whole job each stage is worth, for one progress figure. */
const stageWeight: Record<EditStage, number> = {
  analysing: 2,
  cutting: 1,
  "removing-background": 4,
  audio: 0.5,
  transcribing: 2,
  rendering: 6,
};

/** Turns a stage's own 0-1 into the whole job's 0-1, given the stages this job runs. */
export function progressReporter(
  stages: EditStage[],
  report: ((progress: EditProgress) => void) | undefined,
) {
  const total = stages.reduce((sum, stage) => sum + stageWeight[stage], 0);
  return (stage: EditStage, fraction: number) => {
    if (!report) return;
    const before = stages
      .slice(0, stages.indexOf(stage))
      .reduce((sum, s) => sum + stageWeight[s], 0);
    const clamped = Math.min(1, Math.max(0, fraction));
    report({ stage, fraction: (before + stageWeight[stage] * clamped) / total });
  };
}

/** ffmpeg's progress as a fraction of the seconds it is writing. */
export const ffmpegFraction =
  (duration: number, report: (fraction: number) => void) => (progress: FfmpegProgress) =>
    report(progress.done ? 1 : progress.outSeconds / Math.max(duration, 0.001));
