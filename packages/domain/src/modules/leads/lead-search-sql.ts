import type { LEAD_CONTRACT_DATA_FIELDS, LeadSortField } from "@portal/contracts/leads";
import { type Lead, Prisma } from "@portal/db/client";
import { escapeLike } from "../../lib/like";

/**
 * The WHERE of every lead list (GET /leads, grouped-by-status, a specialist's leads), in SQL so each
 * filter maps onto an index of the leads table (see docs/decisions/006-lead-lifecycle.md).
 * Values are database values (e.g. profile 'NON-ADHERENT').
 */
export interface LeadSearchFilter {
  /** Only this owner's leads (scope "own", or a specialist's list). */
  ownerId?: string;
  /** owner_id=none: leads in the base. */
  inBase?: boolean;
  enterpriseIds?: string[];
  createdFrom?: Date;
  createdTo?: Date;
  statuses?: string[];
  profile?: string;
  interestLevels?: string[];
  city?: string;
  /** The viewer whose favourites `favorite` refers to. */
  viewerId: string;
  favorite?: boolean;
  isClient?: boolean;
  onlyWithPartner?: boolean;
  sources?: string[];
  salesTeamId?: string;
  rouletteId?: string;
  daysToGoToBase?: number;
  excluded: boolean;
  phoneDigits?: string;
  fullName?: string;
  inAttendance?: boolean;
  neverAttended?: boolean;
}

export interface LeadSort {
  field: LeadSortField;
  direction: "asc" | "desc";
}

const SORT_COLUMNS: Record<LeadSortField, string> = {
  last_interest_at: "l.last_interest_at",
  createdAt: "l.created_at",
  full_name: "l.full_name",
  status: "l.status",
  interest_level: "l.interest_level",
  city: "l.city",
  updatedAt: "l.updated_at",
};

/** The Lead field each sort column comes from (the cursor carries the last row's value) and its SQL cast. */
const SORT_KEYS: Record<LeadSortField, { field: keyof LeadListRow; cast: string; nullable: boolean }> = {
  last_interest_at: { field: "lastInterestAt", cast: "timestamptz", nullable: false },
  createdAt: { field: "createdAt", cast: "timestamptz", nullable: false },
  full_name: { field: "fullName", cast: "text", nullable: false },
  status: { field: "status", cast: '"LeadStatus"', nullable: false },
  interest_level: { field: "interestLevel", cast: '"InterestLevel"', nullable: false },
  city: { field: "city", cast: "text", nullable: true },
  updatedAt: { field: "updatedAt", cast: "timestamptz", nullable: false },
};

/** Every column of leads under the Prisma field name, so a raw row is a LeadRow (checked by the compiler). */
const LEAD_COLUMNS: Record<keyof Lead, string> = {
  id: "id",
  fullName: "full_name",
  phone: "phone",
  email: "email",
  source: "source",
  originType: "origin_type",
  marketingSource: "marketing_source",
  nature: "nature",
  enterpriseId: "enterprise_id",
  ownerId: "owner_id",
  status: "status",
  statusProfile: "status_profile",
  interestLevel: "interest_level",
  profile: "profile",
  city: "city",
  isClient: "is_client",
  excluded: "excluded",
  marketingOptOutAt: "marketing_opt_out_at",
  marketingOptInAt: "marketing_opt_in_at",
  salesTeamId: "sales_team_id",
  rouletteId: "roulette_id",
  daysToGoToBase: "days_to_go_to_base",
  archiveReason: "archive_reason",
  discardReason: "discard_reason",
  inAttendance: "in_attendance",
  attendanceStartedAt: "attendance_started_at",
  lastInterestAt: "last_interest_at",
  lastActivityAt: "last_activity_at",
  hasPartner: "has_partner",
  document: "document",
  documentType: "document_type",
  socialReason: "social_reason",
  rg: "rg",
  rne: "rne",
  stateRegistration: "state_registration",
  issuingAgency: "issuing_agency",
  uf: "uf",
  dob: "dob",
  profession: "profession",
  sex: "sex",
  maritalStatus: "marital_status",
  marriageRegime: "marriage_regime",
  nationality: "nationality",
  naturalness: "naturalness",
  address: "address",
  notaryNotes: "notary_notes",
  createdById: "created_by_id",
  createdAt: "created_at",
  updatedAt: "updated_at",
};
/**
 * The Lead field behind each of the contract's LEAD_CONTRACT_DATA_FIELDS (a Record over them, so the two lists
 * cannot drift apart): only GET /leads/{id} reads these columns, lists do not (decision 025).
 */
