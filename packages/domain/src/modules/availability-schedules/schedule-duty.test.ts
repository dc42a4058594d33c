import { DEFAULT_SHIFT_HOURS } from "@portal/contracts/availability-schedules";
import { describe, expect, it } from "vitest";
import { dutyKeysAt } from "./schedule-duty";

// São Paulo is UTC-3 all year (no daylight saving since 2019).
const sp = (local: string) => new Date(`${local}:00-03:00`);

describe("dutyKeysAt: which scheduled slots allow a check-in now (decision 052)", () => {
  it("inside a shift only that shift", () => {
    expect(dutyKeysAt(sp("2026-12-03T10:00"), DEFAULT_SHIFT_HOURS, 30)).toEqual(["2026-12-03|M"]);
  });

  it("within the tolerance before a shift, that shift too (and the one still running)", () => {
    expect(dutyKeysAt(sp("2026-12-03T13:40"), DEFAULT_SHIFT_HOURS, 30)).toEqual(["2026-12-03|M", "2026-12-03|T"]);
    expect(dutyKeysAt(sp("2026-12-03T07:29"), DEFAULT_SHIFT_HOURS, 30)).toEqual([]);
    expect(dutyKeysAt(sp("2026-12-03T07:30"), DEFAULT_SHIFT_HOURS, 30)).toEqual(["2026-12-03|M"]);
  });

  it("the night shift runs to midnight; after it nothing until the tolerance of the next morning", () => {
    expect(dutyKeysAt(sp("2026-12-03T23:59"), DEFAULT_SHIFT_HOURS, 30)).toEqual(["2026-12-03|N"]);
    expect(dutyKeysAt(sp("2026-12-04T00:00"), DEFAULT_SHIFT_HOURS, 30)).toEqual([]);
  });

  it("a shift starting at midnight is reachable from the evening before within the tolerance", () => {
    const hours = { ...DEFAULT_SHIFT_HOURS, M: { starts_at: "00:00", ends_at: "08:00" } };
    expect(dutyKeysAt(sp("2026-12-03T23:45"), hours, 30).sort()).toEqual(["2026-12-03|N", "2026-12-04|M"]);
  });

  it("the shift ends exactly at its end time", () => {
    expect(dutyKeysAt(sp("2026-12-03T14:00"), DEFAULT_SHIFT_HOURS, 0)).toEqual(["2026-12-03|T"]);
  });
});
