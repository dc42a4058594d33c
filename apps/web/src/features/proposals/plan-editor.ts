import { applyDiscount, type Discount, type DiscountResult, type DiscountType } from "@portal/contracts/discount";
import { formatBRL } from "@portal/contracts/money";
import {
  addMonthsClamped,
  type DownPaymentVariant,
  expandPlan,
  type IndexType,
  type Instalment,
  type PlanIssue,
  type PlanSeries,
  planRemaining,
  planTotal,
  SERIES_TYPES,
  type SeriesType,
  SINGLE_INSTALMENT_SERIES,
  seriesIssues,
  splitSeries,
} from "@portal/contracts/payment-plan";
import { serverFieldErrors } from "../../lib/forms";
import { formatMoneyInput, parseMoneyInput, parsePercentInput } from "../../lib/money-input";

/**
 * State of the payment-plan editor and the live calculator. A row is what the user edits (the value as the
 * masked R$ text); `rowsToSeries` turns the rows into the contract's series, and every figure (net price,
 * total, what is missing) comes from the contract's own functions, so the screen and the API agree to the
 * centavo.
 */
export interface SeriesRow {
  key: string;
  type: SeriesType;
  down_payment_variant: DownPaymentVariant | null;
  count: number;
  /** Value of EACH instalment as typed ("2.000,00"). */
  value: string;
  /** YYYY-MM-DD. */
  first_due_date: string;
  index: IndexType | null;
}

export interface DiscountInput {
  type: DiscountType;
  /** PERCENTAGE: "5,5"; ABSOLUTE: "10.000,00". '' = no discount. */
  text: string;
}

let keySeq = 0;
export function rowKey(): string {
  keySeq += 1;
  return `row-${keySeq}`;
}

/** First due date a new series of a type starts on: the down payment today, the rest a month later. */
export function defaultFirstDue(type: SeriesType, today: string): string {
  return type === "ACT" ? today : addMonthsClamped(today, 1);
}

export function newRow(type: SeriesType, today: string, overrides: Partial<SeriesRow> = {}): SeriesRow {
  return {
    key: rowKey(),
    type,
    down_payment_variant: type === "ACT" ? "AT" : null,
    count: 1,
    value: "",
    first_due_date: defaultFirstDue(type, today),
    index: null,
    ...overrides,
  };
}

/** A type change keeps the row consistent: the ACT variant only on ACT, one instalment where the type needs it. */
export function changeRowType(row: SeriesRow, type: SeriesType): SeriesRow {
  return {
    ...row,
    type,
    down_payment_variant: type === "ACT" ? (row.down_payment_variant ?? "AT") : null,
    count: SINGLE_INSTALMENT_SERIES.includes(type) ? 1 : row.count,
  };
}

export function rowToSeries(row: SeriesRow): PlanSeries {
  return {
    type: row.type,
    down_payment_variant: row.type === "ACT" ? row.down_payment_variant : null,
    count: row.count,
    value_cents: parseMoneyInput(row.value) ?? 0,
    first_due_date: row.first_due_date,
    index: row.index,
  };
}

export function rowsToSeries(rows: readonly SeriesRow[]): PlanSeries[] {
  return rows.map(rowToSeries);
}

export function seriesToRow(s: Omit<PlanSeries, "down_payment_variant"> & { down_payment_variant?: string | null }) {
  return {
    key: rowKey(),
    type: s.type,
    down_payment_variant: (s.down_payment_variant ?? null) as DownPaymentVariant | null,
    count: s.count,
    value: formatMoneyInput(s.value_cents),
    first_due_date: s.first_due_date,
    index: s.index ?? null,
  } satisfies SeriesRow;
}

/** The discount the user typed as the contract's Discount; null when the field is empty. */
export function toDiscount(input: DiscountInput): Discount | null {
  const value = input.type === "PERCENTAGE" ? parsePercentInput(input.text) : parseMoneyInput(input.text);
  if (value === null || value === 0) return null;
  return { type: input.type, value };
}

export type PlanState = "closed" | "missing" | "exceeds";

export interface PlanCalc {
  discount: DiscountResult;
  /** Net price (price minus discount); the price itself when the discount is invalid. */
  netPriceCents: number;
  totalCents: number;
  /** Positive: missing; negative: exceeding. */
  remainingCents: number;
  state: PlanState;
  /** "Faltam R$ 1.000,00", "Excede em R$ 0,01" or "O plano fecha com o valor líquido". */
  remainingLabel: string;
  /** Series rules (ACT variant, single-instalment types, dates, empty values), keyed like the API's 400s. */
  issues: PlanIssue[];
  /** Every instalment by date; empty while a row has an invalid date. */
  schedule: Instalment[];
  /** Everything adds up and no row has an issue. */
  ready: boolean;
}

