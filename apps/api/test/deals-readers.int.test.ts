import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleThroughApi } from "./factories/deals";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

/** Who reads proposals and sales (spec 6 and decision 030) and the participants' own sale. */
let ctx: TestContext;
let specialist: Staff;
let otherSpecialist: Staff;
let secretary: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
  otherSpecialist = await staff(ctx, ["ONLINE_SPECIALIST"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
});
afterAll(() => ctx?.close());

const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });

describe("legal, finance and the coordinators read every sale", () => {
  it.each(["JURIDICAL", "FINANCIAL", "BOOTH_COORDINATOR", "ONLINE_COORDINATOR"])(
    "%s reads a sale they have no part in, buyers' CPF and address included, its commissions and its proposal",
    async (role) => {
      const reader = await staff(ctx, [role]);
      const { sale, proposal } = await saleThroughApi(ctx.app, ctx.prisma, secretary);
      expect(sale.status).toBe("IN_PROCESS");

      const one = await get(reader, `/sales/${sale._id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().buyers[0]).toMatchObject({
        document: "52998224725",
        address: { zip_code: "13015100", city: "Campinas", uf: "SP" },
      });
      const list = (await get(reader, "/sales?limit=100")).json().payload.map((s: { _id: string }) => s._id);
      expect(list).toContain(sale._id);
      expect((await get(reader, `/sales/${sale._id}/commissions`)).statusCode).toBe(200);
      const p = await get(reader, `/proposals/${proposal._id}`);
      expect(p.statusCode).toBe(200);
      expect(p.json()._id).toBe(proposal._id);
    },
  );

  it.each(["PARTNERSHIP_COORDINATOR", "AGENT_PATRIANI_COORDINATOR", "MARKETING", "ENGINEER", "AGENT_PATRIANI"])(
    "%s, outside the sales and proposals lists, is refused (403)",
    async (role) => {
      const outsider = await staff(ctx, [role]);
      const { sale, proposal } = await saleThroughApi(ctx.app, ctx.prisma, secretary);
      for (const url of ["/sales", `/sales/${sale._id}`, "/proposals", `/proposals/${proposal._id}`]) {
        const res = await get(outsider, url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toBe("Você não tem permissão para realizar esta ação.");
      }
    },
  );
});

describe("a specialist reads the sale they broker, read-only", () => {
  it("the broker opens their sale after 'Criar venda', cannot move it, and another specialist gets 404", async () => {
    const { sale } = await saleThroughApi(ctx.app, ctx.prisma, specialist);
    expect(sale.broker_id).toBe(specialist.user.id);

    const own = await get(specialist, `/sales/${sale._id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: sale._id, status: "IN_PROCESS" });
    expect((await get(specialist, "/sales")).json().payload.map((s: { _id: string }) => s._id)).toEqual([sale._id]);

    const complete = await ctx.app.inject({
      method: "PUT",
      url: `/sales/${sale._id}/complete`,
      headers: specialist.headers,
    });
    expect(complete.statusCode).toBe(403);

    const other = await get(otherSpecialist, `/sales/${sale._id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("Venda não encontrada.");
  });
});
