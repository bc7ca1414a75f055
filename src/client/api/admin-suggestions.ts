import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { auditKey } from "./admin-audit";
import { api, readJson } from "./http";

const suggestionsKey = ["admin", "suggestions"] as const;

export type SuggestionFilter = "unhandled" | "all";

/** GET /api/admin/suggestions?filter=&offset=: the inbox, newest first. */
export function useAdminSuggestions(filter: SuggestionFilter, offset: number) {
  return useQuery({
    queryKey: [...suggestionsKey, filter, offset],
    queryFn: () =>
      readJson(api.admin.suggestions.$get({ query: { filter, offset: String(offset) } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** PATCH /api/admin/suggestions/:id: handled, or back in the inbox. */
export function useMarkSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      readJson(api.admin.suggestions[":id"].$patch({ param: { id }, json: { handled } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: suggestionsKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
