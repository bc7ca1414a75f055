import { authClient } from "./auth-client";

/** Signs out, then reloads at / so no state of the old session survives. */
export async function signOutAndLeave() {
  try {
    await authClient.signOut();
  } finally {
    window.location.assign("/");
  }
}

/** A guest (anonymous) session, for 'Try Without Account'. */
export async function startGuestSession() {
  const { error } = await authClient.signIn.anonymous();
  return error ? null : true;
}
