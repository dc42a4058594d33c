import type { LeadCreateInput } from "@portal/contracts/leads";

/**
 * The columns of a new lead, built once for both create paths (the batched insert and the one-by-one create
 * under the phone lock). A lead created without an interest level is "Sem classificação" (NO_CLASSIFICATION):
 * written here rather than left to a column default or a COALESCE, so both paths say the same (decision 040).
 */
export interface NewLeadRow {
  fullName: string;
  phone: string;
  email: string | null;
  enterpriseId: string | null;
  source: string;
  nature: LeadCreateInput["nature"];
  city: string | null;
  interestLevel: NonNullable<LeadCreateInput["interest_level"]>;
  originType: string | null;
  marketingSource: string | null;
  ownerId: string | null;
  createdById: string | null;
}

export function newLeadRow(
  actorId: string | null,
  input: LeadCreateInput,
  ownerId: string | null,
  enterpriseId: string | null,
): NewLeadRow {
  return {
    fullName: input.full_name,
    phone: input.phone,
    email: input.email ?? null,
    enterpriseId,
    source: input.source,
    nature: input.nature,
    city: input.city ?? null,
    interestLevel: input.interest_level ?? "NO_CLASSIFICATION",
    originType: input.origin_type ?? null,
    marketingSource: input.marketing_source ?? null,
    ownerId,
    createdById: actorId,
  };
}

/** The data of a new lead's CREATED log entry. */
export const createdLogData = (row: Pick<NewLeadRow, "source" | "nature" | "ownerId">) => ({
  source: row.source,
  nature: row.nature,
  owner_id: row.ownerId,
});
