import { describe, expect, it } from "vitest";
import { hasRegisterFilters, registerSearchSchema, toRegisterFilterQuery, toRegisterQuery } from "./register-search";

const ENTERPRISE = "6f1c1a52-8b9e-4a4e-9d51-3f1a2b3c4d5e";

describe("register search", () => {
  it("turns the URL's filters into the API's query (8-digit days, comma-joined statuses, the page's skip)", () => {
    const search = registerSearchSchema.parse({
      from: "2026-03-09",
      to: "2026-03-10",
      enterprise: ENTERPRISE,
      status: "FINISHED,CANCELED",
      search: "  Ana ",
      page: 3,
    });
    expect(toRegisterQuery(search)).toEqual({
      starts_date: "09032026",
      ends_date: "10032026",
      enterprise_id: ENTERPRISE,
      status: "FINISHED,CANCELED",
      search: "Ana",
      skip: 100,
      limit: 50,
    });
    expect(toRegisterFilterQuery(search)).not.toHaveProperty("skip");
    expect(hasRegisterFilters(search)).toBe(true);
  });

  it("drops what a pasted URL got wrong instead of failing the screen", () => {
    const search = registerSearchSchema.parse({
      from: "2026-02-31",
      enterprise: "abc",
      status: "LOST,WAITING",
      page: "x",
    });
    expect(search).toEqual({ status: ["WAITING"] });
    expect(registerSearchSchema.parse({ status: "LOST" }).status).toBeUndefined();
    expect(hasRegisterFilters(registerSearchSchema.parse({}))).toBe(false);
    expect(toRegisterQuery(registerSearchSchema.parse({}))).toEqual({ skip: 0, limit: 50 });
  });
});
