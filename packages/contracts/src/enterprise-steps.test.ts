import { describe, expect, it } from "vitest";
import { expandTowerPattern, serieTemplateInput, step2Body, unitNumber } from "./enterprise-steps";

const layout = { bedrooms: 2, private_area: 65.4 };

describe("unit numbering and tower patterns", () => {
  it("numbers units floor + two-digit column, ground floor by column only", () => {
    expect(unitNumber(1, 1)).toBe("101");
    expect(unitNumber(12, 3)).toBe("1203");
    expect(unitNumber(0, 2)).toBe("2");
  });

  it("expands floors × layout columns with each column's typology", () => {
    const t = step2Body.parse({
      towers: [
        {
          name: "Torre A",
          floors: 3,
          units_per_floor: 2,
          layout: [layout, { ...layout, bedrooms: 3, position: "BACK" }],
        },
      ],
    }).towers[0]!;
    const units = expandTowerPattern(t);
    expect(units.map((u) => u.number)).toEqual(["101", "102", "201", "202", "301", "302"]);
    expect(units[1]!.layout).toMatchObject({ bedrooms: 3, position: "BACK", type: "APARTMENT", garage_spots: 1 });
  });

  it("refuses a layout that does not match units per floor, naming the path", () => {
    const r = step2Body.safeParse({ towers: [{ name: "Torre A", floors: 3, units_per_floor: 2, layout: [layout] }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["towers", 0, "layout"]);
  });

  it("refuses repeated tower names and areas with more than two decimals", () => {
    const dup = step2Body.safeParse({
      towers: [
        { name: "Torre A", floors: 1, units_per_floor: 1, layout: [layout] },
        { name: "torre a", floors: 1, units_per_floor: 1, layout: [layout] },
      ],
    });
    expect(dup.error?.issues[0]?.path).toEqual(["towers", 1, "name"]);
    const area = step2Body.safeParse({
      towers: [{ name: "T", floors: 1, units_per_floor: 1, layout: [{ bedrooms: 2, private_area: 65.123 }] }],
    });
    expect(area.error?.issues[0]?.path).toEqual(["towers", 0, "layout", 0, "private_area"]);
  });
});

describe("payment-plan templates", () => {
  it("must add up to 100 %", () => {
    const ok = serieTemplateInput.safeParse({
      name: "Padrão",
      series: [
        { type: "ACT", down_payment_variant: "AT", count: 1, percentage: 10 },
        { type: "MONTHLY", count: 36, percentage: 20 },
        { type: "FINANCING", count: 1, percentage: 70 },
      ],
    });
    expect(ok.success).toBe(true);
    const bad = serieTemplateInput.safeParse({ name: "X", series: [{ type: "ACT", count: 1, percentage: 90 }] });
    expect(bad.error?.issues[0]?.message).toBe("deve somar 100% (soma 90.00%)");
  });
});
