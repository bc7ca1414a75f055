import type { FalClient } from "./fal";
import type { ProviderOutput, ProviderTicket } from "./provider-jobs";
import type { MediaInput } from "./video-models";

/** The picture a text-to-3D job first draws (spec: concept art), then models from. */
export const CONCEPT_ART_ENDPOINT = "fal-ai/flux/schnell";
export const IMAGE_TO_3D_ENDPOINT = "fal-ai/hunyuan3d/v2";
/** Hunyuan3D's multiview model takes exactly front, back and left views. */
export const HUNYUAN_MULTIVIEW_ENDPOINT = "fal-ai/hunyuan3d/v2/multi-view";
/** TRELLIS takes any number of views: used for other sets of 2 to 6. */
export const TRELLIS_MULTIVIEW_ENDPOINT = "fal-ai/trellis/multi";

export const modelViews = ["front", "back", "left", "right", "top", "bottom"] as const;
export type ModelView = (typeof modelViews)[number];

export type ModelQuality = "draft" | "standard" | "high";

const hunyuanSettings: Record<ModelQuality, Record<string, unknown>> = {
  draft: { num_inference_steps: 20, octree_resolution: 196, textured_mesh: false },
  standard: { num_inference_steps: 30, octree_resolution: 256, textured_mesh: true },
  high: { num_inference_steps: 50, octree_resolution: 380, textured_mesh: true },
};

const trellisSettings: Record<ModelQuality, Record<string, unknown>> = {
  draft: { ss_sampling_steps: 8, slat_sampling_steps: 8, texture_size: 512 },
  standard: { ss_sampling_steps: 12, slat_sampling_steps: 12, texture_size: 1024 },
  high: { ss_sampling_steps: 25, slat_sampling_steps: 25, texture_size: 2048 },
};

/** The spec's rough time for each quality, in seconds, until the provider says more. */
export const estimatedSeconds: Record<ModelQuality, number> = {
  draft: 45,
  standard: 90,
  high: 180,
};

/** Text to 3D, step one: concept art of the object alone on a plain background. */
export function startConceptArt(
  fal: FalClient,
  description: string,
  modelType: string,
  signal?: AbortSignal,
): Promise<ProviderTicket> {
  const prompt = `${modelType} 3D asset concept art: ${description}. Single object, centered, full view, plain white background, soft even lighting, no text`;
  return fal.submit(
    CONCEPT_ART_ENDPOINT,
    { prompt, image_size: "square_hd", num_images: 1 },
    signal,
  );
}

/** The concept art a finished step one drew (the URL step two models from). */
export const conceptArt = (outputs: ProviderOutput[]) =>
  outputs.filter((o) => o.role === "image").map((o) => o.url);

/** TRELLIS from one image, the other image-to-3D model an admin may choose (Models, 3D). */
export const TRELLIS_ENDPOINT = "fal-ai/trellis";

/**
 * Image (uploaded, or step one's concept art) to a GLB model, with Hunyuan3D unless `endpoint`
 * is TRELLIS (the admin area's default for 3D).
 */
export async function startImageTo3d(
  fal: FalClient,
  image: MediaInput | string,
  quality: ModelQuality,
  signal?: AbortSignal,
  endpoint: string = IMAGE_TO_3D_ENDPOINT,
): Promise<ProviderTicket> {
  const url =
    typeof image === "string"
      ? image
      : await fal.upload(image.bytes, image.mimeType, "reference", signal);
  if (endpoint === TRELLIS_ENDPOINT) {
    return fal.submit(TRELLIS_ENDPOINT, { image_url: url, ...trellisSettings[quality] }, signal);
  }
  return fal.submit(
    IMAGE_TO_3D_ENDPOINT,
    { input_image_url: url, ...hunyuanSettings[quality] },
    signal,
  );
}

/** 2 to 6 labelled views to one GLB: Hunyuan3D for front+back+left, TRELLIS otherwise. */
export async function startMultiview(
  fal: FalClient,
  views: Array<{ view: ModelView; image: MediaInput }>,
  quality: ModelQuality,
  signal?: AbortSignal,
): Promise<ProviderTicket> {
  const urls = await Promise.all(
    views.map(async ({ view, image }) => ({
      view,
      url: await fal.upload(image.bytes, image.mimeType, view, signal),
    })),
  );
  const byView = new Map(urls.map(({ view, url }) => [view, url]));
  const front = byView.get("front");
  const back = byView.get("back");
  const left = byView.get("left");
  if (front && back && left) {
    return fal.submit(
      HUNYUAN_MULTIVIEW_ENDPOINT,
      {
        front_image_url: front,
        back_image_url: back,
        left_image_url: left,
        ...hunyuanSettings[quality],
      },
      signal,
    );
  }
  return fal.submit(
    TRELLIS_MULTIVIEW_ENDPOINT,
    {
      image_urls: urls.map((u) => u.url),
      multiimage_algo: "stochastic",
      ...trellisSettings[quality],
    },
    signal,
  );
}
