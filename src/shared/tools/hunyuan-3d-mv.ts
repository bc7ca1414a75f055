import { z } from "zod";
import { modelFilesSchema, modelFormats } from "../models-3d";
import { defineTool, noOptions } from "./define-tool";

export const hunyuan3dMv = defineTool({
  id: "hunyuan-3d-mv",
  name: "Multiview 3D",
  description: "Build a 3D model from 2 to 6 photos of an object.",
  category: "Media",
  icon: "boxes",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
});

/** The sides a photo can show; the first ones are what Hunyuan3D's multiview model takes. */
export const multiviewViews = ["front", "back", "left", "right", "top", "bottom"] as const;
export type MultiviewView = (typeof multiviewViews)[number];

/** workbench.md section 9: Draft, Standard, High Quality. */
export const multiviewQualities = ["draft", "standard", "high quality"] as const;
export type MultiviewQuality = (typeof multiviewQualities)[number];
export const multiviewQualityNames: Record<MultiviewQuality, string> = {
  draft: "Draft",
  standard: "Standard",
  "high quality": "High Quality",
};

export const multiviewMin = 2;
export const multiviewMax = 6;
export const multiviewCountMessage = `Upload ${multiviewMin} to ${multiviewMax} images of the object.`;

const lower = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : value);

/**
 * `POST /api/hunyuan-3d-mv`: imageUrls (the user's own files, `/api/files/<id>`), quality and
 * exportFormat as the spec sends them, plus which side each image shows (`views`, in the
 * same order; front, back, left, right, top, bottom when left out).
 */
export const multiviewRequestSchema = z
  .object({
    imageUrls: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\/api\/files\/[A-Za-z0-9_-]+$/, "each image must be one of your uploaded files"),
        multiviewCountMessage,
      )
      .min(multiviewMin, multiviewCountMessage)
      .max(multiviewMax, multiviewCountMessage),
    views: z.array(z.enum(multiviewViews, `each one of ${multiviewViews.join(", ")}`)).optional(),
    quality: z.preprocess(
      lower,
      z.enum(multiviewQualities, "Draft, Standard or High Quality").default("standard"),
    ),
    exportFormat: z.preprocess(lower, z.enum(modelFormats, "GLB, GLTF, OBJ or STL").default("glb")),
  })
  .superRefine((value, context) => {
    if (value.views && value.views.length !== value.imageUrls.length)
      context.addIssue({
        code: "custom",
        path: ["views"],
        message: "give one view for each image",
      });
    if (value.views && new Set(value.views).size !== value.views.length)
      context.addIssue({ code: "custom", path: ["views"], message: "each side only once" });
    if (new Set(value.imageUrls).size !== value.imageUrls.length)
      context.addIssue({ code: "custom", path: ["imageUrls"], message: "each image only once" });
  })
  .transform(({ imageUrls, views, quality, exportFormat }) => ({
    images: imageUrls.map((url, index) => ({
      url,
      view: views?.[index] ?? multiviewViews[index] ?? "front",
    })),
    quality,
    exportFormat,
  }));
export type MultiviewRequest = z.infer<typeof multiviewRequestSchema>;

/** A multiview job's result: the spec's multiview fields (section 3) and the model's files. */
export const multiviewResultSchema = modelFilesSchema.extend({
  jobId: z.string(),
  status: z.literal("completed"),
  quality: z.enum(multiviewQualities),
  exportFormat: z.enum(modelFormats),
  inputImages: z.array(z.object({ url: z.string(), view: z.enum(multiviewViews) })),
  estimatedTime: z.number(),
  provider: z.string(),
});
export type MultiviewResult = z.infer<typeof multiviewResultSchema>;
