import { generateImage } from "ai";
import type { ImageCatalogue } from "@/server/engines/providers/image-catalogue";
import { JobFailure, providerCallFailure } from "@/server/features/jobs/job-failure";
import type { JobHandler } from "@/server/features/jobs/job-runner";
import { settingsHint } from "@/shared/provider-settings";
import {
  type LogoAvailability,
  type LogoResult,
  logoRequestSchema,
} from "@/shared/tools/brand-kit-creator";
import type { JobHandlerDeps } from "../panel-tool";

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

/** The worker side of brand-kit-creator: draws one logo concept as a square PNG and keeps it. */
export function drawLogoJob({ env, ai }: JobHandlerDeps): JobHandler {
  const imageProviders = ai.images;
  return async ({ input, signal, progress, saveFile }) => {
    const request = logoRequestSchema.parse(input);
    const chosen = logoModel(await imageProviders());
    if (!chosen) throw new JobFailure(noLogoProvider);
    await progress({
      percent: 5,
      stage: `Drawing "${request.title}" with ${chosen.name}`,
      estimatedSeconds: 20,
    });
    const timeout = AbortSignal.timeout(env.IMAGE_TIMEOUT_MS);
    const { image } = await generateImage({
      model: chosen.model,
      prompt: `${request.prompt}. A logo: flat, centred on a plain white background, no mock-up.`,
      ...(chosen.capabilities.aspectRatios
        ? { aspectRatio: "1:1" as const }
        : { size: "1024x1024" as const }),
      maxRetries: env.AI_MAX_RETRIES,
      abortSignal: AbortSignal.any([signal, timeout]),
    }).catch((error: unknown) => {
      throw providerCallFailure(error, { timedOut: timeout.aborted, cancelled: signal.aborted });
    });
    await progress({ percent: 90, stage: "Saving the logo" });
    const file = await saveFile({ name: "logo.png", body: image.uint8Array, kinds: ["image"] });
    const result: LogoResult = { url: `/api/files/${file.id}`, model: chosen.name };
    return result;
  };
}
