import { describe, expect, it } from "vitest";
import { accessOf, type Endpoint, endpointKey, endpointPath, type PathParamNames } from "./endpoint";
import { REPORTS_SALES } from "./endpoints/reports-sales";
import { SOLICITATIONS } from "./endpoints/solicitations";
import { ROUTE_ACCESS } from "./route-access";

/** Every module whose endpoints are definitions (packages/contracts/src/endpoints). */
const DEFINED = { SOLICITATIONS, REPORTS_SALES };

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
