import { generateImage } from "ai";
import { defineJob } from "@/server/features/jobs/define-job";
import { JobFailure, providerCallFailure } from "@/server/features/jobs/job-failure";
import {
  imageGenerationRequestSchema,
  imageGenerationResultSchema,
} from "@/shared/tools/image-generator";
import type { JobHandlerDeps } from "../panel-tool";
import { planImageRequest } from "./image-request";

/** Seconds a provider's model usually takes per image, for the progress bar's estimate. */
const secondsPerImage: Record<string, number> = { openai: 30, google: 10, fal: 8, replicate: 12 };

/** The worker side of image-generator: asks the provider, stores each image, answers the result. */
export function imageGeneratorJob({ env, ai }: JobHandlerDeps) {
  const contract = defineJob({
    input: imageGenerationRequestSchema,
    result: imageGenerationResultSchema,
  });
  return contract(async ({ input: request, signal, progress, saveFile }) => {
    const providers = await ai.images();
    let chosen: ReturnType<typeof providers.choose>;
    try {
      chosen = providers.choose(request.model);
    } catch (error) {
      throw new JobFailure(error instanceof Error ? error.message : String(error));
    }
    const { name, model } = chosen;
    const plan = planImageRequest(request, chosen);
    await progress({
      percent: 5,
      stage: `Generating ${request.count === 1 ? "the image" : `${request.count} images`} with ${name}`,
      estimatedSeconds: (secondsPerImage[chosen.provider] ?? 15) * request.count,
    });
    const timeout = AbortSignal.timeout(env.IMAGE_TIMEOUT_MS);
    const { images } = await generateImage({
      model,
      prompt: plan.prompt,
      n: request.count,
      // More than one request where the model draws fewer at a time (Gemini's draw one).
      maxImagesPerCall: chosen.capabilities.perCall,
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
      model: chosen.id,
      images: saved.map((file) => ({ url: `/api/files/${file.id}`, fileId: file.id })),
      used: plan.used,
    };
  });
}
