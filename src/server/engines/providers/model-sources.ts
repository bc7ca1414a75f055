import { z } from "zod";
import type { Env } from "@/server/platform/env";
import { fixedModels, fixedModelsRevision } from "./fixed-models";
import { listMediaServer, mediaServers } from "./local-media-servers";
import {
  type ListedModel,
  type ListRequest,
  listCompatible,
  listDeepSeek,
  listOpenAI,
  listOpenRouter,
} from "./model-lists";
import { listAnthropic, listGoogle, listMistral, listOllama } from "./model-lists-native";
import { operatorModels } from "./operator-models";
import { type ProviderCall, providerJson } from "./provider-http";

/** Where one provider's models come from, and what says which account the list is for. */
export type ModelSource = {
  id: string;
  name: string;
  /** The setting that switches the provider on. */
  setting: keyof Env;
  /** The settings whose values identify the list (a new key may see other models). */
  identity: (keyof Env)[];
  list(env: Env, call: ProviderCall): Promise<ListedModel[]>;
  /** Changes when what Bismo itself knows of the list changes (its fixed models). */
  revision?: string;
};

const bearer = (key: string | undefined): Record<string, string> =>
  key ? { authorization: `Bearer ${key}` } : {};

const request = (
  base: string,
  headers: Record<string, string>,
  call: ProviderCall,
): ListRequest => ({
  base,
  headers,
  call,
});

const elevenLabsModels = z.array(
  z.object({
    model_id: z.string().min(1),
    name: z.string().nullish(),
    can_do_text_to_speech: z.boolean().nullish(),
  }),
);

/**
 * Every provider Bismo reaches, in the admin area's order. Chat providers and OpenAI list their
 * models; fal and Replicate serve thousands of endpoints by fixed ids, so theirs are the ones
 * Bismo drives (fixed-models.ts), as are Deepgram's and AssemblyAI's one transcription model.
 */
