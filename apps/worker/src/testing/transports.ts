import type { MailTransport, OutgoingMail } from "../mail/mail-transport.ts";

/** Records what would have been sent. */
export function recordingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: "smtp",
    sent,
    async send(mail) {
      sent.push(mail);
      return { messageId: `<${sent.length}@test>` };
    },
    async close() {},
  };
}

/** Every delivery fails like an SMTP server that is down. */
export function failingTransport(message = "421 4.3.2 Service not available"): MailTransport & { calls: number } {
  return {
    kind: "smtp",
    calls: 0,
    async send() {
      this.calls += 1;
      throw new Error(message);
    },
    async close() {},
  };
}
