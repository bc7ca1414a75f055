import { useEffect, useSyncExternalStore } from "react";
import { whoIsSignedIn } from "@/client/api/who-is-signed-in";
import type { CurrentUser } from "@/shared/auth";

type CurrentUserState = { user: CurrentUser | null; loading: boolean };

// A small store rather than a TanStack query: every page needs the current user, including the
// prerendered public pages, which carry no TanStack Query (it loads with the hub, workbench and
// settings, see router.tsx).
const loadingState: CurrentUserState = { user: null, loading: true };
let state = loadingState;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let latest = 0;

/** Asks the server who is signed in; only the latest answer counts (a sign-in may overtake one). */
function load(): Promise<void> {
  const asked = ++latest;
  request = whoIsSignedIn()
    .then(
      ({ user }) => ({ user, loading: false }),
      // Unreachable server or failure: treated as signed out, as the pages can still show.
      () => ({ user: null, loading: false }),
    )
    .then((next) => {
      if (asked !== latest) return;
      state = next;
      request = null;
      for (const listener of listeners) listener();
    });
  return request;
}

// Asked as soon as the app starts, in parallel with rendering or hydrating the first page.
if (typeof window !== "undefined") void load();

/** The current user, once the server has said who it is (at once when it already has). */
export async function knownUser(): Promise<CurrentUser | null> {
  while (state.loading) await (request ?? load());
  return state.user;
}

/** Asks the server again, after a sign-in, sign-up or sign-out. */
export const refreshUser = load;

/** The signed-in (or guest) user; `refresh` is called after every sign-in, sign-up and sign-out. */
export function useCurrentUser() {
  // The server render (and so the hydrating first render) always sees the loading state.
  const { user, loading } = useSyncExternalStore(
    subscribe,
    () => state,
    () => loadingState,
  );
  useEffect(() => {
    if (state.loading && !request) void load();
  }, []);
  return {
    user,
    loading,
    isAuthenticated: Boolean(user && !user.isGuest),
    isGuest: Boolean(user?.isGuest),
    refresh: load,
  };
}
