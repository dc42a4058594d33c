import { randomUUID } from "node:crypto";
import { MSG } from "@portal/contracts/messages";
import { EXCLUDED_LOGIN_ROLES, ROLES } from "@portal/contracts/roles";
import { ROUTE_ACCESS, routeAllows, routeKey } from "@portal/contracts/route-access";
import { afterAll, describe, expect, it } from "vitest";
import { type Staff, staff } from "./factories/leads";
import { createTestContext } from "./helpers";

/**
 * The authorization matrix, generated from the policy (decision 030): every GET route of the OpenAPI × every role
 * that can log in. Where ROUTE_ACCESS refuses the role the API must answer 403; where it lets the role in, the
 * answer must not be 401, 403 or 5xx (200, 404 for the made-up id, 400 for a required query). A route without a
 * rule fails here (and the app refuses to start).
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
/** OpenAPI "/sales/{id}" -> Fastify "/sales/:id". */
const toFastifyUrl = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");
const getRoutes = Object.entries(spec.paths)
  .filter(([, ops]) => "get" in ops)
  .map(([path]) => path);

/** A valid-looking value for a path parameter: a fresh uuid unless the parameter has a format of its own. */
const SAMPLE: Record<string, string> = { cpf: "52998224725", cnpj: "11222333000181", phone: "11987654321" };
function fill(path: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    params[name] = SAMPLE[name] ?? randomUUID();
    return params[name];
  });
  return { url, params };
}

describe("every route has an access rule", () => {
  it("each path and method of the OpenAPI is in ROUTE_ACCESS", () => {
    const missing = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .map((method) => routeKey(method, toFastifyUrl(path)))
        .filter((key) => !ROUTE_ACCESS[key]),
    );
    expect(missing, "add a rule for these routes to packages/contracts/src/route-access.ts").toEqual([]);
  });

  it("each rule in ROUTE_ACCESS names a registered route", () => {
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => {
      const [method, url] = key.split(" ") as [string, string];
      return !ctx.app.hasRoute({ method: method as "GET", url });
    });
    expect(stale, "remove or fix these rules in packages/contracts/src/route-access.ts").toEqual([]);
  });
});

describe("GET routes × roles follow the policy", () => {
  it.each(getRoutes)("GET %s", async (path) => {
    const rule = ROUTE_ACCESS[routeKey("GET", toFastifyUrl(path))];
    expect(rule, `GET ${path} has no rule: add it to packages/contracts/src/route-access.ts`).toBeDefined();
    if (!rule) return;
    const { url, params } = fill(path);
    const anonymous = await ctx.app.inject({ method: "GET", url });
    if (rule.access === "public") expect(anonymous.statusCode, "anonymous").not.toBe(401);
    else expect(anonymous.statusCode, "anonymous").toBe(401);

    const wrong: string[] = [];
    for (const [role, who] of users) {
      const res = await ctx.app.inject({ method: "GET", url, headers: who.headers });
      const allowed = routeAllows(rule, { id: who.user.id, roles: [role] }, params);
      const ok = allowed
        ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
        : res.statusCode === 403 && res.json().message === MSG.forbidden;
      if (!ok) wrong.push(`${role}: expected ${allowed ? "access" : "403"}, got ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
