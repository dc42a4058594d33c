import { COMMISSION_EXPORT_TABLE_LABELS, type CommissionsReportDto } from "@portal/contracts/reports/commissions";
import { col, type ExportColumn, type ExportTable } from "./stock-commissions-files";

const amountColumns = (w: number): ExportColumn[] => [
  col("Previstas", "money", 16, w),
  col("Liberadas", "money", 16, w),
  col("Pagas", "money", 16, w),
  col("Canceladas", "money", 16, w),
  col("Total", "money", 16, w),
];
const amounts = (a: CommissionsReportDto["by_beneficiary"][number]["amounts"]) => [
  a.FORECAST,
  a.RELEASED,
  a.PAID,
  a.CANCELLED,
  a.total,
];

/** The commissions report's tables (decision 072): by beneficiary, by status, by sale (the screen's rows). */
export function commissionTables(r: CommissionsReportDto): ExportTable[] {
  return [
    {
      key: "beneficiaries",
      title: COMMISSION_EXPORT_TABLE_LABELS.beneficiaries,
      columns: [
        col("Beneficiário", "text", 30, 110),
        col("Papel", "text", 16, 60),
        col("Comissões", "count", 10, 40),
        ...amountColumns(57),
      ],
      rows: r.by_beneficiary.map((b) => [b.beneficiary_name, b.role_label, b.commissions, ...amounts(b.amounts)]),
    },
    {
      key: "statuses",
      title: COMMISSION_EXPORT_TABLE_LABELS.statuses,
      columns: [col("Status", "text", 16, 120), col("Comissões", "count", 10, 60), col("Valor", "money", 18, 100)],
      rows: r.by_status.map((s) => [s.label, s.commissions, s.amount]),
    },
    {
      key: "sales",
      title: COMMISSION_EXPORT_TABLE_LABELS.sales,
      columns: [
        col("Data da venda", "datetime", 18, 62),
        col("Empreendimento", "text", 28, 70),
        col("Unidade", "text", 16, 45),
        col("Cliente", "text", 26, 60),
        col("Valor da venda", "money", 16, 58),
        ...amountColumns(40),
      ],
      rows: r.by_sale.map((s) => [
        s.sold_at,
        s.enterprise_name,
        s.unit_label,
        s.lead_name,
        s.sale_price,
        ...amounts(s.amounts),
      ]),
    },
  ];
}
