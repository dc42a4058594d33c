import { formatBRL, formatPercentPpm, percentToPpm, ppmShareCents, ratioPpm } from "./money";
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

/**
 * Limits are compared in integer centavos, each limit turned into money with the rule's own rounding (half-up to
 * the centavo, ppmShareCents): the most discount allowed is round(price x max%), the least down payment allowed is
 * round(net x min%). Comparing the exact ratio instead flagged the enterprise's own template (its 3% act is the
 * net price's 3% rounded to the centavo) for a fraction of a centavo no one can pay (decision 065).
 */
export function evaluateApproval(
  figures: ProposalFigures,
  rules: ApprovalRules,
): { requiresApproval: boolean; failedRules: FailedRule[] } {
  const failed: FailedRule[] = [];
  if (rules.max_discount_percent !== null) {
    const discountPpm = ratioPpm(figures.discount_cents, figures.price_cents);
    const limit = percentToPpm(rules.max_discount_percent);
    if (figures.discount_cents > ppmShareCents(figures.price_cents, limit)) {
      failed.push({
        rule: "max_discount_percent",
        message: `Desconto de ${formatPercentPpm(discountPpm)} acima do limite de ${formatPercentPpm(limit)} do empreendimento.`,
      });
    }
  }
  if (rules.min_down_payment_percent !== null) {
    const down = downPaymentCents(figures.series);
    const limit = percentToPpm(rules.min_down_payment_percent);
    const minimum = ppmShareCents(figures.net_price_cents, limit);
    if (down < minimum) {
      // The minimum in money, not the ratio: one centavo short rounds to the limit's own percentage.
      failed.push({
        rule: "min_down_payment_percent",
        message: `Ato de ${formatBRL(down)} abaixo do mínimo de ${formatPercentPpm(limit)} do valor líquido (${formatBRL(minimum)}).`,
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
