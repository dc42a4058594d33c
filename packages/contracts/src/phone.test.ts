import { describe, expect, it } from "vitest";
import { formatPhone, maskPhone, normalizePhone, phoneNationalDigits } from "./phone";
import { saleCreateBody } from "./sales";
import { phoneField } from "./users";

describe("normalizePhone", () => {
  it.each([
    ["(11) 99793-7563", "5511997937563"],
    ["11997937563", "5511997937563"],
    ["5511997937563", "5511997937563"],
    ["+55 (11) 99793-7563", "5511997937563"],
    ["(11) 3333-4444", "551133334444"],
    ["551133334444", "551133334444"],
    // DDD 55 (Rio Grande do Sul) typed nationally is not mistaken for the country code.
    ["(55) 99123-4567", "5555991234567"],
    ["99793-7563", null],
    ["", null],
    [null, null],
  ])("%s -> %s", (input, expected) => expect(normalizePhone(input)).toBe(expected));
});

describe("formatPhone", () => {
  it("shows a stored E.164 mobile with DDD and all 11 national digits", () => {
    expect(formatPhone("5511997937563")).toBe("(11) 99793-7563");
    expect(formatPhone("5511997937563", { international: true })).toBe("+55 (11) 99793-7563");
  });
  it("shows landlines and national input alike", () => {
    expect(formatPhone("551133334444")).toBe("(11) 3333-4444");
    expect(formatPhone("11997937563")).toBe("(11) 99793-7563");
  });
  it("returns what is not a phone as given, never cut", () => {
    expect(formatPhone("123")).toBe("123");
    expect(formatPhone(null)).toBe("");
  });
  it("gives the national digits the input mask holds", () => {
    expect(phoneNationalDigits("5511997937563")).toBe("11997937563");
    expect(phoneNationalDigits("(11) 9979")).toBe("119979");
  });
});

describe("maskPhone", () => {
  it("hides the middle of the number, keeping DDD, first and last two digits", () => {
    expect(maskPhone("5511997937563")).toBe("(11) 9****-**63");
    expect(maskPhone("551133334444")).toBe("(11) 3***-**44");
    expect(maskPhone("abc")).toBe("****");
  });
});

describe("phone fields of the contracts", () => {
  it("store the lead's E.164 phone unchanged when a sale buyer gets it", () => {
    expect(phoneField.parse("5511997937563")).toBe("5511997937563");
    expect(phoneField.parse("(11) 99793-7563")).toBe("5511997937563");
  });
  it("refuses a number that is not 10/11 national digits, naming the field", () => {
    const r = saleCreateBody.safeParse({ buyers: [{ phone: "(55) 11997-93" }] });
    expect(r.success).toBe(false);
    const issue = r.error?.issues.find((i) => i.path.join(".") === "buyers.0.phone");
    expect(issue?.message).toBe("deve ser um telefone válido");
  });
});
