import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/client/components/ui/toast";
import { ApiError, api, readJson } from "@/client/lib/api";
import { preferencesKey } from "@/client/lib/tool-preferences";
import type { Preferences, PreferencesPatch } from "@/shared/preferences";

/** The account's preferences (the same query as the workbench's favourites). */
export function useAccountPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: () => readJson<Preferences>(api.preferences.$get()),
  });
}

/** Saves switches at once on screen; a failure puts the saved value back and is thrown to the caller. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PreferencesPatch) =>
      readJson<Preferences>(api.preferences.$patch({ json: patch })),
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

/** Saves a patch and says so when the server refused it (the switch has flipped back by then). */
export function useSaveSwitch() {
  const { mutate } = useSavePreferences();
  return (patch: PreferencesPatch) =>
    mutate(patch, {
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Setting not saved",
          description: error instanceof ApiError ? error.message : "Please try again.",
        }),
    });
}
