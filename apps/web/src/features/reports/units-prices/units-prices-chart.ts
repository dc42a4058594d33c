import { INDEX_TYPE_LABELS } from "@portal/contracts/inventory-enums";
import { formatMonth } from "@portal/contracts/reports/common";
import type { UnitsPricesReportDto } from "@portal/contracts/reports/units-prices";

type Comparison = NonNullable<UnitsPricesReportDto["comparison"]>;

/**
 * The chart's points: per month, each index compounded from the first month through it, in percent with 2 decimals
 * (null from a month without a value on: the accumulation cannot go on).
 */
export function indexChartData(c: Pick<Comparison, "indexes">): Record<string, string | number | null>[] {
  const acc: Record<string, number | null> = {};
  const months = c.indexes[0]?.months.map((m) => m.month) ?? [];
  return months.map((month, i) => {
    const point: Record<string, string | number | null> = { label: formatMonth(month) };
    for (const index of c.indexes) {
      const value = index.months[i]?.value;
      const previous = i === 0 ? 1 : (acc[index.type] ?? null);
      const next = value == null || previous == null ? null : previous * (1 + value / 100);
      acc[index.type] = next;
      point[INDEX_TYPE_LABELS[index.type]] = next == null ? null : Math.round((next - 1) * 10_000) / 100;
    }
    return point;
  });
}
