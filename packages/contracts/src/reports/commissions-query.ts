/**
 * The commissions report's URL filters (decision 075): the web's report routes validate their URL with these, so
 * this module stays small (no response schemas, no labels) and keeps the first load light. `commissions.ts`
 * re-exports all of it.
 */
import { z } from "zod";
import { paginationQuery } from "../common";
import { COMMISSION_ROLES, COMMISSION_STATUSES } from "../inventory-enums";
import { blank, uuidField } from "../lead-schema-helpers";
import { FIELD_MSG } from "../messages";
import { reportQuery } from "./query";

/** The dimensions the commissions report narrows by, besides the period and the enterprise. */
export const commissionFilters = {
  status: blank(z.enum(COMMISSION_STATUSES, { error: FIELD_MSG.invalidOption })),
  role: blank(z.enum(COMMISSION_ROLES, { error: FIELD_MSG.invalidOption })),
  beneficiary_id: blank(uuidField),
};

export const commissionsReportQuery = reportQuery(["enterprise_id"], commissionFilters);
export type CommissionsReportQuery = z.infer<typeof commissionsReportQuery>;

/** The commissions behind a number: the report's filters, or `due=true` for what is due this month. */
export const commissionRowsQuery = reportQuery(["enterprise_id"], {
  ...commissionFilters,
  sale_id: blank(uuidField),
  due: blank(z.enum(["true", "false"], { error: FIELD_MSG.invalidOption })),
  ...paginationQuery.shape,
});
export type CommissionRowsQuery = z.infer<typeof commissionRowsQuery>;
