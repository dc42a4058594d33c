/**
 * The price-table report's downloads (decision 079): the screen's three tables — prices per unit with the difference
 * between the two tables compared (and their total), the tables over time, the indexes of the months between — as
 * XLSX (one sheet each), CSV (one table, default units) and PDF, through the report exporters of decision 073.
 */
import { formatDateTime } from "@portal/contracts/dates";
import { INDEX_TYPE_LABELS, INDEX_TYPES, UNIT_STATUS_LABELS, type UnitStatus } from "@portal/contracts/inventory-enums";
import { formatMonth } from "@portal/contracts/reports/common";
import { UNITS_PRICES_EXPORT_TABLE_LABELS, type UnitsPricesReportDto } from "@portal/contracts/reports/units-prices";
import { col, type ExportTable, type ExportValue } from "./stock-commissions-files";

export const unitsPricesReportTitle = "Relatório de tabelas de preços";
export const unitsPricesReportSubtitle = (r: UnitsPricesReportDto) =>
  [
    r.enterprise.name,
    r.comparison ? `${r.comparison.from.label} → ${r.comparison.to.label}` : "sem tabela anterior para comparar",
    `gerado em ${formatDateTime(r.generated_at)}`,
  ].join(" · ");

/** The last row of the units table: the units priced in both tables together. */
export const UNITS_TOTAL_LABEL = "Total (unidades com preço nas duas tabelas)";
/** The last row of the indexes table: the compound variation of the months. */
export const INDEX_ACCUMULATED_LABEL = "Acumulado";

const statusLabel = (s: string) => UNIT_STATUS_LABELS[s as UnitStatus] ?? s;

export function unitsPricesTables(r: UnitsPricesReportDto): ExportTable[] {
  const c = r.comparison;
  const unitRows: ExportValue[][] = c
    ? [
        ...c.units.map((u) => [
          u.tower_name,
          u.number,
          u.floor,
          statusLabel(u.status),
          u.from_price,
          u.to_price,
          u.difference,
          u.difference_percent,
        ]),
        [
          UNITS_TOTAL_LABEL,
          `${c.totals.units_compared} ${c.totals.units_compared === 1 ? "unidade" : "unidades"}`,
          null,
          "",
          c.totals.from_total,
          c.totals.to_total,
          c.totals.difference,
          c.totals.difference_percent,
        ],
      ]
    : [];
  const months = c?.indexes[0]?.months.map((m) => m.month) ?? [];
  const indexOf = (type: (typeof INDEX_TYPES)[number]) => c?.indexes.find((i) => i.type === type);
  // Index values are stored in percent (0,5 = 0,5%): the files carry them as fractions like every rate.
  const fraction = (v: number | null | undefined) => (v == null ? null : Math.round(v * 1e4) / 1e6);
  return [
    {
      key: "units",
      title: UNITS_PRICES_EXPORT_TABLE_LABELS.units,
      columns: [
        col("Torre", "text", 20, 110),
        col("Unidade", "text", 10, 50),
        col("Andar", "count", 8, 35),
        col("Situação", "text", 14, 60),
        col(c ? `Preço em ${c.from.label}` : "Preço anterior", "money", 18, 70),
        col(c ? `Preço em ${c.to.label}` : "Preço novo", "money", 18, 70),
        col("Diferença", "money", 16, 60),
        col("Diferença", "percent", 12, 40),
      ],
      rows: unitRows,
    },
    {
      key: "tables",
      title: UNITS_PRICES_EXPORT_TABLE_LABELS.tables,
      columns: [
        col("Tabela", "text", 36, 150),
        col("Data", "datetime", 18, 80),
        col("Índice", "text", 10, 45),
        col("Reajuste", "percent", 10, 45),
        col("Unidades com preço", "count", 12, 50),
        col("Soma dos preços", "money", 20, 70),
        col("Preço médio", "money", 18, 55),
      ],
      rows: r.tables.map((t) => [
        t.label,
        t.created_at,
        t.index_type ? INDEX_TYPE_LABELS[t.index_type] : "",
        fraction(t.percentage),
        t.units_priced,
        t.total_price,
        t.average_price,
      ]),
    },
    {
      key: "indexes",
      title: UNITS_PRICES_EXPORT_TABLE_LABELS.indexes,
      columns: [col("Mês", "text", 16, 120), ...INDEX_TYPES.map((t) => col(INDEX_TYPE_LABELS[t], "percent", 12, 80))],
      rows: c
        ? [
            ...months.map((m, i) => [
              formatMonth(m),
              ...INDEX_TYPES.map((t) => fraction(indexOf(t)?.months[i]?.value)),
            ]),
            [INDEX_ACCUMULATED_LABEL, ...INDEX_TYPES.map((t) => indexOf(t)?.accumulated ?? null)],
          ]
        : [],
    },
  ];
}
