import { z } from "zod";
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
});

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
});
export type VideoModel = z.infer<typeof videoModelSchema>;

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
