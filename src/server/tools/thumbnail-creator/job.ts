import crypto from "node:crypto";
import { generateImage } from "ai";
import { landscapeRequest } from "@/server/engines/providers/image-catalogue";
import { defineJob } from "@/server/features/jobs/define-job";
import { providerCallFailure } from "@/server/features/jobs/job-failure";
import { QuotaError } from "@/server/features/usage/meter";
import {
  type ThumbnailRequest,
  thumbnailRequestSchema,
  thumbnailResultSchema,
  thumbnailSize,
} from "@/shared/tools/thumbnail-creator";
import type { JobHandlerDeps } from "../panel-tool";
import { accentOf, categoryBackdrop } from "./backdrop";
import { textOverlaySvg } from "./text-overlay";

const backgroundPrompt = (request: ThumbnailRequest) =>
  `Background picture for a ${request.category} video thumbnail: ${request.description}. ` +
  "Bold, high-contrast, eye-catching composition with the subject on the right. No text, letters or logos.";

/**
 * The worker side of thumbnail-creator: a background (from the first configured image
 * provider, else Bismo's own design for the category), the text overlay drawn on it by Bismo,
 * and a 1280x720 PNG stored for the user.
 */
export function thumbnailCreatorJob({ env, ai }: JobHandlerDeps) {
  const imageProviders = ai.images;
  const contract = defineJob({ input: thumbnailRequestSchema, result: thumbnailResultSchema });
  return contract(async ({ input: request, signal, progress, saveFile, charge }) => {
    const providers = await imageProviders();
    // Loaded with the first thumbnail, not with the server: libvips adds about 27 MB.
    const { default: sharp } = await import("sharp");
    // A provider's background is one of the plan's images; with none left, Bismo draws its own.
    const landscape = landscapeRequest(providers.forTools());
    const painted =
      landscape &&
      (await charge([{ kind: "image", amount: 1 }]).then(
        () => true,
        (error: unknown) => {
          if (error instanceof QuotaError) return false;
          throw error;
        },
      ));
    let background: Buffer;
    if (landscape && painted) {
      await progress({
        percent: 10,
        stage: `Painting the background with ${landscape.name}`,
        estimatedSeconds: 25,
      });
      const timeout = AbortSignal.timeout(env.IMAGE_TIMEOUT_MS);
      const { image } = await generateImage({
        model: landscape.model,
        prompt: backgroundPrompt(request),
        size: landscape.size,
        aspectRatio: landscape.aspectRatio,
        providerOptions: landscape.providerOptions,
        maxRetries: env.AI_MAX_RETRIES,
        abortSignal: AbortSignal.any([signal, timeout]),
      }).catch((error: unknown) => {
        throw providerCallFailure(error, { timedOut: timeout.aborted, cancelled: signal.aborted });
      });
      background = Buffer.from(image.uint8Array);
    } else {
      await progress({ percent: 20, stage: `Designing a ${request.category} background` });
      const seed = crypto.createHash("sha256").update(request.description).digest().readUInt32BE(0);
      background = await sharp(Buffer.from(categoryBackdrop(request.category, seed)))
        .png()
        .toBuffer();
    }
    await progress({ percent: 70, stage: "Drawing the text" });
    const overlay = await textOverlaySvg(
      request.textOverlay,
      request.style,
      accentOf(request.category),
    );
    const png = await sharp(background)
      .resize(thumbnailSize.width, thumbnailSize.height, { fit: "cover" })
      .composite(overlay ? [{ input: Buffer.from(overlay) }] : [])
      .png()
      .toBuffer();
    const file = await saveFile({ name: "thumbnail.png", body: png, kinds: ["image"] });
    return {
      thumbnailUrl: `/api/files/${file.id}`,
      fileId: file.id,
      background: painted ? "provider" : landscape ? "design-allowance" : "design",
    };
  });
}
