/**
 * The report filters of the URL alone (decision 071): the web's report routes validate their search with these, so
 * this module stays small (no formatters, no response schemas) and keeps the first load light.
 */
import { z } from "zod";
import { LEAD_SOURCES } from "../lead-enums";
import { blank, uuidField } from "../lead-schema-helpers";
import { FIELD_MSG } from "../messages";

/** A calendar month "YYYY-MM" (São Paulo). Years outside 2000-2100 are refused: no report has data there. */
export const REPORT_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const REPORT_MIN_YEAR = 2000;
export const REPORT_MAX_YEAR = 2100;
/** The longest period a report covers at once (three years of months). */
export const REPORT_MAX_MONTHS = 36;
/** The period a report opens with: the last 12 months, the current one included. */
export const REPORT_DEFAULT_MONTHS = 12;

export const REPORT_MSG = {
  month: "deve ser um mês no formato AAAA-MM entre 2000 e 2100",
  monthOrder: "deve ser igual ou posterior ao mês inicial",
  monthSpan: `o período deve ter no máximo ${REPORT_MAX_MONTHS} meses`,
} as const;

export const reportMonthField = z.string({ error: REPORT_MSG.month }).refine((v) => {
  const m = REPORT_MONTH_PATTERN.exec(v);
  if (!m) return false;
  const year = Number(m[1]);
  return year >= REPORT_MIN_YEAR && year <= REPORT_MAX_YEAR;
}, REPORT_MSG.month);

/** Months between two "YYYY-MM" (inclusive count): 2026-01..2026-12 is 12. */
export function monthSpan(start: string, end: string): number {
  const [ys, ms] = start.split("-").map(Number) as [number, number];
  const [ye, me] = end.split("-").map(Number) as [number, number];
  return (ye - ys) * 12 + (me - ms) + 1;
}

/** "YYYY-MM" of the month `offset` months after `month` (negative goes back). */
export function addMonths(month: string, offset: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Every month of a period, in order: ["2026-01", ..., "2026-12"]. */
export function monthsOf(start: string, end: string): string[] {
  const n = monthSpan(start, end);
  return Array.from({ length: Math.max(n, 0) }, (_, i) => addMonths(start, i));
}

/**
 * The query every report accepts. Each report picks the dimensions that apply to it (`reportQuery(...)`); the
 * period defaults to the last 12 months when both ends are left out.
 */
export const reportFilterFields = {
  month_start: blank(reportMonthField),
  month_end: blank(reportMonthField),
  enterprise_id: blank(uuidField),
  tower_id: blank(uuidField),
  sales_team_id: blank(uuidField),
  specialist_id: blank(uuidField),
  partner_agency_id: blank(uuidField),
  source: blank(z.enum(LEAD_SOURCES, { error: FIELD_MSG.invalidOption })),
} as const;
export type ReportFilterKey = keyof typeof reportFilterFields;

/** A report's query schema: the chosen filter fields (plus its own), with the period's order and span checked. */
export function reportQuery<K extends ReportFilterKey, E extends z.ZodRawShape = Record<never, never>>(
  keys: readonly K[],
  extra?: E,
) {
  const shape = Object.fromEntries(keys.map((k) => [k, reportFilterFields[k]])) as Pick<typeof reportFilterFields, K>;
  return z
    .object({
      month_start: reportFilterFields.month_start,
      month_end: reportFilterFields.month_end,
      ...shape,
      ...(extra as E),
    })
    .superRefine((q, ctx) => {
      const period = q as { month_start?: string; month_end?: string };
      const start = period.month_start;
      const end = period.month_end;
      if (start && end) {
        if (end < start) ctx.addIssue({ code: "custom", path: ["month_end"], message: REPORT_MSG.monthOrder });
        else if (monthSpan(start, end) > REPORT_MAX_MONTHS)
          ctx.addIssue({ code: "custom", path: ["month_end"], message: REPORT_MSG.monthSpan });
      }
    });
}
