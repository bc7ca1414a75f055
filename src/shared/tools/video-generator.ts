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

/** What the panel shows when the server cannot say which models it has (spec's fallback list). */
export const fallbackVideoModels: VideoModel[] = [
  { id: "openai-sora", name: "Sora", provider: "OpenAI", supports: ["text-to-video"] },
  {
    id: "google-veo2",
    name: "Veo 2",
    provider: "Google",
    supports: ["text-to-video", "image-to-video"],
  },
  {
    id: "google-veo3",
    name: "Veo 3",
    provider: "Google",
    supports: ["text-to-video", "image-to-video"],
  },
];

/** The spec's upload hints, enforced by the server: a first frame up to 10 MB, a clip up to 100 MB. */
export const videoUploadLimits = {
  "image-to-video": { kind: "image", maxBytes: 10 * 1024 * 1024 },
  "video-to-video": { kind: "video", maxBytes: 100 * 1024 * 1024 },
} as const;
export type VideoUploadType = keyof typeof videoUploadLimits;

/** The spec's 'Invalid file type' texts, shown by the panel and answered by the server (415). */
export const invalidUploadMessages: Record<VideoUploadType, string> = {
  "image-to-video": "Please upload an image file for image-to-video generation.",
  "video-to-video": "Please upload a video file for video-to-video generation.",
};

const ownFileUrl = z
  .string()
  .regex(/^\/api\/files\/[A-Za-z0-9_-]+$/, "one of your uploaded files (/api/files/...)");

/**
 * `POST /api/video-generation`: the spec's payload (duration and ratio are fixed at '10s' and
 * '16:9' by the panel; 5 s to 10 s and 9:16 are taken too), plus the uploaded file for the
 * image and video types.
 */
export const videoGenerationRequestSchema = z
  .object({
    model: z.string().trim().min(1, "model: choose a video model").default("openai-sora"),
    prompt: z
      .string()
      .trim()
      .min(1, "Describe the video you want.")
      .max(videoPromptMaxLength, `Keep the description under ${videoPromptMaxLength} characters.`),
    type: z.enum(videoGenerationTypes).default("text-to-video"),
    style: z.enum(videoStyles).default("Cinematic"),
    duration: z
      .string()
      .regex(/^(5|6|8|10)s$/, "duration: 5s, 6s, 8s or 10s")
      .default("10s"),
    aspectRatio: z.enum(["16:9", "9:16"]).default("16:9"),
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
