import {
  conceptArt,
  estimatedSeconds,
  IMAGE_TO_3D_ENDPOINT,
  startConceptArt,
  startImageTo3d,
} from "@/server/engines/providers/models-3d";
import type { MediaInput } from "@/server/engines/providers/video-models";
import { isStoredFileUrl, readOwnMediaFile } from "@/server/features/files/own-media-file";
import { sniffMediaType } from "@/server/features/files/sniff-media-type";
import { defineJob } from "@/server/features/jobs/define-job";
import { JobFailure } from "@/server/features/jobs/job-failure";
import type { JobContext } from "@/server/features/jobs/job-runner";
import { downloadOutput, followTicket } from "@/server/features/model-generation/model-job";
import {
  modelDownloads,
  startStep,
  storeModelFrom,
} from "@/server/features/model-generation/modelling";
import type { GuardedFetch } from "@/server/platform/net/guarded-fetch";
import { settingsHint } from "@/shared/provider-settings";
import { model3dJobInputSchema, model3dResultSchema } from "@/shared/tools/3d-model-creator";
import type { JobHandlerDeps } from "../panel-tool";

export const falNotConfigured = `Set ${settingsHint(["FAL_KEY"])} to make 3D models.`;

/** Seconds the concept art usually takes, before the modelling step. */
const conceptArtSeconds = 10;

const fileName = (text: string) =>
  `${
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 48) || "model"
  }.glb`;

type Reading = Pick<JobContext, "userId" | "signal" | "saveFile"> & { download: GuardedFetch };

/**
 * The reference image of image mode: the user's own file, or a public URL read through the
 * guarded fetch (and kept, so the result shows it). Answers what Hunyuan3D is sent and the
 * URL the result shows.
 */
async function referenceImage(
  deps: Pick<JobHandlerDeps, "db" | "storage">,
  url: string,
  { userId, signal, saveFile, download }: Reading,
): Promise<{ source: MediaInput; shown: string }> {
  if (isStoredFileUrl(url)) {
    const own = await readOwnMediaFile(deps, userId, url);
    if (!own)
      throw new JobFailure("The reference image is gone (deleted or expired). Upload it again.");
    return {
      source: { bytes: new Uint8Array(own.bytes), mimeType: own.row.mediaType },
      shown: url,
    };
  }
  const output = { role: "image" as const, url, authenticated: false, mimeType: undefined };
  const bytes = await downloadOutput(download, output, signal);
  const type = sniffMediaType(bytes.subarray(0, 64));
  if (type?.kind !== "image")
    throw new JobFailure("The URL does not point to an image (PNG, JPEG, WebP or GIF).", {
      userCaused: true,
    });
  const stored = await saveFile({
    name: `reference${type.extension}`,
    body: bytes,
    kinds: ["image"],
  });
  return { source: { bytes, mimeType: type.mediaType }, shown: `/api/files/${stored.id}` };
}

/**
 * The worker side of 3d-model-creator. Text mode: concept art (stored, shown), then Hunyuan3D
 * models it. Image mode: the reference image goes to Hunyuan3D. The GLB is stored; exports are
 * converted when downloaded.
 */
export function modelCreator3dJob(deps: JobHandlerDeps) {
  const falClient = deps.ai.fal;
  const download = modelDownloads(deps.env);
  const contract = defineJob({ input: model3dJobInputSchema, result: model3dResultSchema });
  return contract(async (context) => {
    const { jobId, input: request, signal, progress, saveFile } = context;
    const fal = await falClient();
    if (!fal) throw new JobFailure(`No 3D provider is set up: ${falNotConfigured}`);
    const textMode = request.mode === "text-to-3d";
    const estimate = estimatedSeconds[request.quality] + (textMode ? conceptArtSeconds : 0);
    const modelling = { stage: "Hunyuan3D is building the model", to: 90 };
    const art: string[] = [];
    let inputImage: string | null = null;
    let source: MediaInput | string;

    if (request.mode === "text-to-3d") {
      const stage = "Drawing the concept art";
      await progress({ percent: 2, stage, estimatedSeconds: estimate });
      const drawing = startConceptArt(fal, request.description, request.modelType, signal);
      const outputs = await followTicket(
        fal,
        await startStep(drawing, signal),
        { from: 2, to: 15, stage, estimatedSeconds: conceptArtSeconds },
        { signal, progress },
      );
      const [url] = conceptArt(outputs);
      if (!url) throw new JobFailure("The provider drew no concept art to model from.");
      const output = { role: "image" as const, url, authenticated: false, mimeType: undefined };
      const bytes = await downloadOutput(download, output, signal);
      const stored = await saveFile({ name: "concept-art.png", body: bytes, kinds: ["image"] });
      art.push(`/api/files/${stored.id}`);
      source = url;
    } else {
      await progress({
        percent: 2,
        stage: "Reading the reference image",
        estimatedSeconds: estimate,
      });
      const reference = await referenceImage(deps, request.imageUrl, { ...context, download });
      source = reference.source;
      inputImage = reference.shown;
    }
    const from = textMode ? 18 : 8;
    await progress({ percent: from, stage: modelling.stage });
    // The admin's 3D default (Models): Hunyuan3D unless they chose TRELLIS.
    const endpoint = (await deps.ai.defaultModel("3d"))?.id ?? IMAGE_TO_3D_ENDPOINT;
    const ticket = await startStep(
      startImageTo3d(fal, source, request.quality, signal, endpoint),
      signal,
    );
    const saved = await storeModelFrom(
      fal,
      ticket,
      { from, ...modelling, estimatedSeconds: estimatedSeconds[request.quality] },
      { signal, progress, saveFile, download },
      {
        name: fileName(textMode ? request.description : "model-from-image"),
        exportFormat: request.exportFormat,
      },
    );
    return {
      modelId: jobId,
      mode: request.mode,
      conceptArt: art,
      inputImage,
      status: "completed",
      exportFormat: request.exportFormat,
      progress: 100,
      estimatedTime: estimate,
      provider: `fal (${endpoint})`,
      modelUrl: saved.modelUrl,
      downloadUrl: saved.downloadUrl,
      exports: saved.exports,
      vertices: saved.vertices,
      triangles: saved.triangles,
    };
  });
}
