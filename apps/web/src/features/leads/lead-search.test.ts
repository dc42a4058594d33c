import { describe, expect, it } from "vitest";
import { eightDigitsToIso, isIsoDay, isoToDisplay, isoToEightDigits } from "./eight-digit-date";
import {
  applyFilterChange,
  clearFilters,
  countActiveFilters,
  leadSearchSchema,
  loadsLeadList,
  nextSort,
  normalizeCsv,
  toLeadListQuery,
} from "./lead-search";

const ENTERPRISE = "dcb1fdb3-70b4-4bed-a833-e341cdc648c7";

describe("8-digit dates", () => {
  it("turns ISO days into DDMMYYYY and back", () => {
    expect(isoToEightDigits("2026-11-05")).toBe("05112026");
    expect(isoToEightDigits("2024-02-29")).toBe("29022024");
    expect(eightDigitsToIso("05112026")).toBe("2026-11-05");
    expect(isoToDisplay("2026-11-05")).toBe("05/11/2026");
  });

  it("refuses days that do not exist or are not 8 digits", () => {
    expect(isoToEightDigits("2026-02-30")).toBeUndefined();
    expect(isoToEightDigits("2026-1-5")).toBeUndefined();
    expect(isoToEightDigits("")).toBeUndefined();
    expect(isoToEightDigits(undefined)).toBeUndefined();
    expect(eightDigitsToIso("5112026")).toBeUndefined();
    expect(eightDigitsToIso("31022026")).toBeUndefined();
    expect(isIsoDay("2026-13-01")).toBe(false);
  });
});

describe("lead list URL params", () => {
  it("parse the JSON-ish values TanStack Router hands over", () => {
    const s = leadSearchSchema.parse({
      search: "  Ana ",
      phone: 11999,
      status: "TALKING,NEW,BOGUS,NEW",
      interest_level: ["HIGH", "LOW"],
      city: "Campinas",
      enterprise_id: ENTERPRISE,
      favorite: "true",
      is_client: false,
      from: "2026-11-01",
      to: "2026-11-30",
      sortBy: "full_name",
      direction: "asc",
      page: "3",
    });
    expect(s).toMatchObject({
      search: "Ana",
      phone: "11999",
      status: "NEW,TALKING",
      interest_level: "HIGH,LOW",
      city: "Campinas",
      enterprise_id: ENTERPRISE,
      favorite: true,
      is_client: false,
      from: "2026-11-01",
      to: "2026-11-30",
      sortBy: "full_name",
      direction: "asc",
      page: 3,
    });
  });

  it("drop invalid values instead of failing the screen", () => {
    const s = leadSearchSchema.parse({
      phone: "12",
      status: "NOPE",
      city: "Paris",
      enterprise_id: "x",
      owner_id: "alguém",
      from: "2026-02-30",
      sortBy: "password",
      page: 0,
      favorite: "false",
    });
    expect(s).toEqual({
      search: undefined,
      phone: undefined,
      status: undefined,
      interest_level: undefined,
      city: undefined,
      enterprise_id: undefined,
      source: undefined,
      profile: undefined,
      owner_id: undefined,
      sales_team_id: undefined,
      roulette_id: undefined,
      days_to_go_to_base: undefined,
      favorite: undefined,
      is_client: undefined,
      only_with_partner: undefined,
      from: undefined,
      to: undefined,
      sortBy: undefined,
      direction: undefined,
      page: undefined,
    });
    expect(leadSearchSchema.parse({ owner_id: "none" }).owner_id).toBe("none");
  });

  it("keep lists canonical", () => {
    expect(normalizeCsv(" LOW , HIGH ,LOW", ["HIGH", "MEDIUM", "LOW"])).toBe("HIGH,LOW");
    expect(normalizeCsv("", ["HIGH"])).toBeUndefined();
  });
});

