import { describe, expect, it } from "vitest";
import {
  addMonthsClamped,
  applyIndexCorrection,
  expandPlan,
  isCalendarDate,
  monthsBetween,
  type PlanSeries,
  planTotal,
  planTotalIssue,
  SERIES_PERIOD_MONTHS,
  seriesIssues,
  seriesLastDueDate,
  splitAmount,
  splitSeries,
  validatePlan,
} from "./payment-plan";

/** The domain notes' example: R$ 500.000,00 = ato 10.000 + 36 x 2.000 + 3 x 15.000 + FGTS 20.000 + financing 353.000. */
const example: PlanSeries[] = [
  { type: "ACT", down_payment_variant: "AT", count: 1, value_cents: 1_000_000, first_due_date: "2026-12-01" },
  { type: "MONTHLY", count: 36, value_cents: 200_000, first_due_date: "2027-01-10", index: "INCCDI" },
  { type: "ANNUALLY", count: 3, value_cents: 1_500_000, first_due_date: "2027-12-10", index: "INCCDI" },
  { type: "FGTS", count: 1, value_cents: 2_000_000, first_due_date: "2029-12-10" },
  { type: "FINANCING", count: 1, value_cents: 35_300_000, first_due_date: "2029-12-10" },
];

describe("date math (UTC, month-end clamping)", () => {
  it("clamps to the last day of shorter months", () => {
    expect(addMonthsClamped("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsClamped("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsClamped("2026-03-31", 1)).toBe("2026-04-30");
    expect(addMonthsClamped("2026-08-31", 6)).toBe("2027-02-28");
  });
  it("crosses years both ways", () => {
    expect(addMonthsClamped("2026-11-15", 3)).toBe("2027-02-15");
    expect(addMonthsClamped("2026-01-15", -1)).toBe("2025-12-15");
    expect(addMonthsClamped("2026-01-15", 0)).toBe("2026-01-15");
  });
  it("refuses dates that are not on the calendar", () => {
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(() => addMonthsClamped("2026-02-30", 1)).toThrow(RangeError);
  });
  it("counts whole months, a partial month as one", () => {
    expect(monthsBetween("2026-01-10", "2026-01-10")).toBe(0);
    expect(monthsBetween("2026-01-10", "2027-01-10")).toBe(12);
    expect(monthsBetween("2026-01-10", "2027-01-11")).toBe(13);
    expect(monthsBetween("2026-01-10", "2026-03-05")).toBe(2);
  });
});

describe("series periodicity (spec 9)", () => {
  it("uses the spec's months per series type", () => {
    expect(SERIES_PERIOD_MONTHS).toMatchObject({
      ACT: 1,
      MONTHLY: 1,
      QUARTERLY: 3,
      FOUR_MONTHLY: 4,
      SEMIANNUAL: 6,
      ANNUALLY: 12,
      SINGLE: 1,
      FINANCING: 1,
      FGTS: 1,
    });
  });
  it.each([
    ["MONTHLY", ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"]],
    ["QUARTERLY", ["2026-01-31", "2026-04-30", "2026-07-31", "2026-10-31"]],
    ["FOUR_MONTHLY", ["2026-01-31", "2026-05-31", "2026-09-30", "2027-01-31"]],
    ["SEMIANNUAL", ["2026-01-31", "2026-07-31", "2027-01-31", "2027-07-31"]],
    ["ANNUALLY", ["2026-01-31", "2027-01-31", "2028-01-31", "2029-01-31"]],
  ] as const)("%s keeps the 31st where the month has it", (type, dates) => {
    const plan = expandPlan([{ type, count: 4, value_cents: 100, first_due_date: "2026-01-31" }]);
    expect(plan.map((i) => i.due_date)).toEqual(dates);
    expect(plan.map((i) => i.number)).toEqual([1, 2, 3, 4]);
  });
  it("gives the last due date of a series", () => {
    expect(seriesLastDueDate({ type: "MONTHLY", count: 36, value_cents: 1, first_due_date: "2027-01-10" })).toBe(
      "2029-12-10",
    );
  });
});

describe("plan total in centavos", () => {
  it("adds the domain example to R$ 500.000,00 exactly", () => {
    expect(planTotal(example)).toBe(50_000_000);
    expect(validatePlan(example, 50_000_000)).toEqual([]);
  });
  it("expands to dated instalments sorted by date, keeping the index", () => {
    const inst = expandPlan(example);
    expect(inst).toHaveLength(1 + 36 + 3 + 1 + 1);
    expect(inst[0]).toEqual({
      series_index: 0,
      type: "ACT",
      number: 1,
      due_date: "2026-12-01",
      value_cents: 1_000_000,
      index: null,
    });
    expect(inst[1]).toMatchObject({ type: "MONTHLY", due_date: "2027-01-10", index: "INCCDI" });
    expect(inst.reduce((s, i) => s + i.value_cents, 0)).toBe(50_000_000);
    const dates = inst.map((i) => i.due_date);
    expect([...dates].sort()).toEqual(dates);
    // Same date (2029-12-10): the order of the series in the plan.
    expect(inst.slice(-4).map((i) => i.type)).toEqual(["MONTHLY", "ANNUALLY", "FGTS", "FINANCING"]);
  });
  it("names the last series and the missing amount when the plan falls short", () => {
    const issue = planTotalIssue(example, 50_123_456);
    expect(issue?.path).toEqual(["series", 4, "value_cents"]);
    expect(issue?.message).toContain("Faltam R$ 1.234,56");
    expect(issue?.message).toContain("R$ 501.234,56");
  });
  it("says how much exceeds when the plan is above the net price", () => {
    const issue = planTotalIssue(example, 49_999_999);
    expect(issue?.message).toContain("Excede em R$ 0,01");
  });
  it("refuses an empty plan", () => {
    expect(planTotalIssue([], 100)?.path).toEqual(["series"]);
  });
  it("never uses floats: 3 x R$ 0,10 is exactly R$ 0,30", () => {
    expect(validatePlan([{ type: "MONTHLY", count: 3, value_cents: 10, first_due_date: "2026-01-01" }], 30)).toEqual(
      [],
    );
  });
});

describe("series rules", () => {
  it("requires a down-payment variant on ACT and refuses it elsewhere", () => {
    const issues = seriesIssues([
      { type: "ACT", count: 1, value_cents: 100, first_due_date: "2026-01-01" },
      { type: "MONTHLY", down_payment_variant: "AP", count: 1, value_cents: 100, first_due_date: "2026-01-01" },
    ]);
    expect(issues.map((i) => i.path.join("."))).toEqual([
      "series.0.down_payment_variant",
      "series.1.down_payment_variant",
    ]);
  });
  it("keeps SINGLE, FINANCING and FGTS to one instalment", () => {
    const issues = seriesIssues([{ type: "FINANCING", count: 2, value_cents: 100, first_due_date: "2026-01-01" }]);
    expect(issues[0]).toMatchObject({ path: ["series", 0, "count"] });
  });
  it("refuses zero, fractional values and impossible dates naming the field", () => {
    const issues = seriesIssues([{ type: "MONTHLY", count: 0, value_cents: 10.5, first_due_date: "2026-02-30" }]);
    expect(issues.map((i) => i.path.join("."))).toEqual([
      "series.0.count",
      "series.0.value_cents",
      "series.0.first_due_date",
    ]);
  });
  it("reports series rules before the total", () => {
    const issues = validatePlan([{ type: "ACT", count: 1, value_cents: 100, first_due_date: "2026-01-01" }], 999);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual(["series", 0, "down_payment_variant"]);
  });
});

describe("splitAmount", () => {
  it("puts the remainder cents on the first instalment", () => {
    expect(splitAmount(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(splitAmount(2, 3)).toEqual([2, 0, 0]);
    expect(splitAmount(35_300_000, 1)).toEqual([35_300_000]);
  });
  it("always adds back to the amount", () => {
    for (const [total, n] of [
      [123_457, 7],
      [99_999_999, 420],
      [1, 1],
    ] as const) {
      expect(splitAmount(total, n).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
  it("refuses non-integer amounts and counts", () => {
    expect(() => splitAmount(10.5, 2)).toThrow(RangeError);
    expect(() => splitAmount(100, 0)).toThrow(RangeError);
  });
});

describe("splitSeries: an amount in instalments that add up exactly", () => {
  const act = { type: "ACT", down_payment_variant: "AT", first_due_date: "2026-12-01", index: null } as const;
  it("R$ 10.000,00 in 3: the first instalment carries the centavo, the plan adds up to the total", () => {
    const series = splitSeries({ ...act, count: 3 }, 1_000_000);
    expect(series).toEqual([
      { ...act, count: 1, value_cents: 333_334 },
      { ...act, count: 2, value_cents: 333_333, first_due_date: "2027-01-01" },
    ]);
    expect(planTotal(series)).toBe(1_000_000);
    expect(expandPlan(series).map((i) => [i.due_date, i.value_cents])).toEqual([
      ["2026-12-01", 333_334],
      ["2027-01-01", 333_333],
      ["2027-02-01", 333_333],
    ]);
  });
  it("an amount that divides evenly stays one series", () => {
    expect(splitSeries({ ...act, count: 4 }, 1_000_000)).toEqual([{ ...act, count: 4, value_cents: 250_000 }]);
  });
  it("a yearly series keeps its period after the first instalment", () => {
    const yearly = { type: "ANNUALLY", first_due_date: "2027-12-10", index: "INCCDI" } as const;
    const series = splitSeries({ ...yearly, count: 3 }, 4_500_001);
    expect(series.map((s) => [s.count, s.value_cents, s.first_due_date])).toEqual([
      [1, 1_500_001, "2027-12-10"],
      [2, 1_500_000, "2028-12-10"],
    ]);
    expect(planTotal(series)).toBe(4_500_001);
  });
});

describe("index correction (INCC-DI / IGP-M monthly rates)", () => {
  it("compounds the monthly rates and rounds once, half to even", () => {
    // 200.000,00 x 1.005 x 1.004 = 201.804,00
    expect(applyIndexCorrection(20_000_000, [0.5, 0.4])).toBe(20_180_400);
    // 1.000,00 x 1.0033^12 = 1.040,3267... -> 1.040,33
    expect(applyIndexCorrection(100_000, Array(12).fill(0.33))).toBe(104_033);
  });
  it("accepts deflation and no rates", () => {
    expect(applyIndexCorrection(100_000, [-0.25])).toBe(99_750);
    expect(applyIndexCorrection(100_000, [])).toBe(100_000);
  });
  it("rounds a half centavo to even", () => {
    // 125 x 1.02 = 127.5 -> 128 (even)
    expect(applyIndexCorrection(125, [2])).toBe(128);
    // 25 x 1.1 = 27.5 -> 28; 15 x 1.1 = 16.5 -> 16
    expect(applyIndexCorrection(15, [10])).toBe(16);
  });
  it("refuses rates of -100 % or below", () => {
    expect(() => applyIndexCorrection(100, [-100])).toThrow(RangeError);
  });
});
