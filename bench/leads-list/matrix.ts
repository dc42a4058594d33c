/**
 * The GET /leads combinations of issue 3 §5, with values taken from the generated data (a real owner,
 * enterprise, name and phone fragment), so every filter selects what it would in production.
 */

import { LEAD_SORT_FIELDS } from "@portal/contracts/leads";
import { encodeLeadCursor } from "@portal/domain/leads";
import type pg from "pg";
import { BENCH_SPECIALIST_EMAIL } from "./bench-users";

export type Caller = "admin" | "specialist";

export interface Combo {
  id: string;
  label: string;
  as: Caller;
  group: "filter" | "sort" | "page";
  query: Record<string, string>;
}

/** DDMMYYYY of the day `daysAgo` before now, in America/Sao_Paulo (the API's 8-digit date format). */
export function eightDigitDay(daysAgo: number): string {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/Sao_Paulo",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return `${get("day")}${get("month")}${get("year")}`;
}

export interface MatrixValues {
  specialistId: string;
  enterpriseId: string;
  enterpriseName: string;
  phoneFragment: string;
  fullName: string;
  /** Keyset cursors positioned like the deep pages: after row 50,000 (admin) and row 950 (the specialist). */
  deepCursor: string;
  specDeepCursor: string;
}

/** The cursor GET /leads would hand out after the row at `offset` (0-based) of the default order. */
async function cursorAfter(c: pg.Client, offset: number, ownerId?: string): Promise<string> {
  const r = await c.query<{ id: string; last_interest_at: Date }>(
    `SELECT id, last_interest_at FROM leads WHERE NOT excluded ${ownerId ? "AND owner_id = $2" : ""}
     ORDER BY last_interest_at DESC, id DESC OFFSET $1 LIMIT 1`,
    ownerId ? [offset, ownerId] : [offset],
  );
  const row = r.rows[0];
  if (!row) return "";
  return encodeLeadCursor(
    { field: "last_interest_at", direction: "desc" },
    { value: row.last_interest_at.toISOString(), id: row.id },
  );
}

export async function matrixValues(c: pg.Client): Promise<MatrixValues> {
  const spec = await c.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [BENCH_SPECIALIST_EMAIL]);
  // A mid-sized enterprise: the median by lead count.
  const ent = await c.query<{ id: string; name: string }>(
    `SELECT e.id, e.name FROM enterprises e JOIN leads l ON l.enterprise_id = e.id
     GROUP BY e.id ORDER BY count(*) OFFSET 15 LIMIT 1`,
  );
  // A lead from the middle of the table gives a realistic name (first + last) and 8 phone digits to search.
  const lead = await c.query<{ full_name: string; phone: string }>(
    "SELECT full_name, phone FROM leads WHERE NOT excluded ORDER BY created_at OFFSET 500000 LIMIT 1",
  );
  const l = lead.rows[0] ?? (await c.query("SELECT full_name, phone FROM leads LIMIT 1")).rows[0];
  const [first, last] = String(l.full_name).split(" ");
  return {
    specialistId: spec.rows[0]?.id ?? "",
    enterpriseId: ent.rows[0]?.id ?? "",
    enterpriseName: ent.rows[0]?.name ?? "",
    phoneFragment: String(l.phone).slice(-8),
    fullName: `${first} ${last}`,
    deepCursor: await cursorAfter(c, 49_999),
    specDeepCursor: spec.rows[0] ? await cursorAfter(c, 949, spec.rows[0].id) : "",
  };
}

export function buildMatrix(v: MatrixValues): Combo[] {
  const combos: Combo[] = [
    { id: "no-filter", label: "no filter (page 1)", as: "admin", group: "filter", query: {} },
    { id: "owner", label: "owner", as: "admin", group: "filter", query: { owner_id: v.specialistId } },
    { id: "base", label: "base (owner_id=none)", as: "admin", group: "filter", query: { owner_id: "none" } },
    {
      id: "enterprise-status",
      label: "enterprise + status",
      as: "admin",
      group: "filter",
      query: { enterprise_id: v.enterpriseId, status: "TALKING" },
    },
    {
      id: "date-range",
      label: "date range (30 days)",
      as: "admin",
      group: "filter",
      query: { starts_date: eightDigitDay(60), ends_date: eightDigitDay(31) },
    },
    { id: "name-common", label: "name search 'silva'", as: "admin", group: "filter", query: { full_name: "silva" } },
    {
      id: "name-full",
      label: `name search '${v.fullName}'`,
      as: "admin",
      group: "filter",
      query: { full_name: v.fullName },
    },
    {
      id: "phone",
      label: `phone search '${v.phoneFragment}'`,
      as: "admin",
      group: "filter",
      query: { phone: v.phoneFragment },
    },
    {
      id: "interest-city",
      label: "interest level + city",
      as: "admin",
      group: "filter",
      query: { interest_level: "HIGH", city: "Campinas" },
    },
  ];
  for (const field of LEAD_SORT_FIELDS) {
    for (const direction of ["asc", "desc"] as const) {
      combos.push({
        id: `sort-${field}-${direction}`,
        label: `sort ${field} ${direction}`,
        as: "admin",
        group: "sort",
        query: { sortBy: field, direction },
      });
    }
  }
  combos.push(
    { id: "page-1", label: "page 1 (skip=0)", as: "admin", group: "page", query: { skip: "0", limit: "50" } },
    {
      id: "deep-page",
      label: "deep page (skip=50,000)",
      as: "admin",
      group: "page",
      query: { skip: "50000", limit: "50" },
    },
    {
      id: "deep-cursor",
      label: "deep page by cursor (after row 50,000)",
      as: "admin",
      group: "page",
      query: { cursor: v.deepCursor, limit: "50" },
    },
    { id: "spec-no-filter", label: "specialist: own leads", as: "specialist", group: "filter", query: {} },
    {
      id: "spec-status",
      label: "specialist: status TALKING",
      as: "specialist",
      group: "filter",
      query: { status: "TALKING" },
    },
    {
      id: "spec-name",
      label: "specialist: name search 'silva'",
      as: "specialist",
      group: "filter",
      query: { full_name: "silva" },
    },
    {
      id: "spec-deep-page",
      label: "specialist: page 20 (skip=950)",
      as: "specialist",
      group: "page",
      query: { skip: "950" },
    },
    {
      id: "spec-deep-cursor",
      label: "specialist: page 20 by cursor (after row 950)",
      as: "specialist",
      group: "page",
      query: { cursor: v.specDeepCursor },
    },
  );
  return combos;
}
