import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "./api";
import { conversationKey } from "./conversation";
import { allConversationListsKey } from "./conversation-list";

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
