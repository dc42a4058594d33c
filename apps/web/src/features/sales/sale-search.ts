import { SALE_STATUSES } from "@portal/contracts/sale-state";
import { z } from "zod";
import type { QueryValue } from "../../lib/api-client";
import { dropEmpty, searchPage } from "../../lib/search-params";

const uuidParam = z.uuid().optional().catch(undefined);

export const saleSearchSchema = z.object({
  status: z.enum(SALE_STATUSES).optional().catch(undefined),
  enterprise_id: uuidParam,
  page: searchPage,
});
export type SaleSearch = z.output<typeof saleSearchSchema>;

export const SALES_PAGE_SIZE = 20;

export function toSalesQuery(search: SaleSearch): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    skip: ((search.page ?? 1) - 1) * SALES_PAGE_SIZE,
    limit: SALES_PAGE_SIZE,
    status: search.status,
    enterprise_id: search.enterprise_id,
  };
  return dropEmpty(query);
}
