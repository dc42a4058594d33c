import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

/** MARKETING and RELATIONSHIP_TEAM are history-only on leads (spec 6, decision 030). */
let ctx: TestContext;
let owner: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  owner = await staff(ctx, ["BOOTH_SPECIALIST"]);
});
afterAll(() => ctx?.close());

const post = (who: Staff, url: string, payload?: object) =>
  ctx.app.inject({ method: "POST", url, headers: who.headers, ...(payload ? { payload } : {}) });

describe.each(["MARKETING", "RELATIONSHIP_TEAM"])("%s", (role) => {
  it("reads another's lead history but cannot annotate it (403, nothing written)", async () => {
    const reader = await staff(ctx, [role]);
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const logs = await ctx.app.inject({ method: "GET", url: `/leads/${lead.id}/logs`, headers: reader.headers });
    expect(logs.statusCode).toBe(200);
    const before = await ctx.prisma.leadLog.count({ where: { leadId: lead.id } });

    const res = await post(reader, `/leads/${lead.id}/annotations`, { text: "Cliente pediu retorno", type: "NOTE" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Você não tem permissão para realizar esta ação.");
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id } })).toBe(before);
  });

  it("annotates a lead of their own", async () => {
    const writer = await staff(ctx, [role]);
    const lead = await createLead(ctx.prisma, { ownerId: writer.user.id });
    const res = await post(writer, `/leads/${lead.id}/annotations`, { text: "Contato feito", type: "CALL" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ text: "Contato feito", type: "CALL" });
  });

  it("cannot play a lead in the roulette (403, the owner stays)", async () => {
    const player = await staff(ctx, [role]);
    const enterprise = await createEnterprise(ctx.prisma);
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, enterpriseId: enterprise.id });
    const res = await post(player, `/leads/${lead.id}/play-in-roulette`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Você não tem permissão para jogar este lead na roleta.");
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).ownerId).toBe(owner.user.id);
  });
});
