import { describe, expect, it } from "vitest";
import { buildTowerGrid, countByStatus, floorLabel, type GridUnitInput, mirrorRanges, unitColumn } from "./mirror-grid";

let seq = 0;
function unit(number: string, floor: number, over: Partial<GridUnitInput> = {}): GridUnitInput {
  seq += 1;
  return {
    _id: `u${seq}`,
    number,
    floor,
    bedrooms: 2,
    private_area: 60,
    status: "AVAILABLE",
    suspended: false,
    price: 40_000_000,
    ...over,
  };
}

describe("unitColumn", () => {
  it("reads the final of the number after the floor", () => {
    expect(unitColumn("101", 1)).toBe(1);
    expect(unitColumn("1203", 12)).toBe(3);
    expect(unitColumn("1012", 10)).toBe(12);
    expect(unitColumn("7", 0)).toBe(7);
  });
  it("falls back to the last two digits, and null when there is no number", () => {
    expect(unitColumn("A-304", 3)).toBe(4);
    expect(unitColumn("Loja", 0)).toBeNull();
  });
});

describe("buildTowerGrid", () => {
  it("draws the top floor first and aligns units by their final", () => {
    const grid = buildTowerGrid({
      _id: "t1",
      name: "Torre A",
      floors: [
        { floor: 1, units: [unit("102", 1), unit("101", 1), unit("103", 1)] },
        { floor: 2, units: [unit("201", 2), unit("203", 2)] },
      ],
    });
    expect(grid.columns).toBe(3);
    expect(grid.total).toBe(5);
    expect(grid.rows.map((r) => r.floor)).toEqual([2, 1]);
    expect(grid.rows[0]?.cells.map((c) => c?.number ?? null)).toEqual(["201", null, "203"]);
    expect(grid.rows[1]?.cells.map((c) => c?.number ?? null)).toEqual(["101", "102", "103"]);
  });

  it("keeps hand-edited floors in number order and pads them to the widest floor", () => {
    const grid = buildTowerGrid({
      _id: "t1",
      name: "Torre B",
      floors: [
        { floor: 1, units: [unit("101", 1), unit("102", 1), unit("103", 1), unit("104", 1)] },
        { floor: 2, units: [unit("Cobertura 2", 2), unit("Cobertura 1", 2)] },
      ],
    });
    expect(grid.rows[0]?.cells.map((c) => c?.number ?? null)).toEqual(["Cobertura 1", "Cobertura 2", null, null]);
  });

  it("lays out 2,000 units quickly", () => {
    const floors = Array.from({ length: 25 }, (_, f) => ({
      floor: f + 1,
      units: Array.from({ length: 8 }, (_, c) => unit(`${f + 1}${String(c + 1).padStart(2, "0")}`, f + 1)),
    }));
    const started = performance.now();
    for (let t = 0; t < 10; t++) buildTowerGrid({ _id: `t${t}`, name: `Torre ${t}`, floors });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("legend and ranges", () => {
  it("counts suspended available units apart from the available ones", () => {
    const counts = countByStatus([
      unit("1", 0),
      unit("2", 0, { suspended: true }),
      unit("3", 0, { status: "RESERVED" }),
      unit("4", 0, { status: "SOLD" }),
    ]);
    expect(counts).toEqual({ AVAILABLE: 1, SUSPENDED: 1, RESERVED: 1, SOLD: 1, IN_SALES_PROCESS: 0 });
  });

  it("gives the bedrooms, area and price ranges, ignoring units without price", () => {
    const r = mirrorRanges([
      unit("1", 0, { bedrooms: 3, private_area: 80.5, price: 70_000_000 }),
      unit("2", 0, { bedrooms: 1, private_area: 35, price: null }),
      unit("3", 0, { bedrooms: 2, private_area: 55, price: 45_000_000 }),
    ]);
    expect(r).toEqual({
      bedrooms: [1, 2, 3],
      area: { min: 35, max: 80.5 },
      price: { min: 45_000_000, max: 70_000_000 },
    });
    expect(mirrorRanges([])).toEqual({ bedrooms: [], area: null, price: null });
  });

  it("names floors as a building does", () => {
    expect(floorLabel(0)).toBe("Térreo");
    expect(floorLabel(12)).toBe("12º");
    expect(floorLabel(-1)).toBe("Subsolo 1");
  });
});
