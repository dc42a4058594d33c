import {
  DOWN_PAYMENT_VARIANTS,
  INDEX_TYPE_LABELS,
  INDEX_TYPES,
  type IndexType,
  PAYMENT_SERIE_TYPES,
  SERIE_PERIODICITY_MONTHS,
} from "./inventory-enums";
import { applyPpm, divRoundHalfEven, formatBRL, PPM, percentToPpm } from "./money";

/** Spec 3 "Payment series" (one list with the data model: inventory-enums). */
export const SERIES_TYPES = PAYMENT_SERIE_TYPES;
export type SeriesType = (typeof SERIES_TYPES)[number];

export const SERIES_TYPE_LABELS: Record<SeriesType, string> = {
  ACT: "Ato / sinal",
  MONTHLY: "Mensais",
  QUARTERLY: "Trimestrais",
  FOUR_MONTHLY: "Quadrimestrais",
  SEMIANNUAL: "Semestrais",
  ANNUALLY: "Anuais (intermediárias)",
  SINGLE: "Parcela única",
  MONTHLY_PRO: "Mensais pró-soluto",
  FINANCING: "Financiamento bancário",
  FGTS: "FGTS",
};

/**
 * Spec 9 "Series periodicity in months". MONTHLY_PRO is not shown by the spec: it is the monthly
 * pro-soluto series, so 1 (docs/decisions/012).
 */
export const SERIES_PERIOD_MONTHS: Record<SeriesType, number> = SERIE_PERIODICITY_MONTHS;

/** Spec 3 "Down-payment (Ato) variants"; only an ACT series carries one. */
export { DOWN_PAYMENT_VARIANTS };
export type DownPaymentVariant = (typeof DOWN_PAYMENT_VARIANTS)[number];

/** Spec 3 "Index types". */
export { INDEX_TYPE_LABELS, INDEX_TYPES, type IndexType };

/** Series paid by third parties (bank, FGTS), not by the developer's own plan (pró-soluto). */
export const THIRD_PARTY_SERIES: readonly SeriesType[] = ["FINANCING", "FGTS"];
/** Series that must hold exactly one instalment. */
export const SINGLE_INSTALMENT_SERIES: readonly SeriesType[] = ["SINGLE", "FINANCING", "FGTS"];
export const MAX_SERIES_COUNT = 420;

export interface PlanSeries {
  type: SeriesType;
  down_payment_variant?: DownPaymentVariant | null;
  /** Number of instalments (>= 1). */
  count: number;
  /** Value of EACH instalment, in centavos. */
  value_cents: number;
  /** YYYY-MM-DD (a calendar date, no time zone). */
  first_due_date: string;
  index?: IndexType | null;
}

