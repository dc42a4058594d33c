/**
 * Issue 16 items 4 and 5 (docs/decisions/036): roulette membership (set by coordinators) is separate from presence
 * (the specialist's toggle and check-out); play-in-roulette single and bulk; notify_specialist on manual owner changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, leadPhone, type Staff, staff } from "./factories/leads";
import { type Agent, addAgents, createRoulette } from "./factories/roulettes";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let coordinator: Staff;
beforeAll(async () => {
  ctx = await createTestContext();
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
});
afterAll(() => ctx?.close());

const toggle = (s: Staff, status: string) =>
  ctx.app.inject({
    method: "PUT",
    url: "/users/availability",
    headers: s.headers,
    payload: { availability_status: status },
  });
const checkOut = (s: Staff) => ctx.app.inject({ method: "POST", url: "/roulettes/check-out", headers: s.headers });

/** A new online lead through POST /leads (distributed at once when someone is in the rotation). */
async function newOnlineLead(enterpriseId: string) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/leads",
    headers: coordinator.headers,
    payload: { full_name: "Cliente Membro", phone: leadPhone(), enterprise_id: enterpriseId, source: "SITE" },
  });
  expect(res.statusCode).toBe(201);
  return res.json().summary._id as string;
}
const ownerOf = async (leadId: string) => (await ctx.prisma.lead.findUniqueOrThrow({ where: { id: leadId } })).ownerId;
const presenceOf = async (userId: string) =>
  (await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } })).availabilityStatus;

describe("membership and presence", () => {
  it("check-out keeps every membership; the checked-out member gets no new lead while another member does", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    const r1 = await createRoulette(ctx, { type: "ONLINE", enterpriseIds: [enterprise.id] });
    const r2 = await createRoulette(ctx, { type: "ONLINE", enterpriseIds: [] });
    const [leaving, staying] = (await addAgents(ctx, r1, 2)) as [Agent, Agent];
    await ctx.prisma.rouletteAgent.create({
      data: { rouletteId: r2.id, userId: leaving.user.id, status: "AVAILABLE", position: 1 },
    });

    const res = await checkOut(leaving);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Checkout realizado com sucesso!" });
    const memberships = await ctx.prisma.rouletteAgent.findMany({ where: { userId: leaving.user.id } });
    expect(memberships.map((m) => m.rouletteId).sort()).toEqual([r1.id, r2.id].sort());
    expect(await presenceOf(leaving.user.id)).toBe("OFFLINE");
    expect(await ctx.prisma.rouletteLog.count({ where: { userId: leaving.user.id, action: "CHECK_OUT" } })).toBe(2);

    // `leaving` holds position 1, so without the presence rule the lead would go to them.
    const leadId = await newOnlineLead(enterprise.id);
    expect(await ownerOf(leadId)).toBe(staying.user.id);

    const detail = await ctx.app.inject({ method: "GET", url: `/roulettes/${r1.id}`, headers: coordinator.headers });
    const rows = detail.json().agents as { user: { _id: string }; availability_status: string }[];
    expect(rows.find((a) => a.user._id === leaving.user.id)?.availability_status).toBe("OFFLINE");
  });

  it("'Disponível' after check-out puts the specialist back into the rotation of every roulette they belong to", async () => {
    const [e1, e2] = [await createEnterprise(ctx.prisma), await createEnterprise(ctx.prisma)];
    const r1 = await createRoulette(ctx, { type: "ONLINE", enterpriseIds: [e1.id] });
    const r2 = await createRoulette(ctx, { type: "ONLINE", enterpriseIds: [e2.id] });
    const [agent] = (await addAgents(ctx, r1, 1)) as [Agent];
    await ctx.prisma.rouletteAgent.create({
      data: { rouletteId: r2.id, userId: agent.user.id, status: "AVAILABLE", position: 1 },
    });
    expect((await checkOut(agent)).statusCode).toBe(200);

    const waiting = [await newOnlineLead(e1.id), await newOnlineLead(e2.id)];
    for (const id of waiting) expect(await ownerOf(id)).toBeNull();
    // Attending a lead of their own while checked out does not bring them back either.
    const own = await createLead(ctx.prisma, { ownerId: agent.user.id, enterpriseId: e1.id, source: "SITE" });
    const attended = await ctx.app.inject({
      method: "PUT",
      url: `/leads/${own.id}/attend`,
      headers: agent.headers,
      payload: { leadId: own.id },
    });
    expect(attended.statusCode).toBe(200);
    expect(await presenceOf(agent.user.id)).toBe("OFFLINE");

    const res = await toggle(agent, "AVAILABLE");
    expect(res.statusCode).toBe(200);
    expect(await presenceOf(agent.user.id)).toBe("AVAILABLE");
    for (const id of waiting) expect(await ownerOf(id)).toBe(agent.user.id);
    const offers = await ctx.prisma.leadOffer.findMany({ where: { leadId: { in: waiting } } });
    expect(offers.map((o) => o.rouletteId).sort()).toEqual([r1.id, r2.id].sort());
  });
});

