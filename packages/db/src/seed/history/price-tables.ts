/**
 * The demo enterprises' price tables through the history: generated at the launch, then one index update a month
 * (the previous month's INCC-DI or IGP-M, as the price screen's INDEX mode applies it). The table in force today is
 * the anchor: earlier tables are today's prices deflated update by update, so the newest table equals the units'
 * prices and every older one is lower by the published indexes.
 */
import { spMonthKey, spMonthStart } from "./calendar";

export type IndexType = "INCCDI" | "IGPM";

export interface TableUpdate {
  at: Date;
  /** Index month applied ("YYYY-MM", the month before the update's). */
  indexMonth: string;
  percentage: number;
}

export interface PriceTables {
  launchAt: Date;
  updates: TableUpdate[];
  /** Price of a unit in table i (0 = launch, i = after update i) from its price today. */
  priceIn(current: number, i: number): number;
  /** Index of the table in force at `at` (0 before the first update). */
  tableAt(at: Date): number;
}

/** The update of month `monthsAgo` happens on the 6th at 10h (São Paulo), once the previous month's index is out. */
const updateAt = (now: Date, monthsAgo: number) => spMonthStart(now, monthsAgo, 6, 10);

export function priceTables(
  now: Date,
  launchMonthsAgo: number,
  launchAt: Date,
  indexType: IndexType,
  indexes: ReadonlyMap<string, number>,
): PriceTables {
  const updates: TableUpdate[] = [];
  for (let k = launchMonthsAgo - 1; k >= 0; k--) {
    const at = updateAt(now, k);
    const indexMonth = spMonthKey(now, k + 1);
    const value = indexes.get(`${indexType}:${indexMonth}`);
    if (at.getTime() >= now.getTime() || value === undefined) continue;
    updates.push({ at, indexMonth, percentage: value });
  }
  const cache = new Map<number, number[]>();
  const chain = (current: number): number[] => {
    let prices = cache.get(current);
    if (!prices) {
      prices = [current];
      for (let i = updates.length - 1; i >= 0; i--) {
        const p = (updates[i] as TableUpdate).percentage;
        prices.unshift(Math.round(((prices[0] as number) * 100) / (100 + p)));
      }
      cache.set(current, prices);
    }
    return prices;
  };
  return {
    launchAt,
    updates,
    priceIn: (current, i) => chain(current)[i] as number,
    tableAt: (at) => updates.filter((u) => u.at.getTime() <= at.getTime()).length,
  };
}
