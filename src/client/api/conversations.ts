import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { ConversationListResponse } from "@/shared/chat";
import type { ToolId } from "@/shared/tools/registry";
import { ApiError, api, readJson } from "./http";

export const conversationKey = (id: string) => ["conversation", id] as const;
export const conversationListKey = (toolId: ToolId) => ["conversations", toolId] as const;
/** Every tool's list; invalidate this after sending, deleting or starting a conversation. */
export const allConversationListsKey = ["conversations"] as const;

type ListPage = ConversationListResponse;
type CachedList = InfiniteData<ListPage, string | null>;

/** One page of the history (or of a search): `cursor` null for the first. */
const readPage = (toolId: ToolId, q: string, cursor: string | null) =>
  readJson(
    api.conversations.$get({
      query: { toolId, ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) },
    }),
  );

const pages = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: ListPage) => last.nextCursor,
  staleTime: 30_000,
};

/** Every loaded page's conversations, in order. */
export const loadedConversations = (data: { pages: ListPage[] } | undefined) =>
  data?.pages.flatMap((page) => page.conversations) ?? [];

/**
 * GET /api/conversations?toolId=&cursor=: an account's saved chats for one tool, newest first,
 * a page (historyPageSize) at a time; `fetchNextPage` asks for the next one.
 */
export function useConversationList(toolId: ToolId, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: conversationListKey(toolId),
    queryFn: ({ pageParam }) => readPage(toolId, "", pageParam),
    enabled,
    ...pages,
  });
}

/** GET /api/conversations?toolId=&q=&cursor=: the tool's saved chats whose title or messages hold every word of `search`, a page at a time. */
export function useConversationSearch(toolId: ToolId, search: string, enabled: boolean) {
  const q = search.trim();
  return useInfiniteQuery({
    queryKey: [...conversationListKey(toolId), "search", q] as const,
    queryFn: ({ pageParam }) => readPage(toolId, q, pageParam),
    enabled: enabled && q.length > 0,
    placeholderData: (previous) => previous,
    ...pages,
  });
}

/** GET /api/conversations/export?toolId=: every saved chat of the tool, with its messages. */
export async function fetchToolHistory(toolId: ToolId) {
  return (await readJson(api.conversations.export.$get({ query: { toolId } }))).conversations;
}

/** GET /api/conversations/:id: one saved conversation with its messages (accounts only). */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: conversationKey(id ?? ""),
    queryFn: () => readJson(api.conversations[":id"].$get({ param: { id: id ?? "" } })),
    enabled: Boolean(id),
    // The live chat owns the messages once loaded; a refetch would replace them mid-stream.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

const deleteRequest = (id: string, keepalive = false) =>
  api.conversations[":id"].$delete({ param: { id } }, { init: { keepalive } });

// Deletions waiting out their Undo toast. A page closed meanwhile still sends them (keepalive).
const waiting = new Set<string>();
if (typeof window !== "undefined")
  window.addEventListener("pagehide", () => {
    for (const id of waiting) void deleteRequest(id, true);
    waiting.clear();
  });

/**
 * Deletes a conversation after its Undo toast: `hide` takes it off the list at once, `commit`
 * sends DELETE /api/conversations/:id (or does nothing after `undo`), `undo` brings it back.
 */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (id: string) => {
      let response: Response;
      try {
        response = await deleteRequest(id);
      } catch {
        throw new ApiError(0, "network", "Failed to delete conversation.");
      }
      // Already gone (404) is what the user wanted too.
      if (!response.ok && response.status !== 404)
        throw new ApiError(response.status, "delete_failed", "Failed to delete conversation.");
    },
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: conversationKey(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allConversationListsKey }),
  });
  const setHidden = (id: string, hidden: boolean) => {
    if (hidden) waiting.add(id);
    else waiting.delete(id);
    // Every cached list and search, each page of it: the pages keep their cursors.
    if (hidden)
      queryClient.setQueriesData<CachedList>({ queryKey: allConversationListsKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                conversations: page.conversations.filter((entry) => entry.id !== id),
              })),
            }
          : data,
      );
    if (!hidden) void queryClient.invalidateQueries({ queryKey: allConversationListsKey });
  };
  return {
    hide: (id: string) => setHidden(id, true),
    undo: (id: string) => setHidden(id, false),
    commit: (id: string, handlers: { onError: () => void }) => {
      if (!waiting.delete(id)) return;
      mutation.mutate(id, handlers);
    },
  };
}
