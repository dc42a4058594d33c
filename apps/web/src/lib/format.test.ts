import { formatBRL } from "@portal/contracts/money";
import { describe, expect, it } from "vitest";
import { firstName, formatCep, formatCnpj, formatCpf, formatDate, formatDateTime, initials } from "./format";

describe("format", () => {
  it("shows dates in America/Sao_Paulo", () => {
    // 02:30 UTC on 1 March is still 28 February, 23:30 in São Paulo (UTC-3).
    expect(formatDate("2026-03-01T02:30:00.000Z")).toBe("28/02/2026");
    expect(formatDateTime("2026-03-01T02:30:00.000Z")).toBe("28/02/2026 23:30");
    expect(formatDate("not a date")).toBe("—");
    expect(formatDate(null)).toBe("—");
  });

  it("formats money from centavos with the one contracts formatter (a plain space after R$)", () => {
    expect(formatBRL(123456789)).toBe("R$ 1.234.567,89");
  });

  it("formats documents and leaves incomplete ones untouched", () => {
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCep("01310100")).toBe("01310-100");
    expect(formatCpf("123")).toBe("123");
  });

  it("derives initials and first names", () => {
    expect(initials("maria da silva")).toBe("MS");
    expect(initials("  ")).toBe("?");
    expect(initials("Heloísa Bragança Teste 381583")).toBe("HT");
    expect(initials("Élida 2")).toBe("É");
    expect(initials("123")).toBe("1");
    expect(firstName("Maria da Silva")).toBe("Maria");
  });
});
