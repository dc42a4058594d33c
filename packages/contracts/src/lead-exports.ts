import { z } from "zod";
import { type ExportColumn, exportFormatSchema } from "./exports";
import {
  ADHERENCE_LABELS,
  FUNNEL_STAGE_LABELS,
  INTEREST_LEVEL_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
} from "./lead-enums";
import { blank } from "./lead-schema-helpers";
import type { LeadListItemDto } from "./leads-dto";
import { LEAD_SORT_FIELDS, leadFilterQuery } from "./leads-list";
import { formatPhone } from "./phone";

/**
 * GET /leads/export (decision 073): the list's filters and sort, and the format. Every lead the filter matches, in
 * the list's order, streamed; the columns are LEAD_EXPORT_COLUMNS.
 */
export const leadExportQuery = leadFilterQuery.extend({
  format: exportFormatSchema,
  sortBy: blank(z.enum(LEAD_SORT_FIELDS, { error: `deve ser um de: ${LEAD_SORT_FIELDS.join(", ")}` })).default(
    "last_interest_at",
  ),
  direction: blank(z.enum(["asc", "desc"])).default("desc"),
});
export type LeadExportQuery = z.output<typeof leadExportQuery>;

const label = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value === null ? null : (labels[value as K] ?? value);

/**
 * The exported columns of a lead, written once for CSV, XLSX and PDF, from the list's own item (the same mapper
 * answers GET /leads): what the screen shows, plus the fields a spreadsheet user filters on.
 */
export const LEAD_EXPORT_COLUMNS: readonly ExportColumn<LeadListItemDto>[] = [
  { header: "Nome", kind: "text", value: (l) => l.full_name, width: 28 },
  { header: "Telefone", kind: "text", value: (l) => formatPhone(l.phone), width: 16 },
  { header: "E-mail", kind: "text", value: (l) => l.email, width: 28 },
  { header: "Status", kind: "text", value: (l) => label(LEAD_STATUS_LABELS, l.status), width: 14 },
  { header: "Etapa do funil", kind: "text", value: (l) => label(FUNNEL_STAGE_LABELS, l.status_profile), width: 16 },
  { header: "Termômetro", kind: "text", value: (l) => label(INTEREST_LEVEL_LABELS, l.interest_level), width: 12 },
  { header: "Empreendimento", kind: "text", value: (l) => l.enterprise?.name ?? null, width: 24 },
  { header: "Cidade", kind: "text", value: (l) => l.city, width: 16 },
  { header: "Responsável", kind: "text", value: (l) => (l.owner ? l.owner.full_name : "Na base"), width: 22 },
  { header: "Origem", kind: "text", value: (l) => label(LEAD_SOURCE_LABELS, l.source), width: 16 },
  { header: "Perfil", kind: "text", value: (l) => label(ADHERENCE_LABELS, l.profile), width: 12 },
  { header: "Cliente", kind: "boolean", value: (l) => l.is_client },
  { header: "Com parceiro", kind: "boolean", value: (l) => l.has_partner, width: 12 },
  { header: "Último interesse", kind: "datetime", value: (l) => l.last_interest_at },
  { header: "Criado em", kind: "date", value: (l) => l.createdAt },
];

/** The file's name before the São Paulo day and the extension: "leads-2026-11-28.csv". */
export const LEAD_EXPORT_FILE_NAME = "leads";
