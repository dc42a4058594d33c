import { describe, expect, it } from "vitest";
import { canListSpecialists } from "./lead-rules";
import { ROLES } from "./roles";
import { describeRouteRule, ROUTE_ACCESS, routeAllows, withHarnessRoutes } from "./route-access";

describe("route access rules", () => {
  it("a public rule lets anyone in; the others need a signed-in caller", () => {
    expect(routeAllows({ access: "public" }, null)).toBe(true);
    expect(routeAllows({ access: "authenticated" }, null)).toBe(false);
    expect(routeAllows({ access: "authenticated" }, { id: "u", roles: ["ENGINEER"] })).toBe(true);
  });

  it("a role rule passes the listed roles and MASTER unless excluded", () => {
    const rule = ROUTE_ACCESS["GET /sales/:id"];
    if (!rule) throw new Error("no rule");
    expect(routeAllows(rule, { id: "u", roles: ["FINANCIAL"] })).toBe(true);
    expect(routeAllows(rule, { id: "u", roles: ["BOOTH_SPECIALIST"] })).toBe(true);
    expect(routeAllows(rule, { id: "u", roles: ["MARKETING"] })).toBe(false);
    expect(routeAllows(rule, { id: "u", roles: ["AGENT_PATRIANI"] })).toBe(false);
    expect(routeAllows(rule, { id: "u", roles: ["MASTER"] })).toBe(true);
    const checkOut = ROUTE_ACCESS["POST /roulettes/check-out"];
    if (!checkOut) throw new Error("no rule");
    expect(routeAllows(checkOut, { id: "u", roles: ["MASTER"] })).toBe(false);
  });

  it("selfParam lets the user named in the path in", () => {
    const rule = ROUTE_ACCESS["GET /leads/specialist/:id/counts"];
    if (!rule) throw new Error("no rule");
    expect(routeAllows(rule, { id: "me", roles: ["BOOTH_SPECIALIST"] }, { id: "me" })).toBe(true);
    expect(routeAllows(rule, { id: "me", roles: ["BOOTH_SPECIALIST"] }, { id: "other" })).toBe(false);
  });

  it("describes a rule for the OpenAPI", () => {
    expect(describeRouteRule({ access: "roles", roles: ["FINANCIAL"], scope: "own" })).toBe(
      "Access: FINANCIAL (and MASTER). Scope: own.",
    );
    expect(describeRouteRule({ access: "public" })).toBe("Access: public.");
  });
});

describe("harness routes (decision 051: the benchmarks' probes)", () => {
  it("production passes none: the table itself", () => {
    expect(withHarnessRoutes()).toBe(ROUTE_ACCESS);
    expect(withHarnessRoutes({})).toBe(ROUTE_ACCESS);
  });

  it("adds rules for /__ probes only, leaving every production rule as it was", () => {
    const table = withHarnessRoutes({ "GET /__bare": { access: "public" } });
    expect(table["GET /__bare"]).toEqual({ access: "public" });
    expect(table["GET /sales/:id"]).toBe(ROUTE_ACCESS["GET /sales/:id"]);
  });

  it("refuses a rule for any path outside /__, governed by the table or not", () => {
    expect(() => withHarnessRoutes({ "GET /sales/export": { access: "public" } })).toThrow(/must be under \/__/);
    expect(() => withHarnessRoutes({ "GET /health": { access: "public" } })).toThrow(/must be under/);
  });
});

describe("the web's policy helpers agree with the routes they guard", () => {
  it("canListSpecialists is exactly who may call GET /users/specialists (JURIDICAL and FINANCIAL may not)", () => {
    const rule = ROUTE_ACCESS["GET /users/specialists"];
    if (!rule) throw new Error("GET /users/specialists has no rule");
    for (const role of ROLES) {
      expect(canListSpecialists([role]), role).toBe(routeAllows(rule, { id: "u", roles: [role] }));
    }
    expect(canListSpecialists(["JURIDICAL"])).toBe(false);
    expect(canListSpecialists(["FINANCIAL"])).toBe(false);
    expect(canListSpecialists(["GERAL_ADMIN"])).toBe(true);
  });
});

describe("the endpoint catalogue documents every endpoint (decision 069)", () => {
  const entries = Object.entries(ROUTE_ACCESS);

  it("every entry has a camelCase operationId and a one-line summary", () => {
    const bad = entries
      .filter(([, e]) => !/^[a-z][A-Za-z0-9]*$/.test(e.operationId) || !/^[A-Z][^\n]{5,99}$/.test(e.summary))
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it("no two endpoints share an operationId (generated clients name their methods after it)", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [key, entry] of entries) {
      const first = seen.get(entry.operationId);
      if (first) duplicates.push(`${entry.operationId}: ${first} and ${key}`);
      else seen.set(entry.operationId, key);
    }
    expect(duplicates).toEqual([]);
  });
});
