import { z } from "zod";
import { modelFilesSchema, modelFormats } from "../models-3d";
import { defineTool, noOptions } from "./define-tool";

export const modelCreator3d = defineTool({
  id: "3d-model-creator",
  name: "3D Model Creator",
  description: "Create 3D models from a description or a reference image.",
  category: "Media",
  icon: "box",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: { pattern: /\b(3d|three-d|meshes)\b/, rank: 9 },
  route: "/3d",
  promotion: { footer: { rank: 4 } },
});

/** workbench.md section 9. */
export const model3dModes = ["text-to-3d", "image-to-3d"] as const;
export type Model3dMode = (typeof model3dModes)[number];
export const model3dTypes = [
  "Character",
  "Vehicle",
  "Building",
  "Object",
  "Weapon",
  "Furniture",
] as const;
export const model3dQualities = ["standard", "high"] as const;
/** The history's title of an image-to-3D job. */
export const imageTo3dTitle = "Model from a reference image";

/** The spec's validation texts (section 5), as the server says them (the panel: model3d.*). */
export const missingInformation = "Please provide a description and select a model type";
export const noImage = "Please upload a reference image first";

/** The spec sends upper or lower case ("GLB", "high"): both are taken. */
const lower = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : value);
export const exportFormatSchema = z.preprocess(
  lower,
  z.enum(modelFormats, "GLB, GLTF, OBJ or STL").default("glb"),
);

/** One of the user's own files (`/api/files/<id>`) or a public http(s) URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^\/api\/files\/[A-Za-z0-9_-]+$/.test(value) || /^https?:\/\//.test(value), {
    message: "one of your files (/api/files/...) or an http(s) URL",
  });

const descriptionMax = 1000;

/** `POST /api/3d-model-creator`: description, modelType, exportFormat, quality. */
export const textTo3dRequestSchema = z
  .object({
    description: z
      .string()
      .trim()
      .max(descriptionMax, `Keep the description under ${descriptionMax} characters.`)
      .default(""),
    modelType: z
      .enum(model3dTypes, `one of ${model3dTypes.join(", ")}`)
      .optional()
      .catch(undefined),
    exportFormat: exportFormatSchema,
    quality: z.preprocess(lower, z.enum(model3dQualities, "standard or high").default("high")),
  })
  .superRefine((value, context) => {
    if (!value.description || !value.modelType)
      context.addIssue({ code: "custom", message: missingInformation });
  })
  .transform((value) => ({
    mode: "text-to-3d" as const,
    description: value.description,
    modelType: value.modelType ?? "Object",
    exportFormat: value.exportFormat,
    quality: value.quality,
  }));
export type TextTo3dRequest = z.infer<typeof textTo3dRequestSchema>;

/** `POST /api/image-to-3d`: imageUrl, quality, exportFormat. */
export const imageTo3dRequestSchema = z
  .object({
    imageUrl: z.string().optional(),
    exportFormat: exportFormatSchema,
    quality: z.preprocess(lower, z.enum(model3dQualities, "standard or high").default("high")),
  })
  .superRefine((value, context) => {
    if (!value.imageUrl?.trim()) context.addIssue({ code: "custom", message: noImage });
  })
  .pipe(
    z.object({
      imageUrl: imageUrlSchema,
      exportFormat: z.enum(modelFormats),
      quality: z.enum(model3dQualities),
    }),
  )
  .transform((value) => ({ mode: "image-to-3d" as const, ...value }));
export type ImageTo3dRequest = z.infer<typeof imageTo3dRequestSchema>;

/** What a 3D job is given: one of the two requests above. */
export const model3dJobInputSchema = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("text-to-3d"),
    description: z.string(),
    modelType: z.enum(model3dTypes),
    exportFormat: z.enum(modelFormats),
    quality: z.enum(model3dQualities),
  }),
  z.object({
    mode: z.literal("image-to-3d"),
    imageUrl: z.string(),
    exportFormat: z.enum(modelFormats),
    quality: z.enum(model3dQualities),
  }),
]);
export type Model3dJobInput = z.infer<typeof model3dJobInputSchema>;

/** A 3D job's result: the spec's 3D fields (section 3) and the files. */
export const model3dResultSchema = modelFilesSchema.extend({
  modelId: z.string(),
  mode: z.enum(model3dModes),
  conceptArt: z.array(z.string()),
  /** The uploaded reference image, in image mode. */
  inputImage: z.string().nullable(),
  status: z.literal("completed"),
  exportFormat: z.enum(modelFormats),
  progress: z.number(),
  estimatedTime: z.number(),
  provider: z.string(),
});
export type Model3dResult = z.infer<typeof model3dResultSchema>;
