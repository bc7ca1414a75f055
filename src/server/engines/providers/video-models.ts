import type { Env } from "@/server/platform/env";
import type { VideoGenerationType, VideoModel } from "@/shared/video";
import { createFalClient, type FalClient } from "./fal";
import { createVeoClient, type VeoClient } from "./google-veo";
import { createSoraClient, type SoraClient } from "./openai-videos";
import type { ProviderTicket, QueueClient, QueueProviderId } from "./provider-jobs";
import { createReplicateClient, type ReplicateClient } from "./replicate";

export type MediaInput = { bytes: Uint8Array; mimeType: string };

export type VideoRequest = {
  type: VideoGenerationType;
  /** The prompt with the chosen style worked in. */
  prompt: string;
  durationSeconds: number;
  aspectRatio: "16:9" | "9:16";
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

type VideoModelEntry = VideoModel & {
  /** The setting that switches the model on, for "not configured" messages. */
  setting: string;
  enabled(clients: VideoClients): boolean;
  start(
    clients: VideoClients,
    request: VideoRequest,
    signal?: AbortSignal,
  ): Promise<ProviderTicket>;
};

const uploadToFal = async (fal: FalClient, media: MediaInput, signal?: AbortSignal) =>
  fal.upload(media.bytes, media.mimeType, `input.${media.mimeType.split("/")[1] ?? "bin"}`, signal);

/** A fal model: one endpoint per generation type, the upload passed as a fal storage URL. */
function falModel(
  id: string,
  name: string,
  endpoints: Partial<Record<VideoGenerationType, { endpoint: string; mediaField?: string }>>,
  extra: (request: VideoRequest) => Record<string, unknown>,
): VideoModelEntry {
  return {
    id,
    name,
    provider: "fal",
    setting: "FAL_KEY",
    supports: (Object.keys(endpoints) as VideoGenerationType[]).sort(),
    enabled: (clients) => clients.fal !== undefined,
    async start(clients, request, signal) {
      const fal = clients.fal!;
      const target = endpoints[request.type]!;
      const input: Record<string, unknown> = { prompt: request.prompt, ...extra(request) };
      if (target.mediaField && request.media)
        input[target.mediaField] = await uploadToFal(fal, request.media, signal);
      return fal.submit(target.endpoint, input, signal);
    },
  };
}

const soraModel = (id: string, name: string, model: string): VideoModelEntry => ({
  id,
  name,
  provider: "OpenAI",
  setting: "OPENAI_API_KEY",
  supports: ["text-to-video", "image-to-video"],
  enabled: (clients) => clients.sora !== undefined,
  start: (clients, request, signal) =>
    clients.sora!.submit(
      {
        model,
        prompt: request.prompt,
        // Sora renders 4, 8 or 12 seconds: the nearest to what was asked.
        seconds: request.durationSeconds <= 6 ? "4" : request.durationSeconds <= 10 ? "8" : "12",
        size: request.aspectRatio === "9:16" ? "720x1280" : "1280x720",
        image: request.type === "image-to-video" ? request.media : undefined,
      },
      signal,
    ),
});

const veoModel = (
  id: string,
  name: string,
  model: string,
  maxSeconds: number,
): VideoModelEntry => ({
  id,
  name,
  provider: "Google",
  setting: "GOOGLE_GENERATIVE_AI_API_KEY",
  supports: ["image-to-video", "text-to-video"],
  enabled: (clients) => clients.veo !== undefined,
  start: (clients, request, signal) =>
    clients.veo!.submit(
      {
        model,
        prompt: request.prompt,
        aspectRatio: request.aspectRatio,
        durationSeconds: Math.min(maxSeconds, request.durationSeconds),
        image: request.type === "image-to-video" ? request.media : undefined,
      },
      signal,
    ),
});

const falDuration = (request: VideoRequest) => (request.durationSeconds >= 10 ? "10" : "5");

/** Every video model Bismo can drive, in the order the picker lists them. */
export const videoModelCatalogue: VideoModelEntry[] = [
  soraModel("openai-sora", "Sora 2", "sora-2"),
  veoModel("google-veo2", "Veo 2", "veo-2.0-generate-001", 8),
  veoModel("google-veo3", "Veo 3", "veo-3.0-generate-001", 8),
  falModel(
    "fal-kling",
    "Kling 2.1",
    {
      "text-to-video": { endpoint: "fal-ai/kling-video/v2.1/master/text-to-video" },
      "image-to-video": {
        endpoint: "fal-ai/kling-video/v2.1/master/image-to-video",
        mediaField: "image_url",
      },
    },
    (request) => ({ duration: falDuration(request), aspect_ratio: request.aspectRatio }),
  ),
  falModel(
    "fal-wan",
    "Wan 2.2",
    {
      "text-to-video": { endpoint: "fal-ai/wan/v2.2-a14b/text-to-video" },
      "image-to-video": {
        endpoint: "fal-ai/wan/v2.2-a14b/image-to-video",
        mediaField: "image_url",
      },
      "video-to-video": {
        endpoint: "fal-ai/wan/v2.2-a14b/video-to-video",
        mediaField: "video_url",
      },
    },
    (request) => ({ aspect_ratio: request.aspectRatio }),
  ),
  falModel(
    "fal-ltx",
    "LTX Video",
    {
      "text-to-video": { endpoint: "fal-ai/ltx-video-13b-distilled" },
      "image-to-video": {
        endpoint: "fal-ai/ltx-video-13b-distilled/image-to-video",
        mediaField: "image_url",
      },
    },
    (request) => ({ aspect_ratio: request.aspectRatio }),
  ),
  falModel(
    "fal-hunyuan-video",
    "HunyuanVideo",
    {
      "text-to-video": { endpoint: "fal-ai/hunyuan-video" },
      "video-to-video": {
        endpoint: "fal-ai/hunyuan-video/video-to-video",
        mediaField: "video_url",
      },
    },
    (request) => ({ aspect_ratio: request.aspectRatio }),
  ),
  {
    id: "replicate-hunyuan-video",
    name: "HunyuanVideo",
    provider: "Replicate",
    setting: "REPLICATE_API_TOKEN",
    supports: ["text-to-video"],
    enabled: (clients) => clients.replicate !== undefined,
    start: (clients, request, signal) =>
      clients.replicate!.submit(
        "tencent/hunyuan-video",
        {
          prompt: request.prompt,
          width: 854,
          height: 480,
          video_length: request.durationSeconds >= 5 ? 129 : 65,
        },
        signal,
      ),
  },
];

/** The models this server can run now (their provider's key is set), as the picker lists them. */
export function availableVideoModels(clients: VideoClients): VideoModel[] {
  return videoModelCatalogue
    .filter((model) => model.enabled(clients))
    .map(({ id, name, provider, supports }) => ({ id, name, provider, supports }));
}

export function findVideoModel(id: string): VideoModelEntry | undefined {
  return videoModelCatalogue.find((model) => model.id === id);
}
