import { useQuery } from "@tanstack/react-query";
import type { ConversationResponse } from "@/shared/chat";
import { api, readJson } from "./api";

export const conversationKey = (id: string) => ["conversation", id] as const;

/** GET /api/conversations/:id: one saved conversation with its messages (accounts only). */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: conversationKey(id ?? ""),
    queryFn: () =>
      readJson<ConversationResponse>(api.conversations[":id"].$get({ param: { id: id ?? "" } })),
    enabled: Boolean(id),
    // The live chat owns the messages once loaded; a refetch would replace them mid-stream.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