describe("members, set by coordinators (POST /roulettes/{id}/agents, DELETE /roulettes/agents)", () => {
  it("a coordinator adds a specialist (added_by recorded, presence untouched) and removes them; duplicates are 409", async () => {
    const roulette = await createRoulette(ctx, { type: "BOOTH" });
    const specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const add = () =>
      ctx.app.inject({
        method: "POST",
        url: `/roulettes/${roulette.id}/agents`,
        headers: coordinator.headers,
        payload: { user_id: specialist.user.id },
      });
    const res = await add();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      roulette_id: roulette.id,
      user: { _id: specialist.user.id },
      status: "IN_PAUSE",
      availability_status: "OFFLINE",
      added_by_id: coordinator.user.id,
      position: 1,
    });
    expect(await presenceOf(specialist.user.id)).toBe("OFFLINE");
    const again = await add();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Este especialista já está na roleta.");
    expect(await ctx.prisma.rouletteAgent.count({ where: { rouletteId: roulette.id } })).toBe(1);

    await toggle(specialist, "AVAILABLE");
    const removed = await ctx.app.inject({
      method: "DELETE",
      url: "/roulettes/agents",
      headers: coordinator.headers,
      payload: { user_id: specialist.user.id, roulette_id: roulette.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(await ctx.prisma.rouletteAgent.count({ where: { rouletteId: roulette.id } })).toBe(0);
    expect(await presenceOf(specialist.user.id)).toBe("AVAILABLE");
  });

  it("only managers add or remove members: a specialist and marketing get 403 and nothing changes", async () => {
    const roulette = await createRoulette(ctx, { type: "ONLINE" });
    const [member] = (await addAgents(ctx, roulette, 1)) as [Agent];
    const candidate = await staff(ctx, ["ONLINE_SPECIALIST"]);
    for (const who of [candidate, await staff(ctx, ["MARKETING"])]) {
      const add = await ctx.app.inject({
        method: "POST",
        url: `/roulettes/${roulette.id}/agents`,
        headers: who.headers,
        payload: { user_id: candidate.user.id },
      });
      expect(add.statusCode).toBe(403);
      const remove = await ctx.app.inject({
        method: "DELETE",
        url: "/roulettes/agents",
        headers: who.headers,
        payload: { user_id: member.user.id },
      });
      expect(remove.statusCode).toBe(403);
    }
    const rows = await ctx.prisma.rouletteAgent.findMany({ where: { rouletteId: roulette.id } });
    expect(rows.map((r) => r.userId)).toEqual([member.user.id]);
  });
});

describe("play-in-roulette", () => {
  async function servedRoulette() {
    const enterprise = await createEnterprise(ctx.prisma);
    const roulette = await createRoulette(ctx, { type: "ONLINE", enterpriseIds: [enterprise.id] });
    const agents = (await addAgents(ctx, roulette, 2)) as [Agent, Agent];
    return { enterprise, roulette, agents };
  }

  it("a specialist throws their own lead in; marketing, who sees every lead, may not (403, nothing moved)", async () => {
    const { enterprise, agents } = await servedRoulette();
    const owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, enterpriseId: enterprise.id, source: "SITE" });
    const marketing = await staff(ctx, ["MARKETING"]);
    const refused = await ctx.app.inject({
      method: "POST",
      url: `/leads/${lead.id}/play-in-roulette`,
      headers: marketing.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(await ownerOf(lead.id)).toBe(owner.user.id);

    const res = await ctx.app.inject({
      method: "POST",
      url: `/leads/${lead.id}/play-in-roulette`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "offered", owner_id: agents[0].user.id });
  });

  it("bulk: a coordinator throws several base leads in; each is offered, in rotation order", async () => {
    const { enterprise, agents } = await servedRoulette();
    const leads = [
      await createLead(ctx.prisma, { enterpriseId: enterprise.id, source: "SITE" }),
      await createLead(ctx.prisma, { enterpriseId: enterprise.id, source: "SITE" }),
    ];
    const res = await ctx.app.inject({
      method: "POST",
      url: "/leads/play-in-roulette",
      headers: coordinator.headers,
      payload: { leads: leads.map((l) => l.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("2 leads jogados na roleta.");
    const results = res.json().results as { lead_id: string; status: string; owner_id: string }[];
    expect(results.map((r) => r.status)).toEqual(["offered", "offered"]);
    expect(new Set(results.map((r) => r.owner_id))).toEqual(new Set(agents.map((a) => a.user.id)));
    for (const r of results) expect(await ownerOf(r.lead_id)).toBe(r.owner_id);
  });

  it("bulk: a lead no roulette serves fails the request naming it, and no lead is moved", async () => {
    const { enterprise } = await servedRoulette();
    const owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const ok = await createLead(ctx.prisma, { ownerId: owner.user.id, enterpriseId: enterprise.id, source: "SITE" });
    const orphan = await createLead(ctx.prisma, {
      ownerId: owner.user.id,
      enterpriseId: (await createEnterprise(ctx.prisma)).id,
    });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/leads/play-in-roulette",
      headers: coordinator.headers,
      payload: { leads: [ok.id, orphan.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(/^"leads\.1" Erro ao jogar lead na roleta\./);
    expect(await ownerOf(ok.id)).toBe(owner.user.id);
    expect(await ctx.prisma.leadMovement.count({ where: { leadId: { in: [ok.id, orphan.id] } } })).toBe(0);
  });
});

describe("notify_specialist on manual distribution and transfer", () => {
  const notificationsOf = (userId: string) =>
    ctx.prisma.notification.findMany({ where: { receiverId: userId }, orderBy: { createdAt: "asc" } });

  it("distribute with notify_specialist sends each receiver the new-lead alert (10 minutes) for new leads", async () => {
    const [a, b] = [await staff(ctx, ["ONLINE_SPECIALIST"]), await staff(ctx, ["ONLINE_SPECIALIST"])];
    const leads = [await createLead(ctx.prisma), await createLead(ctx.prisma, { status: "TALKING" })];
    const before = Date.now();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/leads/distribute",
      headers: coordinator.headers,
      payload: { leads: leads.map((l) => l.id), users: [a.user.id, b.user.id], notify_specialist: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().notified).toBe(true);
    const [toA] = await notificationsOf(a.user.id);
    expect(toA).toMatchObject({ title: "Novo Lead na sua carteira", type: "NEW_LEAD", linkedContent: leads[0]?.id });
    const alert = (toA?.deadline?.getTime() ?? 0) - before;
    expect(alert).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(alert).toBeLessThanOrEqual(10 * 60_000 + 5000);
    const [toB] = await notificationsOf(b.user.id);
    expect(toB).toMatchObject({ title: "Lead transferido para sua carteira", linkedContent: leads[1]?.id });
    expect(toB?.deadline).toBeNull();
  });

  it("distribute without notify_specialist sends nothing; reset_fields makes the lead new, so it gets the alert", async () => {
    const silent = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const quiet = await ctx.app.inject({
      method: "POST",
      url: "/leads/distribute",
      headers: coordinator.headers,
      payload: { leads: [(await createLead(ctx.prisma)).id], users: [silent.user.id] },
    });
    expect(quiet.statusCode).toBe(200);
    expect(quiet.json().notified).toBe(false);
    expect(await notificationsOf(silent.user.id)).toHaveLength(0);

    const reset = await ctx.app.inject({
      method: "POST",
      url: "/leads/distribute",
      headers: coordinator.headers,
      payload: {
        leads: [(await createLead(ctx.prisma, { status: "STOPPED" })).id],
        users: [silent.user.id],
        reset_fields: true,
        notify_specialist: true,
      },
    });
    expect(reset.statusCode).toBe(200);
    const [n] = await notificationsOf(silent.user.id);
    expect(n?.title).toBe("Novo Lead na sua carteira");
    expect(n?.deadline).not.toBeNull();
  });

  it("transfer (PUT /leads/{id}/specialist): notify true on a new lead sends the alert; false sends nothing", async () => {
    const [target, other] = [await staff(ctx, ["ONLINE_SPECIALIST"]), await staff(ctx, ["ONLINE_SPECIALIST"])];
    const lead = await createLead(ctx.prisma);
    const put = (specialistId: string, notify: boolean) =>
      ctx.app.inject({
        method: "PUT",
        url: `/leads/${lead.id}/specialist`,
        headers: coordinator.headers,
        payload: { specialist_id: specialistId, notify_specialist: notify },
      });
    const res = await put(target.user.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().notified).toBe(true);
    const [n] = await notificationsOf(target.user.id);
    expect(n).toMatchObject({ title: "Novo Lead na sua carteira", linkedContent: lead.id });
    expect(n?.deadline).not.toBeNull();

    expect((await put(other.user.id, false)).statusCode).toBe(200);
    expect(await notificationsOf(other.user.id)).toHaveLength(0);
  });
});
