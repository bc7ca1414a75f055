import pino from "pino";
import { describe, expect, it } from "vitest";
import { startSmtpSink } from "#tests/e2e/support/smtp-sink";
import { createMailer } from "./mailer";

describe("createMailer", () => {
  it("delivers over SMTP when SMTP_URL is set", async () => {
    const sink = await startSmtpSink();
    try {
      const mailer = createMailer({
        smtpUrl: sink.url,
        from: "Bismo <no-reply@bismo.test>",
        logger: pino({ level: "silent" }),
      });
      await mailer.send({
        to: "ada@example.com",
        subject: "Confirm your Bismo account",
        text: "Open http://localhost:3000/confirm?token=abc",
      });
      const mail = await sink.waitFor("ada@example.com", /Confirm/);
      expect(mail.text).toContain("http://localhost:3000/confirm?token=abc");
    } finally {
      await sink.close();
    }
  });

  it("writes the message's link to the log without SMTP_URL, and no personal data", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    await createMailer({ from: "Bismo <no-reply@bismo.test>", logger }).send({
      to: "ada@example.com",
      subject: "Reset your Bismo password",
      text: "Hello Ada Lovelace, open http://localhost:3000/reset-password?token=xyz",
      userId: "user-123",
    });
    const log = lines.join("");
    expect(log).toContain("http://localhost:3000/reset-password?token=xyz");
    expect(log).toContain("user-123");
    expect(log).not.toContain("ada@example.com");
    expect(log).not.toContain("Lovelace");
  });
});
