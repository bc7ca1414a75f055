import nodemailer from "nodemailer";
import type { Logger } from "pino";

export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/** SMTP when `SMTP_URL` is set; otherwise the message, link included, goes to the server log. */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      send: async (message) => {
        logger.info(
          { mail: message },
          `E-mail to ${message.to} (no SMTP_URL set):\n${message.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
  };
}
