import { defaultToolId } from "@/shared/tools/registry";
import { ApiError, api, readJson } from "./http";

/** What the confirm page shows after sending a link's token. */
export type ConfirmOutcome =
  | { kind: "confirmed"; signedIn: boolean }
  | { kind: "ask" | "error"; message: string };

const failed = "There was an error confirming your email. Please try again.";

/**
 * Sends the link's token by POST (`/api/auth/confirm-email`). The server answers 409 when the
 * link would replace this browser's session with another account's: the page then asks, and
 * sends again with `switchAccount` once the person agrees.
 */
export async function confirmEmail(token: string, switchAccount: boolean): Promise<ConfirmOutcome> {
  try {
    const { signedIn } = await readJson(
      api.auth["confirm-email"].$post({ json: { token, switchAccount } }),
    );
    return { kind: "confirmed", signedIn };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
      return { kind: "error", message: failed };
    }
    return { kind: error.code === "conflict" ? "ask" : "error", message: error.message };
  }
}

/**
 * Whether a newly confirmed admin should set Bismo up first: no chat model works yet. A failure
 * to ask counts as no (the hub is where they would go anyway).
 */
export async function setupWanted(): Promise<boolean> {
  try {
    const { tools } = await readJson(api.tools.readiness.$get());
    return tools[defaultToolId].state === "off";
  } catch {
    return false;
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
