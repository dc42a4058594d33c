import { LEAD_PAGE_SIZE } from "@portal/contracts/common";
import { ADHERENCES, CITIES, INTEREST_LEVELS, LEAD_SOURCES, LEAD_STATUSES } from "@portal/contracts/lead-enums";
import { LEAD_SORT_FIELDS, type LeadSortField } from "@portal/contracts/leads";
import { autoLoadsLeads } from "@portal/contracts/policy";
import { onlyDigits } from "@portal/contracts/validators";
import { z } from "zod";
import { nextSort as nextSortOf } from "../../components/list-kit/list-columns";
import type { QueryValue } from "../../lib/api-client";
import { searchBoolean, searchPage, searchText } from "../../lib/search-params";
import { isIsoDay, isoToEightDigits } from "./eight-digit-date";

/**
 * The lead list's filters as they live in the URL (shareable), and their mapping to GET /leads.
 * URL values stay plain strings/numbers/booleans: lists are comma-joined ("NEW,TALKING", as on the
 * wire) and days are ISO (YYYY-MM-DD, converted to DDMMYYYY for the API).
 */
export const DEFAULT_SORT: { sortBy: LeadSortField; direction: "asc" | "desc" } = {
  sortBy: "last_interest_at",
  direction: "desc",
};

/** Keeps the known items of a comma-joined list, in the canonical order, without repeats. */
export function normalizeCsv<T extends string>(
  value: string | readonly string[],
  allowed: readonly T[],
): string | undefined {
  const items = (typeof value === "string" ? value.split(",") : value).map((s) => s.trim());
  const kept = allowed.filter((a) => items.includes(a));
  return kept.length > 0 ? kept.join(",") : undefined;
}

export function splitCsv<T extends string>(value: string | undefined): T[] {
  return value ? (value.split(",").filter(Boolean) as T[]) : [];
}

const csvOf = <T extends string>(allowed: readonly T[]) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => normalizeCsv(v, allowed))
    .optional()
    .catch(undefined);
const oneOf = <T extends string>(allowed: readonly [T, ...T[]]) => z.enum(allowed).optional().catch(undefined);
const uuidParam = z.uuid().optional().catch(undefined);
/** Phone search: 3 to 13 digits of any mask (the API matches any part of 55+DDD+number). */
const phoneParam = z
  .union([z.string(), z.number()])
  .transform((v) => onlyDigits(String(v)))
  .transform((d) => (d.length >= 3 && d.length <= 13 ? d : undefined))
  .optional()
  .catch(undefined);
const dayParam = z.string().refine(isIsoDay).optional().catch(undefined);
/** Only `true` filters (favourites, with partner); anything else means "no filter". */
const onlyTrue = searchBoolean.transform((v) => (v === true ? true : undefined));

export const leadSearchSchema = z.object({
  /** Part of the name (GET /leads full_name). */
  search: searchText,
  phone: phoneParam,
  status: csvOf(LEAD_STATUSES),
  interest_level: csvOf(INTEREST_LEVELS),
  city: oneOf(CITIES),
  enterprise_id: uuidParam,
  source: oneOf(LEAD_SOURCES),
  profile: oneOf(ADHERENCES),
  /** A user id, or "none" (leads in the base). */
  owner_id: z
    .union([z.uuid(), z.literal("none")])
    .optional()
    .catch(undefined),
  sales_team_id: uuidParam,
  roulette_id: uuidParam,
  days_to_go_to_base: z.coerce.number().int().min(0).max(3650).optional().catch(undefined),
  favorite: onlyTrue,
  is_client: searchBoolean,
  only_with_partner: onlyTrue,
  /** Created from / to (inclusive days, America/Sao_Paulo). */
  from: dayParam,
  to: dayParam,
  sortBy: z.enum(LEAD_SORT_FIELDS).optional().catch(undefined),
  direction: z.enum(["asc", "desc"]).optional().catch(undefined),
  page: searchPage,
});
export type LeadSearch = z.output<typeof leadSearchSchema>;
export type LeadSearchInput = z.input<typeof leadSearchSchema>;
export type LeadFilterKey = Exclude<keyof LeadSearch, "page" | "sortBy" | "direction">;
export type LeadFilters = Pick<LeadSearch, LeadFilterKey>;

