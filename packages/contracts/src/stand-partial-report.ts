import { z } from "zod";
import { eightDigitDayField } from "./date-fields";
import { blank, uuidField } from "./lead-schema-helpers";
import { enterpriseSummarySchema, userSummarySchema } from "./leads-dto";
import { MARKETING_ORIGINS, standVisitStatusSchema } from "./stand";

/**
 * The stand's partial report (relatório parcial, spec section parcialReport; decision 049): one stand, one
 * day in America/Sao_Paulo, as JSON (the screen) and as PDF / XLSX (the same figures).
 */

/**
 * GET /stand-visits/partial-report (+ /pdf, /xlsx). `date` is DDMMYYYY like the spec's date filters (default: today
 * in São Paulo). `enterprise_id` is the stand; a receptionist may leave it out (their stand).
 */
export const standPartialReportQuery = z.object({
  enterprise_id: blank(uuidField),
  date: blank(eightDigitDayField()),
});
export type StandPartialReportQuery = z.output<typeof standPartialReportQuery>;

const count = z.number().int().min(0);
/** Whole seconds; null when no visit has the figure yet. */
const seconds = z.number().int().min(0).nullable();

export const standPartialReportTotalsSchema = z.object({
  /** Every visit that arrived that day. */
  visits: count,
  /** FINISHED: served, with the service report. */
  finished: count,
  /** IN_ATTENDANCE now. */
  in_attendance: count,
  /** WAITING: no specialist yet. */
  waiting: count,
  /** ASSIGNED: routed to a specialist, not started. */
  assigned: count,
  /** CANCELED: the visitor left. */
  canceled: count,
  /** Visits brought by a partner broker. */
  third_party: count,
  /** The visitor's lead was created by the visit. */
  new_leads: count,
  /** The visitor already was a lead of this enterprise (NEW_INTEREST). */
  returning: count,
  /** Not canceled and without a service report yet (waiting, routed or in attendance). */
  without_report: count,
});
export type StandPartialReportTotals = z.infer<typeof standPartialReportTotalsSchema>;

export const standPartialReportSchema = z.object({
  enterprise: enterpriseSummarySchema,
  /** The day, DDMMYYYY. */
  date: z.string(),
  generated_at: z.string(),
  totals: standPartialReportTotalsSchema,
  /** 24 entries, hour 0-23 of arrival in São Paulo time. */
  by_hour: z.array(z.object({ hour: z.number().int().min(0).max(23), visits: count })),
  /** Visits per specialist they were routed to (the visits no specialist took yet are not listed). */
  by_specialist: z.array(
    z.object({
      specialist: userSummarySchema,
      visits: count,
      finished: count,
      canceled: count,
      average_attendance_seconds: seconds,
      without_report: count,
    }),
  ),
  /** Visits per "como conheceu" (null: not answered), most first. */
  by_source: z.array(z.object({ how_know: z.enum(MARKETING_ORIGINS).nullable(), visits: count })),
  /** Arrival -> attendance started, over the visits started. */
  waiting_time: z.object({ visits: count, average_seconds: seconds, median_seconds: seconds, max_seconds: seconds }),
  /** Attendance started -> finished, over the visits finished. */
  attendance_duration: z.object({ visits: count, average_seconds: seconds, median_seconds: seconds }),
  /** Visits not canceled without a service report yet, oldest arrival first. */
  without_report: z.array(
    z.object({
      _id: z.string(),
      visitor_name: z.string(),
      specialist: userSummarySchema.nullable(),
      arrived_at: z.string(),
      status: standVisitStatusSchema,
    }),
  ),
});
export type StandPartialReportDto = z.infer<typeof standPartialReportSchema>;

/** What people read for each total (screen, PDF and XLSX use the same words). */
export const STAND_PARTIAL_REPORT_TOTAL_LABELS: Record<keyof StandPartialReportTotals, string> = {
  visits: "Visitas",
  finished: "Atendidas",
  in_attendance: "Em atendimento",
  waiting: "Aguardando especialista",
  assigned: "Encaminhadas (não iniciadas)",
  canceled: "Canceladas / foram embora",
  third_party: "Visitas de terceiros",
  new_leads: "Leads novos",
  returning: "Retornos (novo interesse)",
  without_report: "Sem relatório de atendimento",
};

/** The label of a "como conheceu" bucket whose answer was left blank. */
export const NO_SOURCE_LABEL = "Não informado";

/** A duration in whole seconds for people: "—", "45 s", "12 min", "1 h 05 min". */
export function formatDurationSeconds(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return "—";
  const total = Math.round(value);
  if (total < 60) return `${total} s`;
  const minutes = Math.round(total / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h} h ${String(m).padStart(2, "0")} min`;
}

/** DDMMYYYY -> "DD/MM/YYYY". */
export function formatEightDigitDay(value: string): string {
  return /^\d{8}$/.test(value) ? `${value.slice(0, 2)}/${value.slice(2, 4)}/${value.slice(4)}` : value;
}

/** "YYYY-MM-DD" (a date input, saoPauloDay) -> DDMMYYYY. */
export function isoDayToEightDigits(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}${m[2]}${m[1]}` : value;
}

/** DDMMYYYY -> "YYYY-MM-DD" (for a date picker). */
export function eightDigitsToIsoDay(value: string): string {
  return /^\d{8}$/.test(value) ? `${value.slice(4)}-${value.slice(2, 4)}-${value.slice(0, 2)}` : value;
}

/** The downloads' file name: "relatorio-parcial-<stand>-<YYYY-MM-DD>.<ext>", ASCII, safe in any header. */
export function partialReportFileName(enterpriseName: string, date: string, ext: "pdf" | "xlsx"): string {
  const slug =
    enterpriseName
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "plantao";
  return `relatorio-parcial-${slug}-${eightDigitsToIsoDay(date)}.${ext}`;
}
