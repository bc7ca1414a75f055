import { serverTranslator } from "@/server/platform/i18n/server-messages";
import { accountNameRules, passwordRules } from "@/shared/auth";
import type { Locale } from "@/shared/i18n/locales";
import { defineMessage } from "@/shared/i18n/runtime";
import { twoFactorRules } from "./two-factor";

/**
 * What a person is told when better-auth (or one of Bismo's hooks around it) refuses a request,
 * by its code, in the language the request asked for. Codes not listed keep better-auth's
 * English words.
 */
const messages = {
  EMAIL_NOT_VERIFIED: defineMessage({
    id: "errors.auth.emailNotVerified",
    defaultMessage:
      "Please confirm your e-mail address first: we have sent you a new link. Check your inbox.",
  }),
  INVALID_EMAIL_OR_PASSWORD: defineMessage({
    id: "errors.auth.invalidCredentials",
    defaultMessage: "Invalid email or password.",
  }),
  INVALID_EMAIL: defineMessage({
    id: "errors.auth.invalidEmail",
    defaultMessage: "Please enter a valid e-mail address.",
  }),
  INVALID_TOKEN: defineMessage({
    id: "errors.auth.invalidToken",
    defaultMessage: "This link is invalid or has expired.",
  }),
  TOKEN_EXPIRED: defineMessage({
    id: "errors.auth.tokenExpired",
    defaultMessage: "This link has expired. Please ask for a new one.",
  }),
  INVALID_ORIGIN: defineMessage({
    id: "errors.auth.invalidOrigin",
    defaultMessage:
      "This page was opened at an address Bismo does not expect. Open Bismo at its configured address (APP_URL) and try again.",
  }),
  BANNED_USER: defineMessage({
    id: "errors.auth.disabled",
    defaultMessage:
      "This account has been disabled by the operator of this Bismo, so it cannot sign in. If you think this is a mistake, contact them.",
  }),
  NAME_REQUIRED: defineMessage({
    id: "errors.auth.nameRequired",
    defaultMessage: "Please enter your full name.",
  }),
  INVALID_LANGUAGE: defineMessage({
    id: "errors.auth.invalidLanguage",
    defaultMessage: "Choose one of Bismo's languages.",
  }),
  NUL_CHARACTER: defineMessage({
    id: "errors.auth.nulCharacter",
    defaultMessage:
      "Remove the invisible NUL character (\\u0000) from the text: Bismo cannot store it.",
  }),
  INVALID_CODE: defineMessage({
    id: "errors.auth.invalidCode",
    defaultMessage:
      "That code is not right. Enter the 6-digit code your authenticator app shows now (it changes every 30 seconds).",
  }),
  CODE_ALREADY_USED: defineMessage({
    id: "errors.auth.codeUsed",
    defaultMessage:
      "That code has just been used. Wait for the next code in your authenticator app and enter it.",
  }),
  INVALID_BACKUP_CODE: defineMessage({
    id: "errors.auth.invalidBackupCode",
    defaultMessage: "That backup code is not right, or it has been used already.",
  }),
  INVALID_TWO_FACTOR_COOKIE: defineMessage({
    id: "errors.auth.codeTooLate",
    defaultMessage:
      "Your sign-in waited too long for the code. Please sign in again with your password.",
  }),
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: defineMessage({
    id: "errors.auth.tooManyCodes",
    defaultMessage: "Too many wrong codes. Please sign in again with your password.",
  }),
  TOTP_ALREADY_ENABLED: defineMessage({
    id: "errors.auth.twoFactorOn",
    defaultMessage: "Two-factor sign-in is already on.",
  }),
  TWO_FACTOR_NOT_ENABLED: defineMessage({
    id: "errors.auth.twoFactorOff",
    defaultMessage: "Two-factor sign-in is off for this account.",
  }),
  TOTP_NOT_ENABLED: defineMessage({ id: "errors.auth.twoFactorOff" }),
  INVALID_PASSWORD: defineMessage({
    id: "errors.auth.wrongPassword",
    defaultMessage: "That password is not correct.",
  }),
};

/**
 * The message for a refusal's code in `locale`, or null for a code without one of ours. `wait`:
 * the seconds a 429 asks to wait (its Retry-After).
 */
export function authErrorMessage(
  locale: Locale,
  status: number,
  code: string | undefined,
  wait: number | null,
): string | null {
  const t = serverTranslator(locale);
  const minutes = wait && wait > 0 ? Math.ceil(wait / 60) : 1;
  switch (code) {
    case "PASSWORD_TOO_SHORT":
      return t(
        {
          id: "errors.auth.passwordTooShort",
          defaultMessage: "Password must be at least {min, number} characters long",
        },
        { min: passwordRules.minLength },
      );
    case "PASSWORD_TOO_LONG":
      return t(
        {
          id: "errors.auth.passwordTooLong",
          defaultMessage: "Password must be at most {max, number} characters long",
        },
        { max: passwordRules.maxLength },
      );
    case "NAME_TOO_LONG":
      return t(
        {
          id: "errors.auth.nameTooLong",
          defaultMessage: "Keep your name to {max, number} characters or fewer.",
        },
        { max: accountNameRules.maxLength },
      );
    case "SIGN_IN_PAUSED":
      return t(
        {
          id: "errors.auth.signInPaused",
          defaultMessage:
            "Too many wrong passwords for this account. Please wait {minutes, plural, one {a minute} other {# minutes}} and try again, or open the link we have e-mailed to the account's address to sign in now.",
        },
        { minutes },
      );
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return t(
        {
          id: "errors.auth.codesPaused",
          defaultMessage:
            "Too many wrong codes for this account. Please wait {minutes, plural, one {a minute} other {# minutes}} and try again.",
        },
        { minutes: twoFactorRules.accountPauseSeconds / 60 },
      );
  }
  if (code && code in messages) return t(messages[code as keyof typeof messages]);
  if (status === 429)
    return t(
      {
        id: "errors.auth.tooManyAttempts",
        defaultMessage:
          "Too many attempts. Please wait {minutes, plural, one {a minute} other {# minutes}} and try again.",
      },
      { minutes },
    );
  if (status >= 500)
    return t({
      id: "errors.server",
      defaultMessage: "Something went wrong on our side. Please try again.",
    });
  return null;
}
