import { generateImage } from "ai";
import { createImageProviders } from "@/server/engines/providers/image-providers";
import { defineJob } from "@/server/features/jobs/define-job";
import { providerCallFailure } from "@/server/features/jobs/job-failure";
import {
  imageGenerationRequestSchema,
  imageGenerationResultSchema,
  imageModels,
} from "@/shared/tools/image-generator";
import type { JobHandlerDeps } from "../panel-tool";
import { planImageRequest } from "./image-request";

/** Seconds a model usually takes per image, for the progress bar's estimate. */
const secondsPerImage: Record<string, number> = {
  "dall-e-3": 15,
  "gpt-image-1": 40,
  "google-imagen": 10,
  "flux-pro": 8,
  "stable-diffusion-xl": 12,
};

/** The worker side of image-generator: asks the provider, stores each image, answers the result. */
export function imageGeneratorJob({ env, providerSettings }: JobHandlerDeps) {
  const imageProviders = providerSettings.derive(createImageProviders);
  const contract = defineJob({
    input: imageGenerationRequestSchema,
    result: imageGenerationResultSchema,
  });
  return contract(async ({ input: request, signal, progress, saveFile }) => {
    const providers = await imageProviders();
    const name = imageModels.find((model) => model.id === request.model)?.name ?? request.model;
    const model = providers.imageModel(request.model);
    if (!model) {
      const status = providers.statuses().find((entry) => entry.id === request.model);
      throw providerCallFailure(new Error(status?.reason ?? `${name} is not available.`), {
        unavailable: status?.reason,
      });
    }
    const plan = planImageRequest(request);
    await progress({
      percent: 5,
      stage: `Generating ${request.count === 1 ? "the image" : `${request.count} images`} with ${name}`,
      estimatedSeconds: (secondsPerImage[request.model] ?? 15) * request.count,
    });
    const timeout = AbortSignal.timeout(env.IMAGE_TIMEOUT_MS);
    const { images } = await generateImage({
      model,
      prompt: plan.prompt,
      n: request.count,
      size: plan.size,
      aspectRatio: plan.aspectRatio,
      providerOptions: plan.providerOptions,
      maxRetries: env.AI_MAX_RETRIES,
      abortSignal: AbortSignal.any([signal, timeout]),
    }).catch((error: unknown) => {
      throw providerCallFailure(error, { timedOut: timeout.aborted, cancelled: signal.aborted });
    });
    await progress({ percent: 90, stage: "Saving the images" });
    const saved = [];
    for (const [index, image] of images.entries()) {
      saved.push(
        await saveFile({
          name: `image-${index + 1}.png`,
          body: image.uint8Array,
          kinds: ["image"],
        }),
      );
    }
    return {
      model: request.model,
      images: saved.map((file) => ({ url: `/api/files/${file.id}`, fileId: file.id })),
      used: plan.used,
    };
  });
}
