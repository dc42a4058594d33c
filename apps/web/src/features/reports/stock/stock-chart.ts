import type { StockStatus, StockTowerRow } from "@portal/contracts/reports/stock";
import { STOCK_STATUSES } from "@portal/contracts/reports/stock-query";

export interface StockEnterpriseBar {
  enterprise_id: string;
  label: string;
  total: number;
  counts: Record<StockStatus, number>;
}

/** The towers' counts summed per enterprise (the chart's bars), in the order the API listed the towers. */
export function stockByEnterprise(towers: readonly StockTowerRow[]): StockEnterpriseBar[] {
  const bars = new Map<string, StockEnterpriseBar>();
  for (const t of towers) {
    let bar = bars.get(t.enterprise_id);
    if (!bar) {
      bar = {
        enterprise_id: t.enterprise_id,
        label: t.enterprise_name,
        total: 0,
        counts: Object.fromEntries(STOCK_STATUSES.map((s) => [s, 0])) as Record<StockStatus, number>,
      };
      bars.set(t.enterprise_id, bar);
    }
    bar.total += t.total;
    for (const s of STOCK_STATUSES) bar.counts[s] += t.by_status[s];
  }
  return [...bars.values()];
}

/** The tower filter's options from the report itself: "Torre A" within one enterprise, "Empreendimento · Torre A" otherwise. */
export function towerOptions(
  towers: readonly Pick<StockTowerRow, "enterprise_id" | "enterprise_name" | "tower_id" | "tower_name">[],
  enterpriseId: string | undefined,
): { value: string; label: string }[] {
  return towers
    .filter((t) => !enterpriseId || t.enterprise_id === enterpriseId)
    .map((t) => ({
      value: t.tower_id,
      label: enterpriseId ? t.tower_name : `${t.enterprise_name} · ${t.tower_name}`,
    }));
}
