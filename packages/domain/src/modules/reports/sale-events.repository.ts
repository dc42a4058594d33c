import type { ReportPeriod } from "@portal/contracts/reports/common";
import { Prisma, type PrismaClient } from "@portal/db/client";
import type { ReportScope } from "./report-scope";
import { type SaleEventKind, type SaleFilters, saleEventsSql } from "./sale-events-sql";

/** Count and value (centavos) of one kind of sale event in one month. */
export interface SaleEventTotal {
  month: string;
  kind: SaleEventKind;
  count: number;
  value: number;
}

/** Sums of the sale events (sale-events.ts) — the figures behind every "what sold" KPI. */
export class SaleEventsRepository {
  constructor(private readonly db: PrismaClient) {}

  /** Per São Paulo month and kind, the period's sale events within the scope and filters. */
  async monthlyTotals(period: ReportPeriod, scope: ReportScope, filters: SaleFilters = {}): Promise<SaleEventTotal[]> {
    const rows = await this.db.$queryRaw<{ month: string; kind: SaleEventKind; count: number; value: bigint }[]>(
      Prisma.sql`SELECT ev.month, ev.kind, count(*)::int AS count, coalesce(sum(ev.price), 0)::bigint AS value
                   FROM (${saleEventsSql(period, scope, filters)}) ev
                  GROUP BY ev.month, ev.kind
                  ORDER BY ev.month, ev.kind`,
    );
    return rows.map((r) => ({ month: r.month, kind: r.kind, count: r.count, value: Number(r.value) }));
  }

  /** Sets the lead-derived columns right where a concurrent lead move left them behind; how many rows changed. */
  async repair(): Promise<number> {
    const rows = await this.db.$queryRaw<{ n: bigint }[]>`SELECT report_sale_events_repair() AS n`;
    return Number(rows[0]?.n ?? 0);
  }

  /** Recomputes every event from the sales (the rebuild command); how many rows it wrote. */
  async rebuild(): Promise<number> {
    const rows = await this.db.$queryRaw<{ n: bigint }[]>`SELECT report_sale_events_rebuild() AS n`;
    return Number(rows[0]?.n ?? 0);
  }

  /** Recomputes the funnel row of every lead (report_lead_funnel, decision 077); how many rows it wrote. */
  async rebuildLeadFunnel(): Promise<number> {
    const rows = await this.db.$queryRaw<{ n: bigint }[]>`SELECT report_lead_funnel_rebuild() AS n`;
    return Number(rows[0]?.n ?? 0);
  }
}
