import { useState } from "react";
import { useModels } from "@/client/api/models";
import { modelsForTool, type ToolModels } from "@/shared/models";
import type { ToolId } from "@/shared/tools/registry";

const storageKey = (toolId: ToolId) => `bismo:model:${toolId}`;

/** The model picked for a tool (remembered in this browser), falling back to the tool's default. */
export function useModelChoice(toolId: ToolId) {
  const catalogue = useModels();
  const [picked, setPicked] = useState<Partial<Record<ToolId, string>>>({});
  const toolModels: ToolModels | null = catalogue.data
    ? modelsForTool(catalogue.data, toolId)
    : null;
  const wanted = picked[toolId] ?? localStorage.getItem(storageKey(toolId));
  const usable = toolModels?.models.some((model) => model.id === wanted && model.available);
  const model = usable && wanted ? wanted : (toolModels?.defaultModel ?? null);

  const choose = (modelId: string) => {
    setPicked((current) => ({ ...current, [toolId]: modelId }));
    localStorage.setItem(storageKey(toolId), modelId);
  };

  return {
    toolModels,
    model,
    choose,
    loading: catalogue.isPending,
    error: catalogue.error?.message ?? null,
  };
}
