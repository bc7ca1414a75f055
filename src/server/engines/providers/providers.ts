import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { Env } from "@/server/platform/env";
import type { ProviderId } from "@/shared/models";

type ProviderEnv = Pick<
  Env,
  | "OPENAI_API_KEY"
  | "OPENAI_BASE_URL"
  | "ANTHROPIC_API_KEY"
  | "ANTHROPIC_BASE_URL"
  | "GOOGLE_GENERATIVE_AI_API_KEY"
  | "GOOGLE_BASE_URL"
  | "DEEPSEEK_API_KEY"
  | "DEEPSEEK_BASE_URL"
  | "MISTRAL_API_KEY"
  | "MISTRAL_BASE_URL"
  | "OPENROUTER_API_KEY"
  | "OPENROUTER_BASE_URL"
  | "OLLAMA_BASE_URL"
  | "OPENAI_COMPATIBLE_BASE_URL"
  | "OPENAI_COMPATIBLE_API_KEY"
>;

/** A provider's model object (not a gateway id), whose stream the chat reads directly. */
export type ChatLanguageModel = LanguageModelV3;

type ModelFactory = (modelId: string) => ChatLanguageModel;

/** An Ollama server's OpenAI-compatible API, beside its native one (docs.ollama.com/api/openai-compatibility). */
export const ollamaOpenAIBase = (baseUrl: string) => `${baseUrl.replace(/\/+$/, "")}/v1`;

/**
 * One factory per configured provider; a provider without its key (or base URL) is absent, and
 * its AI SDK package is not loaded (each holds a few hundred kilobytes of code and schemas).
 */
export async function providerFactories(
  env: ProviderEnv,
): Promise<Partial<Record<ProviderId, ModelFactory>>> {
  const factories: Partial<Record<ProviderId, ModelFactory>> = {};
  if (env.OPENAI_API_KEY) {
    const { createOpenAI } = await import("@ai-sdk/openai");
    const openai = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
    // Chat Completions rather than the Responses API: one wire format for OpenAI and the
    // OpenAI-compatible servers, and the one our fake provider speaks.
    factories.openai = (id) => openai.chat(id);
  }
  if (env.ANTHROPIC_API_KEY) {
    const { createAnthropic } = await import("@ai-sdk/anthropic");
    const anthropic = createAnthropic({
      apiKey: env.ANTHROPIC_API_KEY,
      baseURL: env.ANTHROPIC_BASE_URL,
    });
    factories.anthropic = (id) => anthropic(id);
  }
  if (env.GOOGLE_GENERATIVE_AI_API_KEY) {
    const { createGoogleGenerativeAI } = await import("@ai-sdk/google");
    const google = createGoogleGenerativeAI({
      apiKey: env.GOOGLE_GENERATIVE_AI_API_KEY,
      baseURL: env.GOOGLE_BASE_URL,
    });
    factories.google = (id) => google(id);
  }
  if (env.DEEPSEEK_API_KEY) {
    const { createDeepSeek } = await import("@ai-sdk/deepseek");
    const deepseek = createDeepSeek({
      apiKey: env.DEEPSEEK_API_KEY,
      baseURL: env.DEEPSEEK_BASE_URL,
    });
    factories.deepseek = (id) => deepseek(id);
  }
  if (env.MISTRAL_API_KEY) {
    const { createMistral } = await import("@ai-sdk/mistral");
    const mistral = createMistral({ apiKey: env.MISTRAL_API_KEY, baseURL: env.MISTRAL_BASE_URL });
    factories.mistral = (id) => mistral(id);
  }
  if (env.OPENROUTER_API_KEY) {
    const { createOpenRouter } = await import("@openrouter/ai-sdk-provider");
    const openrouter = createOpenRouter({
      apiKey: env.OPENROUTER_API_KEY,
      baseURL: env.OPENROUTER_BASE_URL,
      // "strict" is the mode for OpenRouter's own API: it asks for the usage with the stream.
      compatibility: "strict",
      appName: "Bismo",
    });
    factories.openrouter = (id) => openrouter.chat(id);
  }
  if (env.OLLAMA_BASE_URL) {
    const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
    const ollama = createOpenAICompatible({
      name: "ollama",
      baseURL: ollamaOpenAIBase(env.OLLAMA_BASE_URL),
      includeUsage: true,
    });
    factories.ollama = (id) => ollama.chatModel(id);
  }
  if (env.OPENAI_COMPATIBLE_BASE_URL) {
    const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
    const compatible = createOpenAICompatible({
      name: "openai-compatible",
      baseURL: env.OPENAI_COMPATIBLE_BASE_URL,
      apiKey: env.OPENAI_COMPATIBLE_API_KEY,
      includeUsage: true,
    });
    factories["openai-compatible"] = (id) => compatible.chatModel(id);
  }
  return factories;
}
