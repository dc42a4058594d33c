import { describe, expect, it } from "vitest";
import { formatMoneyInput, maskMoneyInput, parseMoneyInput, parsePercentInput } from "./money-input";

describe("money input", () => {
  it("fills typed digits from the centavos", () => {
    expect(maskMoneyInput("1")).toBe("0,01");
    expect(maskMoneyInput("12")).toBe("0,12");
    expect(maskMoneyInput("123456")).toBe("1.234,56");
    expect(maskMoneyInput("50000000")).toBe("500.000,00");
  });

  it("reads pasted R$ text and masked text back to the same centavos", () => {
    expect(parseMoneyInput("R$ 1.234,56")).toBe(123_456);
    expect(parseMoneyInput(formatMoneyInput(35_300_000))).toBe(35_300_000);
    expect(parseMoneyInput("0,05")).toBe(5);
  });

  it("treats an empty or digitless text as no value", () => {
    expect(parseMoneyInput("")).toBeNull();
    expect(parseMoneyInput("R$ ,")).toBeNull();
    expect(formatMoneyInput(null)).toBe("");
    expect(maskMoneyInput("abc")).toBe("");
  });

  it("formats negative amounts and zero", () => {
    expect(formatMoneyInput(0)).toBe("0,00");
    expect(formatMoneyInput(-150)).toBe("-1,50");
  });

  it("parses percentages typed with a comma or a dot", () => {
    expect(parsePercentInput("5,5")).toBe(5.5);
    expect(parsePercentInput("10.25 %")).toBe(10.25);
    expect(parsePercentInput("")).toBeNull();
    expect(parsePercentInput("dez")).toBeNull();
  });
});
