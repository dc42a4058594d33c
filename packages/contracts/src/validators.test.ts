import { describe, expect, it } from "vitest";
import { isEightDigitDate, isStrongPassword, isValidCep, isValidCnpj, isValidCpf, safeReturnPath } from "./validators";

describe("CPF", () => {
  it.each(["529.982.247-25", "52998224725", "111.444.777-35"])("accepts %s", (v) => expect(isValidCpf(v)).toBe(true));
  it.each(["529.982.247-24", "111.111.111-11", "00000000000", "1234567890", "123456789012", "abc", ""])(
    "refuses %s",
    (v) => expect(isValidCpf(v)).toBe(false),
  );
});

describe("CNPJ", () => {
  it.each(["11.222.333/0001-81", "11222333000181", "45.723.174/0001-10"])("accepts %s", (v) =>
    expect(isValidCnpj(v)).toBe(true),
  );
  it.each(["11.222.333/0001-80", "00.000.000/0000-00", "1122233300018", ""])("refuses %s", (v) =>
    expect(isValidCnpj(v)).toBe(false),
  );
});

describe("password rule (spec 5)", () => {
  it.each(["Demo@2026", "Abcdef1#", "xY9$xxxx"])("accepts %s", (v) => expect(isStrongPassword(v)).toBe(true));
  it.each([
    ["Ab1@xyz", "7 chars"],
    ["abcdef1@", "no upper"],
    ["ABCDEF1@", "no lower"],
    ["Abcdefg@", "no digit"],
    ["Abcdefg1", "no special"],
    ["Abcdef1?", "special not in the list"],
  ])("refuses %s (%s)", (v) => expect(isStrongPassword(v)).toBe(false));
});

describe("CEP", () => {
  it("accepts 8 digits with or without mask", () => {
    expect(isValidCep("13015-100")).toBe(true);
    expect(isValidCep("13015100")).toBe(true);
  });
  it("refuses other lengths", () => {
    expect(isValidCep("1301510")).toBe(false);
    expect(isValidCep("130151000")).toBe(false);
  });
});

describe("post-login return address (spec 5)", () => {
  it.each(["/leads", "/leads/123", "/leads?status=NEW", "/enterprises", "/enterprises/abc/mirror"])("honours %s", (v) =>
    expect(safeReturnPath(v)).toBe(v),
  );
  it.each([
    "//evil.com",
    "//evil.com/leads",
    "https://evil.com/leads",
    "http://localhost/leads",
    "/home",
    "/leadsx",
    "/enterprisesfoo",
    "leads",
    "/\\evil.com",
    "/%2F%2Fevil.com",
    "/leads/../../evil",
    "/leads/%2e%2e/evil",
    "/enterprises/./x/../../home",
    "javascript:alert(1)",
    "",
    null,
    undefined,
  ])("refuses %s", (v) => expect(safeReturnPath(v)).toBeNull());
});

describe("8-digit date rule (spec 5)", () => {
  it("applies only to exactly 8 digits", () => {
    expect(isEightDigitDate("01012026")).toBe(true);
    expect(isEightDigitDate("1012026")).toBe(false);
    expect(isEightDigitDate("01/01/2026")).toBe(false);
    expect(isEightDigitDate("")).toBe(false);
    expect(isEightDigitDate(undefined)).toBe(false);
  });
});
