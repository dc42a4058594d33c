import { formatDateTime } from "@portal/contracts/dates";
import { LEAD_EXPORT_COLUMNS, LEAD_EXPORT_FILE_NAME, type LeadExportQuery } from "@portal/contracts/lead-exports";
import { leadListScope } from "@portal/contracts/policy";
import type { Database } from "../../lib/database";
import { assertExportFits, type ExportFile, exportFile } from "../../lib/export/export-file";
import { type ExportRows, mapBatches, rowsOf } from "../../lib/export/export-rows";
import type { AuthUser } from "../../lib/ports";
import type { LeadQueryService } from "./lead-query.service";
import type { LeadPageRow } from "./lead-search-sql";
import { pageViewContext, toLeadListItem } from "./leads.mapper";

/**
 * GET /leads/export (decision 073): the leads GET /leads would list for the same filters and sort (same scope, same
 * WHERE, same mapper), every one of them, streamed as CSV, XLSX or PDF.
 */
export class LeadExportService {
  constructor(
    private readonly db: Database,
    private readonly query: LeadQueryService,
  ) {}

  async export(actor: AuthUser, q: LeadExportQuery, now = new Date()): Promise<ExportFile> {
    const filter = this.query.searchFilter(actor, q);
    const rows: ExportRows<LeadPageRow> = filter
      ? await this.db.repos.leadExport.open(filter, { field: q.sortBy, direction: q.direction })
      : rowsOf([]);
    try {
      assertExportFits(q.format, rows.total);
    } catch (err) {
      await rows.close();
      throw err;
    }
    const items = mapBatches(rows, (batch) => {
      const view = pageViewContext(batch);
      return batch.map((r) => toLeadListItem(r, view));
    });
    const scope = leadListScope(actor.roles) === "all" ? "Todos os leads" : "Seus leads";
    const count = `${rows.total.toLocaleString("pt-BR")} ${rows.total === 1 ? "lead" : "leads"}`;
    return exportFile(
      q.format,
      LEAD_EXPORT_COLUMNS,
      items,
      {
        fileName: LEAD_EXPORT_FILE_NAME,
        title: "Leads",
        subtitle: `${scope} · ${count} · gerado em ${formatDateTime(now)}`,
      },
      now,
    );
  }
}
