import type { LeadCreateInput } from "@portal/contracts/leads";
import { describe, expect, it } from "vitest";
import { createdLogData, newLeadRow } from "./lead-new-row";

const input: LeadCreateInput = {
  full_name: "Ana Souza",
  phone: "+5511987654321",
  source: "SITE",
  nature: "ONLINE",
};

describe("newLeadRow: the one row both lead create paths insert", () => {
  it("a lead created without an interest level is written as NO_CLASSIFICATION, not left to a default", () => {
    const row = newLeadRow("actor-1", input, null, "ent-1");
    expect(row.interestLevel).toBe("NO_CLASSIFICATION");
    expect(row).toEqual({
      fullName: "Ana Souza",
      phone: "+5511987654321",
      email: null,
      enterpriseId: "ent-1",
      source: "SITE",
      nature: "ONLINE",
      city: null,
      interestLevel: "NO_CLASSIFICATION",
      originType: null,
      marketingSource: null,
      ownerId: null,
      createdById: "actor-1",
    });
  });

  it("keeps the interest level, e-mail and city the request gave, and logs source, nature and owner", () => {
    const row = newLeadRow(
      "actor-1",
      { ...input, interest_level: "HIGH", email: "a@b.com", city: "Santos" },
      "u-9",
      null,
    );
    expect(row).toMatchObject({ interestLevel: "HIGH", email: "a@b.com", city: "Santos", ownerId: "u-9" });
    expect(createdLogData(row)).toEqual({ source: "SITE", nature: "ONLINE", owner_id: "u-9" });
  });
});
