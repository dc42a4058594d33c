import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error";
import {
  calculatePlan,
  changeRowType,
  closeWithRow,
  issuesByField,
  newRow,
  planServerErrors,
  remainingLabel,
  rowsToSeries,
  templateToRows,
  toDiscount,
} from "./plan-editor";

const TODAY = "2026-01-31";
const NO_DISCOUNT = { type: "PERCENTAGE" as const, text: "" };

describe("plan editor -> contract series", () => {
  it("turns rows into the contract's series, value in centavos and the ACT variant only on ACT", () => {
    const rows = [
      newRow("ACT", TODAY, { value: "10.000,00" }),
      newRow("MONTHLY", TODAY, { count: 36, value: "2.000,00", index: "INCCDI" }),
    ];
    expect(rowsToSeries(rows)).toEqual([
      { type: "ACT", down_payment_variant: "AT", count: 1, value_cents: 1_000_000, first_due_date: TODAY, index: null },
      {
        type: "MONTHLY",
        down_payment_variant: null,
        count: 36,
        value_cents: 200_000,
        first_due_date: "2026-02-28",
        index: "INCCDI",
      },
    ]);
  });

  it("keeps a row consistent when its type changes", () => {
    const monthly = newRow("MONTHLY", TODAY, { count: 24 });
    expect(changeRowType(monthly, "FINANCING")).toMatchObject({ count: 1, down_payment_variant: null });
    expect(changeRowType(monthly, "ACT")).toMatchObject({ count: 24, down_payment_variant: "AT" });
  });
});

describe("live calculator", () => {
  // Domain notes: R$ 500.000,00 = ato 10.000 + 36 x 2.000 + 3 x 15.000 + FGTS 20.000 + financiamento 353.000.
  const plan = () => [
    newRow("ACT", TODAY, { value: "10.000,00" }),
    newRow("MONTHLY", TODAY, { count: 36, value: "2.000,00" }),
    newRow("ANNUALLY", TODAY, { count: 3, value: "15.000,00" }),
    newRow("FGTS", TODAY, { value: "20.000,00" }),
    newRow("FINANCING", TODAY, { value: "353.000,00" }),
  ];

  it("says the plan closes when it adds up to the net price to the centavo", () => {
    const calc = calculatePlan(plan(), 50_000_000, NO_DISCOUNT);
    expect(calc).toMatchObject({ totalCents: 50_000_000, remainingCents: 0, state: "closed", ready: true });
    expect(calc.schedule).toHaveLength(1 + 36 + 3 + 1 + 1);
    expect(calc.schedule[0]).toMatchObject({ type: "ACT", due_date: TODAY });
  });

  it("shows what is missing or exceeding, and is not ready", () => {
    const rows = plan();
    rows[4] = { ...rows[4]!, value: "352.999,99" };
    expect(calculatePlan(rows, 50_000_000, NO_DISCOUNT)).toMatchObject({
      remainingCents: 1,
      state: "missing",
      remainingLabel: "Faltam R$ 0,01",
      ready: false,
    });
    rows[4] = { ...rows[4]!, value: "353.100,00" };
    expect(calculatePlan(rows, 50_000_000, NO_DISCOUNT).remainingLabel).toBe("Excede em R$ 100,00");
  });

  it("applies the discount before comparing (percentage and absolute)", () => {
    const pct = calculatePlan(plan(), 50_000_000, { type: "PERCENTAGE", text: "2" });
    expect(pct).toMatchObject({ netPriceCents: 49_000_000, remainingCents: -1_000_000 });
    const abs = calculatePlan(plan(), 50_000_000, { type: "ABSOLUTE", text: "10.000,00" });
    expect(abs).toMatchObject({ netPriceCents: 49_000_000, state: "exceeds" });
  });

  it("refuses an invalid discount without breaking the figures", () => {
    const calc = calculatePlan(plan(), 50_000_000, { type: "PERCENTAGE", text: "120" });
    expect(calc.discount.ok).toBe(false);
    expect(calc.netPriceCents).toBe(50_000_000);
    expect(calc.ready).toBe(false);
  });

  it("names the row and field of a series issue, like the API's 400", () => {
    const rows = [newRow("ACT", TODAY, { value: "", down_payment_variant: null })];
    const calc = calculatePlan(rows, 1_000_00, NO_DISCOUNT);
    expect(issuesByField(calc.issues)).toEqual({
      "series.0.value": "deve ser um valor inteiro em centavos, maior que zero",
      "series.0.down_payment_variant": "é obrigatório para a série de ato",
    });
  });

  it("labels the remaining amount", () => {
    expect(remainingLabel(123_456)).toBe("Faltam R$ 1.234,56");
    expect(remainingLabel(0)).toBe("O plano fecha com o valor líquido");
  });
});

