import { z } from "zod";
import { defineTool, noOptions } from "./define-tool";

export const segSwap = defineTool({
  id: "seg-swap",
  name: "Image Editor",
  description: "Remove, replace or restyle parts of an image.",
  category: "Design",
  icon: "wand",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
});

/** workbench.md section 9. */
export const imageEditActions = [
  "Remove Object",
  "Replace Object",
  "Change Background",
  "Pattern Transfer",
  "Color Change",
  "Style Transfer",
] as const;
export type ImageEditAction = (typeof imageEditActions)[number];

/** An http(s) URL that parses and names no user or password (fetch refuses those). */
function isPublicUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/**
 * `POST /api/seg-swap` (workbench.md section 7). `imageUrl` is one of the user's own files
 * (`/api/files/<id>`, as an upload or a past result answers it) or a public http(s) URL; the
 * spec makes it optional, and with none the description alone makes the picture.
 */
export const imageEditRequestSchema = z.object({
  imageUrl: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => /^\/api\/files\/[A-Za-z0-9_-]+$/.test(value) || isPublicUrl(value), {
      message:
        "imageUrl: one of your files (/api/files/...) or an http(s) URL without a user name or password",
    })
    .optional(),
  action: z.enum(imageEditActions, "action: one of the six editing actions"),
  description: z
    .string()
    .trim()
    .min(1, "Describe the edit.")
    .max(2000, "Keep the description under 2000 characters."),
});
export type ImageEditRequest = z.infer<typeof imageEditRequestSchema>;

/** The spec's image-edit result: both pictures are the user's stored files. */
export const imageEditResultSchema = z.object({
  originalImageUrl: z.string().nullable(),
  editedImageUrl: z.string(),
  action: z.enum(imageEditActions),
  description: z.string(),
});
export type ImageEditResult = z.infer<typeof imageEditResultSchema>;
