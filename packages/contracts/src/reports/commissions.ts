/**
 * The commissions report (decision 072): the commissions of the sales registered in the period, by beneficiary,
 * status and sale, and what is due now (released, not paid, whatever the sale's month).
 */
import { z } from "zod";
import { COMMISSION_STATUS_LABELS } from "../commission";
import { COMMISSION_ROLES, COMMISSION_STATUSES } from "../inventory-enums";
import { blank } from "../lead-schema-helpers";
import { FIELD_MSG } from "../messages";
import { commissionFilters } from "./commissions-query";
import { kpiValueSchema, reportPeriodSchema, reportQuery, reportScopeSchema } from "./common";
import { reportExportFormatField } from "./stock";

export { COMMISSION_PARTY_LABELS as COMMISSION_ROLE_LABELS } from "../commission";
export * from "./commissions-query";
export { COMMISSION_STATUS_LABELS };

/** Amounts (centavos) per status; `total` is every status but CANCELLED. */
const amountsSchema = z.object({
  FORECAST: z.number(),
  RELEASED: z.number(),
  PAID: z.number(),
  CANCELLED: z.number(),
  total: z.number(),
});
export type CommissionAmounts = z.infer<typeof amountsSchema>;

export const commissionBeneficiaryRowSchema = z.object({
  role: z.enum(COMMISSION_ROLES),
  role_label: z.string(),
  /** Null when the commission has nobody to receive it (e.g. a coordinator's share of a sale without one). */
  beneficiary_id: z.string().nullable(),
  beneficiary_name: z.string(),
  commissions: z.number().int(),
  amounts: amountsSchema,
});
export type CommissionBeneficiaryRow = z.infer<typeof commissionBeneficiaryRowSchema>;

export const commissionStatusRowSchema = z.object({
  status: z.enum(COMMISSION_STATUSES),
  label: z.string(),
  commissions: z.number().int(),
  amount: z.number(),
});

export const commissionSaleRowSchema = z.object({
  sale_id: z.string(),
  sold_at: z.string(),
  enterprise_name: z.string(),
  unit_label: z.string(),
  lead_name: z.string(),
  sale_price: z.number(),
  commissions: z.number().int(),
  amounts: amountsSchema,
});
export type CommissionSaleRow = z.infer<typeof commissionSaleRowSchema>;

/** The "by sale" table lists the newest sales up to this many; the rows endpoint pages through all of them. */
export const COMMISSIONS_BY_SALE_LIMIT = 200;

export const commissionMonthRowSchema = z.object({ month: z.string(), amounts: amountsSchema });

export const commissionsReportSchema = z.object({
  period: reportPeriodSchema,
  scope: reportScopeSchema,
  generated_at: z.string(),
  kpis: z.array(kpiValueSchema),
  by_status: z.array(commissionStatusRowSchema),
  by_month: z.array(commissionMonthRowSchema),
  by_beneficiary: z.array(commissionBeneficiaryRowSchema),
  /** The most recent sales of the filter (at most COMMISSIONS_BY_SALE_LIMIT); `by_sale_total` counts them all. */
  by_sale: z.array(commissionSaleRowSchema),
  by_sale_total: z.number().int(),
  /** The current São Paulo month, the one `commission_due_month` is about. */
  due_month: z.string(),
});
export type CommissionsReportDto = z.infer<typeof commissionsReportSchema>;

export const commissionRowSchema = z.object({
  _id: z.string(),
  sale_id: z.string(),
  sold_at: z.string(),
  enterprise_name: z.string(),
  unit_label: z.string(),
  lead_name: z.string(),
  role: z.enum(COMMISSION_ROLES),
  role_label: z.string(),
  beneficiary_id: z.string().nullable(),
  beneficiary_name: z.string(),
  /** Percent of the sale's net price. */
  percentage: z.number(),
  amount: z.number(),
  status: z.enum(COMMISSION_STATUSES),
  status_label: z.string(),
  released_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
});
export type CommissionRowDto = z.infer<typeof commissionRowSchema>;

export const commissionRowsResponse = z.object({
  payload: z.array(commissionRowSchema),
  pagination: z.object({ total: z.number().int(), skip: z.number().int(), limit: z.number().int() }),
});

export const COMMISSION_EXPORT_TABLES = ["beneficiaries", "statuses", "sales"] as const;
export type CommissionExportTable = (typeof COMMISSION_EXPORT_TABLES)[number];
export const COMMISSION_EXPORT_TABLE_LABELS: Record<CommissionExportTable, string> = {
  beneficiaries: "Por beneficiário",
  statuses: "Por status",
  sales: "Por venda",
};

export const commissionsExportQuery = reportQuery(["enterprise_id"], {
  ...commissionFilters,
  format: reportExportFormatField,
  table: blank(z.enum(COMMISSION_EXPORT_TABLES, { error: FIELD_MSG.invalidOption })),
});
export type CommissionsExportQuery = z.infer<typeof commissionsExportQuery>;

/** Name shown for a commission without a beneficiary. */
export const NO_BENEFICIARY_LABEL = "Sem beneficiário";
