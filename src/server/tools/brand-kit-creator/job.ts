import { generateImage } from "ai";
import { defineJob } from "@/server/features/jobs/define-job";
import { JobFailure, providerCallFailure } from "@/server/features/jobs/job-failure";
import { logoRequestSchema, logoResultSchema } from "@/shared/tools/brand-kit-creator";
import type { JobHandlerDeps } from "../panel-tool";
import { logoModel, noLogoProvider } from "./logo-model";

/** The worker side of brand-kit-creator: draws one logo concept as a square PNG and keeps it. */
export function brandKitCreatorJob({ env, ai }: JobHandlerDeps) {
  const imageProviders = ai.images;
  const contract = defineJob({ input: logoRequestSchema, result: logoResultSchema });
  return contract(async ({ input: request, signal, progress, saveFile }) => {
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
    return { url: `/api/files/${file.id}`, model: chosen.name };
  });
}
