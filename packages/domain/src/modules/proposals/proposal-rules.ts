import {
  type ApprovalRules,
  evaluateApproval,
  NO_APPROVAL_RULES,
  type ProposalFigures,
} from "@portal/contracts/approval-rules";
import type { PlanSeries } from "@portal/contracts/payment-plan";
import type { StoredApprovalRule } from "./deals-context.repository";
import type { ProposalRow, StoredFailedRule } from "./proposal-rows";

/** ApprovalRule.kind (inventory data model) -> the field of the pure rules. */
const KIND_TO_FIELD: Record<string, keyof ApprovalRules> = {
  MAX_DISCOUNT_PERCENTAGE: "max_discount_percent",
  MIN_DOWN_PAYMENT_PERCENTAGE: "min_down_payment_percent",
  MAX_INSTALLMENTS: "max_instalments",
  MAX_TERM_MONTHS: "max_term_months",
};

/** Each stored rule is checked on its own, so a broken rule carries its id and the approver level it needs. */
export function brokenRules(figures: ProposalFigures, rules: StoredApprovalRule[]): StoredFailedRule[] {
  const out: StoredFailedRule[] = [];
  for (const r of rules) {
    const field = KIND_TO_FIELD[r.kind];
    if (!field) continue;
    const single: ApprovalRules = { ...NO_APPROVAL_RULES, [field]: r.threshold };
    for (const f of evaluateApproval(figures, single).failedRules) {
      out.push({ rule: f.rule, message: f.message, rule_id: r.id, level: r.level });
    }
  }
  return out;
}

export function requiredLevel(rules: readonly StoredFailedRule[]): number {
  return rules.reduce((max, r) => Math.max(max, r.level ?? 1), 0);
}

const today = () => new Date().toISOString().slice(0, 10);

export function figuresOf(p: {
  price: number;
  discountAmount: number;
  netPrice: number;
  series: PlanSeries[];
}): ProposalFigures {
  return {
    price_cents: p.price,
    discount_cents: p.discountAmount,
    net_price_cents: p.netPrice,
    series: p.series,
    reference_date: today(),
  };
}

/** What a counter-proposal changed from its parent (fields of the wire). */
export function proposalChanges(child: ProposalRow, parent: ProposalRow | null) {
  if (!parent) return [];
  const changes: { field: string; from: unknown; to: unknown }[] = [];
  const discount = (p: ProposalRow) => (p.discountType ? { type: p.discountType, value: p.discountValue } : null);
  const pairs: [string, unknown, unknown][] = [
    ["price_cents", parent.price, child.price],
    ["discount", discount(parent), discount(child)],
    ["discount_cents", parent.discountAmount, child.discountAmount],
    ["net_price_cents", parent.netPrice, child.netPrice],
    ["observations", parent.observations, child.observations],
  ];
  for (const [field, from, to] of pairs) {
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to });
  }
  const n = Math.max(parent.series.length, child.series.length);
  for (let i = 0; i < n; i++) {
    const a = parent.series[i] ?? null;
    const b = child.series[i] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.push({ field: `series.${i}`, from: a, to: b });
  }
  return changes;
}
