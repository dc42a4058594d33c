import { errorBodySchema } from "@portal/contracts/errors";
import { ROUTE_ACCESS, routeKey } from "@portal/contracts/route-access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../src/app";
import { createTestContext, type TestContext } from "./helpers";

/** The OpenAPI document integrators generate clients from (decision 069). */
let ctx: TestContext;
type Operation = { operationId?: string; summary?: string; responses: Record<string, { $ref?: string }> };
let paths: Record<string, Record<string, Operation>>;
let doc: {
  servers?: { url: string }[];
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
};

beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.inject({ method: "GET", url: "/docs/json" });
  doc = res.json();
  paths = res.json().paths;
});
afterAll(async () => {
  await ctx?.close();
});

const toFastifyUrl = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");
const operations = () =>
  Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: routeKey(method, toFastifyUrl(path)), op })),
  );
const statuses = (path: string, method: string) => Object.keys(paths[path]?.[method]?.responses ?? {}).sort();

describe("every operation is documented from the endpoint catalogue", () => {
  it("carries the catalogue's operationId and summary", () => {
    const wrong = operations()
      .filter(({ key, op }) => {
        const entry = ROUTE_ACCESS[key];
        return !entry || op.operationId !== entry.operationId || op.summary !== entry.summary;
      })
      .map(({ key }) => key);
    expect(wrong).toEqual([]);
    expect(paths["/leads/{id}/status"]?.put).toMatchObject({
      operationId: "updateLeadStatus",
      summary: "Change a lead's status",
    });
  });

  it("two routes sharing one schema object each keep their own operationId and one access line", () => {
    const register = paths["/leads/generate-register"]?.post;
    const report = paths["/leads/generate-report"]?.post;
    expect([register?.operationId, report?.operationId]).toEqual(["generateLeadRegister", "generateLeadReport"]);
    const createUser = paths["/admin/users"]?.post as { description?: string } | undefined;
    expect(createUser?.description?.match(/Access:/g)).toHaveLength(1);
  });

  it("the app refuses to start when a registered route's catalogue entry has no summary", async () => {
    const entry = ROUTE_ACCESS["GET /health"] as { summary: string };
    const summary = entry.summary;
    entry.summary = "";
    try {
      const app = await buildApp(ctx.config, { prisma: ctx.prisma, redis: ctx.redis, jobs: ctx.jobs });
      try {
        await expect(app.ready()).rejects.toThrow(/without an operationId and summary: GET \/health\./);
      } finally {
        await app.close().catch(() => undefined);
      }
    } finally {
      entry.summary = summary;
    }
  });

  it("the app refuses to start when a route file sets its own summary (the catalogue is the one place)", async () => {
    const app = await buildApp(ctx.config, {
      prisma: ctx.prisma,
      redis: ctx.redis,
      jobs: ctx.jobs,
      harnessRoutes: { "GET /__own-summary": { access: "public" } },
    });
    try {
      app.get("/__own-summary", { schema: { summary: "Its own" } }, async () => ({ ok: true }));
      await expect(app.ready()).rejects.toThrow(/with their own summary or operationId: GET \/__own-summary\./);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});

describe("4xx answers derived from the catalogue and the operation's inputs", () => {
  it("a signed-in write with an id, a body and conflicts: 400, 401, 403 (read-only), 404, 409, 429", () => {
    expect(statuses("/leads/{id}/status", "put")).toEqual(["200", "400", "401", "403", "404", "409", "429"]);
  });

  it("a role-restricted read without inputs: 401, 403, 429", () => {
    expect(statuses("/admin/webhooks", "get")).toEqual(["200", "401", "403", "429"]);
  });

  it("a public read without inputs: only the rate limit", () => {
    expect(statuses("/health", "get")).toEqual(["200", "429", "503"]);
  });

  it("a signed-in read a read-only user may call and with a query: no 403", () => {
    expect(statuses("/leads", "get")).toEqual(["200", "400", "401", "429"]);
  });

  it("every error answer is the API's one error body", () => {
    expect(doc.components.schemas.ErrorBody).toEqual(z.toJSONSchema(errorBodySchema, { target: "openapi-3.0" }));
    expect(paths["/leads/{id}/status"]?.put?.responses["409"]).toEqual({ $ref: "#/components/responses/Conflict" });
    expect(doc.components.responses.Conflict).toMatchObject({
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
    });
  });

  it("names one relative server: the API's own base URL", () => {
    expect(doc.servers).toEqual([{ url: "/", description: "This API's base URL" }]);
  });
});
