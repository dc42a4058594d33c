import { preLeadOfferSettingsBody } from "@portal/contracts/pre-leads";
import { describe, expect, it } from "vitest";
import { offerScopeText, offerSettingsBody, toOfferSettingsValues } from "./offer-settings";

const E1 = "11111111-1111-4111-8111-111111111111";
const E2 = "22222222-2222-4222-8222-222222222222";
const saved = { max_acquisitions_per_day: 10, enterprise_ids: [E2, E1] };

describe("pre-lead offer settings", () => {
  it("sends only what changed, enterprises de-duplicated", () => {
    const values = toOfferSettingsValues(saved);
    expect(offerSettingsBody(values, saved)).toBeNull();
    expect(offerSettingsBody({ ...values, enterprise_ids: [E1, E2, E1] }, saved)).toBeNull();
    expect(offerSettingsBody({ ...values, max_acquisitions_per_day: 25 }, saved)).toEqual({
      max_acquisitions_per_day: 25,
    });
    expect(offerSettingsBody({ ...values, enterprise_ids: [E1] }, saved)).toEqual({ enterprise_ids: [E1] });
    expect(offerSettingsBody({ max_acquisitions_per_day: "3", enterprise_ids: [] }, saved)).toEqual({
      max_acquisitions_per_day: 3,
      enterprise_ids: [],
    });
  });

  it("leaves an empty or out-of-range limit to the contract's validation (field named)", () => {
    const empty = offerSettingsBody({ max_acquisitions_per_day: "", enterprise_ids: [E1, E2] }, saved);
    const check = preLeadOfferSettingsBody.safeParse(empty);
    expect(check.success).toBe(false);
    expect(check.error?.issues[0]?.path).toEqual(["max_acquisitions_per_day"]);
    expect(preLeadOfferSettingsBody.safeParse({ max_acquisitions_per_day: 1001 }).success).toBe(false);
    expect(preLeadOfferSettingsBody.safeParse({ max_acquisitions_per_day: 1000 }).success).toBe(true);
  });

  it("says which enterprises are on offer", () => {
    expect(offerScopeText(0)).toMatch(/Todos os empreendimentos/);
    expect(offerScopeText(1)).toBe("Somente os pré-leads de 1 empreendimento ficam em oferta.");
    expect(offerScopeText(3)).toContain("3 empreendimentos");
  });
});
