import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";

/** 'Try Without Account' / 'Try AI Tools': a guest session when there is none, then the AI hub. */
export function useStartTrying() {
  const { t } = useT();
  const { user, refresh } = useCurrentUser();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    if (starting) return;
    setStarting(true);
    if (!user) {
      // Loaded when asked for: better-auth's client comes with it.
      const { startGuestSession } = await import("@/client/lib/session-actions");
      const started = await startGuestSession();
      if (!started) {
        setStarting(false);
        toast({
          title: t({
            id: "common.guest.failed",
            defaultMessage: "Could not start a guest session",
          }),
          description: t({
            id: "common.guest.failedText",
            defaultMessage: "Please try again in a moment, or sign up for a free account.",
          }),
          variant: "destructive",
        });
        return;
      }
      await refresh();
    }
    navigate("/ai-hub");
  };
  return { start, starting };
}