export const modelSources: ModelSource[] = [
  {
    id: "openai",
    name: "OpenAI",
    setting: "OPENAI_API_KEY",
    identity: ["OPENAI_API_KEY", "OPENAI_BASE_URL"],
    list: (env, call) =>
      listOpenAI(
        request(
          env.OPENAI_BASE_URL ?? "https://api.openai.com/v1",
          bearer(env.OPENAI_API_KEY),
          call,
        ),
      ),
  },
  {
    id: "anthropic",
    name: "Anthropic",
    setting: "ANTHROPIC_API_KEY",
    identity: ["ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"],
    list: (env, call) =>
      listAnthropic(
        request(
          env.ANTHROPIC_BASE_URL ?? "https://api.anthropic.com/v1",
          { "x-api-key": env.ANTHROPIC_API_KEY ?? "", "anthropic-version": "2023-06-01" },
          call,
        ),
      ),
  },
  {
    id: "google",
    name: "Google",
    setting: "GOOGLE_GENERATIVE_AI_API_KEY",
    identity: ["GOOGLE_GENERATIVE_AI_API_KEY", "GOOGLE_BASE_URL"],
    list: (env, call) =>
      listGoogle(
        request(
          env.GOOGLE_BASE_URL ?? "https://generativelanguage.googleapis.com/v1beta",
          { "x-goog-api-key": env.GOOGLE_GENERATIVE_AI_API_KEY ?? "" },
          call,
        ),
      ),
  },
  {
    id: "deepseek",
    name: "DeepSeek",
    setting: "DEEPSEEK_API_KEY",
    identity: ["DEEPSEEK_API_KEY", "DEEPSEEK_BASE_URL"],
    list: (env, call) =>
      listDeepSeek(
        request(
          env.DEEPSEEK_BASE_URL ?? "https://api.deepseek.com",
          bearer(env.DEEPSEEK_API_KEY),
          call,
        ),
      ),
  },
  {
    id: "mistral",
    name: "Mistral",
    setting: "MISTRAL_API_KEY",
    identity: ["MISTRAL_API_KEY", "MISTRAL_BASE_URL"],
    list: (env, call) =>
      listMistral(
        request(
          env.MISTRAL_BASE_URL ?? "https://api.mistral.ai/v1",
          bearer(env.MISTRAL_API_KEY),
          call,
        ),
      ),
  },
  {
    id: "openrouter",
    name: "OpenRouter",
    setting: "OPENROUTER_API_KEY",
    identity: ["OPENROUTER_API_KEY", "OPENROUTER_BASE_URL"],
    list: (env, call) =>
      listOpenRouter(
        request(
          env.OPENROUTER_BASE_URL ?? "https://openrouter.ai/api/v1",
          bearer(env.OPENROUTER_API_KEY),
          call,
        ),
      ),
  },
  {
    id: "ollama",
    name: "Ollama",
    setting: "OLLAMA_BASE_URL",
    identity: ["OLLAMA_BASE_URL"],
    list: (env, call) => listOllama(request(env.OLLAMA_BASE_URL ?? "", {}, call)),
  },
  {
    id: "openai-compatible",
    name: "OpenAI-compatible server",
    setting: "OPENAI_COMPATIBLE_BASE_URL",
    identity: [
      "OPENAI_COMPATIBLE_BASE_URL",
      "OPENAI_COMPATIBLE_API_KEY",
      "OPENAI_COMPATIBLE_MODELS",
    ],
    async list(env, call) {
      const names = operatorModels(env.OPENAI_COMPATIBLE_MODELS);
      try {
        return await listCompatible(
          request(
            env.OPENAI_COMPATIBLE_BASE_URL ?? "",
            bearer(env.OPENAI_COMPATIBLE_API_KEY),
            call,
          ),
          { names: new Map(names.map((model) => [model.id, model])) },
        );
      } catch (error) {
        // A server without GET /models (older llama.cpp builds): the operator's list stands in.
        if (names.length === 0) throw error;
        return names.map(({ id, displayName, vision }) => ({
          id,
          kind: "chat" as const,
          displayName,
          vision,
        }));
      }
    },
  },
  {
    id: "elevenlabs",
    name: "ElevenLabs",
    setting: "ELEVENLABS_API_KEY",
    identity: ["ELEVENLABS_API_KEY", "ELEVENLABS_BASE_URL"],
    revision: fixedModelsRevision,
    // GET /v1/models (elevenlabs-js `models.list`): the speech models; transcription is Scribe.
    async list(env, call) {
      const base = (env.ELEVENLABS_BASE_URL ?? "https://api.elevenlabs.io").replace(/\/+$/, "");
      const models = elevenLabsModels.parse(
        await providerJson(
          `${base}/v1/models`,
          { headers: { "xi-api-key": env.ELEVENLABS_API_KEY ?? "" } },
          call,
        ),
      );
      return [
        ...models
          .filter((model) => model.can_do_text_to_speech)
          .map((model) => ({
            id: model.model_id,
            kind: "speech" as const,
            displayName: model.name ?? undefined,
          })),
        ...fixedModels("elevenlabs"),
      ];
    },
  },
  {
    id: "groq",
    name: "Groq",
    setting: "GROQ_API_KEY",
    identity: ["GROQ_API_KEY", "GROQ_BASE_URL"],
    list: async (env, call) =>
      (
        await listCompatible(
          request(
            env.GROQ_BASE_URL ?? "https://api.groq.com/openai/v1",
            bearer(env.GROQ_API_KEY),
            call,
          ),
          { transcribes: true },
        )
      ).filter((model) => model.kind === "transcription"),
  },
  ...(["deepgram", "assemblyai", "fal", "replicate"] as const).map(
    (id): ModelSource => ({
      id,
      name: { deepgram: "Deepgram", assemblyai: "AssemblyAI", fal: "fal", replicate: "Replicate" }[
        id
      ],
      setting: {
        deepgram: "DEEPGRAM_API_KEY",
        assemblyai: "ASSEMBLYAI_API_KEY",
        fal: "FAL_KEY",
        replicate: "REPLICATE_API_TOKEN",
      }[id] as keyof Env,
      identity: [],
      revision: fixedModelsRevision,
      list: async () => fixedModels(id),
    }),
  ),
  // Servers of the operator's own for speech, transcription and images (local-media-servers.ts).
  ...mediaServers.map(
    (server): ModelSource => ({
      id: server.id,
      name: server.name,
      setting: server.baseUrlSetting,
      identity: [server.baseUrlSetting, server.keySetting],
      list: (env, call) =>
        listMediaServer(
          request(env[server.baseUrlSetting] ?? "", bearer(env[server.keySetting]), call),
          server.kind,
        ),
    }),
  ),
];

export function modelSource(id: string): ModelSource | undefined {
  return modelSources.find((source) => source.id === id);
}

/** Whether the provider's setting is in force in `env`. */
export const isConfigured = (source: ModelSource, env: Env) => Boolean(env[source.setting]);
