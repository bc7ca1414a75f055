import { useQuery } from "@tanstack/react-query";
import { toolDescription } from "@/shared/models";
import type { Tool } from "@/shared/tools/registry";
import { api, readJson } from "./http";

export const modelsKey = ["models"] as const;

/** GET /api/models: the catalogue, which models are usable now, and each tool's list and default. */
export function useModels() {
  return useQuery({
    queryKey: modelsKey,
    queryFn: () => readJson(api.models.$get()),
    staleTime: 60_000,
  });
}

/** Describes tools as this server can serve them (Multi Chat names the models it can use). */
export function useDescribeTool(): (tool: Tool) => string {
  const catalogue = useModels();
  return (tool) => toolDescription(tool, catalogue.data);
}
