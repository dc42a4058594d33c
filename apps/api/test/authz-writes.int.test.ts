import { randomUUID } from "node:crypto";
import { MSG } from "@portal/contracts/messages";
import { EXCLUDED_LOGIN_ROLES, ROLES } from "@portal/contracts/roles";
import { ROUTE_ACCESS, routeAllows, routeKey } from "@portal/contracts/route-access";
import { afterAll, describe, expect, it } from "vitest";
import { type Staff, staff } from "./factories/leads";
import { createTestContext } from "./helpers";

/**
 * The write half of the authorization matrix (decision 030), generated from ROUTE_ACCESS: every non-GET route of the
 * OpenAPI, called with a body that cannot pass (an empty object, a JSON syntax error, an empty JSON body), by every
 * role the table refuses. The answer must be 403 "Você não tem permissão..." whatever the body: the access check runs
 * before the body is parsed and validated, so a refused caller learns nothing about the route's input.
 */
const ctx = await createTestContext({
  loginLimitPerIp: 10_000,
  loginLimitPerEmail: 100,
  rateLimitPerMinute: 1_000_000,
});
afterAll(() => ctx.close());

const LOGIN_ROLES = ROLES.filter((r) => !(EXCLUDED_LOGIN_ROLES as readonly string[]).includes(r));
const users = new Map<string, Staff>();
for (const role of LOGIN_ROLES) users.set(role, await staff(ctx, [role]));

const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
const toFastifyUrl = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");
const WRITE_METHODS = ["post", "put", "patch", "delete"];
const writeRoutes = Object.entries(spec.paths).flatMap(([path, ops]) =>
  Object.keys(ops)
    .filter((m) => WRITE_METHODS.includes(m))
    .map((m) => [m.toUpperCase() as "POST" | "PUT" | "PATCH" | "DELETE", path] as const),
);

const SAMPLE: Record<string, string> = { cpf: "52998224725", cnpj: "11222333000181", phone: "11987654321" };
function fill(path: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    params[name] = SAMPLE[name] ?? randomUUID();
    return params[name];
  });
  return { url, params };
}

/** Bodies no route accepts: what a caller who may not call the route sends must not reach parsing or validation. */
const BAD_BODIES = [
  { name: "empty object", payload: "{}" },
  { name: "JSON syntax error", payload: '{"a":' },
  { name: "empty JSON body", payload: "" },
] as const;

describe("write routes × refused roles answer 403 before the body is looked at", () => {
  it("the sweep covers the write routes of the table", () => {
    expect(writeRoutes.length).toBeGreaterThan(100);
  });

  it.each(writeRoutes)("%s %s", async (method, path) => {
    const rule = ROUTE_ACCESS[routeKey(method, toFastifyUrl(path))];
    expect(rule, `${method} ${path} has no rule`).toBeDefined();
    if (!rule || rule.access === "public") return;
    const { url, params } = fill(path);
    const wrong: string[] = [];
    const anonymous = await ctx.app.inject({
      method,
      url,
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    if (anonymous.statusCode !== 401) wrong.push(`anonymous: expected 401, got ${anonymous.statusCode}`);
    for (const [role, who] of users) {
      if (routeAllows(rule, { id: who.user.id, roles: [role] }, params)) continue;
      for (const body of BAD_BODIES) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: { ...who.headers, "content-type": "application/json" },
          payload: body.payload,
        });
        if (res.statusCode !== 403 || res.json().message !== MSG.forbidden) {
          wrong.push(`${role} (${body.name}): expected 403, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** Writes whose services refuse by role alone: the probe found them answering 400 (their body) to those roles. */
describe("writes refused by role answer 403, not the body's 400", () => {
  it.each([
    ["PUT", "/sales/{id}/cancel", "BOOTH_SPECIALIST"],
    ["PUT", "/sales/{id}/distract", "AGENT_PARTNER"],
    ["POST", "/enterprises/{id}/prices-update", "BOOTH_SPECIALIST"],
    ["POST", "/sales/sale-group", "ONLINE_SPECIALIST"],
  ] as const)("%s %s as %s", async (method, path, role) => {
    const who = users.get(role) as Staff;
    const res = await ctx.app.inject({ method, url: fill(path).url, headers: who.headers, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, error: "Forbidden", message: MSG.forbidden });
  });
});
