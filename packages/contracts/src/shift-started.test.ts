import { describe, expect, it } from "vitest";
import { DEFAULT_SHIFT_HOURS, shiftHasStarted, shiftStartsAt } from "./availability-schedules";

describe("a shift that has started is history (no swap offers or accepts it)", () => {
  it("starts at its hour of the São Paulo day; today's morning has started at 09:00, the afternoon has not", () => {
    expect(shiftStartsAt("2026-11-28", "T", DEFAULT_SHIFT_HOURS).toISOString()).toBe("2026-11-28T17:00:00.000Z");
    const nine = new Date("2026-11-28T09:00:00-03:00");
    expect(shiftHasStarted("2026-11-28", "M", DEFAULT_SHIFT_HOURS, nine)).toBe(true);
    expect(shiftHasStarted("2026-11-28", "T", DEFAULT_SHIFT_HOURS, nine)).toBe(false);
    expect(shiftHasStarted("2026-11-27", "N", DEFAULT_SHIFT_HOURS, nine)).toBe(true);
    expect(shiftHasStarted("2026-11-29", "M", DEFAULT_SHIFT_HOURS, nine)).toBe(false);
  });
});
