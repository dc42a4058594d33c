// The transport contract (own file: the factory in transport.ts and the transports import it without a cycle).
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
