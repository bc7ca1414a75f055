import type { Transporter } from "nodemailer";
import type { Logger } from "pino";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The account the message is about: the log names it by this id, never by address. */
  userId?: string;
};
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * SMTP when `SMTP_URL` is set; otherwise the message's links go to the server log, so a
 * self-hoster without mail can still confirm an account. The log keeps no personal data: no
 * address, no text (it greets the person by name), only the subject, the user's id and links.
 */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      send: async ({ subject, text, userId }) => {
        const links = text.match(/https?:\/\/\S+/g) ?? [];
        logger.info(
          { mail: { subject, userId, links } },
          `E-mail "${subject}"${userId ? ` for user ${userId}` : ""} not sent: no SMTP_URL set. Its links:\n${links.join("\n")}`,
        );
      },
    };
  }
  // nodemailer (about 14 MB) is loaded with the first message, not with the server.
  let transport: Promise<Transporter> | undefined;
  return {
    send: async ({ to, subject, text }) => {
      transport ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transport).sendMail({ from, to, subject, text });
    },
  };
}
