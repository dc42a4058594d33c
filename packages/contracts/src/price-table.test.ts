import { describe, expect, it } from "vitest";
import { accumulatedIndex, applyIndex, unitTablePrice } from "./price-table";

const params = {
  base_price_per_m2: 10_000_00, // R$ 10.000,00 / m²
  floor_adjustment_percentage: 1,
  position_adjustments: { FRONT: 5, BACK: 0 },
};

describe("table price generation", () => {
  it("prices the base floor at area × base price", () => {
    expect(unitTablePrice({ floor: 1, private_area: "65.00", position: "BACK" }, params)).toBe(650_000_00);
  });

  it("adds the floor adjustment per floor above the base floor", () => {
    // 10th floor: +9 % -> 650.000 × 1,09 = 708.500,00
    expect(unitTablePrice({ floor: 10, private_area: "65.00", position: "BACK" }, params)).toBe(708_500_00);
  });

  it("multiplies floor and position adjustments", () => {
    // 65 m² × 10.000 × 1,02 (3rd floor) × 1,05 (front) = 696.150,00
    expect(unitTablePrice({ floor: 3, private_area: 65, position: "FRONT" }, params)).toBe(696_150_00);
  });

  it("rounds half up to the centavo with fractional areas", () => {
    // 65,47 m² × R$ 3.333,33 = R$ 218.233,1151 -> 21.823.312 centavos
    expect(
      unitTablePrice(
        { floor: 1, private_area: "65.47", position: "SIDE" },
        { base_price_per_m2: 3_333_33, floor_adjustment_percentage: 0 },
      ),
    ).toBe(21_823_312);
  });

  it("honours a custom base floor and negative adjustments (ground floor garden units)", () => {
    const p = { base_price_per_m2: 1_000_00, floor_adjustment_percentage: 2, base_floor: 2 };
    expect(unitTablePrice({ floor: 0, private_area: "100", position: "FRONT" }, p)).toBe(96_000_00);
  });
});

describe("index correction", () => {
  it("applies a percentage to centavos", () => {
    expect(applyIndex(500_000_00, 0.52)).toBe(502_600_00);
    expect(applyIndex(333_33, 1.5)).toBe(338_33);
  });

  it("compounds monthly values", () => {
    expect(accumulatedIndex([0.5, 0.4])).toBeCloseTo(0.902, 6);
    expect(accumulatedIndex([])).toBe(0);
  });
});

describe("month ranges for index updates", () => {
  it("lists the months inclusive, across a year", async () => {
    const { monthRange } = await import("./prices");
    expect(monthRange("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthRange("2026-03", "2026-03")).toEqual(["2026-03"]);
    expect(monthRange("2026-03", "2026-01")).toEqual([]);
  });
});