describe("filter changes", () => {
  it("go back to page 1 and leave empty values out of the URL", () => {
    const next = applyFilterChange(
      { search: "ana", page: 4, status: "NEW", sortBy: "city" },
      { search: "", status: undefined, city: "Santos", favorite: undefined },
    );
    expect(next).toEqual({ sortBy: "city", city: "Santos" });
  });

  it("keep is_client=false (non-clients) and write digit phones as numbers", () => {
    expect(applyFilterChange({}, { is_client: false, phone: "11987" })).toEqual({ is_client: false, phone: 11987 });
    expect(applyFilterChange({}, { phone: "0119" })).toEqual({ phone: "0119" });
  });

  it("clear every filter but keep the sort, the fixed filters and other params", () => {
    expect(
      clearFilters(
        { search: "a", status: "NEW", owner_id: "none", sortBy: "city", page: 3, view: "excluded" } as never,
        ["owner_id"],
      ),
    ).toEqual({ owner_id: "none", sortBy: "city", view: "excluded" });
  });

  it("count the filters that are on, except the ones the screen fixes", () => {
    const s = leadSearchSchema.parse({ search: "a", owner_id: "none", favorite: true, page: 2 });
    expect(countActiveFilters(s)).toBe(3);
    expect(countActiveFilters(s, ["owner_id"])).toBe(2);
    expect(countActiveFilters(leadSearchSchema.parse({ from: "2026-11-01", to: "2026-11-15" }))).toBe(1);
  });
});

describe("sorting", () => {
  it("flips the direction on the same column and keeps the default out of the URL", () => {
    expect(nextSort({}, "full_name")).toEqual({ sortBy: "full_name", direction: "asc" });
    expect(nextSort({ sortBy: "full_name", direction: "asc" }, "full_name")).toEqual({
      sortBy: "full_name",
      direction: "desc",
    });
    expect(nextSort({ sortBy: "createdAt", direction: "desc" }, "createdAt")).toEqual({
      sortBy: "createdAt",
      direction: "asc",
    });
    expect(nextSort({ sortBy: "last_interest_at", direction: "asc" }, "last_interest_at")).toEqual({});
    expect(nextSort({}, "last_interest_at")).toEqual({ sortBy: "last_interest_at", direction: "asc" });
  });
});

describe("URL filters -> GET /leads query", () => {
  it("maps every filter, with 8-digit dates, page size 50 and the default sort", () => {
    const s = leadSearchSchema.parse({
      search: "Ana",
      phone: "(11) 9999",
      status: "NEW,TALKING",
      favorite: true,
      only_with_partner: true,
      is_client: true,
      from: "2026-11-01",
      to: "2026-11-30",
      page: 3,
    });
    expect(toLeadListQuery(s)).toEqual({
      skip: 100,
      limit: 50,
      full_name: "Ana",
      phone: "119999",
      status: "NEW,TALKING",
      favorite: true,
      is_client: true,
      only_with_partner: true,
      starts_date: "01112026",
      ends_date: "30112026",
      sortBy: "last_interest_at",
      direction: "desc",
    });
  });

  it("sends nothing for empty filters and lets the screen fix some", () => {
    expect(toLeadListQuery(leadSearchSchema.parse({}), { owner_id: "none" })).toEqual({
      skip: 0,
      limit: 50,
      sortBy: "last_interest_at",
      direction: "desc",
      owner_id: "none",
    });
    expect(toLeadListQuery(leadSearchSchema.parse({ owner_id: ENTERPRISE }), { owner_id: "none" }).owner_id).toBe(
      "none",
    );
  });
});

describe("whether a list screen loads leads (and the /leads route prefetches them)", () => {
  const partner = ["AGENT_PARTNER"];
  it("loads at once for staff, and for a partner only once a filter is on", () => {
    expect(loadsLeadList(["ONLINE_SPECIALIST"], leadSearchSchema.parse({}))).toBe(true);
    expect(loadsLeadList(partner, leadSearchSchema.parse({}))).toBe(false);
    expect(loadsLeadList(partner, leadSearchSchema.parse({ search: "maria" }))).toBe(true);
    expect(loadsLeadList(partner, leadSearchSchema.parse({ page: 2, sortBy: "full_name" }))).toBe(false);
  });
  it("ignores the filters the screen fixes itself", () => {
    expect(loadsLeadList(partner, leadSearchSchema.parse({ owner_id: "none" }), ["owner_id"])).toBe(false);
  });
  it("is also true for a partner who is staff too", () => {
    expect(loadsLeadList([...partner, "ONLINE_SPECIALIST"], leadSearchSchema.parse({}))).toBe(true);
  });
});
