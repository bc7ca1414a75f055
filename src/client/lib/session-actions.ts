// better-auth's client is loaded when an action needs it, not with every page.
const loadAuthClient = async () => (await import("@/client/api/auth")).authClient;

/** Set by signing out in this browser: the next visit asks before starting a guest session. */
export const signedOutKey = "bismo:signed-out";

/**
 * Signs out, then reloads at / so no state of the old session survives. The browser remembers
 * it, so opening the hub or the workbench next asks before starting a guest session.
 */
export async function signOutAndLeave() {
  try {
    window.localStorage.setItem(signedOutKey, new Date().toISOString());
  } catch {
    // Storage unavailable: the next visit starts a guest session as for anyone new.
  }
  try {
    await (await loadAuthClient()).signOut();
  } finally {
    window.location.assign("/");
  }
}

/** A guest (anonymous) session, for 'Try Without Account'. */
export async function startGuestSession() {
  const { error } = await (await loadAuthClient()).signIn.anonymous();
  return error ? null : true;
}
