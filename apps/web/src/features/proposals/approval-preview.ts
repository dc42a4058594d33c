import { type ApprovalRules, evaluateApproval, NO_APPROVAL_RULES } from "@portal/contracts/approval-rules";
import type { PlanSeries } from "@portal/contracts/payment-plan";

/** An enterprise's stored rule (GET /enterprises/{id}/commercial-rules approval_rules). */
export interface EnterpriseApprovalRule {
  _id: string;
  kind: string;
  threshold: number;
  level: number;
  description: string | null;
}

/** Same mapping as the API (stored kind -> field of the contracts' rules). */
const KIND_TO_FIELD: Record<string, keyof ApprovalRules> = {
  MAX_DISCOUNT_PERCENTAGE: "max_discount_percent",
  MIN_DOWN_PAYMENT_PERCENTAGE: "min_down_payment_percent",
  MAX_INSTALLMENTS: "max_instalments",
  MAX_TERM_MONTHS: "max_term_months",
};

export interface BrokenRule {
  ruleId: string;
  level: number;
  message: string;
}

/**
 * The rules a proposal breaks, before it is sent: each stored rule checked on its own with the contracts'
 * evaluateApproval, as the API does on submit (so the preview and the answer agree).
 */
export function previewBrokenRules(
  figures: { price_cents: number; discount_cents: number; net_price_cents: number; series: readonly PlanSeries[] },
  rules: readonly EnterpriseApprovalRule[],
  referenceDate: string,
): BrokenRule[] {
  const out: BrokenRule[] = [];
  if (figures.net_price_cents <= 0 || figures.series.length === 0) return out;
  for (const r of rules) {
    const field = KIND_TO_FIELD[r.kind];
    if (!field) continue;
    const single: ApprovalRules = { ...NO_APPROVAL_RULES, [field]: r.threshold };
    let failed: { message: string }[];
    try {
      failed = evaluateApproval({ ...figures, reference_date: referenceDate }, single).failedRules;
    } catch {
      // A row still being typed (e.g. an impossible date) cannot be evaluated yet.
      continue;
    }
    for (const f of failed) out.push({ ruleId: r._id, level: r.level, message: f.message });
  }
  return out;
}
