import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { CurrentUser } from "@/shared/auth";
import { api, readJson } from "./api";

export const currentUserKey = ["current-user"] as const;

/** The signed-in (or guest) user; `refresh` is called after every sign-in, sign-up and sign-out. */
export function useCurrentUser() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: async () => (await readJson<{ user: CurrentUser | null }>(api.me.$get())).user,
    staleTime: 60_000,
  });
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
    [queryClient],
  );
  const user = query.data ?? null;
  return {
    user,
    loading: query.isPending,
    isAuthenticated: Boolean(user && !user.isGuest),
    isGuest: Boolean(user?.isGuest),
    refresh,
  };
}
