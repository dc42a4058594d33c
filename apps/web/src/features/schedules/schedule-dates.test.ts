import { describe, expect, it } from "vitest";
import { addDays, dayRange, gridPlacement, monthGrid, SLOT_TIMES, spDay, spMinutes, weekOf } from "./schedule-dates";

describe("agenda dates (São Paulo, UTC-3)", () => {
  it("reads the São Paulo day and time of an instant, not the browser's", () => {
    expect(spDay("2026-11-28T02:30:00.000Z")).toBe("2026-11-27");
    expect(spMinutes("2026-11-28T02:30:00.000Z")).toBe(23 * 60 + 30);
  });

  it("has the 48 half hours of spec 9", () => {
    expect(SLOT_TIMES).toHaveLength(48);
    expect(SLOT_TIMES[0]).toBe("00:00");
    expect(SLOT_TIMES[47]).toBe("23:30");
  });

  it("builds the week from Sunday and the month's 6-week grid", () => {
    expect(weekOf("2026-11-26")).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(monthGrid("2026-11-26")).toEqual({ first: "2026-11-01", last: "2026-12-12", month: "2026-11" });
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("asks the API for São Paulo midnights", () => {
    expect(dayRange("2026-11-22", "2026-11-28")).toEqual({
      starts_at: "2026-11-22T03:00:00.000Z",
      ends_at: "2026-11-29T03:00:00.000Z",
    });
  });

  it("places an appointment on its rows, clipped to the day", () => {
    expect(gridPlacement("2026-11-27T12:00:00.000Z", "2026-11-27T13:00:00.000Z", "2026-11-27")).toEqual({
      row: 18,
      span: 2,
    });
    // 23:30 to 00:30: half on each day.
    expect(gridPlacement("2026-11-28T02:30:00.000Z", "2026-11-28T03:30:00.000Z", "2026-11-27")).toEqual({
      row: 47,
      span: 1,
    });
    expect(gridPlacement("2026-11-28T02:30:00.000Z", "2026-11-28T03:30:00.000Z", "2026-11-28")).toEqual({
      row: 0,
      span: 1,
    });
    expect(gridPlacement("2026-11-27T12:00:00.000Z", "2026-11-27T13:00:00.000Z", "2026-11-26")).toBeNull();
  });
});
