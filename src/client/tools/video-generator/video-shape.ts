import { useState } from "react";
import type { VideoGenerationType, VideoModel } from "@/shared/video";

type AspectRatio = VideoModel["aspectRatios"][number];

export const ratioLabels: Record<AspectRatio, string> = {
  "16:9": "16:9 landscape",
  "9:16": "9:16 portrait",
};

/**
 * The length and shape of the video, among those the chosen model renders
 * (shared/media-models.ts): a length near ten seconds unless one is picked, and no shape for a
 * model that takes it from the starting image.
 */
export function useVideoShape(chosen: VideoModel | undefined, type: VideoGenerationType) {
  const [duration, setDuration] = useState<number | null>(null);
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>("16:9");
  const durations = chosen?.durations ?? [];
  const seconds =
    duration !== null && durations.includes(duration)
      ? duration
      : (durations.filter((value) => value <= 10).at(-1) ?? durations[0] ?? null);
  const ratios = chosen?.aspectRatios ?? ["16:9"];
  return {
    durations,
    seconds,
    setDuration,
    ratios,
    ratio: ratios.includes(aspectRatio) ? aspectRatio : (ratios[0] ?? "16:9"),
    setAspectRatio,
    fromImage: type === "image-to-video" && (chosen?.imageSetsShape ?? false),
  };
}