export function remainingLabel(remainingCents: number): string {
  if (remainingCents > 0) return `Faltam ${formatBRL(remainingCents)}`;
  if (remainingCents < 0) return `Excede em ${formatBRL(-remainingCents)}`;
  return "O plano fecha com o valor líquido";
}

export function calculatePlan(rows: readonly SeriesRow[], priceCents: number, discount: DiscountInput): PlanCalc {
  const applied = applyDiscount(priceCents, toDiscount(discount));
  const netPriceCents = applied.ok ? applied.net_price_cents : priceCents;
  const series = rowsToSeries(rows);
  const totalCents = planTotal(series);
  const remainingCents = planRemaining(series, netPriceCents);
  const issues =
    rows.length === 0 ? [{ path: ["series"], message: "deve ter ao menos uma série" }] : seriesIssues(series);
  const datesOk = !issues.some((i) => i.path[2] === "first_due_date" || i.path[2] === "count");
  return {
    discount: applied,
    netPriceCents,
    totalCents,
    remainingCents,
    state: remainingCents === 0 ? "closed" : remainingCents > 0 ? "missing" : "exceeds",
    remainingLabel: remainingLabel(remainingCents),
    issues,
    schedule: datesOk && rows.length > 0 ? expandPlan(series) : [],
    ready: applied.ok && rows.length > 0 && issues.length === 0 && remainingCents === 0,
  };
}

/**
 * Gives row `index` what is left of the net price so the plan adds up. When that amount does not divide evenly by
 * the row's count, the row becomes two (contracts' splitSeries): the first instalment with the remainder centavos,
 * then the others. Null when nothing is left for the row.
 */
export function closeWithRow(rows: readonly SeriesRow[], index: number, netPriceCents: number): SeriesRow[] | null {
  const row = rows[index];
  if (!row) return null;
  const others = rowsToSeries(rows.filter((_, i) => i !== index));
  const left = netPriceCents - planTotal(others);
  if (left <= 0) return null;
  const parts = splitSeries(rowToSeries(row), left).map((s, k) => ({
    ...seriesToRow(s),
    key: k === 0 ? row.key : rowKey(),
    down_payment_variant: row.down_payment_variant,
  }));
  return rows.flatMap((r, i) => (i === index ? parts : [r]));
}

export interface TemplateSeries {
  type: SeriesType;
  down_payment_variant: string | null;
  count: number;
  /** Share of the net price for the whole series, percent. */
  percentage: number;
  index_type: IndexType | null;
}

/**
 * Rows from an enterprise's payment-plan template for a net price. Each series gets its percentage of the net
 * price (to the centavo); what rounding the percentages leaves over goes to the last single-instalment series
 * (financing, FGTS, parcela única). A series' amount is then split into instalments that add up to it exactly,
 * the remainder centavos on the first instalment (contracts' splitSeries), so the plan closes to the centavo.
 */
export function templateToRows(series: readonly TemplateSeries[], netPriceCents: number, today: string): SeriesRow[] {
  const valid = series.filter((s) => (SERIES_TYPES as readonly string[]).includes(s.type));
  const totals = valid.map((s) => Math.round((netPriceCents * s.percentage) / 100));
  const leftover = netPriceCents - totals.reduce((sum, t) => sum + t, 0);
  const absorber = valid.map((s) => s.count === 1).lastIndexOf(true);
  if (absorber >= 0 && leftover !== 0) totals[absorber] = (totals[absorber] ?? 0) + leftover;
  return valid.flatMap((s, i) => {
    const variant = s.type === "ACT" ? ((s.down_payment_variant as DownPaymentVariant | null) ?? "AT") : null;
    const shape = {
      type: s.type,
      down_payment_variant: variant,
      count: s.count,
      first_due_date: defaultFirstDue(s.type, today),
      index: s.index_type,
    };
    return splitSeries(shape, Math.max(0, totals[i] ?? 0)).map(seriesToRow);
  });
}

/** An API / contract issue path ("series.2.value_cents") as the editor's field key ("series.2.value"). */
export function editorFieldOf(path: string): string {
  return path.replace(/\.value_cents$/, ".value").replace(/\.index$/, ".index");
}

/** Issues by editor field key, first message wins. */
export function issuesByField(issues: readonly PlanIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = editorFieldOf(issue.path.join("."));
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The API's 400 on a proposal, by editor field ("series.2.value", "discount.value", "lead_id"). */
export function planServerErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(serverFieldErrors(error))) out[editorFieldOf(k)] = String(v);
  return out;
}
