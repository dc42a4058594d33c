import type { Logger } from "../logger.ts";
import { createLogTransport } from "./log-transport.ts";
import type { MailTransport } from "./mail-transport.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

export interface MailTransportConfig {
  smtpUrl: string | undefined;
  mailDir: string;
}

/** SMTP when SMTP_URL is set; otherwise every email becomes a readable .eml file under MAIL_DIR. */
export function createMailTransport(config: MailTransportConfig, logger: Logger): MailTransport {
  if (config.smtpUrl) return createSmtpTransport(config.smtpUrl);
  return createLogTransport(config.mailDir, logger);
}
