import { describe, expect, it } from "vitest";
import { enterpriseLeadsSearchSchema, toEnterpriseLeadsQuery } from "./enterprise-leads-search";

describe("leads per enterprise: URL filters", () => {
  it("sends days as 8 digits and pages by 25", () => {
    const s = enterpriseLeadsSearchSchema.parse({ city: "Santos", from: "2026-11-01", to: "2026-11-23", page: 3 });
    expect(toEnterpriseLeadsQuery(s)).toEqual({
      enterprise_id: undefined,
      city: "Santos",
      group: undefined,
      starts_date: "01112026",
      ends_date: "23112026",
      skip: 50,
      limit: 25,
    });
  });

  it("drops values that are not valid instead of failing the screen", () => {
    const s = enterpriseLeadsSearchSchema.parse({ enterprise: "x", city: "Paris", group: "VIP", from: "2026-02-31" });
    expect(s).toEqual({
      enterprise: undefined,
      city: undefined,
      group: undefined,
      from: undefined,
      to: undefined,
      page: undefined,
    });
  });
});
