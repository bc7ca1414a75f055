import { generateImage } from "ai";
import {
  createImageProviders,
  type ImageProviders,
} from "@/server/engines/providers/image-providers";
import { JobFailure, providerCallFailure } from "@/server/features/jobs/job-failure";
import type { JobHandler } from "@/server/features/jobs/job-runner";
import { settingsHint } from "@/shared/provider-settings";
import {
  type LogoAvailability,
  type LogoResult,
  logoRequestSchema,
} from "@/shared/tools/brand-kit-creator";
import type { JobHandlerDeps } from "../panel-tool";

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

/** The worker side of brand-kit-creator: draws one logo concept as a square PNG and keeps it. */
export function drawLogoJob({ env, providerSettings }: JobHandlerDeps): JobHandler {
  const imageProviders = providerSettings.derive(createImageProviders);
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
      ...(chosen.id === "google-imagen"
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
