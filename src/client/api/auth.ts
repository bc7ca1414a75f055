import { anonymousClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { activeLocale } from "@/client/i18n/locale-store";
import { localeTags } from "@/shared/i18n/locales";
import { authBasePath, parseErrorBody } from "./http";

export const authClient = createAuthClient({
  basePath: authBasePath,
  plugins: [anonymousClient(), twoFactorClient()],
  // The server words its refusals in the language the page shows.
  fetchOptions: {
    onRequest: (context) => {
      context.headers.set("Accept-Language", localeTags[activeLocale()]);
      return context;
    },
  },
});

/** Our server answers auth failures in its one error shape; better-auth's client nests that once more. */
export function authErrorMessage(error: unknown): string {
  const ours = parseErrorBody(error);
  if (ours) return ours.message;
  if (error && typeof error === "object") {
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
    const status = (error as { status?: unknown }).status;
    if (status === 429) return "Too many attempts. Please wait a minute and try again.";
  }
  return "Something went wrong. Please try again.";
}
