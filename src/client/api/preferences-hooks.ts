import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Preferences, PreferencesPatch } from "@/shared/preferences";
import { loadPreferences, savePreferences } from "./preferences";

/** One query for the account's preferences: favourites, switches, theme, assistant. */
export const preferencesKey = ["preferences"] as const;

/** The account's preferences (accounts only: pass `enabled: false` for guests). */
export function useAccountPreferences({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: preferencesKey, queryFn: loadPreferences, enabled });
}

/** Saves a change, shown at once; a refusal puts the saved value back. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PreferencesPatch) => savePreferences(patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey });
      const previous = queryClient.getQueryData<Preferences>(preferencesKey);
      if (previous) queryClient.setQueryData(preferencesKey, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(preferencesKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
