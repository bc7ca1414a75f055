import type { VideoRequest } from "./video-models";

/** Frames a second Wan 2.2 renders at unless told otherwise (fal-js endpoint types: 16). */
const wanFramesPerSecond = 16;

/**
 * The length and shape fields of each fal video endpoint, as their input schemas name them
 * (fal-js libs/client/src/types/endpoints.ts): Kling takes `duration` "5" | "10" and, for
 * text-to-video only, `aspect_ratio` (its image-to-video takes the picture's shape); Wan
 * takes `num_frames` 17-161 at `frames_per_second`; LTX `num_frames` at `frame_rate` 24
 * (121 is 5 s); HunyuanVideo `num_frames` "129" (5 s) or "85". The request's duration is one
 * the model's capabilities allow (shared/media-models.ts), checked before it gets here.
 */
export function falVideoInput(modelId: string, request: VideoRequest): Record<string, unknown> {
  const shape = { aspect_ratio: request.aspectRatio };
  switch (modelId) {
    case "fal-kling":
      return {
        duration: String(request.durationSeconds),
        ...(request.type === "image-to-video" ? {} : shape),
      };
    case "fal-wan":
      return {
        num_frames: wanFramesPerSecond * request.durationSeconds + 1,
        frames_per_second: wanFramesPerSecond,
        ...shape,
      };
    case "fal-ltx":
      return { num_frames: 24 * request.durationSeconds + 1, frame_rate: 24, ...shape };
    case "fal-hunyuan-video":
      return { num_frames: "129", ...shape };
    default:
      return shape;
  }
}
