import { describe, expect, it } from "vitest";
import { chartHours, peakHour, todayEightDigits } from "./partial-report";

const day = (busy: Record<number, number>) =>
  Array.from({ length: 24 }, (_, hour) => ({ hour, visits: busy[hour] ?? 0 }));

describe("partial report screen helpers", () => {
  it("charts the usual day, widened to every hour with a visit", () => {
    expect(chartHours(day({})).map((h) => h.hour)).toEqual(
      ["08", "09", "10", "11", "12", "13", "14", "15", "16", "17", "18"].map((h) => `${h}h`),
    );
    const late = chartHours(day({ 9: 2, 23: 1 }));
    expect(late[0]).toEqual({ hour: "08h", Visitas: 0 });
    expect(late.at(-1)).toEqual({ hour: "23h", Visitas: 1 });
    expect(late.find((h) => h.hour === "09h")?.Visitas).toBe(2);
  });

  it("names the busiest hour, the first one on a tie", () => {
    expect(peakHour(day({ 10: 3, 14: 3, 9: 1 }))).toEqual({ hour: "10h", visits: 3 });
    expect(peakHour(day({}))).toBeNull();
  });

  it("takes today's São Paulo day: 23:30 there is still that day", () => {
    expect(todayEightDigits(new Date("2026-03-11T02:30:00Z"))).toBe("10032026");
    expect(todayEightDigits(new Date("2026-03-11T03:00:00Z"))).toBe("11032026");
  });
});
