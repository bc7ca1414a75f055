import { useQuery } from "@tanstack/react-query";
import type { ConversationListResponse } from "@/shared/chat";
import type { ToolId } from "@/shared/tools/registry";
import { api, readJson } from "./api";

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
