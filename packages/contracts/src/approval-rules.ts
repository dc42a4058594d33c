import { formatBRL, formatPercentPpm, PPM, percentToPpm, ratioPpm } from "./money";
import { monthsBetween, type PlanSeries, planTotal, seriesLastDueDate, THIRD_PARTY_SERIES } from "./payment-plan";

/**
 * Commercial limits of an enterprise (alçadas). A proposal inside every limit is approved on submit; one
 * that breaks any limit waits for an approver, and the refusal lists each broken rule. A null limit is off.
 */
export interface ApprovalRules {
  /** Percent, up to 4 decimals. */
  max_discount_percent: number | null;
  /** Down payment (ACT series) as a percent of the net price. */
  min_down_payment_percent: number | null;
  /** Instalments of the developer's own plan (every series but FINANCING and FGTS). */
  max_instalments: number | null;
  /** Months from the proposal date to the last due date of the developer's own plan. */
  max_term_months: number | null;
}

export const NO_APPROVAL_RULES: ApprovalRules = {
  max_discount_percent: null,
  min_down_payment_percent: null,
  max_instalments: null,
  max_term_months: null,
};

export type ApprovalRuleName = keyof ApprovalRules;

export interface FailedRule {
  rule: ApprovalRuleName;
  message: string;
}

export interface ProposalFigures {
  price_cents: number;
  discount_cents: number;
  net_price_cents: number;
  series: readonly PlanSeries[];
  /** YYYY-MM-DD the term is counted from (the proposal's date). */
  reference_date: string;
}

export function downPaymentCents(series: readonly PlanSeries[]): number {
  return planTotal(series.filter((s) => s.type === "ACT"));
}

/** Instalments and term of the developer's own plan (bank financing and FGTS excluded). */
export function ownPlanFigures(series: readonly PlanSeries[], referenceDate: string) {
  const own = series.filter((s) => !THIRD_PARTY_SERIES.includes(s.type));
  const instalments = own.reduce((n, s) => n + s.count, 0);
  const lastDue = own.map(seriesLastDueDate).sort().at(-1);
  return { instalments, term_months: lastDue ? Math.max(0, monthsBetween(referenceDate, lastDue)) : 0 };
}

/** part / whole compared with a ppm limit exactly (no rounding): -1, 0 or 1. */
function compareRatio(part: number, whole: number, limitPpm: number): number {
  const left = BigInt(part) * BigInt(PPM);
  const right = BigInt(limitPpm) * BigInt(whole);
  return left === right ? 0 : left > right ? 1 : -1;
}

export function evaluateApproval(
  figures: ProposalFigures,
  rules: ApprovalRules,
): { requiresApproval: boolean; failedRules: FailedRule[] } {
  const failed: FailedRule[] = [];
  if (rules.max_discount_percent !== null) {
    const discountPpm = ratioPpm(figures.discount_cents, figures.price_cents);
    const limit = percentToPpm(rules.max_discount_percent);
    if (compareRatio(figures.discount_cents, figures.price_cents, limit) > 0) {
      failed.push({
        rule: "max_discount_percent",
        message: `Desconto de ${formatPercentPpm(discountPpm)} acima do limite de ${formatPercentPpm(limit)} do empreendimento.`,
      });
    }
  }
  if (rules.min_down_payment_percent !== null) {
    const down = downPaymentCents(figures.series);
    const downPpm = ratioPpm(down, figures.net_price_cents);
    const limit = percentToPpm(rules.min_down_payment_percent);
    if (compareRatio(down, figures.net_price_cents, limit) < 0) {
      failed.push({
        rule: "min_down_payment_percent",
        message: `Ato de ${formatBRL(down)} (${formatPercentPpm(downPpm)}) abaixo do mínimo de ${formatPercentPpm(limit)} do valor líquido.`,
      });
    }
  }
  const own = ownPlanFigures(figures.series, figures.reference_date);
  if (rules.max_instalments !== null && own.instalments > rules.max_instalments) {
    failed.push({
      rule: "max_instalments",
      message: `Plano com ${own.instalments} parcelas diretas, acima do máximo de ${rules.max_instalments}.`,
    });
  }
  if (rules.max_term_months !== null && own.term_months > rules.max_term_months) {
    failed.push({
      rule: "max_term_months",
      message: `Prazo de ${own.term_months} meses, acima do máximo de ${rules.max_term_months} meses.`,
    });
  }
  return { requiresApproval: failed.length > 0, failedRules: failed };
}
