import { serverTranslator } from "@/server/platform/i18n/server-messages";
import { isLocale, type Locale } from "@/shared/i18n/locales";
import { localePath } from "@/shared/i18n/paths";

/**
 * The words of the account e-mails, in the account's language (else the language the request
 * was made in): subject and text, with links to the pages in the same language. Logic stays
 * where each mail is sent (auth.ts, sign-in-guard.ts, change-email-mail.ts).
 */
export type MailText = { subject: string; text: string };

/** The language to write to an account in: its own, else the one it was asked in, else English. */
export function mailLocale(saved: unknown, asked?: Locale): Locale {
  return isLocale(saved) ? saved : (asked ?? "en");
}

const link = (appUrl: string, locale: Locale, path: string, query: string) =>
  `${appUrl}${localePath(path, locale)}?${query}`;

export function confirmAccountMail(
  locale: Locale,
  appUrl: string,
  name: string,
  token: string,
): MailText {
  const t = serverTranslator(locale);
  return {
    subject: t({ id: "mail.confirm.subject", defaultMessage: "Confirm your Bismo account" }),
    text: t(
      {
        id: "mail.confirm.text",
        defaultMessage:
          "Welcome to Bismo, {name}!\n\nConfirm your e-mail address to start creating:\n{link}\n\nThe link works for one hour. If you did not sign up, ignore this message.",
      },
      { name, link: link(appUrl, locale, "/confirm", `token=${encodeURIComponent(token)}`) },
    ),
  };
}

export function resetPasswordMail(locale: Locale, appUrl: string, token: string): MailText {
  const t = serverTranslator(locale);
  return {
    subject: t({ id: "mail.reset.subject", defaultMessage: "Reset your Bismo password" }),
    text: t(
      {
        id: "mail.reset.text",
        defaultMessage:
          "Someone asked to reset the password of your Bismo account.\n\nChoose a new password here (the link works for one hour):\n{link}\n\nIf it was not you, ignore this message.",
      },
      { link: link(appUrl, locale, "/reset-password", `token=${encodeURIComponent(token)}`) },
    ),
  };
}

export function existingAccountMail(locale: Locale, appUrl: string): MailText {
  const t = serverTranslator(locale);
  return {
    subject: t({
      id: "mail.existing.subject",
      defaultMessage: "Someone tried to sign up with your e-mail",
    }),
    text: t(
      {
        id: "mail.existing.text",
        defaultMessage:
          "Someone tried to create a Bismo account with this address, which already has one.\n\nIf it was you, sign in at {link} or reset your password there. Otherwise ignore this message.",
      },
      { link: `${appUrl}${localePath("/", locale)}` },
    ),
  };
}

export function changeEmailMail(locale: Locale, appUrl: string, token: string): MailText {
  const t = serverTranslator(locale);
  return {
    subject: t({
      id: "mail.changeEmail.subject",
      defaultMessage: "Confirm your new e-mail address for Bismo",
    }),
    text: t(
      {
        id: "mail.changeEmail.text",
        defaultMessage:
          "Someone asked to change the e-mail address of a Bismo account to this one.\n\nOpen this link to confirm it (it works for one hour):\n{link}\n\nUntil then the account keeps its old address. If it was not you, ignore this message.",
      },
      { link: link(appUrl, locale, "/confirm", `token=${encodeURIComponent(token)}`) },
    ),
  };
}

export function signInPausedMail(
  locale: Locale,
  appUrl: string,
  seconds: number,
  token: string,
): MailText {
  const t = serverTranslator(locale);
  return {
    subject: t({
      id: "mail.paused.subject",
      defaultMessage: "Signing in to your Bismo account is paused",
    }),
    text: t(
      {
        id: "mail.paused.text",
        defaultMessage:
          "Someone entered a wrong password for your Bismo account several times, so signing in is paused for {minutes, plural, one {a minute} other {# minutes}}.\n\nIf it was you, open this link to sign in now with your password (it works for one hour, in the browser where you open it):\n{link}\n\nIf it was not you, nobody got in: they would still need your password. Consider changing it to a longer one in Settings.",
      },
      {
        minutes: Math.ceil(seconds / 60),
        link: link(appUrl, locale, "/confirm", `unlock=${encodeURIComponent(token)}`),
      },
    ),
  };
}
