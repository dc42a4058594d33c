import { LEAD_PAGE_SIZE } from "@portal/contracts/common";
import { z } from "zod";
import type { QueryValue } from "../../lib/api-client";
import { dropEmpty, searchPage, searchText } from "../../lib/search-params";
import { isIsoDay, isoToEightDigits } from "./eight-digit-date";

/** /movements filters in the URL; the day is ISO there and DDMMYYYY on the wire (date_movimentation). */
const uuidParam = z.uuid().optional().catch(undefined);

export const movementSearchSchema = z.object({
  search: searchText,
  enterprise: uuidParam,
  origin_user: uuidParam,
  destination_user: uuidParam,
  day: z.string().refine(isIsoDay).optional().catch(undefined),
  page: searchPage,
});
export type MovementSearch = z.output<typeof movementSearchSchema>;
export type MovementFilters = Omit<MovementSearch, "page">;

export const MOVEMENTS_PAGE_SIZE = LEAD_PAGE_SIZE;

export function toMovementsQuery(search: MovementSearch): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    skip: ((search.page ?? 1) - 1) * MOVEMENTS_PAGE_SIZE,
    limit: MOVEMENTS_PAGE_SIZE,
    search: search.search,
    enterprise: search.enterprise,
    origin_user: search.origin_user,
    destination_user: search.destination_user,
    date_movimentation: isoToEightDigits(search.day),
  };
  return dropEmpty(query);
}

export function hasMovementFilters(search: MovementSearch): boolean {
  return Boolean(search.search || search.enterprise || search.origin_user || search.destination_user || search.day);
}
