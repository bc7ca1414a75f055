import { useEffect } from "react";
import { knownUser, refreshUser } from "./current-user";
import { startGuestSession } from "./session-actions";
import { holdRequestsFor } from "./session-gate";

let ensuring: Promise<void> | null = null;

/** Settles once the visitor has a session: their own, or a new guest one (when one can be started). */
function ensureSession(): Promise<void> {
  ensuring ??= (async () => {
    const user = await knownUser();
    if (!user && (await startGuestSession())) await refreshUser();
  })().finally(() => {
    ensuring = null;
  });
  return ensuring;
}

/**
 * The hub and the workbench are open to visitors: one without any session gets a guest
 * (anonymous) session, as 'Try Without Account' gives, so their work has an owner. API requests
 * made meanwhile, such as a suggestion sent at once, wait for it rather than meet a 401.
 */
export function useEnsureSession() {
  useEffect(() => {
    holdRequestsFor(ensureSession());
  }, []);
}
