import { describe, expect, it } from "vitest";
import { applyDiscount } from "./discount";

describe("discount -> net price in centavos", () => {
  it("no discount keeps the table price", () => {
    expect(applyDiscount(50_000_000, null)).toEqual({
      ok: true,
      discount_cents: 0,
      net_price_cents: 50_000_000,
      discount_ppm: 0,
    });
  });
  it("PERCENTAGE applies percent with 2 decimals, rounding the amount half to even", () => {
    expect(applyDiscount(50_000_000, { type: "PERCENTAGE", value: 5 })).toMatchObject({
      ok: true,
      discount_cents: 2_500_000,
      net_price_cents: 47_500_000,
      discount_ppm: 50_000,
    });
    // 333,33 x 2,5 % = 8,33325 -> 8,33
    expect(applyDiscount(33_333, { type: "PERCENTAGE", value: 2.5 })).toMatchObject({
      discount_cents: 833,
      net_price_cents: 32_500,
    });
    // 1,50 x 1 % = 0,015 -> 0,02 (half to even on 1.5 centavo)
    expect(applyDiscount(150, { type: "PERCENTAGE", value: 1 })).toMatchObject({ discount_cents: 2 });
  });
  it("ABSOLUTE takes centavos off and reports the percentage", () => {
    expect(applyDiscount(40_000_000, { type: "ABSOLUTE", value: 1_000_000 })).toMatchObject({
      ok: true,
      net_price_cents: 39_000_000,
      discount_ppm: 25_000,
    });
  });
  it.each([
    [{ type: "PERCENTAGE", value: 100 }],
    [{ type: "PERCENTAGE", value: -1 }],
    [{ type: "PERCENTAGE", value: 1.234 }],
    [{ type: "ABSOLUTE", value: 50_000_000 }],
    [{ type: "ABSOLUTE", value: 10.5 }],
    [{ type: "ABSOLUTE", value: -1 }],
  ] as const)("refuses %o naming discount.value", (discount) => {
    const r = applyDiscount(50_000_000, discount);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.field).toBe("discount.value");
  });
  it("refuses a non-positive price as a programming error", () => {
    expect(() => applyDiscount(0, null)).toThrow(RangeError);
  });
});
