import { describe, expect, it } from "vitest";
import { enterpriseSearchSchema, hasEnterpriseFilters, toEnterprisesQuery } from "./enterprise-search";

describe("enterprise search", () => {
  it("keeps valid filters and drops unknown values", () => {
    const s = enterpriseSearchSchema.parse({ search: "  Vila ", city: "Campinas", phase: "MOON", page: "3" });
    expect(s).toEqual({ search: "Vila", city: "Campinas", page: 3 });
    expect(hasEnterpriseFilters(s)).toBe(true);
    expect(hasEnterpriseFilters(enterpriseSearchSchema.parse({ page: 2 }))).toBe(false);
  });
  it("maps the page to skip and limit", () => {
    expect(toEnterprisesQuery({ page: 3, phase: "RELEASE" })).toEqual({
      search: undefined,
      city: undefined,
      phase: "RELEASE",
      skip: 48,
      limit: 24,
    });
  });
});
