import { step4Body } from "@portal/contracts/enterprise-steps";
import { describe, expect, it } from "vitest";
import { campaignToBody, campaignToValues, newCampaign } from "./step4-values";

describe("sale campaigns in wizard step 4", () => {
  it("a campaign runs from the start of its first day to the end of its last day in São Paulo", () => {
    const body = campaignToBody({
      name: "Black Friday",
      discount_type: "ABSOLUTE",
      discount_value: 1500.5,
      starts_at: "2026-11-27",
      ends_at: "2026-11-30",
      unit_ids: [],
    });
    expect(body).toEqual({
      name: "Black Friday",
      discount_type: "ABSOLUTE",
      discount_value: 150_050,
      starts_at: "2026-11-27T03:00:00.000Z",
      ends_at: "2026-12-01T03:00:00.000Z",
      unit_ids: [],
    });
  });

  it("a saved campaign comes back into the form as it was typed", () => {
    const saved = {
      name: "Lançamento",
      discount_type: "PERCENTAGE" as const,
      discount_value: 7.5,
      starts_at: "2026-12-01T03:00:00.000Z",
      ends_at: "2027-01-01T03:00:00.000Z",
      unit_ids: ["a"],
    };
    const values = campaignToValues(saved);
    expect(values).toMatchObject({ starts_at: "2026-12-01", ends_at: "2026-12-31", discount_value: 7.5 });
    expect(campaignToBody(values)).toEqual(saved);
  });

  it("a new campaign is accepted by the contract once it has a name; a blank discount is required", () => {
    const fresh = newCampaign(Date.parse("2026-11-25T15:00:00Z"));
    expect(fresh).toMatchObject({ starts_at: "2026-11-25", ends_at: "2026-12-24" });
    const base = { commission_info: { agency_percentage: 2, broker_percentage: 1, coordinator_percentage: 0.5 } };
    const withName = { ...base, sale_campaigns: [campaignToBody({ ...fresh, name: "Natal" })] };
    expect(step4Body.safeParse(withName).success).toBe(true);
    expect(campaignToBody({ ...fresh, discount_value: "" }).discount_value).toBeUndefined();
  });
});
