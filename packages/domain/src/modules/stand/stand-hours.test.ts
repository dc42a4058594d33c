/** The end of a stand's day (decision 051): when the day-end sweep may close the presences left open. */
import { describe, expect, it } from "vitest";
import { lastDayEnd } from "./stand-hours";
import type { OpeningHours } from "./stand-rows";

const weekdays = (opens: string, closes: string, days = [1, 2, 3, 4, 5]): OpeningHours[] =>
  days.map((weekday) => ({ weekday, opens_at: opens, closes_at: closes }));

// America/Sao_Paulo is UTC-3: 2026-11-25 is a Wednesday.
describe("lastDayEnd", () => {
  it("is today's closing once it has passed", () => {
    expect(lastDayEnd(weekdays("09:00", "18:00"), new Date("2026-11-25T22:00:00Z"))?.toISOString()).toBe(
      "2026-11-25T21:00:00.000Z",
    );
  });

  it("is yesterday's closing while today's stand is open or not yet closed", () => {
    expect(lastDayEnd(weekdays("09:00", "18:00"), new Date("2026-11-25T13:00:00Z"))?.toISOString()).toBe(
      "2026-11-24T21:00:00.000Z",
    );
  });

  it("skips the days without hours (Monday morning: Friday's closing)", () => {
    expect(lastDayEnd(weekdays("09:00", "18:00"), new Date("2026-11-23T11:00:00Z"))?.toISOString()).toBe(
      "2026-11-20T21:00:00.000Z",
    );
  });

  it("a lunch break is not the end of the day: only the day's latest closing counts", () => {
    const hours = [...weekdays("09:00", "12:00", [2, 3]), ...weekdays("13:00", "18:00", [2, 3])];
    // Wednesday 12:30: the day has not ended; the last end is Tuesday 18:00.
    expect(lastDayEnd(hours, new Date("2026-11-25T15:30:00Z"))?.toISOString()).toBe("2026-11-24T21:00:00.000Z");
  });

  it("a window that crosses midnight ends the next morning", () => {
    const hours = weekdays("20:00", "02:00", [6]);
    // Sunday 2026-11-29 03:00 in São Paulo: Saturday's window closed at 02:00.
    expect(lastDayEnd(hours, new Date("2026-11-29T06:00:00Z"))?.toISOString()).toBe("2026-11-29T05:00:00.000Z");
    // Saturday 23:00: still open; the previous end is the Sunday before, 02:00.
    expect(lastDayEnd(hours, new Date("2026-11-29T02:00:00Z"))?.toISOString()).toBe("2026-11-22T05:00:00.000Z");
  });

  it("no hours: no end of day (the sweep never closes that stand's presences)", () => {
    expect(lastDayEnd([], new Date())).toBeNull();
  });
});