export interface Instalment {
  series_index: number;
  type: SeriesType;
  /** 1-based number inside its series. */
  number: number;
  due_date: string;
  value_cents: number;
  index: IndexType | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD string that is a real calendar date (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * `months` calendar months after an ISO date, in UTC, clamped to the month's last day:
 * 2026-01-31 + 1 = 2026-02-28; 2028-01-31 + 1 = 2028-02-29.
 */
export function addMonthsClamped(isoDate: string, months: number): string {
  const m = ISO_DATE.exec(isoDate);
  if (!m || !isCalendarDate(isoDate)) throw new RangeError(`data inválida: ${isoDate}`);
  const total = Number(m[1]) * 12 + (Number(m[2]) - 1) + months;
  const year = Math.floor(total / 12);
  const monthIndex = total - year * 12;
  const day = Math.min(Number(m[3]), daysInMonth(year, monthIndex));
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/** Whole calendar months from `from` to `to` (a partial month counts as one): term of a plan. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm);
  return td > fd ? months + 1 : months;
}

/** Total of one series in centavos. */
export function seriesTotal(series: Pick<PlanSeries, "count" | "value_cents">): number {
  return series.count * series.value_cents;
}

/** Total of a plan in centavos. */
export function planTotal(series: readonly Pick<PlanSeries, "count" | "value_cents">[]): number {
  return series.reduce((sum, s) => sum + seriesTotal(s), 0);
}

/**
 * Every instalment with its due date, sorted by date then series. Each date is computed from the first
 * due date (first + k x period), never from the previous instalment, so the 31st survives February:
 * Jan 31, Feb 28, Mar 31.
 */
export function expandPlan(series: readonly PlanSeries[]): Instalment[] {
  const out: Instalment[] = [];
  series.forEach((s, seriesIndex) => {
    const period = SERIES_PERIOD_MONTHS[s.type];
    for (let k = 0; k < s.count; k++) {
      out.push({
        series_index: seriesIndex,
        type: s.type,
        number: k + 1,
        due_date: addMonthsClamped(s.first_due_date, k * period),
        value_cents: s.value_cents,
        index: s.index ?? null,
      });
    }
  });
  return out.sort((a, b) =>
    a.due_date === b.due_date
      ? a.series_index - b.series_index || a.number - b.number
      : a.due_date < b.due_date
        ? -1
        : 1,
  );
}

/** Last due date of a series. */
export function seriesLastDueDate(series: PlanSeries): string {
  return addMonthsClamped(series.first_due_date, (series.count - 1) * SERIES_PERIOD_MONTHS[series.type]);
}

/**
 * Splits an amount into `count` instalments of whole centavos; the remainder cents go on the first one
 * (R$ 100,00 / 3 = 33,34 + 33,33 + 33,33).
 */
export function splitAmount(totalCents: number, count: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError("valor deve ser inteiro e >= 0");
  if (!Number.isInteger(count) || count < 1) throw new RangeError("quantidade deve ser inteira e >= 1");
  const base = Math.floor(totalCents / count);
  const remainder = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => (i === 0 ? base + remainder : base));
}

/**
 * An amount paid in `count` instalments of a series, as plan series that add up to it exactly. A series carries one
 * value per instalment, so an amount that does not divide evenly becomes two series of the same type: the first
 * instalment with the remainder centavos (the usual Brazilian practice: R$ 10.000,00 in 3 = 3.333,34 + 3.333,33 +
 * 3.333,33), then the other instalments from the next period on. Rounding every instalment down instead would
 * leave the plan a few centavos short of the total.
 */
export function splitSeries(series: Omit<PlanSeries, "value_cents">, totalCents: number): PlanSeries[] {
  const [first = 0, rest = 0] = splitAmount(totalCents, series.count);
  if (first === rest || series.count === 1) return [{ ...series, value_cents: first }];
  return [
    { ...series, count: 1, value_cents: first },
    {
      ...series,
      count: series.count - 1,
      value_cents: rest,
      first_due_date: addMonthsClamped(series.first_due_date, SERIES_PERIOD_MONTHS[series.type]),
    },
  ];
}

export interface PlanIssue {
  /** Field path in the request body, dotted like the zod errors ("series.2.value_cents"). */
  path: (string | number)[];
  message: string;
}

/** Rules of one series that do not need the price (shape, dates, variants). */
export function seriesIssues(series: readonly PlanSeries[]): PlanIssue[] {
  const issues: PlanIssue[] = [];
  series.forEach((s, i) => {
    if (!Number.isInteger(s.count) || s.count < 1 || s.count > MAX_SERIES_COUNT) {
      issues.push({
        path: ["series", i, "count"],
        message: `deve ser um número inteiro entre 1 e ${MAX_SERIES_COUNT}`,
      });
    } else if (SINGLE_INSTALMENT_SERIES.includes(s.type) && s.count !== 1) {
      issues.push({ path: ["series", i, "count"], message: `deve ser 1 para a série ${SERIES_TYPE_LABELS[s.type]}` });
    }
    if (!Number.isSafeInteger(s.value_cents) || s.value_cents < 1) {
      issues.push({
        path: ["series", i, "value_cents"],
        message: "deve ser um valor inteiro em centavos, maior que zero",
      });
    }
    if (!isCalendarDate(s.first_due_date)) {
      issues.push({ path: ["series", i, "first_due_date"], message: "deve ser uma data válida no formato AAAA-MM-DD" });
    }
    if (s.type === "ACT" && !s.down_payment_variant) {
      issues.push({ path: ["series", i, "down_payment_variant"], message: "é obrigatório para a série de ato" });
    }
    if (s.type !== "ACT" && s.down_payment_variant) {
      issues.push({ path: ["series", i, "down_payment_variant"], message: "só se aplica à série de ato (ACT)" });
    }
  });
  return issues;
}

/**
 * The plan must add up to the net price to the centavo. When it does not, the issue names the last series
 * (the one a broker adjusts to close the plan) and says how much is missing or exceeds.
 */
export function planTotalIssue(series: readonly PlanSeries[], netPriceCents: number): PlanIssue | null {
  if (series.length === 0) return { path: ["series"], message: "deve ter ao menos uma série" };
  const diff = netPriceCents - planTotal(series);
  if (diff === 0) return null;
  const last = series.length - 1;
  const sum = `a soma das séries é ${formatBRL(planTotal(series))} e o valor líquido é ${formatBRL(netPriceCents)}`;
  return {
    path: ["series", last, "value_cents"],
    message:
      diff > 0
        ? `não fecha o plano: Faltam ${formatBRL(diff)} (${sum})`
        : `não fecha o plano: Excede em ${formatBRL(-diff)} (${sum})`,
  };
}

/** Every issue of a plan against its net price: series rules first, then the total. */
export function validatePlan(series: readonly PlanSeries[], netPriceCents: number): PlanIssue[] {
  const issues = seriesIssues(series);
  if (issues.length > 0) return issues;
  const total = planTotalIssue(series, netPriceCents);
  return total ? [total] : [];
}

/** Remaining amount to close a plan (positive: missing; negative: exceeding), for the live calculator. */
export function planRemaining(series: readonly Pick<PlanSeries, "count" | "value_cents">[], netPriceCents: number) {
  return netPriceCents - planTotal(series);
}

/**
 * Monetary correction of a value by monthly index rates (e.g. INCC-DI of each month, in percent with up to
 * 4 decimals, negative allowed). The factor is compounded exactly on integers and the result is rounded
 * once, half-to-even, to the centavo: rounding every month would drift by up to a centavo per month.
 */
export function applyIndexCorrection(valueCents: number, monthlyRatesPercent: readonly number[]): number {
  if (!Number.isSafeInteger(valueCents)) throw new RangeError("valor deve ser inteiro em centavos");
  let numerator = BigInt(valueCents);
  let denominator = 1n;
  for (const rate of monthlyRatesPercent) {
    const ppm = percentToPpm(rate);
    if (ppm <= -PPM) throw new RangeError("índice mensal deve ser maior que -100%");
    numerator *= BigInt(PPM + ppm);
    denominator *= BigInt(PPM);
  }
  return Number(divRoundHalfEven(numerator, denominator));
}

/** Each instalment's value corrected by the index rates accumulated up to it (a single percentage). */
export function correctByAccumulatedPercent(valueCents: number, accumulatedPercent: number): number {
  return valueCents + applyPpm(valueCents, percentToPpm(accumulatedPercent));
}
