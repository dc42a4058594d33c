import { describe, expect, it } from "vitest";
import { formatEml } from "./eml.ts";

const meta = { messageId: "<abc@portal.local>", date: new Date("2025-11-21T12:00:00Z") };
const base = { from: "Portal de Vendas <nao-responda@portal.local>", to: "ana@example.com" };

describe("formatEml", () => {
  it("keeps pt-BR text and long links readable (UTF-8, 8bit, no line wrapping)", () => {
    const link = `https://portal.local/redefinir-senha?token=${"a".repeat(120)}`;
    const eml = formatEml({ ...base, subject: "Redefinição de senha", text: `Olá, Ana!\nAcesse: ${link}` }, meta);

    expect(eml).toContain("Subject: Redefinição de senha\r\n");
    expect(eml).toContain("Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit");
    expect(eml).toContain("\r\n\r\nOlá, Ana!\r\nAcesse: ");
    expect(eml).toContain(link);
    expect(eml).toContain("Date: Fri, 21 Nov 2025 12:00:00 GMT");
  });

  it("writes text and html as multipart/alternative", () => {
    const eml = formatEml({ ...base, subject: "Convite", text: "Texto", html: "<p>HTML</p>" }, meta);

    const boundary = /boundary="([^"]+)"/.exec(eml)?.[1];
    expect(boundary).toBeDefined();
    expect(eml).toContain(`--${boundary}\r\nContent-Type: text/plain; charset=utf-8`);
    expect(eml).toContain(`--${boundary}\r\nContent-Type: text/html; charset=utf-8`);
    expect(eml.trimEnd().endsWith(`--${boundary}--`)).toBe(true);
  });

  it("cannot be given extra headers through a line break in a value", () => {
    const eml = formatEml({ ...base, subject: "Oi\r\nBcc: intruso@example.com", text: "x" }, meta);

    expect(eml).toContain("Subject: Oi Bcc: intruso@example.com\r\n");
    expect(eml).not.toMatch(/^Bcc:/m);
  });
});