export const LEAD_FILTER_KEYS: readonly LeadFilterKey[] = [
  "search",
  "phone",
  "status",
  "interest_level",
  "city",
  "enterprise_id",
  "source",
  "profile",
  "owner_id",
  "sales_team_id",
  "roulette_id",
  "days_to_go_to_base",
  "favorite",
  "is_client",
  "only_with_partner",
  "from",
  "to",
];

function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** How many filters are on, ignoring the ones the screen fixes itself. */
export function countActiveFilters(search: LeadSearch, ignore: readonly LeadFilterKey[] = []): number {
  const on = LEAD_FILTER_KEYS.filter((k) => !ignore.includes(k) && !isEmptyValue(search[k]));
  // A date range is one filter, whichever ends it has.
  return on.length - (on.includes("from") && on.includes("to") ? 1 : 0);
}

/** Whether a list screen asks for leads: partner brokers and agents only once they filter (spec 6). */
export function loadsLeadList(roles: readonly string[], search: LeadSearch, ignore: readonly LeadFilterKey[] = []) {
  return autoLoadsLeads(roles) || countActiveFilters(search, ignore) > 0;
}

/**
 * Spec 4: a filter change goes back to page 1. Empty values are removed so they leave the URL (spec 5).
 * A phone made only of digits is written as a number, so the URL reads `phone=1199` rather than `phone="1199"`.
 */
export function applyFilterChange(prev: LeadSearchInput, patch: Partial<LeadFilters>): LeadSearchInput {
  const next: Record<string, unknown> = { ...prev, ...patch, page: undefined };
  for (const [key, value] of Object.entries(next)) {
    if (isEmptyValue(value) || value === false) {
      // `is_client=false` is a real filter ("não clientes"); other false switches mean "off".
      if (!(key === "is_client" && value === false)) delete next[key];
    }
  }
  if (typeof next.phone === "string" && /^[1-9]\d{0,14}$/.test(next.phone)) next.phone = Number(next.phone);
  return next as LeadSearchInput;
}

/** "Limpar filtros": every filter goes, except the ones the screen fixes; sort and other params stay. */
export function clearFilters(prev: LeadSearchInput, keep: readonly LeadFilterKey[] = []): LeadSearchInput {
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(prev)) {
    if (key === "page") continue;
    const isFilter = (LEAD_FILTER_KEYS as readonly string[]).includes(key);
    if (isFilter && !keep.includes(key as LeadFilterKey)) continue;
    next[key] = value;
  }
  return next as LeadSearchInput;
}

/** A sort click: same column flips the direction; a new column starts descending (newest/largest first). */
export function nextSort(
  current: Pick<LeadSearch, "sortBy" | "direction">,
  column: LeadSortField,
): { sortBy?: LeadSortField; direction?: "asc" | "desc" } {
  return nextSortOf(current, column, { defaultSort: DEFAULT_SORT, ascendingFirst: ["full_name", "city"] });
}

export type LeadListApiQuery = Record<string, QueryValue>;

/**
 * URL filters -> GET /leads query. `fixed` holds what the screen imposes (base: owner_id=none; internal
 * base: excluded). Empty values are dropped, so equal filters give equal query keys.
 */
export function toLeadListQuery(search: LeadSearch, fixed: LeadListApiQuery = {}): LeadListApiQuery {
  const page = search.page ?? 1;
  const query: LeadListApiQuery = {
    skip: (page - 1) * LEAD_PAGE_SIZE,
    limit: LEAD_PAGE_SIZE,
    full_name: search.search,
    phone: search.phone,
    status: search.status,
    interest_level: search.interest_level,
    city: search.city,
    enterprise_id: search.enterprise_id,
    source: search.source,
    profile: search.profile,
    owner_id: search.owner_id,
    sales_team_id: search.sales_team_id,
    roulette_id: search.roulette_id,
    days_to_go_to_base: search.days_to_go_to_base,
    favorite: search.favorite ? true : undefined,
    is_client: search.is_client,
    only_with_partner: search.only_with_partner ? true : undefined,
    starts_date: isoToEightDigits(search.from),
    ends_date: isoToEightDigits(search.to),
    sortBy: search.sortBy ?? DEFAULT_SORT.sortBy,
    direction: search.direction ?? DEFAULT_SORT.direction,
    ...fixed,
  };
  for (const [key, value] of Object.entries(query)) if (isEmptyValue(value)) delete query[key];
  return query;
}
