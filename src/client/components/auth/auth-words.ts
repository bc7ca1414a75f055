import { defineMessage } from "@/shared/i18n/runtime";

/** Words the auth dialogs and the password-reset page share. */
export const pleaseWait = defineMessage({ id: "auth.wait", defaultMessage: "Please wait..." });
export const networkError = defineMessage({
  id: "common.networkError",
  defaultMessage: "Network error: check your connection and try again.",
});
