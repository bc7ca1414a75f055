import { defineMessage } from "@/shared/i18n/runtime";

/** Words several settings sections say alike. */
export const asGuest = defineMessage({
  id: "settings.asGuest",
  defaultMessage: "You are using Bismo as a guest.",
});
export const notSignedIn = defineMessage({
  id: "settings.notSignedIn",
  defaultMessage: "You are not signed in.",
});
export const createAccount = defineMessage({
  id: "settings.createAccount",
  defaultMessage: "Create account",
});
export const cancel = defineMessage({ id: "app.action.cancel", defaultMessage: "Cancel" });
export const done = defineMessage({ id: "app.action.done", defaultMessage: "Done" });
export const notSaved = defineMessage({
  id: "settings.notSaved",
  defaultMessage: "Could not save. Please try again.",
});
export const yourPassword = defineMessage({
  id: "settings.yourPassword",
  defaultMessage: "Your password",
});
export const passwordOnly = defineMessage({
  id: "settings.twoFactor.passwordOnly",
  defaultMessage: "Signing in asks for your password only.",
});
export const turnOff = defineMessage({
  id: "settings.twoFactor.turnOff",
  defaultMessage: "Turn off",
});
export const turnOn = defineMessage({
  id: "settings.twoFactor.turnOn",
  defaultMessage: "Turn on two-factor sign-in",
});
export const checking = defineMessage({ id: "settings.checking", defaultMessage: "Checking..." });
export const keepCodes = defineMessage({
  id: "settings.codes.keep",
  defaultMessage: "They are shown only now: download or copy them and keep them somewhere safe.",
});
