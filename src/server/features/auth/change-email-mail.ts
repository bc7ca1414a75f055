import type { MailMessage } from "@/server/platform/mail/mailer";
import type { Locale } from "@/shared/i18n/locales";
import { changeEmailMail } from "./mail-texts";

/** Whether better-auth asks for a verification mail because the account's e-mail is changing. */
export function isEmailChange(request: Request | undefined): boolean {
  return Boolean(request && new URL(request.url).pathname.endsWith("/change-email"));
}

/** Sent to the new address: the account's e-mail changes only once this link is opened. */
export function changeEmailMessage(
  appUrl: string,
  newEmail: string,
  token: string,
  locale: Locale,
): MailMessage {
  return { to: newEmail, ...changeEmailMail(locale, appUrl, token) };
}
