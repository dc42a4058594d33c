import { formatDate, saoPauloDay } from "@portal/contracts/dates";
import { INDEX_TYPES } from "@portal/contracts/inventory-enums";
import { PRICE_MSG } from "@portal/contracts/prices";
import { addMonths, monthsOf } from "@portal/contracts/reports/common";
import {
  CURRENT_TABLE,
  priceSnapshotReasonLabel,
  UNITS_PRICES_REPORT_MSG,
  type UnitsPricesExportQuery,
  type UnitsPricesReportDto,
  type UnitsPricesReportQuery,
  unitsPricesExportFileName,
} from "@portal/contracts/reports/units-prices";
import { AppError, fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { ratio } from "./sales-kpis";
import { type ExportFile, reportFile } from "./stock-commissions-files";
import type { PriceTableRow } from "./units-prices-report.repository";
import { unitsPricesReportSubtitle, unitsPricesReportTitle, unitsPricesTables } from "./units-prices-report-files";

export const CURRENT_TABLE_LABEL = "Tabela vigente";
const tableLabel = (t: PriceTableRow) => `${priceSnapshotReasonLabel(t.reason)} · ${formatDate(t.created_at)}`;
const average = (total: number, units: number) => (units === 0 ? null : Math.round(total / units));
const spMonth = (at: Date) => saoPauloDay(at).slice(0, 7);

/**
 * The price-table report (units-prices-snapshot, decision 071). The months of the index are those from the older
 * table's month to the month before the newer's: a month's variation is published after it ends, and it is what a
 * table made in the next month would apply.
 */
export class UnitsPricesReportService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async report(_actor: AuthUser, q: UnitsPricesReportQuery): Promise<UnitsPricesReportDto> {
    const repo = this.db.repos.unitsPricesReport;
    const now = this.now();
    const name = await repo.enterpriseName(q.enterprise_id);
    if (name === null) throw new AppError("NOT_FOUND", UNITS_PRICES_REPORT_MSG.enterpriseNotFound);
    const towerId = q.tower_id ?? null;
    if (towerId && !(await repo.towerBelongs(q.enterprise_id, towerId)))
      throw fieldError("tower_id", UNITS_PRICES_REPORT_MSG.towerOfEnterprise);
    const snapshots = await repo.snapshots(q.enterprise_id, towerId);
    const current = await repo.current(q.enterprise_id, towerId);
    const tables: UnitsPricesReportDto["tables"] = [
      ...snapshots.map((s) => ({
        _id: s.id,
        created_at: s.created_at.toISOString(),
        label: tableLabel(s),
        reason: s.reason,
        index_type: s.index_type,
        percentage: s.percentage,
        units_priced: s.units_priced,
        total_price: Math.round(s.total_price),
        average_price: average(s.total_price, s.units_priced),
      })),
      {
        _id: null,
        created_at: now.toISOString(),
        label: CURRENT_TABLE_LABEL,
        reason: null,
        index_type: null,
        percentage: null,
        units_priced: current.units_priced,
        total_price: Math.round(current.total_price),
        average_price: average(current.total_price, current.units_priced),
      },
    ];
    const byId = new Map(snapshots.map((s) => [s.id, s]));
    const from = q.from_snapshot_id ? byId.get(q.from_snapshot_id) : snapshots.at(-1);
    if (q.from_snapshot_id && !from) throw fieldError("from_snapshot_id", PRICE_MSG.snapshotNotFound);
    const toIsCurrent = !q.to_snapshot_id || q.to_snapshot_id === CURRENT_TABLE;
    const to = toIsCurrent ? null : byId.get(q.to_snapshot_id as string);
    if (!toIsCurrent && !to) throw fieldError("to_snapshot_id", PRICE_MSG.snapshotNotFound);
    if (!from)
      return { enterprise: { _id: q.enterprise_id, name }, generated_at: now.toISOString(), tables, comparison: null };

    const toAt = to ? to.created_at : now;
    if (toAt < from.created_at) throw fieldError("to_snapshot_id", UNITS_PRICES_REPORT_MSG.laterTable);
    const units = (await repo.compare(q.enterprise_id, towerId, from.id, to ? to.id : null)).map((u) => {
      const both = u.from_price != null && u.to_price != null;
      const difference = both ? Math.round((u.to_price as number) - (u.from_price as number)) : null;
      return {
        ...u,
        from_price: u.from_price == null ? null : Math.round(u.from_price),
        to_price: u.to_price == null ? null : Math.round(u.to_price),
        difference,
        difference_percent: both && difference != null ? ratio(difference, u.from_price as number) : null,
      };
    });
    const compared = units.filter((u) => u.difference != null);
    const fromTotal = compared.reduce((acc, u) => acc + (u.from_price as number), 0);
    const toTotal = compared.reduce((acc, u) => acc + (u.to_price as number), 0);
    const firstMonth = spMonth(from.created_at);
    const lastMonth = addMonths(spMonth(toAt), -1);
    const months = lastMonth >= firstMonth ? monthsOf(firstMonth, lastMonth) : [];
    const values = months.length ? await repo.indexes(firstMonth, lastMonth) : [];
    const indexes = INDEX_TYPES.map((type) => {
      const ofType = new Map(values.filter((v) => v.type === type).map((v) => [v.month, v.value]));
      const list = months.map((month) => ({ month, value: ofType.get(month) ?? null }));
      const complete = list.every((m) => m.value != null);
      const accumulated = complete ? list.reduce((acc, m) => acc * (1 + (m.value as number) / 100), 1) - 1 : null;
      return { type, months: list, accumulated: accumulated == null ? null : Math.round(accumulated * 1e8) / 1e8 };
    });
    return {
      enterprise: { _id: q.enterprise_id, name },
      generated_at: now.toISOString(),
      tables,
      comparison: {
        from: { _id: from.id, created_at: from.created_at.toISOString(), label: tableLabel(from) },
        to: to
          ? { _id: to.id, created_at: to.created_at.toISOString(), label: tableLabel(to) }
          : { _id: null, created_at: now.toISOString(), label: CURRENT_TABLE_LABEL },
        totals: {
          units_compared: compared.length,
          from_total: fromTotal,
          to_total: toTotal,
          difference: toTotal - fromTotal,
          difference_percent: ratio(toTotal - fromTotal, fromTotal),
        },
        units,
        indexes,
      },
    };
  }

  /** The report of the same query as a file: the screen's tables, nothing more (decision 079). */
  async export(actor: AuthUser, q: UnitsPricesExportQuery): Promise<ExportFile> {
    const { format, table, ...query } = q;
    const r = await this.report(actor, query);
    const day = saoPauloDay(new Date(r.generated_at));
    const file = await reportFile({
      name: "relatorio-tabelas-precos",
      title: unitsPricesReportTitle,
      subtitle: unitsPricesReportSubtitle(r),
      format,
      tables: unitsPricesTables(r),
      csvTable: table ?? "units",
      day,
    });
    return { ...file, fileName: unitsPricesExportFileName(day, table ?? "units", format) };
  }
}
