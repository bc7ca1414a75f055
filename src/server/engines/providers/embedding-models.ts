import { type EmbeddingModel, embedMany } from "ai";
import type { Env } from "@/server/platform/env";
import { ollamaOpenAIBase } from "./providers";

type EmbeddingEnv = Pick<
  Env,
  | "EMBEDDING_MODEL"
  | "OPENAI_API_KEY"
  | "OPENAI_BASE_URL"
  | "GOOGLE_GENERATIVE_AI_API_KEY"
  | "GOOGLE_BASE_URL"
  | "MISTRAL_API_KEY"
  | "MISTRAL_BASE_URL"
  | "OPENAI_COMPATIBLE_BASE_URL"
  | "OPENAI_COMPATIBLE_API_KEY"
  | "OLLAMA_BASE_URL"
  | "AI_TIMEOUT_MS"
  | "AI_MAX_RETRIES"
>;

/** Turns passages and questions into vectors, for Ask My PDF's vector search. */
export type Embedder = {
  /** `provider:model`, as configured; stored with each document's vectors. */
  id: string;
  embed(values: string[], signal?: AbortSignal): Promise<number[][]>;
};

export const embeddingProviders = [
  "openai",
  "google",
  "mistral",
  "openai-compatible",
  "ollama",
] as const;
type EmbeddingProvider = (typeof embeddingProviders)[number];

/** The setting each provider needs besides EMBEDDING_MODEL. */
const requiredSetting: Record<EmbeddingProvider, keyof EmbeddingEnv> = {
  openai: "OPENAI_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
  mistral: "MISTRAL_API_KEY",
  "openai-compatible": "OPENAI_COMPATIBLE_BASE_URL",
  ollama: "OLLAMA_BASE_URL",
};

/** The provider's embedding model; its AI SDK package is loaded here, on first use. */
async function embeddingModel(
  env: EmbeddingEnv,
  provider: EmbeddingProvider,
  model: string,
): Promise<EmbeddingModel> {
  switch (provider) {
    case "openai": {
      const { createOpenAI } = await import("@ai-sdk/openai");
      return createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL }).embedding(
        model,
      );
    }
    case "google": {
      const { createGoogleGenerativeAI } = await import("@ai-sdk/google");
      return createGoogleGenerativeAI({
        apiKey: env.GOOGLE_GENERATIVE_AI_API_KEY,
        baseURL: env.GOOGLE_BASE_URL,
      }).embedding(model);
    }
    case "mistral": {
      const { createMistral } = await import("@ai-sdk/mistral");
      return createMistral({
        apiKey: env.MISTRAL_API_KEY,
        baseURL: env.MISTRAL_BASE_URL,
      }).embedding(model);
    }
    case "openai-compatible": {
      const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: env.OPENAI_COMPATIBLE_BASE_URL ?? "",
        apiKey: env.OPENAI_COMPATIBLE_API_KEY,
      }).embeddingModel(model);
    }
    case "ollama": {
      const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
      return createOpenAICompatible({
        name: "ollama",
        baseURL: ollamaOpenAIBase(env.OLLAMA_BASE_URL ?? ""),
      }).embeddingModel(model);
    }
  }
}

/** The setting EMBEDDING_MODEL's provider needs besides it, or null when EMBEDDING_MODEL is unset. */
export function embeddingKeySetting(env: Pick<Env, "EMBEDDING_MODEL">): string | null {
  if (!env.EMBEDDING_MODEL) return null;
  return requiredSetting[env.EMBEDDING_MODEL.split(":")[0] as EmbeddingProvider];
}

/**
 * The embedding model EMBEDDING_MODEL names (`openai:text-embedding-3-small`,
 * `google:gemini-embedding-001`, `mistral:mistral-embed`, `openai-compatible:nomic-embed-text`
 * for Ollama and other OpenAI-compatible servers), or null when it is unset or its provider's
 * key is not (yet) set: Ask My PDF then searches with full-text search alone.
 */
export async function createEmbedder(env: EmbeddingEnv): Promise<Embedder | null> {
  if (!env.EMBEDDING_MODEL) return null;
  const colon = env.EMBEDDING_MODEL.indexOf(":");
  const provider = env.EMBEDDING_MODEL.slice(0, colon) as EmbeddingProvider;
  const modelId = env.EMBEDDING_MODEL.slice(colon + 1);
  if (!env[requiredSetting[provider]]) return null;
  const model = await embeddingModel(env, provider, modelId);
  return {
    id: env.EMBEDDING_MODEL,
    async embed(values, signal) {
      const timeout = AbortSignal.timeout(env.AI_TIMEOUT_MS);
      const { embeddings } = await embedMany({
        model,
        values,
        maxRetries: env.AI_MAX_RETRIES,
        maxParallelCalls: 2,
        abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return embeddings;
    },
  };
}
