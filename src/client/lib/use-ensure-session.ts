import { useEffect, useSyncExternalStore } from "react";
import { knownUser, refreshUser } from "./current-user";
import { signedOutKey, startGuestSession } from "./session-actions";
import { holdRequestsFor } from "./session-gate";

let ensuring: Promise<void> | null = null;
// While a visitor who signed out here chooses between a guest session and signing in.
let asking = false;
let settle: (() => void) | null = null;
const listeners = new Set<() => void>();
const setAsking = (next: boolean) => {
  asking = next;
  for (const listener of listeners) listener();
};

const signedOutHere = () => {
  try {
    return window.localStorage.getItem(signedOutKey) !== null;
  } catch {
    return false;
  }
};
const forgetSignOut = () => {
  try {
    window.localStorage.removeItem(signedOutKey);
  } catch {
    // Storage unavailable: nothing was remembered either.
  }
};

/**
 * Settles once the visitor has a session: their own, or a new guest one. Someone who signed out
 * in this browser is asked first (Continue as guest, or Sign in) instead of becoming a guest.
 */
function ensureSession(): Promise<void> {
  ensuring ??= (async () => {
    const user = await knownUser();
    if (user) return forgetSignOut();
    if (signedOutHere()) {
      await new Promise<void>((resolve) => {
        settle = resolve;
        setAsking(true);
      });
      return;
    }
    if (await startGuestSession()) await refreshUser();
  })().finally(() => {
    ensuring = null;
  });
  return ensuring;
}

/** Ends the question: the visitor signed in, or has a guest session now. */
function answered() {
  forgetSignOut();
  setAsking(false);
  settle?.();
  settle = null;
}

/** 'Continue as guest': a guest session, as 'Try Without Account' gives. */
export async function continueAsGuest(): Promise<boolean> {
  const started = await startGuestSession();
  if (!started) return false;
  await refreshUser();
  answered();
  return true;
}

/** Called once the visitor has signed in while being asked. */
export const signedInWhileAsked = answered;

/** Whether the page is waiting for the visitor to choose (see SessionChoice). */
export function useSessionQuestion(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asking,
    () => false,
  );
}

/**
 * The hub and the workbench are open to visitors: one without any session gets a guest
 * (anonymous) session, as 'Try Without Account' gives, so their work has an owner; one who
 * signed out here is asked first. API requests made meanwhile, such as a suggestion sent at
 * once, wait for the session rather than meet a 401.
 */
export function useEnsureSession() {
  useEffect(() => {
    holdRequestsFor(ensureSession());
  }, []);
}
