import { LEAD_PAGE_SIZE } from "@portal/contracts/common";
import { STAND_VISIT_STATUSES, type StandVisitStatus } from "@portal/contracts/stand";
import { z } from "zod";
import { dropEmpty, searchPage, searchText } from "../../lib/search-params";
import { isIsoDay, isoToEightDigits } from "../leads/eight-digit-date";
import type { StandVisitApiQuery } from "./stand.queries";

/**
 * /register filters in the URL (decision 050): the period as ISO days (8 digits on the wire, spec 5), enterprise,
 * specialist, statuses, the visitor search (name or phone) and the page. A bad value in a pasted URL is dropped.
 */
const uuidParam = z.uuid().optional().catch(undefined);
const isoDay = z.string().refine(isIsoDay).optional().catch(undefined);
const statusList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(",")))
  .transform((items) => STAND_VISIT_STATUSES.filter((s) => items.includes(s)))
  .transform((items) => (items.length ? (items as StandVisitStatus[]) : undefined))
  .optional()
  .catch(undefined);

export const registerSearchSchema = z.object({
  from: isoDay,
  to: isoDay,
  enterprise: uuidParam,
  specialist: uuidParam,
  status: statusList,
  search: searchText,
  /** The visit whose details are open (a link to it can be shared). */
  visit: uuidParam,
  page: searchPage,
});
export type RegisterSearch = z.output<typeof registerSearchSchema>;
export type RegisterFilters = Omit<RegisterSearch, "page" | "visit">;

export const REGISTER_PAGE_SIZE = LEAD_PAGE_SIZE;

/** The filters as GET /stand-visits/export takes them (no paging). */
export function toRegisterFilterQuery(search: RegisterSearch): StandVisitApiQuery {
  return dropEmpty({
    starts_date: isoToEightDigits(search.from),
    ends_date: isoToEightDigits(search.to),
    enterprise_id: search.enterprise,
    specialist_id: search.specialist,
    status: search.status?.join(","),
    search: search.search,
  });
}

/** GET /stand-visits: the filters and the page. */
export function toRegisterQuery(search: RegisterSearch): StandVisitApiQuery {
  return {
    ...toRegisterFilterQuery(search),
    skip: ((search.page ?? 1) - 1) * REGISTER_PAGE_SIZE,
    limit: REGISTER_PAGE_SIZE,
  };
}

export function hasRegisterFilters(search: RegisterSearch): boolean {
  return Boolean(
    search.from || search.to || search.enterprise || search.specialist || search.status?.length || search.search,
  );
}
