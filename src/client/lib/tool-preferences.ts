import { useCallback, useSyncExternalStore } from "react";
import { useAccountPreferences, useSavePreferences } from "@/client/api/preferences-hooks";
import { type ToolId, toolIdSchema } from "@/shared/tools/registry";
import { useCurrentUser } from "./current-user";

export const maxFavorites = 4;
const recentKept = 10;

type ToolLists = { favoriteTools: ToolId[]; recentTools: ToolId[] };

// Guests keep their lists in this browser only.
const guestKey = "bismo:tool-preferences";
const guestListeners = new Set<() => void>();
let guestCache: { raw: string | null; lists: ToolLists } | null = null;

function readGuestLists(): ToolLists {
  const raw = localStorage.getItem(guestKey);
  if (guestCache?.raw === raw) return guestCache.lists;
  let lists: ToolLists = { favoriteTools: [], recentTools: [] };
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<ToolLists>) : {};
    const valid = (ids: unknown) =>
      Array.isArray(ids) ? ids.filter((id) => toolIdSchema.safeParse(id).success) : [];
    lists = { favoriteTools: valid(parsed.favoriteTools), recentTools: valid(parsed.recentTools) };
  } catch {
    // A damaged entry is replaced on the next change.
  }
  guestCache = { raw, lists };
  return lists;
}

function writeGuestLists(lists: ToolLists) {
  localStorage.setItem(guestKey, JSON.stringify(lists));
  for (const listener of guestListeners) listener();
}

const subscribeGuest = (listener: () => void) => {
  guestListeners.add(listener);
  return () => guestListeners.delete(listener);
};

const emptyLists: ToolLists = { favoriteTools: [], recentTools: [] };

/** Favourite and recent tools: on the account when signed in, in local storage for guests. */
export function useToolPreferences() {
  const { isAuthenticated } = useCurrentUser();
  const guestLists = useSyncExternalStore(subscribeGuest, readGuestLists, () => emptyLists);
  const query = useAccountPreferences({ enabled: isAuthenticated });
  const mutation = useSavePreferences();

  const lists: ToolLists = isAuthenticated ? (query.data ?? emptyLists) : guestLists;
  const { mutate } = mutation;

  const save = useCallback(
    (next: Partial<ToolLists>) => {
      if (isAuthenticated) mutate(next);
      else writeGuestLists({ ...readGuestLists(), ...next });
    },
    [isAuthenticated, mutate],
  );

  const toggleFavorite = useCallback(
    (toolId: ToolId) => {
      const current = lists.favoriteTools;
      save({
        favoriteTools: current.includes(toolId)
          ? current.filter((id) => id !== toolId)
          : [...current, toolId],
      });
    },
    [lists.favoriteTools, save],
  );

  const recordRecent = useCallback(
    (toolId: ToolId) => {
      if (lists.recentTools[0] === toolId) return;
      save({
        recentTools: [toolId, ...lists.recentTools.filter((id) => id !== toolId)].slice(
          0,
          recentKept,
        ),
      });
    },
    [lists.recentTools, save],
  );

  return {
    favoriteTools: lists.favoriteTools,
    recentTools: lists.recentTools,
    ready: !isAuthenticated || query.isSuccess,
    toggleFavorite,
    recordRecent,
  };
}
