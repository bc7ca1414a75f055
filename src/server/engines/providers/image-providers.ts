import type { ImageModel } from "ai";
import type { Env } from "@/server/platform/env";
import { createGuardedFetch } from "@/server/platform/net/guarded-fetch";
import { settingsHint } from "@/shared/provider-settings";
import {
  type ImageModelId,
  type ImageModelStatus,
  type ImageProviderId,
  imageModels,
  imageProviderSetting,
} from "@/shared/tools/image-generator";
import { FAL_RUN_URL, falImageModels } from "./fal";
import { REPLICATE_API_URL, replicateImageModels } from "./replicate";

type ImageProviderEnv = Pick<
  Env,
  | "OPENAI_API_KEY"
  | "OPENAI_BASE_URL"
  | "GOOGLE_GENERATIVE_AI_API_KEY"
  | "GOOGLE_BASE_URL"
  | "FAL_KEY"
  | "FAL_BASE_URL"
  | "REPLICATE_API_TOKEN"
  | "REPLICATE_BASE_URL"
  | "DOWNLOAD_MAX_BYTES"
  | "DOWNLOAD_TIMEOUT_MS"
  | "DOWNLOAD_ALLOWED_HOSTS"
>;

/**
 * fal and Replicate answer with URLs of their results, which their AI SDK providers download.
 * Calls to the provider's own API (POSTs to its base URL) go out as usual; every download (a
 * GET, wherever it points) goes through the guarded fetch, so a result URL cannot make the
 * server reach a private address, even one served from the API's own host that redirects.
 */
function resultDownloadsGuarded(baseUrl: string, env: ImageProviderEnv): typeof fetch {
  const apiOrigin = new URL(baseUrl).origin;
  const guarded = createGuardedFetch({
    maxBytes: env.DOWNLOAD_MAX_BYTES,
    timeoutMs: env.DOWNLOAD_TIMEOUT_MS,
    allowedHosts: env.DOWNLOAD_ALLOWED_HOSTS,
  });
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : "GET")
    ).toUpperCase();
    if (url.protocol === "data:" || (url.origin === apiOrigin && method !== "GET")) {
      return fetch(input, init);
    }
    return guarded(input, init);
  }) as typeof fetch;
}

type Factories = Partial<Record<ImageProviderId, (apiModelId: string) => ImageModel>>;

/** The configured providers' factories; an unconfigured provider's package is not loaded. */
async function imageFactories(env: ImageProviderEnv): Promise<Factories> {
  const factories: Factories = {};
  if (env.OPENAI_API_KEY) {
    const { createOpenAI } = await import("@ai-sdk/openai");
    const openai = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
    factories.openai = (id) => openai.image(id);
  }
  if (env.GOOGLE_GENERATIVE_AI_API_KEY) {
    const { createGoogleGenerativeAI } = await import("@ai-sdk/google");
    const google = createGoogleGenerativeAI({
      apiKey: env.GOOGLE_GENERATIVE_AI_API_KEY,
      baseURL: env.GOOGLE_BASE_URL,
    });
    factories.google = (id) => google.image(id);
  }
  if (env.FAL_KEY) {
    const baseURL = env.FAL_BASE_URL ?? FAL_RUN_URL;
    const fal = await falImageModels(env.FAL_KEY, baseURL, resultDownloadsGuarded(baseURL, env));
    factories.fal = (id) => fal.image(id);
  }
  if (env.REPLICATE_API_TOKEN) {
    const baseURL = env.REPLICATE_BASE_URL ?? REPLICATE_API_URL;
    const replicate = await replicateImageModels(
      env.REPLICATE_API_TOKEN,
      baseURL,
      resultDownloadsGuarded(baseURL, env),
    );
    factories.replicate = (id) => replicate.image(id);
  }
  return factories;
}

/** The provider's own model ids behind the catalogue's. */
const apiModelIds: Record<Exclude<ImageModelId, "midjourney" | "adobe-firefly">, string> = {
  "dall-e-3": "dall-e-3",
  "gpt-image-1": "gpt-image-1",
  "google-imagen": "imagen-4.0-generate-001",
  "flux-pro": "fal-ai/flux-pro/v1.1",
  // SDXL on Replicate is a community model, called by version.
  "stable-diffusion-xl":
    "stability-ai/sdxl:7762fd07cf82c948538e41f63f77d685e02b063e37e496e96eefd46c929f9bdc",
};

export type ImageProviders = Awaited<ReturnType<typeof createImageProviders>>;

/** The one place image providers are known: which are configured, and their models. */
export async function createImageProviders(env: ImageProviderEnv) {
  const factories = await imageFactories(env);
  const providerOf = (id: ImageModelId) => imageModels.find((model) => model.id === id)?.provider;
  return {
    isConfigured: (provider: ImageProviderId) => factories[provider] !== undefined,
    /** Every catalogue model, each available or with the reason it is not. */
    statuses(): ImageModelStatus[] {
      return imageModels.map((model): ImageModelStatus => {
        if (!model.provider)
          return { id: model.id, name: model.name, available: false, reason: model.unavailable };
        if (factories[model.provider]) return { id: model.id, name: model.name, available: true };
        return {
          id: model.id,
          name: model.name,
          available: false,
          reason: `Set ${settingsHint([imageProviderSetting[model.provider]])} to use ${model.name}.`,
        };
      });
    },
    /** The configured provider's model, or undefined (no public API, or its key is not set). */
    imageModel(id: ImageModelId): ImageModel | undefined {
      const provider = providerOf(id);
      if (!provider || id === "midjourney" || id === "adobe-firefly") return undefined;
      return factories[provider]?.(apiModelIds[id]);
    },
    providerOf,
    /** A provider that edits images from a reference (seg-swap), by preference. */
    editor(): { provider: "openai" | "fal"; model: ImageModel } | undefined {
      if (factories.openai) return { provider: "openai", model: factories.openai("gpt-image-1") };
      if (factories.fal)
        return { provider: "fal", model: factories.fal("fal-ai/flux-pro/kontext") };
      return undefined;
    },
    /**
     * The first configured model for a 16:9 picture (a thumbnail's background), with the
     * settings that ask each for a landscape image.
     */
    landscape():
      | {
          name: string;
          model: ImageModel;
          size?: `${number}x${number}`;
          aspectRatio?: `${number}:${number}`;
          providerOptions: Record<string, Record<string, number>>;
        }
      | undefined {
      if (factories.fal) {
        return {
          name: "FLUX 1.1 Pro",
          model: factories.fal(apiModelIds["flux-pro"]),
          size: "1280x720",
          providerOptions: {},
        };
      }
      if (factories.openai) {
        return {
          name: "GPT Image 1",
          model: factories.openai("gpt-image-1"),
          size: "1536x1024",
          providerOptions: {},
        };
      }
      if (factories.google) {
        return {
          name: "Google Imagen 4",
          model: factories.google(apiModelIds["google-imagen"]),
          aspectRatio: "16:9",
          providerOptions: {},
        };
      }
      if (factories.replicate) {
        return {
          name: "Stable Diffusion XL",
          model: factories.replicate(apiModelIds["stable-diffusion-xl"]),
          providerOptions: { replicate: { width: 1344, height: 768 } },
        };
      }
      return undefined;
    },
  };
}
