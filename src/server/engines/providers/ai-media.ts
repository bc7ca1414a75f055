import type { ImageModel } from "ai";
import type { Env } from "@/server/platform/env";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import { offeredOrThrow } from "./chat-catalogue";
import { createVoiceCloning } from "./elevenlabs-voices";
import { createEmbedder, type Embedder } from "./embedding-models";
import { createFalClient } from "./fal";
import { type ImageCatalogue, imageCatalogue } from "./image-catalogue";
import { imageFactories } from "./image-providers";
import { purposeDefault } from "./model-defaults";
import type { DirectoryModel, ModelDirectory } from "./model-directory";
import type { ProviderSettings } from "./provider-settings";
import {
  createSpeechEngines,
  type NeuralSpeechEngine,
  type NeuralSpeechEngineId,
} from "./speech-models";
import {
  createTranscriptionProviders,
  type TranscriptionProvider,
  type TranscriptionProviderId,
} from "./transcription-models";
import { createVideoClients, type VideoModelEntry, videoModelEntry } from "./video-models";

type Models = () => Promise<{ config: Env; directory: ModelDirectory }>;

/**
 * The AI object's media side: each provider's client built from the settings in force (and
 * again when an admin changes a key), and the media models the directory offers, each with what
 * it takes (shared/media-models.ts).
 */
export function aiMedia(
  providerSettings: ProviderSettings,
  models: Models,
  watchImage: (model: DirectoryModel, imageModel: ImageModel) => ImageModel,
) {
  const videos = providerSettings.derive(createVideoClients);
  const fal = providerSettings.derive(createFalClient);
  const imageClients = providerSettings.derive(imageFactories);
  let images:
    | { directory: ModelDirectory; factories: object; catalogue: ImageCatalogue }
    | undefined;
  const voiceCloning = providerSettings.derive(createVoiceCloning);

  /** Something built from the settings and the directory, built again when either changes. */
  function fromModels<T>(build: (config: Env, directory: ModelDirectory) => Promise<T>) {
    let built: { config: Env; directory: ModelDirectory; value: Promise<T> } | undefined;
    return async (): Promise<T> => {
      const { config, directory } = await models();
      if (built?.config !== config || built.directory !== directory) {
        built = { config, directory, value: build(config, directory) };
      }
      return built.value;
    };
  }

  /** The model of `provider` and `kind` to use: the default when it is that provider's, else its first. */
  const modelOf = (
    directory: ModelDirectory,
    kind: "speech" | "transcription",
    provider: string,
  ): string | null | undefined => {
    const chosen = purposeDefault(directory, kind);
    if (chosen?.provider === provider) return chosen.id;
    const listed = directory.offered(kind).find((model) => model.provider === provider)?.id;
    // A provider whose list was never read (unreachable, or refused): its usual model.
    if (!directory.all.some((model) => model.provider === provider)) return listed ?? undefined;
    return listed ?? null;
  };

  /** The video models offered now that Bismo can drive, in the directory's order. */
  async function videoModels(): Promise<VideoModelEntry[]> {
    const { directory } = await models();
    return directory.offered("video").flatMap((model) => videoModelEntry(model) ?? []);
  }

  return {
    /**
     * The neural speech engines, the default's first, each with the speech model its provider
     * lists (OpenAI's TTS models, ElevenLabs' and the speech server's from their /v1/models).
     */
    speechEngines: fromModels<NeuralSpeechEngine[]>((config, directory) =>
      createSpeechEngines(config, {
        openai: modelOf(directory, "speech", "openai"),
        elevenlabs: modelOf(directory, "speech", "elevenlabs"),
        "speech-server": modelOf(directory, "speech", "speech-server"),
        first: purposeDefault(directory, "speech")?.provider as NeuralSpeechEngineId,
      }),
    ),

    /** The transcription providers set up, the default's first; OpenAI's model from its list. */
    transcription: fromModels<TranscriptionProvider[]>((config, directory) =>
      createTranscriptionProviders(config, {
        // whisper-1 times its segments (subtitles need them): it is used while OpenAI lists it.
        openai: directory.offered("transcription").some((m) => m.id === "whisper-1")
          ? "whisper-1"
          : modelOf(directory, "transcription", "openai"),
        "transcription-server": modelOf(directory, "transcription", "transcription-server"),
        first: purposeDefault(directory, "transcription")?.provider as TranscriptionProviderId,
      }),
    ),

    /**
     * Ask My PDF's embedder: EMBEDDING_MODEL when set (the environment wins), else the one an
     * admin chose in Models; null (full-text search alone) when neither is.
     */
    embedder: fromModels<Embedder | null>((config, directory) => {
      if (config.EMBEDDING_MODEL) return createEmbedder(config);
      const chosen = purposeDefault(directory, "embedding");
      if (!chosen) return Promise.resolve(null);
      return createEmbedder({ ...config, EMBEDDING_MODEL: `${chosen.provider}:${chosen.id}` });
    }),

    /** ElevenLabs' voice cloning, when its key is set. */
    voiceCloning,

    /** The image models offered now, with what each draws, and the clients that draw. */
    async images(): Promise<ImageCatalogue> {
      const { directory } = await models();
      const factories = await imageClients();
      if (images?.directory !== directory || images.factories !== factories) {
        const catalogue = imageCatalogue(
          factories,
          directory,
          purposeDefault(directory, "image"),
          watchImage,
        );
        images = { directory, factories, catalogue };
      }
      return images.catalogue;
    },

    /** The queue clients of the video providers whose keys are set. */
    videos,
    /** fal's queue and storage client, when FAL_KEY is set. */
    fal,
    videoModels,

    /** The video model a request names (an id or a spec id): 400, 410 or 503 otherwise. */
    async videoModel(idOrAlias: string): Promise<VideoModelEntry> {
      const { directory } = await models();
      const model = offeredOrThrow(directory, "video", idOrAlias);
      const entry = videoModelEntry(model);
      if (!entry) {
        throw new AppError(
          "validation_failed",
          msg(
            { id: "errors.models.noVideos", defaultMessage: "{model} cannot make videos here." },
            { model: model.displayName },
          ),
        );
      }
      return entry;
    },
  };
}
