import { describe, expect, it } from "vitest";
import { applyPpm, divRoundHalfEven, formatBRL, formatPercentPpm, percentToPpm, ratioPpm } from "./money";

describe("money helpers", () => {
  it("rounds half to even on exact integers", () => {
    expect(divRoundHalfEven(5n, 2n)).toBe(2n);
    expect(divRoundHalfEven(7n, 2n)).toBe(4n);
    expect(divRoundHalfEven(6n, 4n)).toBe(2n);
    expect(divRoundHalfEven(-5n, 2n)).toBe(-2n);
    expect(divRoundHalfEven(-7n, 2n)).toBe(-4n);
    expect(divRoundHalfEven(10n, 3n)).toBe(3n);
    expect(divRoundHalfEven(11n, 3n)).toBe(4n);
  });
  it("turns percentages into parts per million and refuses more than 4 decimals", () => {
    expect(percentToPpm(5.5)).toBe(55_000);
    expect(percentToPpm(0.0001)).toBe(1);
    expect(percentToPpm(100)).toBe(1_000_000);
    expect(() => percentToPpm(0.00001)).toThrow(RangeError);
  });
  it("applies a rate to centavos", () => {
    expect(applyPpm(10_000, 55_000)).toBe(550);
    expect(applyPpm(1, 500_000)).toBe(0); // 0,5 centavo rounds to even (0)
    expect(applyPpm(3, 500_000)).toBe(2); // 1,5 -> 2
    expect(ratioPpm(1, 3)).toBe(333_333);
  });
  it("formats reais in pt-BR", () => {
    expect(formatBRL(123_456)).toBe("R$ 1.234,56");
    expect(formatBRL(5)).toBe("R$ 0,05");
    expect(formatBRL(50_000_000)).toBe("R$ 500.000,00");
    expect(formatBRL(-100)).toBe("-R$ 1,00");
    expect(formatPercentPpm(55_000)).toBe("5,5%");
    expect(formatPercentPpm(100_000)).toBe("10%");
  });
});
