import { anonymousClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [anonymousClient()],
});

/** Our server answers auth failures as `{ error: { code, message } }`; better-auth's client nests that once more. */
export function authErrorMessage(error: unknown): string {
  if (error && typeof error === "object") {
    const nested = (error as { error?: { message?: unknown } }).error;
    if (nested && typeof nested.message === "string") return nested.message;
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
    const status = (error as { status?: unknown }).status;
    if (status === 429) return "Too many attempts. Please wait a minute and try again.";
  }
  return "Something went wrong. Please try again.";
}
