import type { Logger } from "../logger.ts";
import { createLogTransport } from "./log-transport.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
}

export interface DeliveryReceipt {
  messageId: string;
  /** Log transport only: where the .eml file was written. */
  file?: string;
}

export interface MailTransport {
  readonly kind: "smtp" | "log";
  send(mail: OutgoingMail): Promise<DeliveryReceipt>;
  close(): Promise<void>;
}

export interface MailTransportConfig {
  smtpUrl: string | undefined;
  mailDir: string;
}

/** SMTP when SMTP_URL is set; otherwise every email becomes a readable .eml file under MAIL_DIR. */
export function createMailTransport(config: MailTransportConfig, logger: Logger): MailTransport {
  if (config.smtpUrl) return createSmtpTransport(config.smtpUrl);
  return createLogTransport(config.mailDir, logger);
}
