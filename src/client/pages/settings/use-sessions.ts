import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/client/lib/api";
import { authClient, authErrorMessage } from "@/client/lib/auth-client";
import type { AccountSession } from "@/shared/account";

const sessionsKey = ["account", "sessions"] as const;

/** GET /api/account/sessions: the browsers signed in to the account, the current one marked. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async () =>
      (await readJson<{ sessions: AccountSession[] }>(api.account.sessions.$get())).sessions,
    staleTime: 0,
  });
}

/** Signs one other browser out (better-auth's revokeSession, through our API). */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson<{ revoked: true }>(api.account.sessions[":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Signs every browser but this one out (better-auth's revokeOtherSessions). */
export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { error } = await authClient.revokeOtherSessions();
      if (error) throw new Error(authErrorMessage(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
