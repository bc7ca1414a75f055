import type { ImageModel } from "ai";
import type { Env } from "@/server/platform/env";
import { createGuardedFetch } from "@/server/platform/net/guarded-fetch";
import type { ImageProviderId } from "@/shared/tools/image-generator";
import { FAL_RUN_URL, falImageModels } from "./fal";
import { mediaServerClient } from "./local-media-servers";
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
  | "OPENAI_COMPATIBLE_IMAGE_BASE_URL"
  | "OPENAI_COMPATIBLE_IMAGE_API_KEY"
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

export type ImageFactories = Partial<Record<ImageProviderId, (apiModelId: string) => ImageModel>>;

/**
 * The configured image providers' factories (image-catalogue.ts offers their models); an
 * unconfigured provider's package is not loaded.
 */
export async function imageFactories(env: ImageProviderEnv): Promise<ImageFactories> {
  const factories: ImageFactories = {};
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
  if (env.OPENAI_COMPATIBLE_IMAGE_BASE_URL) {
    // OpenAI's image API as LocalAI serves it (core/http/endpoints/openai/image.go): the
    // package asks for `b64_json`, which LocalAI honours, so no result URL is fetched.
    const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
    const { baseURL, apiKey } = mediaServerClient(
      env.OPENAI_COMPATIBLE_IMAGE_BASE_URL,
      env.OPENAI_COMPATIBLE_IMAGE_API_KEY,
    );
    const server = createOpenAICompatible({
      name: "image-server",
      baseURL,
      apiKey: apiKey || undefined,
    });
    factories["image-server"] = (id) => server.imageModel(id);
  }
  return factories;
}
