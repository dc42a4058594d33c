import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWhatsAppWebhook, verifyWhatsAppSignature, WHATSAPP_SIGNATURE_HEADER } from "./signature";

const secret = "app-secret-for-tests";
const raw = '{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[]}]}';

describe("WhatsApp webhook signature (X-Hub-Signature-256)", () => {
  it("signs as Meta does: sha256= and the hex HMAC-SHA256 of the raw body with the app secret", () => {
    expect(WHATSAPP_SIGNATURE_HEADER).toBe("x-hub-signature-256");
    expect(signWhatsAppWebhook(raw, secret)).toBe(`sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`);
    expect(signWhatsAppWebhook(Buffer.from(raw), secret)).toBe(signWhatsAppWebhook(raw, secret));
  });

  it("accepts the signature of exactly these bytes with this secret (string or bytes, any hex case)", () => {
    const header = signWhatsAppWebhook(raw, secret);
    expect(verifyWhatsAppSignature(raw, header, secret)).toBe(true);
    expect(verifyWhatsAppSignature(Buffer.from(raw), header, secret)).toBe(true);
    expect(verifyWhatsAppSignature(raw, header.toUpperCase().replace("SHA256=", "sha256="), secret)).toBe(true);
  });

  it("refuses another secret, a changed body and the same JSON re-serialized", () => {
    const header = signWhatsAppWebhook(raw, secret);
    expect(verifyWhatsAppSignature(raw, header, "another-secret")).toBe(false);
    expect(verifyWhatsAppSignature(raw.replace('"1"', '"2"'), header, secret)).toBe(false);
    expect(verifyWhatsAppSignature(JSON.stringify(JSON.parse(raw), null, 1), header, secret)).toBe(false);
  });

  it("refuses a missing, empty, malformed or repeated header, and an empty secret", () => {
    const header = signWhatsAppWebhook(raw, secret);
    expect(verifyWhatsAppSignature(raw, undefined, secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, null, secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, "", secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, header.slice("sha256=".length), secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, `sha1=${header.slice(7)}`, secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, header.slice(0, -2), secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, `${header}00`, secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, [header, header], secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, signWhatsAppWebhook(raw, ""), "")).toBe(false);
  });
});
