import { z } from "zod";

/** The three ways to make a video (spec), and the styles the prompt can ask for. */
export const videoGenerationTypes = ["text-to-video", "image-to-video", "video-to-video"] as const;
export type VideoGenerationType = (typeof videoGenerationTypes)[number];
export const videoStyles = [
  "Cinematic",
  "Realistic",
  "Animated",
  "Documentary",
  "Commercial",
  "Artistic",
] as const;

export const videoModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  supports: z.array(z.enum(videoGenerationTypes)),
  /** The clip lengths it renders, in seconds (shared/media-models.ts). */
  durations: z.array(z.number()),
  aspectRatios: z.array(z.enum(["16:9", "9:16"])),
  /** Image-to-video takes the picture's shape. */
  imageSetsShape: z.boolean(),
});
export type VideoModel = z.infer<typeof videoModelSchema>;

export const videoPromptMaxLength = 2000;

/** The spec's video result (a job's result), the stored files' ids and what differed from the ask. */
export const videoGenerationResultSchema = z.object({
  videoUrl: z.string(),
  thumbnailUrl: z.string(),
  model: z.string(),
  /** The clip's real length, e.g. '8s' (a model may make another length than asked). */
  duration: z.string(),
  style: z.string(),
  status: z.literal("completed"),
  videoFileId: z.string(),
  thumbnailFileId: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  notes: z.array(z.string()),
});
export type VideoGenerationResult = z.infer<typeof videoGenerationResultSchema>;
