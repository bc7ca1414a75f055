import type { ImageCatalogue } from "@/server/engines/providers/image-catalogue";
import { settingsHint } from "@/shared/provider-settings";
import type { LogoAvailability } from "@/shared/tools/brand-kit-creator";

/**
 * The model that draws logos on this server (the admin's image default, else fal's FLUX, best at
 * clean flat marks, then OpenAI's, Google's, SDXL), or undefined when no image model is offered.
 */
export function logoModel(providers: ImageCatalogue) {
  return providers.forTools();
}

export const noLogoProvider = `No image provider is set up, so Bismo cannot draw logos here: set ${settingsHint(["OPENAI_API_KEY", "FAL_KEY", "GOOGLE_GENERATIVE_AI_API_KEY", "REPLICATE_API_TOKEN"])}, or use the prompts with an image tool of your choice.`;

export function logoAvailability(providers: ImageCatalogue): LogoAvailability {
  const found = logoModel(providers);
  return found
    ? { available: true, model: found.name }
    : { available: false, reason: noLogoProvider };
}
