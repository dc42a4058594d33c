import { randomUUID } from "node:crypto";
import type { OutgoingMail } from "./mail-transport.ts";

const CRLF = "\r\n";

/** Header values come from data; a line break in one would start a new header. */
function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/**
 * A readable RFC 5322 message: UTF-8 headers (RFC 6532) and 8bit bodies, so pt-BR text and long
 * links stay intact in a text editor (quoted-printable would break URLs across lines).
 * Mail clients open the file as is.
 */
export function formatEml(mail: OutgoingMail, meta: { messageId: string; date: Date }): string {
  const headers: [string, string][] = [
    ["From", mail.from],
    ["To", mail.to],
    ["Subject", mail.subject],
    ["Date", meta.date.toUTCString()],
    ["Message-ID", meta.messageId],
    ["MIME-Version", "1.0"],
    ...Object.entries(mail.headers ?? {}),
  ];
  const head = (extra: [string, string][]) =>
    [...headers, ...extra].map(([name, value]) => `${name}: ${headerValue(value)}`).join(CRLF);
  const text = normalize(mail.text);

  if (!mail.html) {
    return `${head([
      ["Content-Type", "text/plain; charset=utf-8"],
      ["Content-Transfer-Encoding", "8bit"],
    ])}${CRLF}${CRLF}${text}${CRLF}`;
  }

  const boundary = `portal-${randomUUID()}`;
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, "Content-Transfer-Encoding: 8bit", "", body].join(CRLF);
  return [
    head([["Content-Type", `multipart/alternative; boundary="${boundary}"`]]),
    "",
    part("text/plain", text),
    part("text/html", normalize(mail.html)),
    `--${boundary}--`,
    "",
  ].join(CRLF);
}

function normalize(body: string): string {
  return body.replace(/\r?\n/g, CRLF);
}
