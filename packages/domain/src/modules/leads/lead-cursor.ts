import { INTEREST_LEVELS, LEAD_STATUSES } from "@portal/contracts/lead-enums";
import { LEAD_SORT_FIELDS } from "@portal/contracts/leads";
import { FIELD_MSG } from "@portal/contracts/messages";
import { z } from "zod";
import { fieldError } from "../../lib/app-error";
import type { LeadKeyset, LeadSort } from "./lead-search-sql";

/**
 * The opaque `cursor` of GET /leads (keyset pagination, docs/decisions/008): base64url of the sort it was made
 * for and the last row's sort value and id. Not signed: it only says where to continue; the filters and the
 * caller's scope come from the request as always.
 */
const cursorSchema = z.object({
  s: z.enum(LEAD_SORT_FIELDS),
  d: z.enum(["asc", "desc"]),
  v: z.string().max(300).nullable(),
  id: z.uuid(),
});

export function encodeLeadCursor(sort: LeadSort, key: LeadKeyset): string {
  const body: z.infer<typeof cursorSchema> = { s: sort.field, d: sort.direction, v: key.value, id: key.id };
  return Buffer.from(JSON.stringify(body)).toString("base64url");
}

/** The keyset to continue after; 400 naming `cursor` when it is malformed or made for another sort. */
export function decodeLeadCursor(cursor: string, sort: LeadSort): LeadKeyset {
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw fieldError("cursor", FIELD_MSG.cursorInvalid);
  }
  if (parsed.s !== sort.field || parsed.d !== sort.direction) {
    throw fieldError("cursor", FIELD_MSG.cursorOfOtherSort);
  }
  if (!valueFits(parsed.s, parsed.v)) throw fieldError("cursor", FIELD_MSG.cursorInvalid);
  return { value: parsed.v, id: parsed.id };
}

/** The value must be castable to the sort column's type (else the database would answer 500). */
function valueFits(field: LeadSort["field"], v: string | null): boolean {
  if (v === null) return field === "city";
  switch (field) {
    case "last_interest_at":
    case "createdAt":
    case "updatedAt":
      return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(v) && !Number.isNaN(Date.parse(v));
    case "status":
      return (LEAD_STATUSES as readonly string[]).includes(v);
    case "interest_level":
      return (INTEREST_LEVELS as readonly string[]).includes(v);
    default:
      return true;
  }
}
