import { RESERVE_DURATIONS_MINUTES_ALTERNATE } from "@portal/contracts/inventory-enums";
import { describe, expect, it } from "vitest";
import { countdownUrgency, formatCountdown, formatDurationMinutes } from "./countdown";

const now = Date.parse("2026-11-22T12:00:00Z");
const plus = (ms: number) => new Date(now + ms).toISOString();

describe("formatCountdown", () => {
  it("shows hours, minutes and seconds under a day, rounding up to the next second", () => {
    expect(formatCountdown(plus(90 * 60_000), now)).toBe("01:30:00");
    expect(formatCountdown(plus(89 * 60_000 + 59_500), now)).toBe("01:30:00");
    expect(formatCountdown(plus(1_000), now)).toBe("00:00:01");
  });
  it("shows days beyond a day", () => {
    expect(formatCountdown(plus(3 * 86_400_000 + 2 * 3_600_000 + 5 * 60_000), now)).toBe("3d 02h 05m");
  });
  it("says expired at zero and no deadline for indefinite reserves", () => {
    expect(formatCountdown(plus(0), now)).toBe("Expirada");
    expect(formatCountdown(plus(-5_000), new Date(now))).toBe("Expirada");
    expect(formatCountdown(null, now)).toBe("Sem prazo");
    expect(formatCountdown("garbage", now)).toBe("—");
  });
});

describe("countdownUrgency", () => {
  it("grades the time left", () => {
    expect(countdownUrgency(plus(2 * 3_600_000), now)).toBe("ok");
    expect(countdownUrgency(plus(30 * 60_000), now)).toBe("warning");
    expect(countdownUrgency(plus(5 * 60_000), now)).toBe("critical");
    expect(countdownUrgency(plus(-1), now)).toBe("expired");
    expect(countdownUrgency(null, now)).toBe("none");
  });
});

describe("formatDurationMinutes", () => {
  it("labels every duration of the spec's list", () => {
    expect(RESERVE_DURATIONS_MINUTES_ALTERNATE.map(formatDurationMinutes)).toEqual([
      "30 min",
      "1 h",
      "1 h 30 min",
      "2 h",
      "2 h 30 min",
      "3 h",
      "12 h",
      "24 h",
      "3 dias",
      "10 dias",
      "15 dias",
      "Indeterminada",
      "30 dias",
    ]);
  });
});
