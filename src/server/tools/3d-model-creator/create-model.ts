import {
  downloadOutput,
  followTicket,
  providerStepFailure,
  saveModel,
} from "@/server/engines/models-3d/model-job";
import {
  conceptArt,
  estimatedSeconds,
  IMAGE_TO_3D_ENDPOINT,
  startConceptArt,
  startImageTo3d,
} from "@/server/engines/providers/models-3d";
import type { MediaInput } from "@/server/engines/providers/video-models";
import { mediaFileStore } from "@/server/features/files/media-file-store";
import { sniffMediaType } from "@/server/features/files/sniff-media-type";
import { JobFailure } from "@/server/features/jobs/job-failure";
import type { JobHandler } from "@/server/features/jobs/job-runner";
import { createGuardedFetch } from "@/server/platform/net/guarded-fetch";
import { settingsHint } from "@/shared/provider-settings";
import { type Model3dResult, model3dJobInputSchema } from "@/shared/tools/3d-model-creator";
import type { JobHandlerDeps } from "../panel-tool";

export const falNotConfigured = `Set ${settingsHint(["FAL_KEY"])} to make 3D models.`;

/** Seconds the concept art usually takes, before the modelling step. */
const conceptArtSeconds = 10;

/** The whole run's estimate: the spec's estimatedTime, in seconds. */
export const model3dEstimate = (mode: "text-to-3d" | "image-to-3d", quality: "standard" | "high") =>
  estimatedSeconds[quality] + (mode === "text-to-3d" ? conceptArtSeconds : 0);

const fileName = (text: string) =>
  `${
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 48) || "model"
  }.glb`;

/**
 * The worker side of 3d-model-creator. Text mode: concept art (stored, shown), then Hunyuan3D
 * models it. Image mode: the reference image (the user's own file, or a public URL through the
 * guarded fetch) goes to Hunyuan3D. The GLB is stored; exports are converted when downloaded.
 */
export function createModelJob({ env, db, storage, ai }: JobHandlerDeps): JobHandler {
  const falClient = ai.fal;
  const download = createGuardedFetch({
    maxBytes: env.DOWNLOAD_MAX_BYTES,
    timeoutMs: env.DOWNLOAD_TIMEOUT_MS,
    allowedHosts: env.DOWNLOAD_ALLOWED_HOSTS,
  });
  return async ({ jobId, userId, input, signal, progress, saveFile }) => {
    const fal = await falClient();
    const request = model3dJobInputSchema.parse(input);
    if (!fal) throw new JobFailure(`No 3D provider is set up: ${falNotConfigured}`);
    const estimate = model3dEstimate(request.mode, request.quality);
    const modelling = {
      stage: "Hunyuan3D is building the model",
      estimatedSeconds: estimatedSeconds[request.quality],
      to: 90,
    };
    const art: string[] = [];
    let inputImage: string | null = null;
    let source: MediaInput | string;

    if (request.mode === "text-to-3d") {
      await progress({ percent: 2, stage: "Drawing the concept art", estimatedSeconds: estimate });
      const ticket = await startConceptArt(
        fal,
        request.description,
        request.modelType,
        signal,
      ).catch((error: unknown) => {
        throw providerStepFailure(error, signal);
      });
      const outputs = await followTicket(
        fal,
        ticket,
        { from: 2, to: 15, stage: "Drawing the concept art", estimatedSeconds: conceptArtSeconds },
        { signal, progress },
      );
      const [url] = conceptArt(outputs);
      if (!url) throw new JobFailure("The provider drew no concept art to model from.");
      const bytes = await downloadOutput(
        download,
        { role: "image", url, authenticated: false, mimeType: undefined },
        signal,
      );
      const stored = await saveFile({ name: "concept-art.png", body: bytes, kinds: ["image"] });
      art.push(`/api/files/${stored.id}`);
      source = url;
      await progress({ percent: 18, stage: modelling.stage });
    } else {
      await progress({
        percent: 2,
        stage: "Reading the reference image",
        estimatedSeconds: estimate,
      });
      if (request.imageUrl.startsWith("/api/files/")) {
        const row = await mediaFileStore(db, userId).get(
          request.imageUrl.slice("/api/files/".length),
        );
        const bytes = row ? await storage.read(row.storageKey) : null;
        if (!row || !bytes)
          throw new JobFailure(
            "The reference image is gone (deleted or expired). Upload it again.",
          );
        source = { bytes: new Uint8Array(bytes), mimeType: row.mediaType };
        inputImage = request.imageUrl;
      } else {
        const bytes = await downloadOutput(
          download,
          { role: "image", url: request.imageUrl, authenticated: false, mimeType: undefined },
          signal,
        );
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
        source = { bytes, mimeType: type.mediaType };
        inputImage = `/api/files/${stored.id}`;
      }
      await progress({ percent: 8, stage: modelling.stage });
    }

    // The admin's 3D default (Models), Hunyuan3D unless they chose TRELLIS.
    const endpoint = (await ai.defaultModel("3d"))?.id ?? IMAGE_TO_3D_ENDPOINT;
    const ticket = await startImageTo3d(fal, source, request.quality, signal, endpoint).catch(
      (error: unknown) => {
        throw providerStepFailure(error, signal);
      },
    );
    const outputs = await followTicket(
      fal,
      ticket,
      { from: request.mode === "text-to-3d" ? 18 : 8, ...modelling },
      { signal, progress },
    );
    const mesh = outputs.find((output) => output.role === "model");
    if (!mesh) throw new JobFailure("The provider finished without a 3D model.");
    await progress({ percent: 92, stage: "Saving the model" });
    const bytes = await downloadOutput(download, mesh, signal);
    const saved = await saveModel(
      bytes,
      fileName(request.mode === "text-to-3d" ? request.description : "model-from-image"),
      request.exportFormat,
      saveFile,
    );
    const result: Model3dResult = {
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
    return result;
  };
}
