import { type PlanSeries, planTotal, planTotalIssue, type SeriesType } from "@portal/contracts/payment-plan";
import type { FinancingModality, SalePaymentsInfoInput } from "@portal/contracts/sales-extras";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { manageSale } from "./sale-edit";
import type { PlanSeriesRow } from "./sale-extras.repository";
import {
  fgtsValueMismatch,
  financedValueMismatch,
  paymentsInfoClosed,
  planDoesNotAddUp,
  signalAboveAct,
} from "./sales.errors";
import type { SalesService } from "./sales.service";

/** What the `payments_info` JSON column holds (written only here). */
export interface FinancingInfo {
  bank: string | null;
  financing_modality: FinancingModality | null;
  financed_value_cents: number | null;
  fgts_value_cents: number | null;
  signal_paid_at: string | null;
  signal_paid_value_cents: number | null;
  notes: string | null;
  updated_by_id: string | null;
  updatedAt: string | null;
}

const EMPTY: FinancingInfo = {
  bank: null,
  financing_modality: null,
  financed_value_cents: null,
  fgts_value_cents: null,
  signal_paid_at: null,
  signal_paid_value_cents: null,
  notes: null,
  updated_by_id: null,
  updatedAt: null,
};

export interface PaymentsView {
  saleId: string;
  netPrice: number;
  series: PlanSeriesRow[];
  planTotal: number;
  byType: { financing: number; fgts: number; act: number };
  financing: FinancingInfo;
}

const asPlan = (rows: PlanSeriesRow[]): PlanSeries[] =>
  rows.map((r) => ({
    type: r.type as SeriesType,
    count: r.count,
    value_cents: r.value,
    first_due_date: r.firstDueDate,
  }));
const totalOf = (rows: PlanSeriesRow[], type: string) =>
  planTotal(rows.filter((r) => r.type === type).map((r) => ({ count: r.count, value_cents: r.value })));

/**
 * payments_info: the approved proposal's plan (read only) and the financing data the sales secretary fills.
 * The financing data must agree with the plan: the financed value is the plan's FINANCING series, the FGTS
 * value its FGTS series, the signal at most the down payment (ACT); so the plan still adds up to the price.
 * A bank approving another amount is a counter-proposal (fork-edit) and a new sale, not an edit here.
 */
export class SalePaymentsService {
  constructor(
    private readonly db: Database,
    private readonly sales: SalesService,
  ) {}

  async get(actor: AuthUser, saleId: string): Promise<PaymentsView> {
    const sale = await this.sales.get(actor, saleId);
    const [series, stored] = await Promise.all([
      this.db.repos.saleExtras.proposalSeries(sale.proposalId),
      this.db.repos.saleExtras.paymentsInfo(saleId),
    ]);
    return {
      saleId,
      netPrice: sale.price,
      series,
      planTotal: planTotal(asPlan(series)),
      byType: { financing: totalOf(series, "FINANCING"), fgts: totalOf(series, "FGTS"), act: totalOf(series, "ACT") },
      financing: { ...EMPTY, ...(stored as Partial<FinancingInfo> | null) },
    };
  }

  async put(actor: AuthUser, saleId: string, input: SalePaymentsInfoInput): Promise<PaymentsView> {
    await manageSale(this.db, this.sales, actor, saleId, async (repos, sale) => {
      if (sale.status === "CANCELED" || sale.status === "DISTRACTED") throw paymentsInfoClosed();
      const series = await repos.saleExtras.proposalSeries(sale.proposalId);
      // The plan of an approved proposal adds up by construction; refuse to record against one that does not.
      const issue = planTotalIssue(asPlan(series), sale.price);
      if (issue) throw planDoesNotAddUp(issue.message);
      this.checkAgainstPlan(input, series);
      const before = { ...EMPTY, ...((await repos.saleExtras.paymentsInfo(saleId)) as Partial<FinancingInfo> | null) };
      const next: FinancingInfo = {
        bank: input.bank ?? null,
        financing_modality: input.financing_modality ?? null,
        financed_value_cents: input.financed_value_cents ?? null,
        fgts_value_cents: input.fgts_value_cents ?? null,
        signal_paid_at: input.signal_paid_at ?? null,
        signal_paid_value_cents: input.signal_paid_value_cents ?? null,
        notes: input.notes ?? null,
        updated_by_id: actor.id,
        updatedAt: new Date().toISOString(),
      };
      await repos.saleExtras.setPaymentsInfo(saleId, { ...next });
      const changed = (Object.keys(next) as (keyof FinancingInfo)[]).filter(
        (k) => k !== "updatedAt" && k !== "updated_by_id" && before[k] !== next[k],
      );
      return { action: "payments_info_changed", data: { fields: changed } };
    });
    return this.get(actor, saleId);
  }

  private checkAgainstPlan(input: SalePaymentsInfoInput, series: PlanSeriesRow[]): void {
    const financing = totalOf(series, "FINANCING");
    const fgts = totalOf(series, "FGTS");
    const act = totalOf(series, "ACT");
    if (input.financed_value_cents != null && input.financed_value_cents !== financing) {
      throw financedValueMismatch(financing);
    }
    if (input.fgts_value_cents != null && input.fgts_value_cents !== fgts) throw fgtsValueMismatch(fgts);
    if (input.signal_paid_value_cents != null && input.signal_paid_value_cents > act) throw signalAboveAct(act);
  }
}