const CONTRACT_DATA_COLUMNS = {
  document: "document",
  document_type: "documentType",
  social_reason: "socialReason",
  rg: "rg",
  rne: "rne",
  state_registration: "stateRegistration",
  issuing_agency: "issuingAgency",
  uf: "uf",
  dob: "dob",
  profession: "profession",
  sex: "sex",
  marital_status: "maritalStatus",
  marriage_regime: "marriageRegime",
  nationality: "nationality",
  naturalness: "naturalness",
  address: "address",
  notary_notes: "notaryNotes",
} as const satisfies Record<(typeof LEAD_CONTRACT_DATA_FIELDS)[number], keyof Lead>;
type ContractDataColumn = (typeof CONTRACT_DATA_COLUMNS)[keyof typeof CONTRACT_DATA_COLUMNS];
const contractDataColumns: ReadonlySet<string> = new Set(Object.values(CONTRACT_DATA_COLUMNS));

/** A lead as lists read it: every column but the contract data. */
export type LeadListRow = Omit<Lead, ContractDataColumn>;

/** The columns of a LeadListRow, aliased to the Prisma field names. */
const LEAD_LIST_SELECT = Prisma.raw(
  Object.entries(LEAD_COLUMNS)
    .filter(([field]) => !contractDataColumns.has(field))
    .map(([field, column]) => `l.${column} AS "${field}"`)
    .join(", "),
);

/** A lead of a list page, with what the list shows about its owner, enterprise and the viewer's favourite. */
export interface LeadPageRow extends LeadListRow {
  ownerName: string | null;
  enterpriseName: string | null;
  favorite: boolean;
}

/**
 * The LeadPageRows of the leads whose ids `ids` yields (a CTE's name or a derived table with an `id` column): the
 * list's columns, the owner's and the enterprise's names and the viewer's favourite flag. Unordered.
 */
export function pageRowsSql(viewerId: string, ids: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT ${LEAD_LIST_SELECT}, u.full_name AS "ownerName", e.name AS "enterpriseName",
      EXISTS (SELECT 1 FROM lead_favorites fv WHERE fv.user_id = ${viewerId}::uuid AND fv.lead_id = l.id) AS "favorite"
    FROM ${ids} p
    JOIN leads l ON l.id = p.id
    LEFT JOIN users u ON u.id = l.owner_id
    LEFT JOIN enterprises e ON e.id = l.enterprise_id`;
}

/**
 * Every LeadPageRow the filter matches, in the sort's order, in one statement (the export's cursor, decision 073):
 * the same columns as pageRowsSql, read straight from the filtered leads rather than from a page of ids.
 */
export function listRowsSql(viewerId: string, where: Prisma.Sql, sort: LeadSort): Prisma.Sql {
  return Prisma.sql`
    SELECT ${LEAD_LIST_SELECT}, u.full_name AS "ownerName", e.name AS "enterpriseName",
      EXISTS (SELECT 1 FROM lead_favorites fv WHERE fv.user_id = ${viewerId}::uuid AND fv.lead_id = l.id) AS "favorite"
    FROM leads l
    LEFT JOIN users u ON u.id = l.owner_id
    LEFT JOIN enterprises e ON e.id = l.enterprise_id
    WHERE ${where}
    ORDER BY ${leadOrderSql(sort)}`;
}

/** Keyset position: the sort value (as text, null for a null city) and id of the last row already shown. */
export interface LeadKeyset {
  value: string | null;
  id: string;
}

/** The keyset of a row for a sort: what the next page's cursor carries. */
export function keysetOf(row: LeadListRow, sort: LeadSort): LeadKeyset {
  const v = row[SORT_KEYS[sort.field].field];
  return { value: v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v), id: row.id };
}

/** Rows strictly after `after` in the order of leadOrderSql(sort) (NULL cities last ascending, first descending). */
export function afterKeysetSql(sort: LeadSort, after: LeadKeyset): Prisma.Sql {
  const col = Prisma.raw(SORT_COLUMNS[sort.field]);
  const { cast, nullable } = SORT_KEYS[sort.field];
  const asc = sort.direction === "asc";
  const op = Prisma.raw(asc ? ">" : "<");
  const id = Prisma.sql`${after.id}::uuid`;
  if (after.value === null) {
    // Only a nullable column can carry null: the rest of the NULL block, then (descending) every non-null row.
    return asc
      ? Prisma.sql`(${col} IS NULL AND l.id > ${id})`
      : Prisma.sql`((${col} IS NULL AND l.id < ${id}) OR ${col} IS NOT NULL)`;
  }
  const value = Prisma.sql`${after.value}::${Prisma.raw(cast)}`;
  // A row comparison matches the (column, id) sort indexes; NULLs never satisfy it.
  const after_ = Prisma.sql`(${col}, l.id) ${op} (${value}, ${id})`;
  return nullable && asc ? Prisma.sql`(${after_} OR ${col} IS NULL)` : after_;
}

/** The sort column itself (`l.last_interest_at`), e.g. to carry it in a derived table that is then ordered. */
export function sortColumnSql(sort: LeadSort): Prisma.Sql {
  return Prisma.raw(SORT_COLUMNS[sort.field]);
}

/** Exact totals up to this many rows; beyond it the total is an estimate (see search()). */
export const COUNT_CAP = 10_000;
/**
 * Text searches recheck every candidate row in the table, so their exact count stops earlier (decision 008). The
 * matches up to this cap are read once, counted and paged in one statement; 2,000 keeps a full name with a frequent
 * first name ('Ana Vieira', 1,700 of 1,000,000) in that one statement.
 */
export const TEXT_SEARCH_COUNT_CAP = 2_000;

function anyOf(column: string, values: readonly string[], cast: string): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(column)} IN (${Prisma.join(values.map((v) => Prisma.sql`${v}::${Prisma.raw(cast)}`))})`;
}

