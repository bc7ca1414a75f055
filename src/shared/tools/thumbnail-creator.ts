import { z } from "zod";
import { defineTool, noOptions } from "./define-tool";

export const thumbnailCreator = defineTool({
  id: "thumbnail-creator",
  name: "Thumbnail Creator",
  description: "Design eye-catching video thumbnails with text overlays.",
  category: "Design",
  icon: "monitor-play",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: { pattern: /\bthumbnails?\b/, rank: 3 },
});

/** workbench.md section 9. */
export const thumbnailCategories = [
  "Gaming",
  "Tech Review",
  "Cooking",
  "Travel",
  "Education",
  "Music",
] as const;
export type ThumbnailCategory = (typeof thumbnailCategories)[number];

/** How the text overlay is drawn: outlined, on a band, or glowing. */
export const thumbnailStyles = ["Bold", "Clean", "Neon"] as const;

export const thumbnailSize = { width: 1280, height: 720 } as const;
export const overlayMaxLength = 80;

/** `POST /api/thumbnail-creator` (workbench.md section 7). */
export const thumbnailRequestSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, "Describe the video the thumbnail is for.")
    .max(1000, "Keep the description under 1000 characters."),
  category: z.enum(
    thumbnailCategories,
    "category: one of Gaming, Tech Review, Cooking, Travel, Education, Music",
  ),
  textOverlay: z
    .string()
    .trim()
    .max(overlayMaxLength, `Keep the text under ${overlayMaxLength} characters.`)
    .default(""),
  style: z.enum(thumbnailStyles).default("Bold"),
});
export type ThumbnailRequest = z.infer<typeof thumbnailRequestSchema>;

export const thumbnailResultSchema = z.object({
  thumbnailUrl: z.string(),
  fileId: z.string(),
  /**
   * Where the background came from: an image provider, or Bismo's own design because none is set
   * up ("design") or the plan's images are used up ("design-allowance").
   */
  background: z.enum(["provider", "design", "design-allowance"]),
});
export type ThumbnailResult = z.infer<typeof thumbnailResultSchema>;
