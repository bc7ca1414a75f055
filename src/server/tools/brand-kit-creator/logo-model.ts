import type { ImageProviders } from "@/server/engines/providers/image-providers";
import { settingsHint } from "@/shared/provider-settings";
import type { LogoAvailability } from "@/shared/tools/brand-kit-creator";

type ImageModelId = Parameters<ImageProviders["imageModel"]>[0];

/** The models that may draw logos, best at clean flat marks first; the first one set up does. */
const logoModels: readonly ImageModelId[] = [
  "flux-pro",
  "gpt-image-1",
  "google-imagen",
  "dall-e-3",
  "stable-diffusion-xl",
];

/** The model that draws logos on this server, or undefined when no image provider is set up. */
export function logoModel(providers: ImageProviders) {
  const statuses = providers.statuses();
  for (const id of logoModels) {
    const model = providers.imageModel(id);
    const name = statuses.find((status) => status.id === id)?.name ?? id;
    if (model) return { id, name, model };
  }
  return undefined;
}

export const noLogoProvider = `No image provider is set up, so Bismo cannot draw logos here: set ${settingsHint(["OPENAI_API_KEY", "FAL_KEY", "GOOGLE_GENERATIVE_AI_API_KEY", "REPLICATE_API_TOKEN"])}, or use the prompts with an image tool of your choice.`;

export function logoAvailability(providers: ImageProviders): LogoAvailability {
  const found = logoModel(providers);
  return found
    ? { available: true, model: found.name }
    : { available: false, reason: noLogoProvider };
}
