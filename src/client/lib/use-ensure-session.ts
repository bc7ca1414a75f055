import { useEffect, useRef } from "react";
import { useCurrentUser } from "./current-user";
import { startGuestSession } from "./session-actions";

/**
 * The hub and the workbench are open to visitors: one without any session gets a guest
 * (anonymous) session, as 'Try Without Account' gives, so their work has an owner.
 */
export function useEnsureSession() {
  const { user, loading, refresh } = useCurrentUser();
  const started = useRef(false);
  useEffect(() => {
    if (loading || user || started.current) return;
    started.current = true;
    void startGuestSession().then((ok) => ok && refresh());
  }, [loading, user, refresh]);
}
