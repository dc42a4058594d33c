/**
 * What every management report shares (decision 071): the filters of the URL (a period of whole months in São
 * Paulo time, and the dimensions a report may narrow by), the scope shown on the screen (everything, or a
 * coordinator's teams), and the shape of a KPI definition (one definition per figure, with its tooltip, used by the
 * report, the home dashboard and the export alike).
 */
import { z } from "zod";
import { LEAD_SOURCES } from "../lead-enums";
import { blank, uuidField } from "../lead-schema-helpers";
import { FIELD_MSG } from "../messages";
import { formatBRL } from "../money";

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

const monthLabelFormat = new Intl.DateTimeFormat("pt-BR", { month: "short", year: "numeric", timeZone: "UTC" });
/** "jan. de 2026" -> "jan/2026": the month as charts and tables show it. */
export function formatMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const parts = monthLabelFormat.formatToParts(new Date(Date.UTC(y, m - 1, 1)));
  const name = (parts.find((p) => p.type === "month")?.value ?? "").replace(".", "");
  return `${name}/${y}`;
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

/** The period a report answered for (both ends filled in), echoed on the wire so the screen shows it. */
export const reportPeriodSchema = z.object({ month_start: z.string(), month_end: z.string() });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** The period of a query: what was asked, the last `REPORT_DEFAULT_MONTHS` up to `currentMonth` otherwise. */
export function resolvePeriod(q: { month_start?: string; month_end?: string }, currentMonth: string): ReportPeriod {
  const end = q.month_end ?? (q.month_start ? addMonths(q.month_start, REPORT_DEFAULT_MONTHS - 1) : currentMonth);
  const start = q.month_start ?? addMonths(end, -(REPORT_DEFAULT_MONTHS - 1));
  return { month_start: start, month_end: end };
}

/** Whose numbers a report shows: every team's, or only the caller's teams (coordinators). */
export const REPORT_SCOPE_KINDS = ["ALL", "TEAMS"] as const;
export const reportScopeSchema = z.object({
  kind: z.enum(REPORT_SCOPE_KINDS),
  /** The caller's teams when kind is TEAMS (possibly none: then every figure is zero). */
  teams: z.array(z.object({ _id: z.string(), name: z.string() })),
  /** The sentence the screen shows above the figures. */
  label: z.string(),
});
export type ReportScopeDto = z.infer<typeof reportScopeSchema>;

export function reportScopeLabel(kind: (typeof REPORT_SCOPE_KINDS)[number], teamNames: string[]): string {
  if (kind === "ALL") return "Exibindo os números de todas as equipes";
  if (teamNames.length === 0) return "Você não coordena nenhuma equipe: não há números para exibir";
  return `Exibindo somente ${teamNames.length === 1 ? "a sua equipe" : "as suas equipes"}: ${teamNames.join(", ")}`;
}

/** How a KPI's value is written: a count, money in centavos (R$), a fraction (shown as %), days, or a ratio. */
export const KPI_FORMATS = ["count", "money", "percent", "days"] as const;
export type KpiFormat = (typeof KPI_FORMATS)[number];

/** One figure's definition: its key on the wire, its name on screen and its tooltip (how it is computed). */
export interface KpiDefinition {
  key: string;
  label: string;
  /** The tooltip: what is counted, in the user's words. */
  description: string;
  format: KpiFormat;
}

/** Declares a catalogue of KPIs keeping each key literal. */
export function defineKpis<const T extends Record<string, Omit<KpiDefinition, "key">>>(
  defs: T,
): { [K in keyof T]: T[K] & { key: K } } {
  return Object.fromEntries(Object.entries(defs).map(([key, def]) => [key, { ...def, key }])) as {
    [K in keyof T]: T[K] & { key: K };
  };
}

/** A KPI value on the wire: the definition's key and the number (null when it cannot be computed, e.g. 0/0). */
export const kpiValueSchema = z.object({ key: z.string(), value: z.number().nullable() });
export type KpiValue = z.infer<typeof kpiValueSchema>;

const countFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });
const daysFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/**
 * A KPI value as people read it (screens, sheets, PDFs): "1.234", "R$ 1.234,56", "12,5%", "3,5 dias";
 * "—" when there is no value (e.g. a rate over zero sales).
 */
export function formatKpiValue(format: KpiFormat, value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return "—";
  switch (format) {
    case "count":
      return countFormat.format(value);
    case "money":
      return formatBRL(Math.round(value));
    case "percent":
      return percentFormat.format(value);
    case "days":
      return `${daysFormat.format(value)} ${value === 1 ? "dia" : "dias"}`;
  }
}
