import type { LeadPatch, LeadRow } from "./leads.repository";

/** How one wire field maps onto a lead column, for diffs written to the DATA / CONTRACT_INFO logs. */
export interface FieldMapping {
  column: keyof LeadPatch & keyof LeadRow;
  /** Row value -> wire value (default: as is). */
  toWire?: (v: never) => unknown;
  /** Wire value -> column value (default: as is). */
  toDb?: (v: never) => unknown;
}

export type Changes = Record<string, { from: unknown; to: unknown }>;

/** JSON with sorted keys: jsonb reorders keys, so plain JSON.stringify would see false changes. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The patch and the from/to list of the fields of `input` that differ from the row. */
export function diffLead(
  row: LeadRow,
  input: Record<string, unknown>,
  mappings: Record<string, FieldMapping>,
): { patch: LeadPatch; changes: Changes } {
  const patch: Record<string, unknown> = {};
  const changes: Changes = {};
  for (const [field, m] of Object.entries(mappings)) {
    const to = input[field];
    if (to === undefined) continue;
    const raw = row[m.column] as never;
    const from = (m.toWire ? m.toWire(raw) : raw) ?? null;
    if (stableJson(from) === stableJson(to)) continue;
    changes[field] = { from, to };
    patch[m.column] = m.toDb ? m.toDb(to as never) : to;
  }
  return { patch: patch as LeadPatch, changes };
}
