import { z } from "zod";
import { defineTool, noOptions } from "./define-tool";

export const imageGenerator = defineTool({
  id: "image-generator",
  name: "Image Generator",
  description: "Create images from a text description in many styles.",
  category: "Media",
  icon: "image",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: {
    pattern: /\b(images?|pictures?|photos?|drawings?|draw|illustrat\w*|artworks?|paintings?)\b/,
    rank: 13,
  },
  route: "/images",
  editableImages: true,
  promotion: {
    card: {
      rank: 2,
      title: "Image Generation",
      text: "Describe a picture and get it in the style you want, from photo to illustration.",
    },
    footer: { rank: 2 },
  },
});

/** Services that draw images; each is switched on by its setting. */
export const imageProviders = ["openai", "google", "fal", "replicate"] as const;
export type ImageProviderId = (typeof imageProviders)[number];

export const imageProviderSetting: Record<ImageProviderId, string> = {
  openai: "OPENAI_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
  fal: "FAL_KEY",
  replicate: "REPLICATE_API_TOKEN",
};

/**
 * The spec's image models (workbench.md section 9, dall-e-3 first and the default) plus
 * gpt-image-1. Two have no public API Bismo can call: they are listed, disabled, with why.
 */
export const imageModels = [
  { id: "dall-e-3", name: "DALL·E 3", provider: "openai" },
  { id: "gpt-image-1", name: "GPT Image 1", provider: "openai" },
  {
    id: "midjourney",
    name: "Midjourney",
    provider: null,
    unavailable: "Midjourney has no public API, so Bismo cannot offer it.",
  },
  { id: "stable-diffusion-xl", name: "Stable Diffusion XL", provider: "replicate" },
  {
    id: "adobe-firefly",
    name: "Adobe Firefly",
    provider: null,
    unavailable:
      "Adobe Firefly's API is sold only with an Adobe enterprise contract; Bismo does not offer it.",
  },
  { id: "google-imagen", name: "Google Imagen 4", provider: "google" },
  { id: "flux-pro", name: "FLUX 1.1 Pro", provider: "fal" },
] as const satisfies readonly {
  id: string;
  name: string;
  provider: ImageProviderId | null;
  unavailable?: string;
}[];
export type ImageModelId = (typeof imageModels)[number]["id"];
const imageModelIds = imageModels.map((model) => model.id) as [ImageModelId, ...ImageModelId[]];

export const imageStyles = [
  "Realistic",
  "Artistic",
  "Digital Art",
  "Photography",
  "Painting",
  "Sketch",
] as const;
export const imageSizes = ["1024x1024", "1152x896", "896x1152", "1216x832"] as const;
export const imageQualities = ["standard", "hd", "ultra"] as const;
export const imageCounts = [1, 2, 4] as const;

export const promptMaxLength = 4000;

/** `POST /api/image-generation`: the spec's payload, plus how many images (1, 2 or 4). */
export const imageGenerationRequestSchema = z.object({
  model: z.enum(imageModelIds).default("dall-e-3"),
  prompt: z
    .string()
    .trim()
    .min(1, "Describe the image you want.")
    .max(promptMaxLength, `Keep the description under ${promptMaxLength} characters.`),
  style: z.enum(imageStyles).default("Realistic"),
  size: z.enum(imageSizes).default("1024x1024"),
  quality: z.enum(imageQualities).default("standard"),
  count: z.coerce
    .number()
    .refine((value) => (imageCounts as readonly number[]).includes(value), "count: 1, 2 or 4")
    .default(1),
});
export type ImageGenerationRequest = z.infer<typeof imageGenerationRequestSchema>;

/** A job's result: the images (stored files) and what was actually asked of the provider. */
export const imageGenerationResultSchema = z.object({
  model: z.string(),
  images: z.array(z.object({ url: z.string(), fileId: z.string() })),
  /** The size and quality sent, when the model could not do the ones asked for. */
  used: z.object({ size: z.string(), quality: z.string(), notes: z.array(z.string()) }),
});
export type ImageGenerationResult = z.infer<typeof imageGenerationResultSchema>;

/** A model as the panel lists it: available, or why not. */
export type ImageModelStatus = {
  id: ImageModelId;
  name: string;
  available: boolean;
  /** Why it cannot be used: no public API, or the setting that switches its provider on. */
  reason?: string;
};
