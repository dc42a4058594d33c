import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDate, formatDateTime, formatShortWhen, formatTimeOfDay, saoPauloDay } from "./dates";
import { formatBRL, formatBRLOrDash } from "./money";

describe("dates: one pt-BR formatter, instants in America/Sao_Paulo", () => {
  it("shows an instant on its São Paulo day and clock (02:30 UTC on 1 March is 28 February, 23:30)", () => {
    expect(formatDate("2026-03-01T02:30:00.000Z")).toBe("28/02/2026");
    expect(formatDateTime("2026-03-01T02:30:00.000Z")).toBe("28/02/2026 23:30");
    expect(formatDateTime(new Date("2025-03-05T17:30:00.000Z"))).toBe("05/03/2025 14:30");
    expect(saoPauloDay(new Date("2026-03-01T02:30:00.000Z"))).toBe("2026-02-28");
  });

  it("shows a calendar date as it is, with no time-zone shift", () => {
    expect(formatCalendarDate("2026-03-01")).toBe("01/03/2026");
    expect(formatCalendarDate(new Date("1990-01-01T00:00:00.000Z"))).toBe("01/01/1990");
  });

  it("shows a dash for nothing or for what is not a date", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate("not a date")).toBe("—");
    expect(formatDateTime(undefined)).toBe("—");
    expect(formatCalendarDate("")).toBe("—");
    expect(formatCalendarDate(null)).toBe("—");
  });
});

describe("money: one formatter for API and web", () => {
  it("prints centavos as pt-BR reais with a plain space (not Intl's no-break space)", () => {
    expect(formatBRL(123_456_789)).toBe("R$ 1.234.567,89");
    expect(formatBRL(123_456_789)).not.toContain("\u00a0");
    expect(formatBRL(0)).toBe("R$ 0,00");
    expect(formatBRLOrDash(50_000_000)).toBe("R$ 500.000,00");
    expect(formatBRLOrDash(null)).toBe("—");
  });

  it("a message's time: the hour today, 'ontem' the São Paulo day before, the day and month earlier", () => {
    // 29/11/2026 01:00 in São Paulo.
    const now = new Date("2026-11-29T04:00:00.000Z");
    expect(formatShortWhen("2026-11-29T03:30:00.000Z", now)).toBe("00:30");
    // 28/11 23:30 in São Paulo, already the 29th in UTC: yesterday there.
    expect(formatShortWhen("2026-11-29T02:30:00.000Z", now)).toBe("ontem");
    expect(formatShortWhen("2026-11-27T12:00:00.000Z", now)).toBe("27/11");
    expect(formatShortWhen(null, now)).toBe("—");
    expect(formatTimeOfDay("2026-11-29T02:30:00.000Z")).toBe("23:30");
  });
});
