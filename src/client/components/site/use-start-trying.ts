import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/client/components/ui/toast";
import { useCurrentUser } from "@/client/lib/current-user";
import { startGuestSession } from "@/client/lib/session-actions";

/** 'Try Without Account' / 'Try AI Tools': a guest session when there is none, then the AI hub. */
export function useStartTrying() {
  const { user, refresh } = useCurrentUser();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    if (starting) return;
    setStarting(true);
    if (!user) {
      const started = await startGuestSession();
      if (!started) {
        setStarting(false);
        toast({
          title: "Could not start a guest session",
          description: "Please try again in a moment, or sign up for a free account.",
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
