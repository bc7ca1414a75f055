import { useQuery } from "@tanstack/react-query";
import { api, readJson } from "./http";

export const readinessKey = ["tools", "readiness"] as const;

/** GET /api/tools/readiness: whether each tool can work as the providers are set up now. */
export function useToolReadiness() {
  return useQuery({
    queryKey: readinessKey,
    queryFn: async () => (await readJson(api.tools.readiness.$get())).tools,
    staleTime: 60_000,
  });
}
