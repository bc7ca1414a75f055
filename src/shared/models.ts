import type { Tool, ToolId } from "./tools/registry";

/** The chat providers, in the order pickers list their models. */
export const providerIds = [
  "openai",
  "anthropic",
  "google",
  "deepseek",
  "mistral",
  "openrouter",
  "ollama",
  "openai-compatible",
] as const;
export type ProviderId = (typeof providerIds)[number];

/** The setting that switches each provider on; shown next to a disabled model. */
export const providerKeySetting: Record<ProviderId, string> = {
  openai: "OPENAI_API_KEY",
  anthropic: "ANTHROPIC_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
  deepseek: "DEEPSEEK_API_KEY",
  mistral: "MISTRAL_API_KEY",
  openrouter: "OPENROUTER_API_KEY",
  ollama: "OLLAMA_BASE_URL",
  "openai-compatible": "OPENAI_COMPATIBLE_BASE_URL",
};

/**
 * What a model does, as Bismo uses it: the kinds the admin area's Models lists and chooses a
 * default for. A provider's list says which of its models are which (model-kinds.ts).
 */
export const modelKinds = [
  "chat",
  "image",
  "speech",
  "transcription",
  "embedding",
  "video",
  "3d",
] as const;
export type ModelKind = (typeof modelKinds)[number];

export type ChatModel = {
  /** The provider's own model id, sent to the provider as is. */
  id: string;
  displayName: string;
  provider: ProviderId;
  /** Accepts images as input. */
  vision: boolean;
};

/**
 * workbench.md section 9: the models most chat tools offer (gpt-4o, gpt-4o-mini, two Claudes, two
 * Geminis, deepseek-chat), as the spec names them. They are not a list of what is offered (the
 * providers' lists are): each is resolved to its provider's current model of the same family,
 * and a tool offers them first and defaults to the first one offered.
 */
export const workbenchModels = [
  "gpt-4o",
  "gpt-4o-mini",
  "claude-3-5-sonnet",
  "claude-3-haiku",
  "gemini-1.5-pro",
  "gemini-1.5-flash",
  "deepseek-chat",
];

/** workbench.md section 9: the general chat tools' list (gpt-4o, a Claude, a Gemini, deepseek-chat). */
export const generalChatModels = ["gpt-4o", "claude-3-5-sonnet", "gemini-pro", "deepseek-chat"];

export type ModelInfo = ChatModel & {
  available: boolean;
  /** The setting an operator sets to make an unavailable model usable. */
  enableWith?: string;
};

/** GET /api/models */
export type ModelsResponse = {
  models: ModelInfo[];
  tools: Record<ToolId, { models: string[]; defaultModel: string | null }>;
  /** The settings of chat providers not set up, any of which would offer more models. */
  setup: string[];
};

export type ToolModels = {
  models: ModelInfo[];
  defaultModel: string | null;
  /** Settings that would make one of this tool's models usable, when none is. */
  enableWith: string[];
};

/** A tool's models from the catalogue, its default, and what would enable one if none works. */
export function modelsForTool(catalogue: ModelsResponse, toolId: ToolId): ToolModels {
  const entry = catalogue.tools[toolId] ?? { models: [], defaultModel: null };
  const models = entry.models
    .map((id) => catalogue.models.find((model) => model.id === id))
    .filter((model): model is ModelInfo => Boolean(model));
  const enableWith = [
    ...new Set([
      ...models.flatMap((model) => (model.enableWith ? [model.enableWith] : [])),
      ...(catalogue.setup ?? []),
    ]),
  ];
  return { models, defaultModel: entry.defaultModel, enableWith };
}

/**
 * The models a tool's description names (Multi Chat's): the tool's default first, then the first
 * usable model of each other provider, four at most (a server with OpenRouter offers hundreds),
 * never a provider the server lacks.
 */
export function describedModels(
  tool: Pick<Tool, "id" | "describeWithModels">,
  catalogue: ModelsResponse | undefined,
): string[] {
  if (!tool.describeWithModels || !catalogue) return [];
  const { models, defaultModel } = modelsForTool(catalogue, tool.id);
  const usable = models.filter((model) => model.available);
  const first = usable.find((model) => model.id === defaultModel);
  const ordered = first ? [first, ...usable.filter((model) => model !== first)] : usable;
  return ordered
    .filter((model, index, list) => list.findIndex((m) => m.provider === model.provider) === index)
    .slice(0, 4)
    .map((model) => model.displayName);
}

/** The tool's description in English, naming the models this server can use when it names models. */
export function toolDescription(
  tool: Pick<Tool, "id" | "description" | "describeWithModels">,
  catalogue: ModelsResponse | undefined,
): string {
  const names = describedModels(tool, catalogue);
  if (!tool.describeWithModels || names.length === 0) return tool.description;
  return tool.describeWithModels(new Intl.ListFormat("en", { type: "conjunction" }).format(names));
}
