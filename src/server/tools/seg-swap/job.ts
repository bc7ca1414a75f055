import { generateImage } from "ai";
import { isStoredFileUrl, readOwnMediaFile } from "@/server/features/files/own-media-file";
import { sniffMediaType } from "@/server/features/files/sniff-media-type";
import { defineJob } from "@/server/features/jobs/define-job";
import { JobFailure, providerCallFailure } from "@/server/features/jobs/job-failure";
import { createGuardedFetch, DownloadRefused } from "@/server/platform/net/guarded-fetch";
import { settingsHint } from "@/shared/provider-settings";
import {
  type ImageEditAction,
  imageEditRequestSchema,
  imageEditResultSchema,
} from "@/shared/tools/seg-swap";
import type { JobHandlerDeps } from "../panel-tool";

/** What the panel and a refused edit say when neither image editing provider is set up. */
/** The keys of the providers that edit images. */
export const imageEditorSettings = ["OPENAI_API_KEY", "FAL_KEY"];
export const noImageEditor = `Set ${settingsHint(imageEditorSettings)} to edit images.`;

const instructions: Record<ImageEditAction, (description: string) => string> = {
  "Remove Object": (what) =>
    `Remove ${what} from the image and fill its place so the picture looks untouched.`,
  "Replace Object": (what) =>
    `Replace an object in the image: ${what}. Keep everything else as it is.`,
  "Change Background": (what) =>
    `Change the background to ${what}. Keep the main subject exactly as it is.`,
  "Pattern Transfer": (what) =>
    `Apply this pattern to the main subject: ${what}. Keep its shape and the rest of the image.`,
  "Color Change": (what) => `Change the colours: ${what}. Keep everything else as it is.`,
  "Style Transfer": (what) =>
    `Redraw the whole image in this style: ${what}. Keep the composition.`,
};

/**
 * The worker side of seg-swap: reads the picture (the user's own file, or a public URL through
 * the guarded fetch), asks the configured editing provider (OpenAI's image edits, else fal's
 * FLUX Kontext) and stores the edited picture.
 */
export function segSwapJob({ env, db, storage, ai }: JobHandlerDeps) {
  const imageProviders = ai.images;
  const download = createGuardedFetch({
    maxBytes: env.DOWNLOAD_MAX_BYTES,
    timeoutMs: env.DOWNLOAD_TIMEOUT_MS,
    allowedHosts: env.DOWNLOAD_ALLOWED_HOSTS,
  });
  const contract = defineJob({ input: imageEditRequestSchema, result: imageEditResultSchema });
  return contract(async ({ userId, input: request, signal, progress, saveFile }) => {
    const providers = await imageProviders();
    const editor = providers.editor();
    if (!editor) {
      throw new JobFailure(noImageEditor);
    }
    await progress({ percent: 5, stage: "Reading the image" });
    let original: { url: string; bytes: Uint8Array } | null = null;
    if (request.imageUrl && isStoredFileUrl(request.imageUrl)) {
      const own = await readOwnMediaFile({ db, storage }, userId, request.imageUrl);
      if (!own)
        throw new JobFailure("The image to edit is gone (deleted or expired). Choose it again.", {
          userCaused: true,
        });
      original = { url: request.imageUrl, bytes: own.bytes };
    } else if (request.imageUrl) {
      const response = await download(request.imageUrl, { signal }).catch((error: unknown) => {
        // The person's own URL: a refusal is theirs to fix (not a provider's result).
        if (error instanceof DownloadRefused && !signal.aborted) {
          throw new JobFailure(`The image could not be downloaded: ${error.message}`, {
            userCaused: true,
          });
        }
        throw providerCallFailure(error);
      });
      if (!response.ok)
        throw new JobFailure(`The image could not be downloaded (HTTP ${response.status}).`, {
          userCaused: true,
        });
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (sniffMediaType(bytes.subarray(0, 64))?.kind !== "image") {
        throw new JobFailure("The URL does not point to an image (PNG, JPEG, WebP or GIF).", {
          userCaused: true,
        });
      }
      const stored = await saveFile({ name: "original", body: bytes, kinds: ["image"] });
      original = { url: `/api/files/${stored.id}`, bytes };
    }
    await progress({
      percent: 15,
      stage: `${request.action}: the provider is editing`,
      estimatedSeconds: 30,
    });
    const timeout = AbortSignal.timeout(env.IMAGE_TIMEOUT_MS);
    const text = instructions[request.action](request.description);
    const { image } = await generateImage({
      model: editor.model,
      prompt: original ? { images: [original.bytes], text } : text,
      maxRetries: env.AI_MAX_RETRIES,
      abortSignal: AbortSignal.any([signal, timeout]),
    }).catch((error: unknown) => {
      throw providerCallFailure(error, { timedOut: timeout.aborted, cancelled: signal.aborted });
    });
    await progress({ percent: 90, stage: "Saving the edited image" });
    const edited = await saveFile({
      name: "edited-image.png",
      body: image.uint8Array,
      kinds: ["image"],
    });
    return {
      originalImageUrl: original?.url ?? null,
      editedImageUrl: `/api/files/${edited.id}`,
      action: request.action,
      description: request.description,
    };
  });
}
