/**
 * What every management report shares (decision 071): the filters of the URL (a period of whole months in São
 * Paulo time, and the dimensions a report may narrow by), the scope shown on the screen (everything, or a
 * coordinator's teams), and the shape of a KPI definition (one definition per figure, with its tooltip, used by the
 * report, the home dashboard and the export alike).
 */
import { z } from "zod";
import { formatBRL } from "../money";
import { addMonths, REPORT_DEFAULT_MONTHS } from "./query";

export * from "./query";

const monthLabelFormat = new Intl.DateTimeFormat("pt-BR", { month: "short", year: "numeric", timeZone: "UTC" });
/** "jan. de 2026" -> "jan/2026": the month as charts and tables show it. */
export function formatMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const parts = monthLabelFormat.formatToParts(new Date(Date.UTC(y, m - 1, 1)));
  const name = (parts.find((p) => p.type === "month")?.value ?? "").replace(".", "");
  return `${name}/${y}`;
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

/** How a KPI's value is written: a count, money in centavos (R$), a fraction (shown as %), days or minutes. */
export const KPI_FORMATS = ["count", "money", "percent", "days", "minutes"] as const;
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
    case "minutes":
      return `${daysFormat.format(value)} min`;
  }
}
