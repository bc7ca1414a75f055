import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/client/lib/current-user";
import { saveFile } from "@/client/lib/save-file";
import type { ProfilePatch } from "@/shared/profile";
import { authClient, authErrorMessage } from "./auth";
import { api, networkError, readJson, refusal, send } from "./http";

export const profileKey = ["account", "profile"] as const;
const sessionsKey = ["account", "sessions"] as const;

/** GET /api/account/profile: names, e-mail, phone, time zone, language, account age. */
export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: () => readJson(api.account.profile.$get()),
  });
}

/** PATCH /api/account/profile; a name change also renews the menus' name (the current user). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const { refresh } = useCurrentUser();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => readJson(api.account.profile.$patch({ json: patch })),
    onSuccess: async (saved, patch) => {
      queryClient.setQueryData(profileKey, saved);
      if (patch.firstName !== undefined || patch.lastName !== undefined) await refresh();
    },
  });
}

/** GET /api/account/sessions: the browsers signed in to the account, the current one marked. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async () => (await readJson(api.account.sessions.$get())).sessions,
    staleTime: 0,
  });
}

/** Signs one other browser out (better-auth's revokeSession, through our API). */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readJson(api.account.sessions[":id"].$delete({ param: { id } })),
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

/**
 * GET /api/account/export: a ZIP the server writes as it sends, saved as the file it names
 * (bismo-data-<date>.zip). `onProgress` hears the bytes received so far (its size is not known
 * ahead), so a large account's download shows it is moving.
 */
export async function downloadMyData(onProgress?: (bytes: number) => void) {
  const response = await send(api.account.export.$get());
  if (!response.ok) throw await refusal(response);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body?.getReader();
  let received = 0;
  try {
    for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
      chunks.push(next.value as Uint8Array<ArrayBuffer>);
      received += next.value.byteLength;
      onProgress?.(received);
    }
  } catch {
    throw networkError();
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "bismo-data.zip";
  saveFile(fileName, new Blob(chunks, { type: "application/zip" }));
}

/** DELETE /api/account: deletes the account and everything it owns (password checked). */
export async function deleteAccount(password: string) {
  await readJson(api.account.$delete({ json: { password } }));
}
