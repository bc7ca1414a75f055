import {
  downloadOutput,
  followTicket,
  providerStepFailure,
  saveModel,
} from "@/server/engines/models-3d/model-job";
import {
  estimatedSeconds,
  HUNYUAN_MULTIVIEW_ENDPOINT,
  type ModelQuality,
  startMultiview,
  TRELLIS_MULTIVIEW_ENDPOINT,
} from "@/server/engines/providers/models-3d";
import { mediaFileStore } from "@/server/features/files/media-file-store";
import { JobFailure } from "@/server/features/jobs/job-failure";
import type { JobHandler } from "@/server/features/jobs/job-runner";
import { createGuardedFetch } from "@/server/platform/net/guarded-fetch";
import { settingsHint } from "@/shared/provider-settings";
import {
  type MultiviewQuality,
  type MultiviewResult,
  multiviewRequestSchema,
} from "@/shared/tools/hunyuan-3d-mv";
import type { JobHandlerDeps } from "../panel-tool";

export const falNotConfigured = `Set ${settingsHint(["FAL_KEY"])} to build models from photos.`;

const qualities: Record<MultiviewQuality, ModelQuality> = {
  draft: "draft",
  standard: "standard",
  "high quality": "high",
};

/** Seconds to upload the photos to the provider, before it starts. */
const uploadSeconds = 5;

export const multiviewEstimate = (quality: MultiviewQuality) =>
  estimatedSeconds[qualities[quality]] + uploadSeconds;

/**
 * The worker side of hunyuan-3d-mv: the user's 2 to 6 photos, each with its side, go to
 * Hunyuan3D's multiview model (front, back and left given) or TRELLIS (any other set); the
 * GLB is stored, exports are converted when downloaded.
 */
export function buildModelJob({ env, db, storage, ai }: JobHandlerDeps): JobHandler {
  const falClient = ai.fal;
  const download = createGuardedFetch({
    maxBytes: env.DOWNLOAD_MAX_BYTES,
    timeoutMs: env.DOWNLOAD_TIMEOUT_MS,
    allowedHosts: env.DOWNLOAD_ALLOWED_HOSTS,
  });
  return async ({ jobId, userId, input, signal, progress, saveFile }) => {
    const fal = await falClient();
    // The job keeps the request as the route received it, with each photo's side filled in.
    const request = multiviewRequestSchema.parse(input);
    if (!fal) throw new JobFailure(`No 3D provider is set up: ${falNotConfigured}`);
    const estimate = multiviewEstimate(request.quality);
    await progress({
      percent: 2,
      stage: `Sending ${request.images.length} photos to the provider`,
      estimatedSeconds: estimate,
    });
    const files = mediaFileStore(db, userId);
    const views = [];
    for (const image of request.images) {
      const row = await files.get(image.url.slice("/api/files/".length));
      const bytes = row ? await storage.read(row.storageKey) : null;
      if (!row || !bytes)
        throw new JobFailure(
          `The ${image.view} photo is gone (deleted or expired). Upload it again.`,
        );
      views.push({
        view: image.view,
        image: { bytes: new Uint8Array(bytes), mimeType: row.mediaType },
      });
    }
    const quality = qualities[request.quality];
    const ticket = await startMultiview(fal, views, quality, signal).catch((error: unknown) => {
      throw providerStepFailure(error, signal);
    });
    const endpoint =
      ticket.endpoint === HUNYUAN_MULTIVIEW_ENDPOINT
        ? "Hunyuan3D multiview"
        : "TRELLIS multi-image";
    const outputs = await followTicket(
      fal,
      ticket,
      {
        from: 10,
        to: 90,
        stage: `${endpoint} is building the model`,
        estimatedSeconds: estimatedSeconds[quality],
      },
      { signal, progress },
    );
    const mesh = outputs.find((output) => output.role === "model");
    if (!mesh) throw new JobFailure("The provider finished without a 3D model.");
    await progress({ percent: 92, stage: "Saving the model" });
    const saved = await saveModel(
      await downloadOutput(download, mesh, signal),
      "multiview-model.glb",
      request.exportFormat,
      saveFile,
    );
    const result: MultiviewResult = {
      jobId,
      status: "completed",
      quality: request.quality,
      exportFormat: request.exportFormat,
      inputImages: request.images,
      estimatedTime: estimate,
      provider: `fal (${ticket.endpoint === HUNYUAN_MULTIVIEW_ENDPOINT ? HUNYUAN_MULTIVIEW_ENDPOINT : TRELLIS_MULTIVIEW_ENDPOINT})`,
      modelUrl: saved.modelUrl,
      downloadUrl: saved.downloadUrl,
      exports: saved.exports,
      vertices: saved.vertices,
      triangles: saved.triangles,
    };
    return result;
  };
}
