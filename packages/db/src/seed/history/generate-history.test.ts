/**
 * The demo history's generator without a database: the same seed and day give the same rows (decision 082), no unit
 * has two live sales, nothing is dated after `now`, and the months are not flat.
 */
import { describe, expect, it } from "vitest";
import { Rng } from "../leads/prng";
import { spMonthStart } from "./calendar";
import { generateHistory, HISTORY_MONTHS } from "./generate-history";
import { priceTables } from "./price-tables";
import type { HistoryInput } from "./types";

const NOW = new Date("2026-11-20T15:00:00Z");
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function input(seed: number): HistoryInput {
  const indexes = new Map<string, number>();
  for (let k = 1; k <= HISTORY_MONTHS + 1; k++) {
    const month = new Date(spMonthStart(NOW, k).getTime() + 86_400_000).toISOString().slice(0, 7);
    indexes.set(`INCCDI:${month}`, 0.4);
  }
  const launchAt = spMonthStart(NOW, HISTORY_MONTHS - 1, 3, 10);
  return {
    rng: new Rng(seed),
    now: NOW,
    markerId: id(999),
    adminId: id(1),
    enterprises: [
      {
        id: id(100),
        name: "Residencial Teste",
        city: "Campinas",
        teamId: id(200),
        coordinatorId: id(2),
        commission: { agency: 4, broker: 1.5, coordinator: 0.5 },
        launchMonthsAgo: HISTORY_MONTHS - 1,
        salesPerMonth: 8,
        indexType: "INCCDI",
        tables: priceTables(NOW, HISTORY_MONTHS - 1, launchAt, "INCCDI", indexes),
        generatedSnapshotId: null,
        units: Array.from({ length: 300 }, (_, i) => ({
          id: id(1000 + i),
          towerId: id(300),
          price: 500_000_00 + i * 1_000_00,
          free: i >= 5,
        })),
      },
    ],
    leadOnly: [{ id: id(101), city: "Jundiaí", teamId: id(200) }],
    people: {
      booth: [id(10), id(11)],
      online: id(12),
      partnerBroker: id(13),
      agency: id(14),
      patriani: id(15),
      receptionist: id(16),
      secretary: id(17),
      financial: id(18),
      coordinators: [id(2)],
    },
    roulettes: { online: id(400), booth: id(401) },
    channelTeams: { online: id(201), partner: id(202), patriani: null },
    takenPhones: new Set(),
  };
}

describe("generateHistory", () => {
  it("gives the same rows for the same seed and day, and other rows for another seed", () => {
    const a = JSON.stringify(generateHistory(input(7)));
    expect(JSON.stringify(generateHistory(input(7)))).toBe(a);
    expect(JSON.stringify(generateHistory(input(8)))).not.toBe(a);
  });

  it("never sells a unit twice at once, leaves the demo's own units alone and dates nothing in the future", () => {
    const { rows, units } = generateHistory(input(7));
    const live = rows.sales.filter((s) => s.status === "IN_PROCESS" || s.status === "COMPLETED");
    expect(new Set(live.map((s) => s.unitId)).size).toBe(live.length);
    const taken = new Set(Array.from({ length: 5 }, (_, i) => id(1000 + i)));
    expect(rows.sales.some((s) => taken.has(s.unitId))).toBe(false);
    const dates = [
      ...rows.sales.flatMap((s) => [s.createdAt, s.completedAt, s.canceledAt, s.distractedAt]),
      ...rows.commissions.flatMap((c) => [c.releasedAt, c.paidAt]),
      ...rows.leads.map((l) => l.createdAt),
      ...rows.offers.map((o) => o.resolvedAt),
    ].filter((d): d is Date => d instanceof Date);
    expect(dates.every((d) => d.getTime() <= NOW.getTime())).toBe(true);
    expect(rows.sales.filter((s) => s.originSaleId)).toHaveLength(1);
    // The mirror follows each unit's last sale.
    const sold = units.filter((u) => u.status === "SOLD").length;
    expect(sold).toBe(rows.sales.filter((s) => s.status === "COMPLETED").length);
  });

  it("shapes the months by season instead of spreading sales evenly", () => {
    const { rows } = generateHistory(input(7));
    const perMonth = new Map<string, number>();
    for (const s of rows.sales) {
      const month = new Date((s.createdAt as Date).getTime() - 3 * 3_600_000).toISOString().slice(0, 7);
      perMonth.set(month, (perMonth.get(month) ?? 0) + 1);
    }
    expect(perMonth.size).toBe(HISTORY_MONTHS);
    const counts = [...perMonth.values()];
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(2 * Math.min(...counts));
  });
});
