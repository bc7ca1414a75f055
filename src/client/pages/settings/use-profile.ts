import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/client/lib/api";
import { useCurrentUser } from "@/client/lib/current-user";
import type { Profile, ProfilePatch } from "@/shared/profile";

export const profileKey = ["account", "profile"] as const;

/** GET /api/account/profile: names, e-mail, phone, time zone, language, account age. */
export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: () => readJson<Profile>(api.account.profile.$get()),
  });
}

/** PATCH /api/account/profile; a name change also renews the menus' name (the current user). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const { refresh } = useCurrentUser();
  return useMutation({
    mutationFn: (patch: ProfilePatch) =>
      readJson<Profile>(api.account.profile.$patch({ json: patch })),
    onSuccess: async (saved, patch) => {
      queryClient.setQueryData(profileKey, saved);
      if (patch.firstName !== undefined || patch.lastName !== undefined) await refresh();
    },
  });
}
