import { z } from "zod";
import { type ImageSize, imageSizes } from "../media-models";
import { defineTool, noOptions } from "./define-tool";

export { imageSizes };

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
export const imageProviders = ["openai", "google", "fal", "replicate", "image-server"] as const;
export type ImageProviderId = (typeof imageProviders)[number];

export const imageProviderSetting: Record<ImageProviderId, string> = {
  openai: "OPENAI_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
  fal: "FAL_KEY",
  replicate: "REPLICATE_API_TOKEN",
  // A server of the operator's own (LocalAI), by its address.
  "image-server": "OPENAI_COMPATIBLE_IMAGE_BASE_URL",
};

/**
 * The spec's image models without a public API Bismo can call: listed, disabled, with why. The
 * others come from the providers' lists (OpenAI's and Google's image models) or are fal's and
 * Replicate's by fixed ids (shared/media-models.ts); the spec's `dall-e-3`, `gpt-image-1` and
 * `google-imagen` are accepted as their provider's current image model.
 */
export const imagesWithoutApi = [
  {
    id: "midjourney",
    name: "Midjourney",
    reason: "Midjourney has no public API, so Bismo cannot offer it.",
  },
  {
    id: "adobe-firefly",
    name: "Adobe Firefly",
    reason:
      "Adobe Firefly's API is sold only with an Adobe enterprise contract; Bismo does not offer it.",
  },
] as const;

export const imageStyles = [
  "Realistic",
  "Artistic",
  "Digital Art",
  "Photography",
  "Painting",
  "Sketch",
] as const;
export const imageQualities = ["standard", "hd", "ultra"] as const;
export const imageCounts = [1, 2, 4] as const;

export const promptMaxLength = 4000;

/**
 * `POST /api/image-generation`: the spec's payload, plus how many images (1, 2 or 4). Left out,
 * the model is this server's default; a size the model does not draw is refused (400).
 */
export const imageGenerationRequestSchema = z.object({
  model: z.string().trim().min(1).max(300).optional(),
  prompt: z
    .string()
    .trim()
    .min(1, "Describe the image you want.")
    .max(promptMaxLength, `Keep the description under ${promptMaxLength} characters.`),
  style: z.enum(imageStyles).default("Realistic"),
  size: z.enum(imageSizes, { error: `size: one of ${imageSizes.join(", ")}` }).default("1024x1024"),
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

/** A model as the panel lists it: available with the sizes it draws, or why not. */
export type ImageModelStatus = {
  id: string;
  name: string;
  available: boolean;
  /** Why it cannot be used: no public API, or the setting that switches its provider on. */
  reason?: string;
  /** The sizes it draws (shared/media-models.ts); the panel offers only these. */
  sizes?: ImageSize[];
};
