import {
  estimatedSeconds,
  HUNYUAN_MULTIVIEW_ENDPOINT,
  type ModelQuality,
  startMultiview,
  TRELLIS_MULTIVIEW_ENDPOINT,
} from "@/server/engines/providers/models-3d";
import { readOwnMediaFile } from "@/server/features/files/own-media-file";
import { defineJob } from "@/server/features/jobs/define-job";
import { JobFailure } from "@/server/features/jobs/job-failure";
import {
  modelDownloads,
  startStep,
  storeModelFrom,
} from "@/server/features/model-generation/modelling";
import { settingsHint } from "@/shared/provider-settings";
import {
  type MultiviewQuality,
  multiviewRequestSchema,
  multiviewResultSchema,
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

const multiviewEstimate = (quality: MultiviewQuality) =>
  estimatedSeconds[qualities[quality]] + uploadSeconds;

/**
 * The worker side of hunyuan-3d-mv: the user's 2 to 6 photos, each with its side, go to
 * Hunyuan3D's multiview model (front, back and left given) or TRELLIS (any other set); the
 * GLB is stored, exports are converted when downloaded.
 */
export function hunyuan3dMvJob(deps: JobHandlerDeps) {
  const falClient = deps.ai.fal;
  const download = modelDownloads(deps.env);
  // The job keeps the request as the route received it, with each photo's side filled in.
  const contract = defineJob({ input: multiviewRequestSchema, result: multiviewResultSchema });
  return contract(async ({ jobId, userId, input: request, signal, progress, saveFile }) => {
    const fal = await falClient();
    if (!fal) throw new JobFailure(`No 3D provider is set up: ${falNotConfigured}`);
    const estimate = multiviewEstimate(request.quality);
    await progress({
      percent: 2,
      stage: `Sending ${request.images.length} photos to the provider`,
      estimatedSeconds: estimate,
    });
    const views = [];
    for (const image of request.images) {
      const own = await readOwnMediaFile(deps, userId, image.url);
      if (!own)
        throw new JobFailure(
          `The ${image.view} photo is gone (deleted or expired). Upload it again.`,
        );
      views.push({
        view: image.view,
        image: { bytes: new Uint8Array(own.bytes), mimeType: own.row.mediaType },
      });
    }
    const quality = qualities[request.quality];
    const ticket = await startStep(startMultiview(fal, views, quality, signal), signal);
    const hunyuan = ticket.endpoint === HUNYUAN_MULTIVIEW_ENDPOINT;
    const saved = await storeModelFrom(
      fal,
      ticket,
      {
        from: 10,
        to: 90,
        stage: `${hunyuan ? "Hunyuan3D multiview" : "TRELLIS multi-image"} is building the model`,
        estimatedSeconds: estimatedSeconds[quality],
      },
      { signal, progress, saveFile, download },
      { name: "multiview-model.glb", exportFormat: request.exportFormat },
    );
    return {
      jobId,
      status: "completed",
      quality: request.quality,
      exportFormat: request.exportFormat,
      inputImages: request.images,
      estimatedTime: estimate,
      provider: `fal (${hunyuan ? HUNYUAN_MULTIVIEW_ENDPOINT : TRELLIS_MULTIVIEW_ENDPOINT})`,
      modelUrl: saved.modelUrl,
      downloadUrl: saved.downloadUrl,
      exports: saved.exports,
      vertices: saved.vertices,
      triangles: saved.triangles,
    };
  });
}
