import { createHmac, timingSafeEqual } from "node:crypto";

/** The header Meta signs webhook POSTs with (Node lower-cases incoming header names). */
export const WHATSAPP_SIGNATURE_HEADER = "x-hub-signature-256";

/** `sha256=` + hex HMAC-SHA256 of the raw body with the app secret, as Meta computes X-Hub-Signature-256. */
export function signWhatsAppWebhook(rawBody: string | Uint8Array, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

/**
 * True only when `header` is the signature of exactly these bytes with this secret. Verify the raw body as received:
 * re-serialized JSON differs (key order, escapes) and never matches. A missing, malformed or repeated header is
 * false; the comparison takes the same time wherever the digests differ.
 */
export function verifyWhatsAppSignature(
  rawBody: string | Uint8Array,
  header: string | string[] | undefined | null,
  appSecret: string,
): boolean {
  if (typeof header !== "string" || !appSecret) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1]!, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
