// better-auth's client is loaded when an action needs it, not with every page.
const loadAuthClient = async () => (await import("@/client/api/auth")).authClient;

/** Signs out, then reloads at / so no state of the old session survives. */
export async function signOutAndLeave() {
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
