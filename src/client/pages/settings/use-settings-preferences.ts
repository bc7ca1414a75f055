import { ApiError } from "@/client/api/http";
import { useSavePreferences } from "@/client/api/preferences-hooks";
import { toast } from "@/client/components/ui/toast";
import type { PreferencesPatch } from "@/shared/preferences";

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
