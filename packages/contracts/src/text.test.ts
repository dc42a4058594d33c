import { describe, expect, it } from "vitest";
import { enterpriseCreateBody } from "./enterprises";
import { annotationBody } from "./leads-history";
import { leadCreateBody } from "./leads-write";
import { salesTeamCreateBody } from "./sales-teams";
import { cleanFileName, cleanLine, cleanMultiline, FILE_NAME_MAX, hasInvalidChars } from "./text";
import { adminUserCreateBody } from "./users";

describe("hasInvalidChars", () => {
  it("flags a NUL and lone surrogates of either half", () => {
    expect(hasInvalidChars("a\u0000b")).toBe(true);
    expect(hasInvalidChars("a\ud800")).toBe(true);
    expect(hasInvalidChars("\udc00a")).toBe(true);
    expect(hasInvalidChars("\udbff\udbff\udc00")).toBe(true);
  });

  it("accepts accents, emoji (surrogate pairs) and other controls", () => {
    expect(hasInvalidChars("João Conceição 😀 \t\n")).toBe(false);
    expect(hasInvalidChars("")).toBe(false);
  });
});

describe("cleanLine", () => {
  it("removes bidi overrides, isolates and marks", () => {
    expect(cleanLine("Ana\u202e Silva\u202c\u2066x\u2069\u200e\u200f\u061c")).toBe("Ana Silvax");
  });

  it("removes ANSI colour, cursor and OSC title sequences whole", () => {
    expect(cleanLine("\u001b[31mAna\u001b[0m \u001b[2J\u001b]0;pwned\u0007Silva\u009b1mX")).toBe("Ana SilvaX");
  });

  it("turns line breaks and tabs into spaces and drops other C0/C1 controls", () => {
    expect(cleanLine("Ana\r\nMaria\tSilva\u0007\u0085\u007f")).toBe("Ana Maria Silva");
  });

  it("keeps ordinary accented names untouched", () => {
    expect(cleanLine("Maria da Conceição D'Ávila")).toBe("Maria da Conceição D'Ávila");
  });
});

describe("cleanMultiline", () => {
  it("keeps line feeds and tabs, normalises CRLF, strips the rest", () => {
    expect(cleanMultiline("linha 1\r\n\tlinha 2\u202e\u001b[1m!\u0008")).toBe("linha 1\n\tlinha 2!");
  });
});

describe("cleanFileName", () => {
  it("drops everything after a NUL: a.pdf\\0.exe is a.pdf, never a.pdf.exe", () => {
    expect(cleanFileName("a.pdf\u0000.exe")).toBe("a.pdf");
  });

  it("keeps only the base name and removes <, > and double quotes", () => {
    expect(cleanFileName('../../etc/<img src=x onerror="alert(1)">.pdf')).toBe("img src=x onerror=alert(1).pdf");
    expect(cleanFileName("C:\\Users\\ana\\contrato.pdf")).toBe("contrato.pdf");
  });

  it("removes a right-to-left override that disguises the extension", () => {
    expect(cleanFileName("fatura\u202efdp.exe")).toBe("faturafdp.exe");
  });

  it("falls back to 'arquivo' and cuts long names on whole code points", () => {
    expect(cleanFileName("\u0000.exe")).toBe("arquivo");
    expect(cleanFileName(undefined)).toBe("arquivo");
    const cut = cleanFileName(`${"a".repeat(FILE_NAME_MAX - 1)}😀😀`);
    expect(Array.from(cut)).toHaveLength(FILE_NAME_MAX);
    expect(hasInvalidChars(cut)).toBe(false);
    expect(cut.endsWith("😀")).toBe(true);
  });
});

describe("name fields of the contracts", () => {
  const dirty = "\u202eAna\u001b[31m Silva\u0007\u2069 ";

  it("strip controls, bidi and escapes before trimming and length checks", () => {
    const user = adminUserCreateBody.parse({
      full_name: dirty,
      email: "ana@example.com",
      password: "Senha@123",
      roles: ["ONLINE_SPECIALIST"],
    });
    expect(user.full_name).toBe("Ana Silva");
    expect(leadCreateBody.parse({ full_name: dirty, phone: "(11) 91234-5678" }).full_name).toBe("Ana Silva");
    expect(enterpriseCreateBody.parse({ name: dirty, city: "Campinas", group: "STOCK" }).name).toBe("Ana Silva");
    expect(salesTeamCreateBody.parse({ name: dirty }).name).toBe("Ana Silva");
  });

  it("count the length after cleaning: escapes alone are not a name", () => {
    expect(salesTeamCreateBody.safeParse({ name: "\u001b[31m\u202e\u001b[0m" }).success).toBe(false);
  });

  it("drop zero-width characters and store the NFC form, trimmed", () => {
    // "Jose\u0301" is "José" with the accent typed as a combining mark; NFC makes it the one letter U+00E9.
    const hidden = "\ufeff Jo\u200bse\u0301\u200c Sil\u200dva\u2060 ";
    const user = adminUserCreateBody.parse({
      full_name: hidden,
      email: "jose@example.com",
      password: "Senha@123",
      roles: ["ONLINE_SPECIALIST"],
    });
    expect(user.full_name).toBe("Jos\u00e9 Silva");
    expect(leadCreateBody.parse({ full_name: hidden, phone: "(11) 91234-5678" }).full_name).toBe("Jos\u00e9 Silva");
    expect(salesTeamCreateBody.parse({ name: hidden }).name).toBe("Jos\u00e9 Silva");
    expect(annotationBody.parse({ text: "Li\u200bgou\nde\u0301", type: "NOTE" }).text).toBe("Ligou\nd\u00e9");
  });

  it("count the length after dropping zero-width characters: they alone are not a name", () => {
    expect(salesTeamCreateBody.safeParse({ name: "\u200b\u200c\u200d\u2060\ufeff" }).success).toBe(false);
  });

  it("keep line breaks in annotation text but drop bidi and escapes", () => {
    expect(annotationBody.parse({ text: "Ligou\n\u202eretornar\u001b[0m", type: "NOTE" }).text).toBe("Ligou\nretornar");
  });
});
