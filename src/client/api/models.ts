import { useQuery } from "@tanstack/react-query";
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
