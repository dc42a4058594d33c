import { describe, expect, it } from "vitest";
import { type ApprovalRules, evaluateApproval, NO_APPROVAL_RULES, ownPlanFigures } from "./approval-rules";
import type { PlanSeries } from "./payment-plan";

const series: PlanSeries[] = [
  { type: "ACT", down_payment_variant: "AT", count: 1, value_cents: 4_750_000, first_due_date: "2026-12-01" },
  { type: "MONTHLY", count: 36, value_cents: 200_000, first_due_date: "2027-01-10" },
  { type: "FINANCING", count: 1, value_cents: 35_800_000, first_due_date: "2031-12-10" },
];
const figures = {
  price_cents: 50_000_000,
  discount_cents: 2_500_000,
  net_price_cents: 47_500_000,
  series,
  reference_date: "2026-11-22",
};
const rules: ApprovalRules = {
  max_discount_percent: 5,
  min_down_payment_percent: 10,
  max_instalments: 60,
  max_term_months: 48,
};

describe("approval rules (alçadas)", () => {
  it("a proposal inside every limit needs no approval (limits are inclusive)", () => {
    expect(evaluateApproval(figures, rules)).toEqual({ requiresApproval: false, failedRules: [] });
  });
  it("no rules, no approval", () => {
    expect(evaluateApproval({ ...figures, discount_cents: 40_000_000 }, NO_APPROVAL_RULES).requiresApproval).toBe(
      false,
    );
  });
  it("discount above the limit fails max_discount_percent with a pt-BR message", () => {
    // One centavo above the limit is above it (exact comparison, no rounding of the ratio).
    expect(evaluateApproval({ ...figures, discount_cents: 2_500_001 }, rules).requiresApproval).toBe(true);
    const r = evaluateApproval({ ...figures, discount_cents: 2_500_050 }, rules);
    expect(r.requiresApproval).toBe(true);
    expect(r.failedRules).toHaveLength(1);
    expect(r.failedRules[0]?.rule).toBe("max_discount_percent");
    expect(r.failedRules[0]?.message).toBe("Desconto de 5,0001% acima do limite de 5% do empreendimento.");
  });
  it("down payment below the minimum fails min_down_payment_percent", () => {
    const low = [{ ...series[0], value_cents: 4_749_999 } as PlanSeries, ...series.slice(1)];
    const r = evaluateApproval({ ...figures, series: low }, rules);
    expect(r.failedRules.map((f) => f.rule)).toEqual(["min_down_payment_percent"]);
    expect(r.failedRules[0]?.message).toContain("Ato de R$ 47.499,99");
    expect(r.failedRules[0]?.message).toContain("abaixo do mínimo de 10%");
  });
  it("counts only the developer's own instalments and term (financing and FGTS excluded)", () => {
    expect(ownPlanFigures(series, "2026-11-22")).toEqual({ instalments: 37, term_months: 37 });
    const r = evaluateApproval(figures, { ...rules, max_instalments: 36, max_term_months: 36 });
    expect(r.failedRules.map((f) => f.rule)).toEqual(["max_instalments", "max_term_months"]);
    expect(r.failedRules[1]?.message).toBe("Prazo de 37 meses, acima do máximo de 36 meses.");
  });
  it("lists every broken rule at once", () => {
    const r = evaluateApproval(
      { ...figures, discount_cents: 10_000_000, net_price_cents: 40_000_000 },
      { max_discount_percent: 1, min_down_payment_percent: 50, max_instalments: 1, max_term_months: 1 },
    );
    expect(r.failedRules.map((f) => f.rule)).toEqual([
      "max_discount_percent",
      "min_down_payment_percent",
      "max_instalments",
      "max_term_months",
    ]);
  });
});
