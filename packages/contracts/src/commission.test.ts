import { describe, expect, it } from "vitest";
import { COMMISSION_STATUSES, canMoveCommission, commissionMoveError, splitCommission } from "./commission";

describe("commission split", () => {
  it("splits a sale between agency, broker and coordinator in centavos", () => {
    expect(splitCommission(47_500_000, { agency_percent: 2, broker_percent: 1.5, coordinator_percent: 0.5 })).toEqual([
      { party: "AGENCY", percent_ppm: 20_000, value_cents: 950_000 },
      { party: "BROKER", percent_ppm: 15_000, value_cents: 712_500 },
      { party: "COORDINATOR", percent_ppm: 5_000, value_cents: 237_500 },
    ]);
  });
  it("gives leftover centavos to the largest fractions so the shares add up to the rounded total", () => {
    // 1,00 x 1/3 % each: exact 0,3333 centavo each; total 1 % of 100 = 1 centavo -> the agency (tie order).
    const shares = splitCommission(100, {
      agency_percent: 0.3333,
      broker_percent: 0.3333,
      coordinator_percent: 0.3334,
    });
    expect(shares.reduce((s, x) => s + x.value_cents, 0)).toBe(1);
    expect(shares.find((s) => s.party === "COORDINATOR")?.value_cents).toBe(1);
  });
  it("always adds up and stays within a centavo of each exact share", () => {
    for (const net of [1, 99, 12_345_679, 99_999_999, 47_500_001]) {
      const info = { agency_percent: 2.3456, broker_percent: 1.1111, coordinator_percent: 0.7777 };
      const shares = splitCommission(net, info);
      const totalPpm = 23_456 + 11_111 + 7_777;
      const total = Math.round((net * totalPpm) / 1e6);
      expect(Math.abs(shares.reduce((s, x) => s + x.value_cents, 0) - total)).toBeLessThanOrEqual(0);
      for (const s of shares) {
        const exact = (net * s.percent_ppm) / 1e6;
        expect(Math.abs(s.value_cents - exact)).toBeLessThan(1);
      }
    }
  });
  it("leaves out parties at 0 %", () => {
    expect(splitCommission(100_000, { agency_percent: 0, broker_percent: 3, coordinator_percent: 0 })).toEqual([
      { party: "BROKER", percent_ppm: 30_000, value_cents: 3_000 },
    ]);
  });
  it("refuses percentages above 100 % in all or below zero", () => {
    expect(() => splitCommission(100, { agency_percent: 60, broker_percent: 41, coordinator_percent: 0 })).toThrow(
      RangeError,
    );
    expect(() => splitCommission(100, { agency_percent: -1, broker_percent: 1, coordinator_percent: 0 })).toThrow(
      RangeError,
    );
  });
});

describe("commission statuses", () => {
  it("FORECAST -> RELEASED -> PAID; distrato cancels what is not paid", () => {
    expect(canMoveCommission("FORECAST", "RELEASED")).toBe(true);
    expect(canMoveCommission("RELEASED", "PAID")).toBe(true);
    expect(canMoveCommission("FORECAST", "CANCELLED")).toBe(true);
    expect(canMoveCommission("RELEASED", "CANCELLED")).toBe(true);
  });
  it("refuses everything else with a pt-BR message", () => {
    const allowed = new Set(["FORECAST>RELEASED", "RELEASED>PAID", "FORECAST>CANCELLED", "RELEASED>CANCELLED"]);
    for (const from of COMMISSION_STATUSES) {
      for (const to of COMMISSION_STATUSES) {
        expect(canMoveCommission(from, to)).toBe(allowed.has(`${from}>${to}`));
      }
    }
    expect(commissionMoveError("PAID", "CANCELLED")).toBe("Não é possível mudar uma comissão paga para cancelada.");
  });
});
