import { chatPurposeId, modelPurposes } from "@/shared/model-admin";
import { tools } from "@/shared/tools/registry";
import type { DirectoryModel, ModelDirectory } from "./model-directory";

/** What each purpose prefers before any other offered model: the spec's choices, as aliases. */
const preferences: Record<string, readonly string[]> = {
  ...Object.fromEntries(tools.map((tool) => [chatPurposeId(tool.id), tool.models])),
  image: ["dall-e-3"],
  video: ["google-veo3", "openai-sora"],
};

/**
 * The model a purpose uses now: the admin's choice while it is offered, else the spec's
 * preference, else the first offered. A provider's embeddings are used only when chosen
 * (EMBEDDING_MODEL or the admin area): each document embedded costs the provider's price. An
 * embedding model pulled into the operator's own Ollama costs nothing: unchosen, the first one
 * its list names is used.
 */
export function purposeDefault(
  directory: ModelDirectory,
  purpose: string,
): DirectoryModel | undefined {
  const kind = modelPurposes.find((entry) => entry.id === purpose)?.kind;
  if (!kind) return undefined;
  if (kind === "embedding") {
    const chosen = directory.chosen(purpose);
    if (!chosen) return directory.offered(kind).find((model) => model.provider === "ollama");
    const model = directory.find(chosen.provider, chosen.modelId);
    return model?.offered ? model : undefined;
  }
  return directory.defaultFor(purpose, kind, preferences[purpose] ?? []);
}
