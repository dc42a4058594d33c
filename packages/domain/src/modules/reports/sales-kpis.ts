import type { SALES_KPIS } from "@portal/contracts/reports/kpis";
import type { SaleEventTotal } from "./sale-events.repository";

/** A share of a whole (a rate, a conversion); null when there is no whole to share. Every report's rates use it. */
export const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

export type SalesKpiValues = Record<keyof typeof SALES_KPIS, number | null>;

/** The sales KPIs (contracts/reports/kpis.ts) of a set of sale-event totals: one computation for every screen. */
export function salesKpis(totals: readonly SaleEventTotal[]): SalesKpiValues {
  const sum = (kind: SaleEventTotal["kind"], field: "count" | "value") =>
    totals.filter((t) => t.kind === kind).reduce((acc, t) => acc + t[field], 0);
  const gross = sum("GROSS", "count");
  const canceled = sum("CANCELED", "count");
  const distracted = sum("DISTRACTED", "count");
  const vgvGross = sum("GROSS", "value");
  return {
    sales_gross: gross,
    sales_canceled: canceled,
    sales_distracted: distracted,
    sales_net: gross - canceled - distracted,
    vgv_gross: vgvGross,
    vgv_net: vgvGross - sum("CANCELED", "value") - sum("DISTRACTED", "value"),
    distrato_rate: ratio(distracted, gross),
    average_ticket: gross === 0 ? null : Math.round(vgvGross / gross),
  };
}
