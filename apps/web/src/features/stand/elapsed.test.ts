import { describe, expect, it } from "vitest";
import { formatElapsed, formatSince, ordinal, serverOffset, todayFilter } from "./elapsed";

describe("stand clocks", () => {
  const start = "2026-11-25T13:00:00.000Z";
  const at = (iso: string) => Date.parse(iso);

  it("reads minutes under an hour and hours with padded minutes above", () => {
    expect(formatElapsed(start, at("2026-11-25T13:00:40.000Z"))).toBe("agora");
    expect(formatElapsed(start, at("2026-11-25T13:07:59.000Z"))).toBe("7 min");
    expect(formatElapsed(start, at("2026-11-25T14:05:00.000Z"))).toBe("1 h 05 min");
    expect(formatElapsed(start, at("2026-11-25T15:30:00.000Z"))).toBe("2 h 30 min");
  });

  it("never shows a negative time and says '—' without a start", () => {
    expect(formatElapsed(start, at("2026-11-25T12:59:00.000Z"))).toBe("agora");
    expect(formatElapsed(null, Date.now())).toBe("—");
    expect(formatElapsed("não é data", Date.now())).toBe("—");
  });

  it("says how long ago, without 'há agora'", () => {
    expect(formatSince(start, at("2026-11-25T13:00:10.000Z"))).toBe("agora mesmo");
    expect(formatSince(start, at("2026-11-25T13:12:00.000Z"))).toBe("há 12 min");
    expect(formatSince(null, 0)).toBe("—");
  });

  it("corrects the device clock by the server's generated_at", () => {
    expect(serverOffset("2026-11-25T13:00:05.000Z", at("2026-11-25T13:00:00.000Z"))).toBe(5_000);
    expect(serverOffset("inválida", 123)).toBe(0);
  });

  it("writes queue places as ordinals", () => {
    expect(ordinal(1)).toBe("1º");
    expect(ordinal(12)).toBe("12º");
  });

  it("asks the API for today's visits in São Paulo, DDMMYYYY", () => {
    // 01:30 UTC on the 26th is still the 25th in São Paulo.
    expect(todayFilter(new Date("2026-11-26T01:30:00.000Z"))).toBe("25112026");
    expect(todayFilter(new Date("2026-11-26T03:30:00.000Z"))).toBe("26112026");
  });
});
