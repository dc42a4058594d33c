import { describe, expect, it } from "vitest";
import { allowedSlotTimes, earliestScheduleStart, fitsStandHours, isPastSlot } from "./schedule-hours";

const sp = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
const WEEKDAYS_9_18 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: "09:00", closes_at: "18:00" }));

describe("when an appointment may start", () => {
  it("the current half hour is the earliest start: 21:48 allows 21:30, not 21:00", () => {
    const now = sp("2026-11-27", "21:48");
    expect(earliestScheduleStart(now)).toEqual(sp("2026-11-27", "21:30"));
    expect(isPastSlot(sp("2026-11-27", "21:30"), now)).toBe(false);
    expect(isPastSlot(sp("2026-11-27", "21:00"), now)).toBe(true);
    expect(isPastSlot(sp("2026-11-27", "08:00"), now)).toBe(true);
  });

  it("a stand visit fits one window; '23:59' closes at midnight; no hours restrict nothing", () => {
    // 2026-11-25 is a Wednesday.
    expect(fitsStandHours(WEEKDAYS_9_18, sp("2026-11-25", "09:00"), sp("2026-11-25", "09:30"))).toBe(true);
    expect(fitsStandHours(WEEKDAYS_9_18, sp("2026-11-25", "17:30"), sp("2026-11-25", "18:30"))).toBe(false);
    expect(fitsStandHours(WEEKDAYS_9_18, sp("2026-11-25", "08:30"), sp("2026-11-25", "09:00"))).toBe(false);
    expect(fitsStandHours(WEEKDAYS_9_18, sp("2026-11-29", "10:00"), sp("2026-11-29", "10:30"))).toBe(false);
    const allDay = [{ weekday: 3, opens_at: "00:00", closes_at: "23:59" }];
    expect(fitsStandHours(allDay, sp("2026-11-25", "23:30"), sp("2026-11-26", "00:00"))).toBe(true);
    expect(fitsStandHours([], sp("2026-11-25", "03:00"), sp("2026-11-25", "03:30"))).toBe(true);
  });

  it("the picker offers today's half hours from the current one, and a stand visit's inside the hours", () => {
    const now = sp("2026-11-25", "21:48");
    expect(allowedSlotTimes({ day: "2026-11-25", durationMinutes: 30, now })).toEqual([
      "21:30",
      "22:00",
      "22:30",
      "23:00",
      "23:30",
    ]);
    expect(allowedSlotTimes({ day: "2026-11-24", durationMinutes: 30, now })).toEqual([]);
    expect(allowedSlotTimes({ day: "2026-11-25", durationMinutes: 30, now, standHours: WEEKDAYS_9_18 })).toEqual([]);
    const thursday = allowedSlotTimes({ day: "2026-11-26", durationMinutes: 60, now, standHours: WEEKDAYS_9_18 });
    expect(thursday[0]).toBe("09:00");
    expect(thursday.at(-1)).toBe("17:00");
    expect(thursday).toHaveLength(17);
  });
});
