import { SOLICITATION_BOXES, SOLICITATION_STATUSES, SOLICITATION_TYPES } from "@portal/contracts/solicitations";
import { z } from "zod";
import type { QueryValue } from "../../lib/api-client";
import { dropEmpty, searchPage } from "../../lib/search-params";
import { isIsoDay, isoToEightDigits } from "../leads/eight-digit-date";

/** /solicitations filters in the URL: the box (sent / received), type, status and a day range (ISO here, DDMMYYYY on the wire). */
const isoDay = z.string().refine(isIsoDay).optional().catch(undefined);
export const solicitationSearchSchema = z.object({
  box: z.enum(SOLICITATION_BOXES).optional().catch(undefined),
  type: z.enum(SOLICITATION_TYPES).optional().catch(undefined),
  status: z.enum(SOLICITATION_STATUSES).optional().catch(undefined),
  from: isoDay,
  to: isoDay,
  page: searchPage,
});
export type SolicitationSearch = z.output<typeof solicitationSearchSchema>;
export type SolicitationFilters = Omit<SolicitationSearch, "page" | "box">;

export const SOLICITATIONS_PAGE_SIZE = 20;

export function toSolicitationsQuery(search: SolicitationSearch): Record<string, QueryValue> {
  return dropEmpty({
    box: search.box ?? "sent",
    type: search.type,
    status: search.status,
    starts_date: isoToEightDigits(search.from),
    ends_date: isoToEightDigits(search.to),
    skip: ((search.page ?? 1) - 1) * SOLICITATIONS_PAGE_SIZE,
    limit: SOLICITATIONS_PAGE_SIZE,
  });
}

export function hasSolicitationFilters(search: SolicitationSearch): boolean {
  return Boolean(search.type || search.status || search.from || search.to);
}
