import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConversationListResponse, ConversationResponse } from "@/shared/chat";
import type { ToolId } from "@/shared/tools/registry";
import { ApiError, api, readJson } from "./http";

export const conversationKey = (id: string) => ["conversation", id] as const;
export const conversationListKey = (toolId: ToolId) => ["conversations", toolId] as const;
/** Every tool's list; invalidate this after sending, deleting or starting a conversation. */
export const allConversationListsKey = ["conversations"] as const;

/** GET /api/conversations?toolId=: an account's saved chats for one tool, newest first. */
export function useConversationList(toolId: ToolId, enabled: boolean) {
  return useQuery({
    queryKey: conversationListKey(toolId),
    queryFn: async () =>
      (await readJson<ConversationListResponse>(api.conversations.$get({ query: { toolId } })))
        .conversations,
    enabled,
    staleTime: 30_000,
  });
}

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

/** DELETE /api/conversations/:id */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.conversations[":id"].$delete({ param: { id } });
      // Already gone (404) is what the user wanted too.
      const status: number = response.status;
      if (!response.ok && status !== 404)
        throw new ApiError(response.status, "delete_failed", "Failed to delete conversation.");
    },
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: conversationKey(id) });
      return queryClient.invalidateQueries({ queryKey: allConversationListsKey });
    },
  });
}
