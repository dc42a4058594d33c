import { LEAD_CONTRACT_DATA_FIELDS, leadListResponse } from "@portal/contracts/leads";
import { createPrismaClient, plainReaderOf } from "@portal/db/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

/**
 * The hot lists read through node-postgres directly (decision 017). Their rows must be exactly what Prisma's
 * $queryRaw returned, so every field of a list item equals the same lead's detail (read through Prisma):
 * timestamps, enums, nulls. Lists leave out the contract data (decision 025); `date` and jsonb columns read this
 * way are covered by packages/db's plain-reader tests.
 */
let ctx: TestContext;
let admin: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
});
afterAll(async () => {
  await ctx?.close();
});

describe("GET /leads through the plain reader", () => {
  it("runs on the test app's client (so every list test exercises it)", () => {
    expect(plainReaderOf(ctx.prisma)).not.toBeNull();
  });

  it("gives each list item exactly the fields of the lead's detail but its contract data", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    const lead = await createLead(ctx.prisma, {
      enterpriseId: enterprise.id,
      ownerId: admin.user.id,
      dob: new Date("1990-05-17T00:00:00Z"),
      address: {
        zip_code: "01310100",
        street: "Av. Paulista",
        number: "1000",
        district: "Bela Vista",
        city: "São Paulo",
        uf: "SP",
      },
      email: "cliente@example.com",
      interestLevel: "HIGH",
      city: "Curitiba",
    });
    const list = await ctx.app.inject({
      method: "GET",
      url: `/leads?full_name=${encodeURIComponent(lead.fullName)}`,
      headers: admin.headers,
    });
    const plainList = await ctx.app.inject({
      method: "GET",
      url: `/leads?owner_id=${admin.user.id}`,
      headers: admin.headers,
    });
    const detail = await ctx.app.inject({ method: "GET", url: `/leads/${lead.id}`, headers: admin.headers });
    expect(detail.statusCode, detail.body).toBe(200);
    for (const res of [list, plainList]) {
      expect(res.statusCode).toBe(200);
      const item = res.json().payload.find((p: { _id: string }) => p._id === lead.id);
      expect(item).toBeDefined();
      const d = detail.json();
      for (const [k, v] of Object.entries(item)) {
        if (k in d) expect([k, v]).toEqual([k, d[k]]);
      }
      const listed = Object.keys(d).filter(
        (k) => k !== "temporary_token" && !(LEAD_CONTRACT_DATA_FIELDS as readonly string[]).includes(k),
      );
      expect(Object.keys(item).sort()).toEqual(listed.sort());
      expect(item.last_interest_at).toBe(d.last_interest_at);
      expect(item.enterprise).toEqual({ _id: enterprise.id, name: enterprise.name });
      expect(String(d.dob)).toMatch(/^1990-05-17/);
      expect(d.address).toMatchObject({ street: "Av. Paulista" });
    }
  });

  it("answers exactly what the response schema describes (the route serialises without zod, decision 022)", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    await createLead(ctx.prisma, { enterpriseId: enterprise.id, ownerId: admin.user.id, email: null });
    await createLead(ctx.prisma, { ownerId: null });
    const res = await ctx.app.inject({ method: "GET", url: "/leads?limit=100", headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.payload.length).toBeGreaterThan(1);
    // zod strips what the schema does not know and throws on a wrong type: the answer must come back unchanged.
    expect(leadListResponse.parse(body)).toEqual(body);
    expect(body.payload.some((p: { owner: unknown }) => p.owner === null)).toBe(true);
  });

  it("is absent for a transaction client (reads inside a transaction go through Prisma)", async () => {
    const client = createPrismaClient(ctx.config.databaseUrl, { max: 1 });
    try {
      expect(plainReaderOf(client)).not.toBeNull();
      await client.$transaction(async (tx) => {
        expect(plainReaderOf(tx)).toBeNull();
      });
    } finally {
      await client.$disconnect();
    }
  });
});
