import nodemailer from "nodemailer";
import type { MailTransport } from "./mail-transport.ts";

/** Below the outbox claim lease, so a hung server cannot make two senders deliver the same row. */
const SMTP_TIMEOUT_MS = 30_000;

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: "smtp",
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers,
      });
      return { messageId: info.messageId };
    },
    async close() {
      transporter.close();
    },
  };
}
