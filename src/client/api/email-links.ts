import { ApiError, api, readJson } from "./http";

/** What the confirm page shows after sending a link's token. */
export type ConfirmOutcome = { kind: "confirmed" } | { kind: "ask" | "error"; message: string };

const failed = "There was an error confirming your email. Please try again.";

/**
 * Sends the link's token by POST (`/api/auth/confirm-email`). The server answers 409 when the
 * link would replace this browser's session with another account's: the page then asks, and
 * sends again with `switchAccount` once the person agrees.
 */
export async function confirmEmail(token: string, switchAccount: boolean): Promise<ConfirmOutcome> {
  try {
    await readJson(api.auth["confirm-email"].$post({ json: { token, switchAccount } }));
    return { kind: "confirmed" };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
      return { kind: "error", message: failed };
    }
    return { kind: error.code === "conflict" ? "ask" : "error", message: error.message };
  }
}

/** Sends an unlock link's token (`/api/auth/unlock-sign-in`); null when this browser may sign in now. */
export async function unlockSignIn(token: string): Promise<string | null> {
  try {
    await readJson(api.auth["unlock-sign-in"].$post({ json: { token } }));
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0 && error.status < 500) return error.message;
    return "Something went wrong. Please open the link again.";
  }
}
