/**
 * LEAD_TRANSFER from the stand (decision 065): a booth specialist who served another specialist's client at the stand
 * asks for the lead (the request names the lead they met); the online coordinator of the owner's team decides it
 * (and sees it: no 404); an approval tells every side — the requester (new owner), the previous owner, the other
 * deciders. A request for a lead the requester may not see answers only what they may see (its id).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, createSalesTeam, type Staff, staff } from "./factories/leads";
import { checkInVisitor, createStand, receptionistAt, specialistsAt } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let onlineCoordinator: Staff;
let boothCoordinator: Staff;
let owner: Staff;
let admin: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100, rateLimitPerMinute: 1_000_000 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  onlineCoordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
  boothCoordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
  await createSalesTeam(ctx.prisma, { masterId: onlineCoordinator.user.id, memberIds: [owner.user.id] });
});
afterAll(() => ctx?.close());

const post = (who: Staff, url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url, headers: who.headers, payload });
const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });

/** A stand served by the booth coordinator's team; the owner's client (no sales team of its own) visits it. */
async function servedAtTheStand() {
  const stand = await createStand(ctx);
  const team = await createSalesTeam(ctx.prisma, { masterId: boothCoordinator.user.id });
  await ctx.prisma.enterpriseSalesTeam.create({ data: { enterpriseId: stand.id, salesTeamId: team.id } });
  const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, enterpriseId: stand.id, status: "TALKING" });
  const [served] = (await specialistsAt(ctx, stand.id, 1)) as [Staff];
  const reception = await receptionistAt(ctx, stand.id);
  const visit = await checkInVisitor(ctx, reception, stand.id, { phone: lead.phone, full_name: lead.fullName });
  expect(visit.lead_id).toBe(lead.id);
  expect(visit.specialist?._id).toBe(served.user.id);
  return { stand, lead, served, visit };
}

describe("a transfer asked from the stand visit", () => {
  it("names the lead the specialist served, and the owner's online coordinator decides it (found, not 404)", async () => {
    const { stand, lead, served } = await servedAtTheStand();
    const res = await post(served, "/solicitations", {
      type: "LEAD_TRANSFER",
      lead_id: lead.id,
      message: "Atendi o cliente no plantão e ele quer seguir comigo.",
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().solicitation;
    // They met the client: the answer shows whose client it is.
    expect(s).toMatchObject({
      lead: { _id: lead.id, full_name: lead.fullName },
      lead_owner: { _id: owner.user.id },
      enterprise_id: stand.id,
      lead_restricted: false,
    });
    const row = await ctx.prisma.solicitation.findUniqueOrThrow({ where: { id: s._id } });
    expect(row.approverIds).toContain(onlineCoordinator.user.id);

    const seen = await get(onlineCoordinator, `/solicitations/${s._id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().solicitation).toMatchObject({ can_decide: true, lead: { full_name: lead.fullName } });
    const box = (await get(onlineCoordinator, "/solicitations?box=received&status=OPEN")).json();
    expect(box.payload.map((x: { _id: string }) => x._id)).toContain(s._id);
    const told = await ctx.prisma.notification.findMany({ where: { linkedContent: s._id } });
    expect(told.map((n) => n.receiverId)).toContain(onlineCoordinator.user.id);
  });

  it("an approval tells the requester (new owner), the previous owner and the other deciders", async () => {
    // A second coordinator of the owner's: both are responsible; one decides, the other is told.
    const coDecider = await staff(ctx, ["BOOTH_COORDINATOR"]);
    await createSalesTeam(ctx.prisma, { masterId: coDecider.user.id, memberIds: [owner.user.id] });
    const { lead, served } = await servedAtTheStand();
    const made = await post(served, "/solicitations", {
      type: "LEAD_TRANSFER",
      lead_id: lead.id,
      message: "Atendi o cliente no plantão.",
    });
    expect(made.statusCode, made.body).toBe(201);
    const id: string = made.json().solicitation._id;
    const row = await ctx.prisma.solicitation.findUniqueOrThrow({ where: { id } });
    const since = new Date();

    const res = await post(onlineCoordinator, `/solicitations/${id}/reply`, { decision: "APPROVED" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).ownerId).toBe(served.user.id);

    const sent = await ctx.prisma.notification.findMany({ where: { createdAt: { gte: since } } });
    const to = (userId: string) => sent.filter((n) => n.receiverId === userId).map((n) => n.title);
    expect(to(served.user.id)).toContain("Solicitação aprovada");
    expect(to(owner.user.id)).toEqual(["Lead transferido"]);
    expect(sent.find((n) => n.receiverId === owner.user.id)?.message).toBe(
      `O lead ${lead.fullName} passou para ${served.user.fullName}: transferência solicitada por ${served.user.fullName} e aprovada por ${onlineCoordinator.user.fullName}.`,
    );
    // The other responsible deciders hear it was decided (it left their "Para aprovar"); the decider does not.
    const others = row.approverIds.filter((u) => u !== onlineCoordinator.user.id);
    expect(others).toEqual([coDecider.user.id]);
    for (const other of others) expect(to(other)).toContain("Solicitação aprovada");
    expect(to(onlineCoordinator.user.id)).toEqual([]);
  });
});

describe("a transfer of a lead the requester may not see", () => {
  it("answers the lead's id only: no name, owner or enterprise — to the requester; whoever decides sees it whole", async () => {
    const stranger = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const stand = await createStand(ctx);
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, enterpriseId: stand.id });
    const res = await post(stranger, "/solicitations", {
      type: "LEAD_TRANSFER",
      lead_id: lead.id,
      message: "Quero este lead.",
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().solicitation;
    const hidden = {
      lead: { _id: lead.id, full_name: "" },
      lead_owner: null,
      enterprise_id: null,
      lead_restricted: true,
    };
    expect(s).toMatchObject(hidden);
    expect(JSON.stringify(s)).not.toContain(lead.fullName);
    expect(JSON.stringify(s)).not.toContain(owner.user.fullName);
    // The same on every read of the requester's: the thread and "Minhas solicitações".
    const detail = (await get(stranger, `/solicitations/${s._id}`)).json().solicitation;
    expect(detail).toMatchObject(hidden);
    const mine = (await get(stranger, "/solicitations?box=sent")).json().payload;
    expect(mine.find((x: { _id: string }) => x._id === s._id)).toMatchObject(hidden);
    expect(JSON.stringify(mine)).not.toContain(lead.fullName);

    const decider = (await get(admin, `/solicitations/${s._id}`)).json().solicitation;
    expect(decider).toMatchObject({
      lead: { _id: lead.id, full_name: lead.fullName },
      lead_owner: { _id: owner.user.id, full_name: owner.user.fullName },
      enterprise_id: stand.id,
      lead_restricted: false,
    });

    // Once approved the lead is theirs: the request shows it.
    expect((await post(admin, `/solicitations/${s._id}/reply`, { decision: "APPROVED" })).statusCode).toBe(200);
    expect((await get(stranger, `/solicitations/${s._id}`)).json().solicitation).toMatchObject({
      lead: { full_name: lead.fullName },
      lead_restricted: false,
    });
  });
});
