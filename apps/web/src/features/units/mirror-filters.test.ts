import { describe, expect, it } from "vitest";
import {
  activeMirrorFilterCount,
  matchesMirrorFilters,
  matchingUnitIds,
  mirrorSearchSchema,
  toMirrorFilters,
} from "./mirror-filters";
import type { GridUnitInput } from "./mirror-grid";

const base: GridUnitInput = {
  _id: "u1",
  number: "101",
  floor: 1,
  bedrooms: 2,
  private_area: 62.5,
  status: "AVAILABLE",
  suspended: false,
  price: 48_000_000,
};

describe("mirrorSearchSchema", () => {
  it("keeps known statuses and bedrooms in canonical order and drops junk", () => {
    const s = mirrorSearchSchema.parse({
      status: "SOLD,FOO,AVAILABLE",
      bedrooms: "3,1,x,3",
      area_min: "50",
      price_max: "abc",
      unit: "nope",
    });
    expect(s).toEqual({ status: "AVAILABLE,SOLD", bedrooms: "1,3", area_min: 50 });
  });
  it("turns reais typed by the broker into centavos", () => {
    const f = toMirrorFilters(mirrorSearchSchema.parse({ price_min: 350000, price_max: "500000.5" }));
    expect(f.priceMin).toBe(35_000_000);
    expect(f.priceMax).toBe(50_000_050);
  });
});

describe("matchesMirrorFilters", () => {
  const f = (over: Record<string, unknown>) => toMirrorFilters(mirrorSearchSchema.parse(over));

  it("matches everything without filters", () => {
    expect(matchesMirrorFilters(base, f({}))).toBe(true);
    expect(matchingUnitIds([base], f({}))).toBeNull();
  });
  it("filters by status, telling suspended from available", () => {
    expect(matchesMirrorFilters(base, f({ status: "AVAILABLE" }))).toBe(true);
    expect(matchesMirrorFilters({ ...base, suspended: true }, f({ status: "AVAILABLE" }))).toBe(false);
    expect(matchesMirrorFilters({ ...base, suspended: true }, f({ status: "SUSPENDED" }))).toBe(true);
  });
  it("filters by bedrooms and inclusive area bounds", () => {
    expect(matchesMirrorFilters(base, f({ bedrooms: "1,2" }))).toBe(true);
    expect(matchesMirrorFilters(base, f({ bedrooms: "3" }))).toBe(false);
    expect(matchesMirrorFilters(base, f({ area_min: 62.5, area_max: 62.5 }))).toBe(true);
    expect(matchesMirrorFilters(base, f({ area_min: 63 }))).toBe(false);
  });
  it("filters by price; a unit without price never matches a price filter", () => {
    expect(matchesMirrorFilters(base, f({ price_min: 480000 }))).toBe(true);
    expect(matchesMirrorFilters(base, f({ price_max: 479999.99 }))).toBe(false);
    expect(matchesMirrorFilters({ ...base, price: null }, f({ price_max: 1_000_000 }))).toBe(false);
  });
  it("collects the ids of matching units", () => {
    const ids = matchingUnitIds([base, { ...base, _id: "u2", bedrooms: 3 }], f({ bedrooms: "3" }));
    expect([...(ids ?? [])]).toEqual(["u2"]);
  });
});

describe("activeMirrorFilterCount", () => {
  const f = (over: Record<string, unknown>) => toMirrorFilters(mirrorSearchSchema.parse(over));
  it("counts each set filter once, a list of statuses or bedrooms as one", () => {
    expect(activeMirrorFilterCount(f({}))).toBe(0);
    expect(activeMirrorFilterCount(f({ status: "AVAILABLE,SOLD" }))).toBe(1);
    expect(activeMirrorFilterCount(f({ bedrooms: "2,3", area_min: 40, price_max: 500000 }))).toBe(3);
    expect(activeMirrorFilterCount(f({ area_min: 0 }))).toBe(1);
  });
});
