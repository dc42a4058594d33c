import { describe, expect, it } from "vitest";
import { enterpriseResolver, normalizePhone, type RawPreLeadRow, validatePreLeadRow } from "./pre-lead-row";

const enterprises = [
  { id: "0b6f0a8e-1b7c-4c6b-9d7e-2a1f3c4d5e6f", name: "Residencial Águas Claras", active: true },
  { id: "1c7a1b9f-2c8d-4d7c-8e8f-3b2a4d5e6f70", name: "Vila Antiga", active: false },
];
const resolve = enterpriseResolver(enterprises);
const row = (over: Partial<RawPreLeadRow> = {}): RawPreLeadRow => ({
  full_name: "Maria José da Conceição",
  phone: "(19) 99876-5432",
  email: "Maria.Jose@Example.com",
  city: "sao jose dos campos",
  enterprise: "residencial aguas claras",
  source: "facebook",
  ...over,
});

describe("normalizePhone", () => {
  it.each([
    ["(19) 99876-5432", "5519998765432"],
    ["+55 19 99876-5432", "5519998765432"],
    ["19 3234-5678", "551932345678"],
    ["5511912345678", "5511912345678"],
    ["(19) 89876-5432", null], // 11 digits must be a mobile (9 after the DDD)
    ["(01) 99876-5432", null], // no DDD starts with 0
    ["99876-5432", null], // no DDD
    ["abc", null],
  ])("%s -> %s", (input, expected) => expect(normalizePhone(input)).toBe(expected));
});

describe("validatePreLeadRow", () => {
  it("accepts a good row, normalising phone, e-mail, city, enterprise (by name) and source", () => {
    expect(validatePreLeadRow(row(), resolve)).toEqual({
      ok: true,
      row: {
        fullName: "Maria José da Conceição",
        phone: "5519998765432",
        email: "maria.jose@example.com",
        city: "São José dos Campos",
        enterpriseId: enterprises[0]?.id,
        source: "FACEBOOK",
      },
    });
  });

  it("finds the enterprise by id and defaults empty optional fields", () => {
    const check = validatePreLeadRow(row({ enterprise: enterprises[0]?.id, email: "", city: "", source: "" }), resolve);
    expect(check).toMatchObject({ ok: true, row: { email: null, city: null, source: "PRE_LEADS_BASE" } });
  });

  // [field overrides, reasons]
  const bad: [Partial<RawPreLeadRow>, string[]][] = [
    [{ full_name: "" }, ['"full_name" é obrigatório']],
    [{ full_name: "Jo" }, ['"full_name" deve ter entre 3 e 120 caracteres']],
    [{ full_name: "Maria 123" }, ['"full_name" deve conter apenas letras']],
    [{ phone: "" }, ['"phone" é obrigatório']],
    [{ phone: "12345" }, ['"phone" deve ser um telefone válido com DDD']],
    [{ email: "maria@" }, ['"email" deve ser um e-mail válido']],
    [{ city: "Curitiba" }, ['"city" deve ser uma das cidades atendidas']],
    [{ enterprise: "" }, ['"enterprise" é obrigatório']],
    [{ enterprise: "Torre Inexistente" }, ['"enterprise" não encontrado: Torre Inexistente']],
    [{ enterprise: "vila antiga" }, ['"enterprise" está inativo: Vila Antiga']],
    [{ source: "TELEGRAM" }, ['"source" deve ser uma origem válida (recebido: TELEGRAM)']],
  ];
  it.each(bad)("rejects %j with %j", (over, reasons) => {
    expect(validatePreLeadRow(row(over), resolve)).toEqual({ ok: false, reasons });
  });

  it("reports every problem of a row, not only the first", () => {
    const check = validatePreLeadRow(row({ full_name: "", phone: "1", email: "x", enterprise: "" }), resolve);
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.reasons.map((r) => r.split(" ")[0])).toEqual(['"full_name"', '"phone"', '"email"', '"enterprise"']);
  });
});
