import { z } from "zod";
import { type VideoModel, videoGenerationTypes, videoPromptMaxLength, videoStyles } from "../video";
import { defineTool, noOptions } from "./define-tool";

export const videoGenerator = defineTool({
  id: "video-generator",
  name: "Video Generator",
  description: "Generate short videos from text, an image or another video.",
  category: "Media",
  icon: "video",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: { pattern: /\b(videos?|clips?|movies?|films?|animat\w*)\b/, rank: 12 },
  route: "/video",
  promotion: { footer: { rank: 3 } },
});

/**
 * What the panel shows when the server cannot say which models it has (the spec's fallback
 * list, its ids resolved by the server to what Google and OpenAI list now).
 */
export const fallbackVideoModels: VideoModel[] = [
  {
    id: "google-veo3",
    name: "Veo",
    provider: "Google",
    supports: ["image-to-video", "text-to-video"],
    durations: [4, 6, 8],
    aspectRatios: ["16:9", "9:16"],
    imageSetsShape: false,
  },
  {
    id: "openai-sora",
    name: "Sora",
    provider: "OpenAI",
    supports: ["image-to-video", "text-to-video"],
    durations: [4, 8, 12],
    aspectRatios: ["16:9", "9:16"],
    imageSetsShape: false,
  },
];

/** The spec's upload hints, enforced by the server: a first frame up to 10 MB, a clip up to 100 MB. */
export const videoUploadLimits = {
  "image-to-video": { kind: "image", maxBytes: 10 * 1024 * 1024 },
  "video-to-video": { kind: "video", maxBytes: 100 * 1024 * 1024 },
} as const;
export type VideoUploadType = keyof typeof videoUploadLimits;

/**
 * The spec's 'Invalid file type' texts, answered by the server (415); the panel says them in the
 * reader's language (video.wrongType.* in the catalogue).
 */
export const invalidUploadMessages: Record<VideoUploadType, string> = {
  "image-to-video": "Please upload an image file for image-to-video generation.",
  "video-to-video": "Please upload a video file for video-to-video generation.",
};

const ownFileUrl = z
  .string()
  .regex(/^\/api\/files\/[A-Za-z0-9_-]+$/, "one of your uploaded files (/api/files/...)");

/**
 * `POST /api/video-generation`: the spec's payload plus the uploaded file for the image and video
 * types. The model's own lengths and shapes are checked by the server (a value it does not
 * render is refused with 400); left out, they are the model's (and the model the default).
 */
export const videoGenerationRequestSchema = z
  .object({
    model: z.string().trim().min(1, "model: choose a video model").optional(),
    prompt: z
      .string()
      .trim()
      .min(1, "Describe the video you want.")
      .max(videoPromptMaxLength, `Keep the description under ${videoPromptMaxLength} characters.`),
    type: z.enum(videoGenerationTypes).default("text-to-video"),
    style: z.enum(videoStyles).default("Cinematic"),
    duration: z
      .string()
      .regex(/^\d{1,2}s$/, "duration: seconds, such as 8s")
      .optional(),
    aspectRatio: z.enum(["16:9", "9:16"]).optional(),
    imageUrl: ownFileUrl.optional(),
    videoUrl: ownFileUrl.optional(),
  })
  .superRefine((request, context) => {
    if (request.type === "image-to-video" && !request.imageUrl) {
      context.addIssue({
        code: "custom",
        path: ["imageUrl"],
        message: "Upload an image first: image-to-video starts from it.",
      });
    }
    if (request.type === "video-to-video" && !request.videoUrl) {
      context.addIssue({
        code: "custom",
        path: ["videoUrl"],
        message: "Upload a video first: video-to-video starts from it.",
      });
    }
  });
export type VideoGenerationRequest = z.input<typeof videoGenerationRequestSchema>;
export type ParsedVideoGenerationRequest = z.output<typeof videoGenerationRequestSchema>;

/** `GET /api/video-models`: the models this server can run, and how to switch on the others. */
export type VideoModelsResponse = { models: VideoModel[]; setup: string | null };
