import { useQuery } from "@tanstack/react-query";
import type { ModelInfo, ModelsResponse } from "@/shared/models";
import type { ToolId } from "@/shared/tools/registry";
import { api, readJson } from "./api";

export const modelsKey = ["models"] as const;

/** GET /api/models: the catalogue, which models are usable now, and each tool's list and default. */
export function useModels() {
  return useQuery({
    queryKey: modelsKey,
    queryFn: () => readJson<ModelsResponse>(api.models.$get()),
    staleTime: 60_000,
  });
}

export type ToolModels = {
  models: ModelInfo[];
  defaultModel: string | null;
  /** Settings that would make one of this tool's models usable, when none is. */
  enableWith: string[];
};

export function modelsForTool(catalogue: ModelsResponse, toolId: ToolId): ToolModels {
  const entry = catalogue.tools[toolId] ?? { models: [], defaultModel: null };
  const models = entry.models
    .map((id) => catalogue.models.find((model) => model.id === id))
    .filter((model): model is ModelInfo => Boolean(model));
  const enableWith = [
    ...new Set(models.flatMap((model) => (model.enableWith ? [model.enableWith] : []))),
  ];
  return { models, defaultModel: entry.defaultModel, enableWith };
}
