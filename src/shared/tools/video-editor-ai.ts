import { z } from "zod";
import type { ProviderServiceId } from "@/shared/provider-settings";
import { defineTool, noOptions } from "./define-tool";

export const videoEditorAi = defineTool({
  id: "video-editor-ai",
  name: "Video Editor AI",
  description: "Edit videos by instruction: subtitles, cuts, colour, noise.",
  category: "Media",
  icon: "scissors",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
});

/** The editing actions, in the spec's order and words (the panel sends these labels). */
export const videoEditActions = [
  "Remove Background",
  "Add Subtitles",
  "Cut Highlights",
  "Noise Reduction",
  "Color Correction",
  "Add Transitions",
] as const;
export type VideoEditAction = (typeof videoEditActions)[number];

/** The largest clip the editor takes (the spec's hint, enforced by the server). */
export const videoEditorMaxBytes = 100 * 1024 * 1024;
export const videoEditorWrongType = "Please upload a video file (MP4, MOV, WebM or AVI) to edit.";

/**
 * `POST /api/video-editor-ai`: the spec's payload. `videoUrl` is the user's uploaded clip
 * (`/api/files/<id>`, as `POST /api/video-editor-ai/uploads` answers it).
 */
export const videoEditRequestSchema = z.object({
  videoUrl: z
    .string()
    .regex(/^\/api\/files\/[A-Za-z0-9_-]+$/, "videoUrl: upload the video first (/api/files/...)"),
  actions: z
    .array(z.enum(videoEditActions, "actions: each one of the six editing actions"))
    .min(1, "Choose at least one action.")
    .max(videoEditActions.length)
    .refine((actions) => new Set(actions).size === actions.length, "Choose each action once."),
  instructions: z
    .string()
    .trim()
    .min(1, "Describe what the edit should do.")
    .max(2000, "Keep the instructions under 2000 characters."),
});
export type VideoEditRequest = z.infer<typeof videoEditRequestSchema>;

/** An action this server can run, or why not and which setting switches it on. */
export type VideoEditActionStatus = {
  action: VideoEditAction;
  available: boolean;
  /** For API clients: why it is off, naming the settings that switch it on. */
  reason?: string;
  /** The providers that would switch it on, when it is off. */
  providers?: ProviderServiceId[];
};

/** The job's result: the clip before and after, what each action did, and the subtitles. */
export const videoEditResultSchema = z.object({
  originalUrl: z.string(),
  editedUrl: z.string(),
  editedFileId: z.string(),
  mimeType: z.enum(["video/mp4", "video/webm"]),
  durationSeconds: z.number(),
  actions: z.array(z.enum(videoEditActions)),
  notes: z.array(z.string()),
  /** Where the .srt and .vtt download, when Add Subtitles ran. */
  subtitles: z
    .object({ srtUrl: z.string(), vttUrl: z.string(), srt: z.string(), vtt: z.string() })
    .nullable(),
});
export type VideoEditResult = z.infer<typeof videoEditResultSchema>;
