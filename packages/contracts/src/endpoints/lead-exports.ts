import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { EXPORT_TOTAL_HEADER, PDF_MAX_ROWS, XLSX_MAX_DATA_ROWS } from "../exports";
import { leadExportQuery } from "../lead-exports";
import { SECTION_ACCESS } from "../policy";
import { roles } from "../route-rules";

/** Exports of the lead list (decision 073): the list's section, the list's scope. */
export const LEAD_EXPORTS = {
  export: defineEndpoint({
    method: "GET",
    path: "/leads/export",
    operationId: "exportLeads",
    summary: "Export the lead list as CSV, XLSX or PDF",
    description:
      "Every lead matching GET /leads's filters (same query fields, same sort), streamed from a database cursor: " +
      "format=csv (UTF-8 BOM, `;`, CRLF, formula cells escaped), xlsx or pdf. The row count is in the " +
      `\`${EXPORT_TOTAL_HEADER}\` header before the first byte. More than ${XLSX_MAX_DATA_ROWS} rows in xlsx, or ` +
      `${PDF_MAX_ROWS} in pdf: 400 with a pt-BR message offering the CSV.`,
    tags: ["leads"],
    access: roles(SECTION_ACCESS.leads, {
      scope: "the lead list's: every lead for those who see every lead, else the caller's own",
    }),
    query: leadExportQuery,
    status: 200,
    response: z.string().describe("The file: text/csv, XLSX or PDF"),
  }),
} as const;
