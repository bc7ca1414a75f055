import { ApiError } from "@/client/api/http";
import { useSavePreferences } from "@/client/api/preferences-hooks";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import type { PreferencesPatch } from "@/shared/preferences";

/** Saves a patch and says so when the server refused it (the switch has flipped back by then). */
export function useSaveSwitch() {
  const { t } = useT();
  const { mutate } = useSavePreferences();
  return (patch: PreferencesPatch) =>
    mutate(patch, {
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t({ id: "settings.switchNotSaved", defaultMessage: "Setting not saved" }),
          description:
            error instanceof ApiError
              ? error.message
              : t({ id: "common.tryAgainLater", defaultMessage: "Please try again." }),
        }),
    });
}
