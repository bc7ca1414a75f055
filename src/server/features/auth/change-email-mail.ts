import type { MailMessage } from "@/server/platform/mail/mailer";

/** Whether better-auth asks for a verification mail because the account's e-mail is changing. */
export function isEmailChange(request: Request | undefined): boolean {
  return Boolean(request && new URL(request.url).pathname.endsWith("/change-email"));
}

/** Sent to the new address: the account's e-mail changes only once this link is opened. */
export function changeEmailMessage(appUrl: string, newEmail: string, token: string): MailMessage {
  return {
    to: newEmail,
    subject: "Confirm your new e-mail address for Bismo",
    text: `Someone asked to change the e-mail address of a Bismo account to this one.\n\nOpen this link to confirm it (it works for one hour):\n${appUrl}/confirm?token=${encodeURIComponent(token)}\n\nUntil then the account keeps its old address. If it was not you, ignore this message.`,
  };
}
