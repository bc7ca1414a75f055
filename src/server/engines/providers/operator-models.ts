import type { ChatModel } from "@/shared/models";

/**
 * Models an operator serves from an OpenAI-compatible server (Ollama, LM Studio, vLLM, llama.cpp),
 * from `OPENAI_COMPATIBLE_MODELS="llama3.2=Llama 3.2,qwen2.5-vl=Qwen 2.5 VL:vision"`:
 * comma-separated `id=Display Name`, with `:vision` when the model accepts images.
 */
export function operatorModels(setting: string | undefined): ChatModel[] {
  if (!setting) return [];
  const models: ChatModel[] = [];
  for (const entry of setting.split(",")) {
    const [rawId, ...rest] = entry.split("=");
    const id = rawId?.trim();
    if (!id) continue;
    let displayName = rest.join("=").trim() || id;
    const vision = displayName.endsWith(":vision");
    if (vision) displayName = displayName.slice(0, -":vision".length).trim() || id;
    if (models.some((model) => model.id === id)) continue;
    models.push({ id, displayName, provider: "openai-compatible", vision });
  }
  return models;
}
