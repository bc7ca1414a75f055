import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { HubHandoff } from "@/client/api/hub-chat";
import type { useWorkbenchChat } from "@/client/components/chat/use-workbench-chat";

/** Picks up a question asked in the hub so its answer streams in here, once. */
export function useHubHandoff(
  chat: ReturnType<typeof useWorkbenchChat>,
  /** False until the model catalogue has loaded (the request names the model). */
  modelsReady: boolean,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const handoff = location.state as HubHandoff | null;
  const last = chat.messages.at(-1);

  useEffect(() => {
    if (!handoff || handled.current === location.key || chat.loading || !modelsReady) return;
    if (handoff.pendingMessage) {
      handled.current = location.key;
      chat.send(handoff.pendingMessage, [], handoff.generation);
    } else if (handoff.answerPending) {
      if (!last) return;
      handled.current = location.key;
      if (last.role === "user" && chat.status === "ready") chat.answerWith(handoff.generation);
    } else return;
    // Forget the hand-off so a reload does not ask again.
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
  }, [handoff, location, chat, last, navigate, modelsReady]);
}
