import { useQuery } from "@tanstack/react-query";
import type { ModelsResponse } from "@/shared/models";
import { api, readJson } from "./http";

export const modelsKey = ["models"] as const;

/** GET /api/models: the catalogue, which models are usable now, and each tool's list and default. */
export function useModels() {
  return useQuery({
    queryKey: modelsKey,
    queryFn: () => readJson<ModelsResponse>(api.models.$get()),
    staleTime: 60_000,
  });
}
