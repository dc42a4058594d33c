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
    // One centavo above the limit's amount (5% of the price, exact here) is above it.
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

  describe("limits are money in whole centavos, rounded half-up (decision 065)", () => {
    // The enterprise's template: a 3% act of a net price of R$ 634.971,10 is 3% = R$ 19.049,133, built as
    // R$ 19.049,13 (the template rounds each share to the centavo). The exact ratio (2,99999953%) used to flag it.
    const net = 63_497_110;
    const withAct = (cents: number): PlanSeries[] => [
      { type: "ACT", down_payment_variant: "AT", count: 1, value_cents: cents, first_due_date: "2026-12-01" },
      { type: "FINANCING", count: 1, value_cents: net - cents, first_due_date: "2031-12-10" },
    ];
    const threePercent = { ...NO_APPROVAL_RULES, min_down_payment_percent: 3 };
    const at = (cents: number) =>
      evaluateApproval(
        {
          price_cents: net,
          discount_cents: 0,
          net_price_cents: net,
          series: withAct(cents),
          reference_date: "2026-11-22",
        },
        threePercent,
      );
    it("the template's own 3% act (R$ 19.049,13) needs no approval, nor one centavo more", () => {
      expect(at(1_904_913)).toEqual({ requiresApproval: false, failedRules: [] });
      expect(at(1_904_914).requiresApproval).toBe(false);
    });
    it("one centavo less (R$ 19.049,12) is below the minimum", () => {
      const r = at(1_904_912);
      expect(r.requiresApproval).toBe(true);
      expect(r.failedRules).toEqual([
        {
          rule: "min_down_payment_percent",
          message: "Ato de R$ 19.049,12 abaixo do mínimo de 3% do valor líquido (R$ 19.049,13).",
        },
      ]);
    });
    it("half a centavo rounds up: 3% of R$ 634.971,50 is R$ 19.049,145 -> the minimum is R$ 19.049,15", () => {
      const r = (cents: number) =>
        evaluateApproval(
          {
            price_cents: 63_497_150,
            discount_cents: 0,
            net_price_cents: 63_497_150,
            series: withAct(cents),
            reference_date: "2026-11-22",
          },
          threePercent,
        ).requiresApproval;
      expect(r(1_904_915)).toBe(false);
      expect(r(1_904_914)).toBe(true);
    });
    it("the most discount allowed is the limit's share of the price rounded to the centavo", () => {
      // 5% of R$ 634.971,10 = R$ 31.748,555 -> R$ 31.748,56 allowed, R$ 31.748,57 not.
      const r = (discount: number) =>
        evaluateApproval(
          {
            price_cents: net,
            discount_cents: discount,
            net_price_cents: net - discount,
            series: withAct(0),
            reference_date: "2026-11-22",
          },
          { ...NO_APPROVAL_RULES, max_discount_percent: 5 },
        );
      expect(r(3_174_855).requiresApproval).toBe(false);
      expect(r(3_174_856).requiresApproval).toBe(false);
      expect(r(3_174_857).failedRules.map((f) => f.rule)).toEqual(["max_discount_percent"]);
    });
  });
});
