import { describe, expect, it } from "vitest";
import { accessOf, type Endpoint, endpointKey, endpointPath, type PathParamNames } from "./endpoint";
import { AVAILABILITY } from "./endpoints/availability";
import { AVAILABILITY_SCHEDULES } from "./endpoints/availability-schedules";
import { LEAD_EXPORTS } from "./endpoints/lead-exports";
import { NOTIFICATIONS } from "./endpoints/notifications";
import { PROPOSALS } from "./endpoints/proposals";
import { REPORTS_COMMISSIONS } from "./endpoints/reports-commissions";
import { REPORTS_PARTNERS } from "./endpoints/reports-partners";
import { REPORTS_SALES } from "./endpoints/reports-sales";
import { REPORTS_SPECIALISTS } from "./endpoints/reports-specialists";
import { REPORTS_STOCK } from "./endpoints/reports-stock";
import { REPORTS_UNITS_PRICES } from "./endpoints/reports-units-prices";
import { ROULETTES } from "./endpoints/roulettes";
import { SALES } from "./endpoints/sales";
import { SCHEDULES } from "./endpoints/schedules";
import { SETTINGS } from "./endpoints/settings";
import { SOLICITATIONS } from "./endpoints/solicitations";
import { STATISTICS } from "./endpoints/statistics";
import { ROUTE_ACCESS } from "./route-access";

/** Every module whose endpoints are definitions (packages/contracts/src/endpoints). */
const DEFINED = {
  PROPOSALS,
  SALES,
  SOLICITATIONS,
  REPORTS_SALES,
  REPORTS_SPECIALISTS,
  REPORTS_UNITS_PRICES,
  REPORTS_STOCK,
  REPORTS_COMMISSIONS,
  STATISTICS,
  LEAD_EXPORTS,
  REPORTS_PARTNERS,
  NOTIFICATIONS,
  SCHEDULES,
  AVAILABILITY_SCHEDULES,
  SETTINGS,
  AVAILABILITY,
  ROULETTES,
};

describe("endpoint definitions", () => {
  const all: Endpoint[] = Object.values(DEFINED).flatMap((module) => Object.values(module));

  it("the endpoint catalogue takes each defined endpoint's rule and documentation from its definition", () => {
    for (const e of all) {
      expect(ROUTE_ACCESS[endpointKey(e)]).toEqual({
        ...e.access,
        operationId: e.operationId,
        summary: e.summary,
        ...(e.conflict ? { conflict: true } : {}),
      });
    }
  });

  it("operationIds are unique camelCase and every endpoint has a summary", () => {
    const ids = all.map((e) => e.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of all) {
      expect(e.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(e.summary.length).toBeGreaterThan(5);
    }
  });

  it("a path with params declares a params schema naming each of them", () => {
    for (const e of all) {
      const names = [...e.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);
      if (names.length === 0) continue;
      expect(e.params, endpointKey(e)).toBeDefined();
      const shape = (e.params as unknown as { shape: Record<string, unknown> }).shape;
      expect(Object.keys(shape).sort()).toEqual([...names].sort());
    }
  });

  it("accessOf keys a module's rules by method and path", () => {
    expect(Object.keys(accessOf(SOLICITATIONS))).toContain("POST /solicitations/:id/reply");
  });
});

describe("endpointPath", () => {
  it("fills and encodes each param and refuses a missing one", () => {
    expect(endpointPath("/leads/:leadId/files/:fileId", { leadId: "a b", fileId: "7" })).toBe("/leads/a%20b/files/7");
    expect(endpointPath("/solicitations", undefined)).toBe("/solicitations");
    expect(() => endpointPath("/solicitations/:id", {})).toThrow(/missing path parameter id/);
  });

  it("names a path's params in its type", () => {
    const names: PathParamNames<"/leads/:leadId/files/:fileId">[] = ["leadId", "fileId"];
    expect(names).toHaveLength(2);
  });
});
