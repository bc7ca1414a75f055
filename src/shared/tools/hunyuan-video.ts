import { z } from "zod";
import { videoPromptMaxLength, videoStyles } from "../video";
import { defineTool, noOptions } from "./define-tool";

export const hunyuanVideo = defineTool({
  id: "hunyuan-video",
  name: "Hunyuan Video",
  description: "Generate cinematic video clips with Hunyuan Video.",
  category: "Media",
  icon: "clapperboard",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
});

/** HunyuanVideo renders about 5 s (129 frames at 24 fps) on every host (the panel says so). */
export const hunyuanClipSeconds = 5;

/** The hosts that run Tencent's HunyuanVideo, each switched on by its key (fal first). */
export const hunyuanVideoHosts = [
  { id: "fal", name: "fal", model: "fal-hunyuan-video", setting: "FAL_KEY" },
  {
    id: "replicate",
    name: "Replicate",
    model: "replicate-hunyuan-video",
    setting: "REPLICATE_API_TOKEN",
  },
] as const;
export type HunyuanVideoHost = (typeof hunyuanVideoHosts)[number]["id"];

/** `POST /api/hunyuan-video`: text to video; the host is the first configured unless named. */
export const hunyuanVideoRequestSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, "Describe the video you want.")
    .max(videoPromptMaxLength, `Keep the description under ${videoPromptMaxLength} characters.`),
  style: z.enum(videoStyles).default("Cinematic"),
  aspectRatio: z.enum(["16:9", "9:16"]).default("16:9"),
  host: z.enum(["fal", "replicate"]).optional(),
});
export type HunyuanVideoRequest = z.input<typeof hunyuanVideoRequestSchema>;

/** `GET /api/hunyuan-video/hosts`: which hosts this server can use, or what switches one on. */
export type HunyuanVideoHostsResponse = {
  hosts: { id: HunyuanVideoHost; name: string }[];
  setup: string | null;
};
