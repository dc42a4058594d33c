import { z } from "zod";
import { blank, eightDigits, uuidField } from "./lead-schema-helpers";
import { standVisitListQuery } from "./stand";

/**
 * The visitor register (section "register") and the service reports' export ("site-surveys export"),
 * docs/decisions/050-stand-register.md. The list itself is GET /stand-visits (standVisitListQuery in stand.ts).
 */

/** GET /stand-visits/export: the register's filters (the list's, without paging) as an XLSX. */
export const standRegisterExportQuery = standVisitListQuery.omit({ skip: true, limit: true });
export type StandRegisterExportQuery = z.output<typeof standRegisterExportQuery>;

/** GET /site-surveys/export: the service reports (FAC) of a period as an XLSX. Dates: DDMMYYYY of the report. */
export const siteSurveyExportQuery = z.object({
  starts_date: blank(eightDigits),
  ends_date: blank(eightDigits),
  enterprise_id: blank(uuidField),
  specialist_id: blank(uuidField),
});
export type SiteSurveyExportQuery = z.output<typeof siteSurveyExportQuery>;

/** GET /stand-visits/specialists: the specialists the caller's visits were routed to, by name (filter options). */
export const standRegisterSpecialistsResponse = z.object({
  payload: z.array(z.object({ _id: z.string(), full_name: z.string() })),
});

/** One export holds at most this many rows; past it the caller narrows the period (a 400 that says so). */
export const STAND_EXPORT_MAX_ROWS = 10_000;

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The register's and the export's texts (what people read). */
export const STAND_REGISTER_MSG = {
  exportTooLarge: (rows: number, max: number) =>
    `A exportação teria ${rows.toLocaleString("pt-BR")} linhas; o limite é ${max.toLocaleString("pt-BR")}. ` +
    "Reduza o período ou use mais filtros.",
} as const;

/** "Sim" / "Não" for the report's yes/no answers in sheets and screens. */
export const yesNo = (value: boolean | null | undefined): string => (value == null ? "" : value ? "Sim" : "Não");