describe("closing the plan with one row", () => {
  it("fills the row with what is left when it divides by its count", () => {
    const rows = [newRow("ACT", TODAY, { value: "10.000,00" }), newRow("MONTHLY", TODAY, { count: 10 })];
    expect(closeWithRow(rows, 1, 11_000_000)?.[1]?.value).toBe("10.000,00");
  });
  it("R$ 10.000,00 left in 3 instalments: 3.333,34 first, then 2 x 3.333,33, and the plan closes", () => {
    const rows = [newRow("ACT", TODAY, { value: "5.000,00" }), newRow("MONTHLY", TODAY, { count: 3 })];
    const closed = closeWithRow(rows, 1, 1_500_000);
    expect(closed?.map((r) => [r.type, r.count, r.value])).toEqual([
      ["ACT", 1, "5.000,00"],
      ["MONTHLY", 1, "3.333,34"],
      ["MONTHLY", 2, "3.333,33"],
    ]);
    expect(calculatePlan(closed ?? [], 1_500_000, NO_DISCOUNT).remainingCents).toBe(0);
  });
  it("refuses when nothing is left for the row", () => {
    const rows = [newRow("ACT", TODAY, { value: "10,01" }), newRow("MONTHLY", TODAY, { count: 3 })];
    expect(closeWithRow(rows, 1, 1_001)).toBeNull();
  });
});

describe("templates", () => {
  it("splits the net price by the template's percentages and closes on the last single series", () => {
    const rows = templateToRows(
      [
        { type: "ACT", down_payment_variant: "AT", count: 1, percentage: 10, index_type: null },
        { type: "MONTHLY", down_payment_variant: null, count: 36, percentage: 20, index_type: "INCCDI" },
        { type: "FINANCING", down_payment_variant: null, count: 1, percentage: 70, index_type: null },
      ],
      33_333_333,
      TODAY,
    );
    const calc = calculatePlan(rows, 33_333_333, NO_DISCOUNT);
    expect(calc.remainingCents).toBe(0);
    // R$ 66.666,67 in 36: the 7 centavos that do not divide go on the first instalment.
    expect(rows.slice(1, 3).map((r) => [r.count, r.index, r.value])).toEqual([
      [1, "INCCDI", "1.851,92"],
      [35, "INCCDI", "1.851,85"],
    ]);
  });
});

describe("a template's down payment in instalments", () => {
  it("R$ 10.000,00 of ato in 3 adds up exactly, the centavo on the first instalment", () => {
    const rows = templateToRows(
      [
        { type: "ACT", down_payment_variant: "AT", count: 3, percentage: 10, index_type: null },
        { type: "MONTHLY", down_payment_variant: null, count: 10, percentage: 90, index_type: "INCCDI" },
      ],
      10_000_000,
      TODAY,
    );
    expect(rows.map((r) => [r.type, r.count, r.value])).toEqual([
      ["ACT", 1, "3.333,34"],
      ["ACT", 2, "3.333,33"],
      ["MONTHLY", 10, "9.000,00"],
    ]);
    expect(calculatePlan(rows, 10_000_000, NO_DISCOUNT).remainingCents).toBe(0);
  });
});

describe("discount input", () => {
  it("is null when empty or zero", () => {
    expect(toDiscount({ type: "ABSOLUTE", text: "" })).toBeNull();
    expect(toDiscount({ type: "PERCENTAGE", text: "0" })).toBeNull();
    expect(toDiscount({ type: "ABSOLUTE", text: "1.500,00" })).toEqual({ type: "ABSOLUTE", value: 150_000 });
  });
});

describe("API 400 on the series fields", () => {
  it("puts the API's plan error under the row's value field", () => {
    const error = new ApiError(400, {
      statusCode: 400,
      error: "Bad Request",
      message: ['"series.1.value_cents" não fecha o plano: Faltam R$ 0,01', '"discount.value" deve ser um número'],
    });
    expect(planServerErrors(error)).toEqual({
      "series.1.value": "Não fecha o plano: Faltam R$ 0,01.",
      "discount.value": "Deve ser um número.",
    });
  });
  it("ignores errors that are not field errors", () => {
    expect(planServerErrors(new ApiError(409, { statusCode: 409, error: "Conflict", message: "mudou" }))).toEqual({});
  });
});
