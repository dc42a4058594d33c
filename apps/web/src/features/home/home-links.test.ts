import { describe, expect, it } from "vitest";
import { changeOf, monthDays, periodDays } from "./home-links";

describe("home dashboard links", () => {
  it("a month's days run from the 1st to its last day, leap years included", () => {
    expect(monthDays("2026-02")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthDays("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthDays("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(periodDays(["2026-06", "2026-07", "2026-08"])).toEqual({ from: "2026-06-01", to: "2026-08-31" });
  });

  it("the change against the previous month is a fraction, and none over a zero month", () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(10, 0)).toBeNull();
    expect(changeOf(null, 10)).toBeNull();
  });
});