export function leadWhereSql(f: LeadSearchFilter): Prisma.Sql {
  const c: Prisma.Sql[] = [Prisma.sql`l.excluded = ${f.excluded}`];
  if (f.ownerId) c.push(Prisma.sql`l.owner_id = ${f.ownerId}::uuid`);
  if (f.inBase) c.push(Prisma.sql`l.owner_id IS NULL`);
  if (f.enterpriseIds?.length) c.push(anyOf("l.enterprise_id", f.enterpriseIds, "uuid"));
  if (f.createdFrom) c.push(Prisma.sql`l.created_at >= ${f.createdFrom}`);
  if (f.createdTo) c.push(Prisma.sql`l.created_at < ${f.createdTo}`);
  if (f.statuses?.length) c.push(anyOf("l.status", f.statuses, '"LeadStatus"'));
  if (f.profile) c.push(Prisma.sql`l.profile = ${f.profile}::"Adherence"`);
  if (f.interestLevels?.length) c.push(anyOf("l.interest_level", f.interestLevels, '"InterestLevel"'));
  if (f.city) c.push(Prisma.sql`l.city = ${f.city}`);
  if (f.favorite !== undefined) {
    const fav = Prisma.sql`EXISTS (SELECT 1 FROM lead_favorites fv WHERE fv.user_id = ${f.viewerId}::uuid AND fv.lead_id = l.id)`;
    c.push(f.favorite ? fav : Prisma.sql`NOT ${fav}`);
  }
  if (f.isClient !== undefined) c.push(Prisma.sql`l.is_client = ${f.isClient}`);
  if (f.onlyWithPartner) c.push(Prisma.sql`l.has_partner = true`);
  if (f.sources?.length) c.push(anyOf("l.source", f.sources, "text"));
  if (f.salesTeamId) c.push(Prisma.sql`l.sales_team_id = ${f.salesTeamId}::uuid`);
  if (f.rouletteId) c.push(Prisma.sql`l.roulette_id = ${f.rouletteId}::uuid`);
  if (f.daysToGoToBase !== undefined) c.push(Prisma.sql`l.days_to_go_to_base = ${f.daysToGoToBase}`);
  // Substring matches use the GIN trigram indexes: leads_owner_full_name_trgm_idx (its owner half also narrows a
  // specialist's own search, decision 023) and leads_phone_trgm_idx.
  if (f.fullName) c.push(Prisma.sql`l.full_name ILIKE ${`%${escapeLike(f.fullName)}%`}`);
  if (f.phoneDigits) c.push(Prisma.sql`l.phone LIKE ${`%${escapeLike(f.phoneDigits)}%`}`);
  if (f.inAttendance !== undefined) c.push(Prisma.sql`l.in_attendance = ${f.inAttendance}`);
  if (f.neverAttended) c.push(Prisma.sql`l.attendance_started_at IS NULL AND l.in_attendance = false`);
  return Prisma.join(c, " AND ");
}

export function leadOrderSql(sort: LeadSort): Prisma.Sql {
  const dir = sort.direction === "asc" ? "ASC" : "DESC";
  // The id tiebreak makes pages stable when many rows share the sort value.
  return Prisma.raw(`${SORT_COLUMNS[sort.field]} ${dir}, l.id ${dir}`);
}

/** leadOrderSql for a derived table whose columns carry the Prisma field names (pageRowsSql's rows). */
export function orderByAliasSql(sort: LeadSort, alias: string): Prisma.Sql {
  const dir = sort.direction === "asc" ? "ASC" : "DESC";
  return Prisma.raw(`${alias}."${SORT_KEYS[sort.field].field}" ${dir}, ${alias}."id" ${dir}`);
}
