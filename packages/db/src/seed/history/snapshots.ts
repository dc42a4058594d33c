/**
 * The price tables as the price screen keeps them (price_snapshots): the table generated at the launch and one
 * INDEX_UPDATE a month, each a copy of every unit's price then. A unit sold at that instant shows the price it was
 * sold at (index updates skip sold units); back in stock after a distrato, it follows the table again.
 */
import type { Prisma } from "../../client";
import type { Rng } from "../leads/prng";
import type { HistoryEnterprise } from "./types";

export interface FrozenPrice {
  unitId: string;
  from: Date;
  to: Date | null;
  price: number;
}

export function snapshotRows(
  rng: Rng,
  e: HistoryEnterprise,
  frozen: readonly FrozenPrice[],
  adminId: string,
): { snapshots: Prisma.PriceSnapshotCreateManyInput[]; items: Prisma.PriceSnapshotItemCreateManyInput[] } {
  const byUnit = new Map<string, FrozenPrice[]>();
  for (const f of frozen) byUnit.set(f.unitId, [...(byUnit.get(f.unitId) ?? []), f]);
  const tables = [
    { at: e.tables.launchAt, reason: "GENERATED", percentage: null as number | null, id: e.generatedSnapshotId },
    ...e.tables.updates.map((u) => ({ at: u.at, reason: "INDEX_UPDATE", percentage: u.percentage, id: null })),
  ];
  const snapshots: Prisma.PriceSnapshotCreateManyInput[] = [];
  const items: Prisma.PriceSnapshotItemCreateManyInput[] = [];
  tables.forEach((t, i) => {
    const id = t.id ?? rng.uuid();
    snapshots.push({
      id,
      enterpriseId: e.id,
      reason: t.reason,
      indexType: e.indexType,
      percentage: t.percentage,
      createdById: adminId,
      createdAt: t.at,
    });
    for (const u of e.units) {
      const sold = byUnit.get(u.id)?.find((f) => f.from <= t.at && (f.to === null || f.to > t.at));
      items.push({ snapshotId: id, unitId: u.id, price: sold ? sold.price : e.tables.priceIn(u.price, i) });
    }
  });
  return { snapshots, items };
}
