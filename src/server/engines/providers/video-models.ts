import type { Env } from "@/server/platform/env";
import { type AspectRatio, type VideoCapabilities, videoCapabilities } from "@/shared/media-models";
import type { VideoGenerationType, VideoModel } from "@/shared/video";
import { createFalClient, type FalClient } from "./fal";
import { createVeoClient, type VeoClient } from "./google-veo";
import type { DirectoryModel } from "./model-directory";
import { createSoraClient, type SoraClient } from "./openai-videos";
import type { ProviderTicket, QueueClient, QueueProviderId } from "./provider-jobs";
import { createReplicateClient, type ReplicateClient } from "./replicate";
import { falVideoInput } from "./video-inputs";

export type MediaInput = { bytes: Uint8Array; mimeType: string };

export type VideoRequest = {
  type: VideoGenerationType;
  /** The prompt with the chosen style worked in. */
  prompt: string;
  durationSeconds: number;
  aspectRatio: AspectRatio;
  /** The uploaded first frame (image-to-video) or source clip (video-to-video). */
  media?: MediaInput;
};

export type VideoClients = {
  fal?: FalClient;
  sora?: SoraClient;
  veo?: VeoClient;
  replicate?: ReplicateClient;
};

export function createVideoClients(env: Env): VideoClients {
  return {
    fal: createFalClient(env),
    sora: createSoraClient(env),
    veo: createVeoClient(env),
    replicate: createReplicateClient(env),
  };
}

export function queueClient(
  clients: VideoClients,
  provider: QueueProviderId,
): QueueClient | undefined {
  return {
    fal: clients.fal,
    openai: clients.sora,
    google: clients.veo,
    replicate: clients.replicate,
  }[provider];
}

export type VideoModelEntry = VideoModel & {
  capabilities: VideoCapabilities;
  start(
    clients: VideoClients,
    request: VideoRequest,
    signal?: AbortSignal,
  ): Promise<ProviderTicket>;
};

const uploadToFal = async (fal: FalClient, media: MediaInput, signal?: AbortSignal) =>
  fal.upload(media.bytes, media.mimeType, `input.${media.mimeType.split("/")[1] ?? "bin"}`, signal);

/** fal's endpoints for each of Bismo's fal video models, and the field its upload goes in. */
const falEndpoints: Record<
  string,
  Partial<Record<VideoGenerationType, { endpoint: string; mediaField?: string }>>
> = {
  "fal-kling": {
    "text-to-video": { endpoint: "fal-ai/kling-video/v2.1/master/text-to-video" },
    "image-to-video": {
      endpoint: "fal-ai/kling-video/v2.1/master/image-to-video",
      mediaField: "image_url",
    },
  },
  "fal-wan": {
    "text-to-video": { endpoint: "fal-ai/wan/v2.2-a14b/text-to-video" },
    "image-to-video": { endpoint: "fal-ai/wan/v2.2-a14b/image-to-video", mediaField: "image_url" },
    "video-to-video": { endpoint: "fal-ai/wan/v2.2-a14b/video-to-video", mediaField: "video_url" },
  },
  "fal-ltx": {
    "text-to-video": { endpoint: "fal-ai/ltx-video-13b-distilled" },
    "image-to-video": {
      endpoint: "fal-ai/ltx-video-13b-distilled/image-to-video",
      mediaField: "image_url",
    },
  },
  "fal-hunyuan-video": {
    "text-to-video": { endpoint: "fal-ai/hunyuan-video" },
    "video-to-video": { endpoint: "fal-ai/hunyuan-video/video-to-video", mediaField: "video_url" },
  },
};

type Starter = VideoModelEntry["start"];

/** How each model of the directory is started on its provider. */
function starterFor(model: DirectoryModel): Starter | undefined {
  if (model.provider === "google") {
    return (clients, request, signal) =>
      clients.veo!.submit(
        {
          model: model.id,
          prompt: request.prompt,
          aspectRatio: request.aspectRatio,
          durationSeconds: request.durationSeconds,
          image: request.type === "image-to-video" ? request.media : undefined,
        },
        signal,
      );
  }
  if (model.provider === "openai") {
    return (clients, request, signal) =>
      clients.sora!.submit(
        {
          model: model.id,
          prompt: request.prompt,
          seconds: String(request.durationSeconds) as "4" | "8" | "12",
          size: request.aspectRatio === "9:16" ? "720x1280" : "1280x720",
          image: request.type === "image-to-video" ? request.media : undefined,
        },
        signal,
      );
  }
  if (model.provider === "replicate") {
    // HunyuanVideo on Replicate: width and height make the shape, video_length the frames.
    return (clients, request, signal) =>
      clients.replicate!.submit(
        "tencent/hunyuan-video",
        {
          prompt: request.prompt,
          width: request.aspectRatio === "9:16" ? 480 : 854,
          height: request.aspectRatio === "9:16" ? 854 : 480,
          video_length: request.durationSeconds >= 5 ? 129 : 65,
        },
        signal,
      );
  }
  const endpoints = falEndpoints[model.id];
  if (model.provider !== "fal" || !endpoints) return undefined;
  return async (clients, request, signal) => {
    const fal = clients.fal!;
    const target = endpoints[request.type]!;
    const input: Record<string, unknown> = {
      prompt: request.prompt,
      ...falVideoInput(model.id, request),
    };
    if (target.mediaField && request.media) {
      input[target.mediaField] = await uploadToFal(fal, request.media, signal);
    }
    return fal.submit(target.endpoint, input, signal);
  };
}

/** A directory's video model, with what it takes and how to start it (undefined: not drivable). */
export function videoModelEntry(model: DirectoryModel): VideoModelEntry | undefined {
  const capabilities = videoCapabilities(model.provider, model.id);
  const start = starterFor(model);
  if (!capabilities || !start) return undefined;
  return {
    id: model.id,
    name: model.displayName,
    provider: model.providerName,
    supports: [...capabilities.types].sort(),
    durations: [...capabilities.durations],
    aspectRatios: [...capabilities.aspectRatios],
    imageSetsShape: capabilities.imageSetsShape ?? false,
    capabilities,
    start,
  };
}

/**
 * Why a request cannot go to this model, in words the panel shows, or undefined: it is checked
 * before the job is queued (and charged), so no provider is paid for a request it would refuse.
 */
export function videoRequestProblem(
  entry: VideoModelEntry,
  request: Pick<VideoRequest, "type" | "durationSeconds" | "aspectRatio">,
): string | undefined {
  const { capabilities } = entry;
  if (!capabilities.types.includes(request.type)) {
    return `${entry.name} does not do ${request.type}; it does ${capabilities.types.join(" and ")}.`;
  }
  if (!capabilities.durations.includes(request.durationSeconds)) {
    const choices = capabilities.durations.map((seconds) => `${seconds}s`);
    return `${entry.name} makes clips of ${new Intl.ListFormat("en", { type: "disjunction" }).format(choices)}, not ${request.durationSeconds}s.`;
  }
  const shaped = !(request.type === "image-to-video" && capabilities.imageSetsShape);
  if (shaped && !capabilities.aspectRatios.includes(request.aspectRatio)) {
    return `${entry.name} makes ${capabilities.aspectRatios.join(" or ")} videos, not ${request.aspectRatio}.`;
  }
  return undefined;
}
