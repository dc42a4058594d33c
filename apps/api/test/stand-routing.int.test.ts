/**
 * Routing of stand visits (decision 048), against the real database: the owner on duty gets their client,
 * an owner away is told and the queue serves, the queue rotates (one visitor per specialist, decision 063), a
 * visit waits when nobody is available and is routed when someone becomes available, manual assignment with reason.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, leadPhone, type Staff, staff } from "./factories/leads";
import { checkIn, checkInVisitor, createStand, receptionistAt, serviceReport, specialistsAt } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
});
afterAll(() => ctx?.close());

/** The specialist starts and finishes (with the service report) the visit routed to them. */
async function serve(who: Staff, visitId: string) {
  for (const [step, payload] of [
    ["start", undefined],
    ["finish", serviceReport()],
  ] as const) {
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/stand-visits/${visitId}/${step}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const logsOf = async (visitId: string, who: Staff) => {
  const res = await ctx.app.inject({ method: "GET", url: `/stand-visits/${visitId}/logs`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().payload as { action: string; reason: string; user_id: string | null }[];
};

describe("owner on duty", () => {
  it("routes a returning client to their owner checked in here and available, even when not first in line", async () => {
    const stand = await createStand(ctx);
    const [first, owner] = await specialistsAt(ctx, stand.id, 2);
    const reception = await receptionistAt(ctx, stand.id);
    const phone = leadPhone();
    const lead = await createLead(ctx.prisma, {
      phone,
      enterpriseId: stand.id,
      ownerId: owner?.user.id,
      status: "TALKING",
    });

    const visit = await checkInVisitor(ctx, reception, stand.id, { phone, full_name: "Cliente Antigo" });

    expect(visit).toMatchObject({
      lead_id: lead.id,
      status: "ASSIGNED",
      returning_visitor: true,
      assignment_type: "OWNER",
      owner_notified: false,
    });
    expect(visit.specialist?._id).toBe(owner?.user.id);
    expect(visit.assignment_reason).toBe(`cliente de ${owner?.user.fullName}, de plantão aqui e disponível`);
    const updated = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect(updated.status).toBe("NEW_INTEREST");
    expect(updated.ownerId).toBe(owner?.user.id);
    const note = await ctx.prisma.notification.findFirstOrThrow({ where: { receiverId: owner?.user.id } });
    expect(note).toMatchObject({ type: "VISIT_STAND", title: "Cliente no plantão", linkedContent: lead.id });
    expect(note.message).toContain("Cliente Antigo");
    // The first in line was not skipped: the owner's client is theirs, and it uses up the owner's turn.
    const presences = await ctx.prisma.standPresence.findMany({
      where: { enterpriseId: stand.id, checkedOutAt: null },
    });
    expect(presences.find((p) => p.userId === first?.user.id)?.visitsCount).toBe(0);
    expect(presences.find((p) => p.userId === owner?.user.id)?.visitsCount).toBe(1);
  });
});

describe("owner away", () => {
  it("sends the visit to the queue and notifies the owner who is not on duty here; the lead keeps its owner", async () => {
    const stand = await createStand(ctx);
    const [next] = await specialistsAt(ctx, stand.id, 1);
    const reception = await receptionistAt(ctx, stand.id);
    const owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const phone = leadPhone();
    const lead = await createLead(ctx.prisma, { phone, enterpriseId: stand.id, ownerId: owner.user.id });

    const visit = await checkInVisitor(ctx, reception, stand.id, { phone, full_name: "Cliente da Ana" });

    expect(visit).toMatchObject({ status: "ASSIGNED", assignment_type: "QUEUE", owner_notified: true });
    expect(visit.specialist?._id).toBe(next?.user.id);
    expect(visit.owner?._id).toBe(owner.user.id);
    expect(visit.assignment_reason).toBe(
      `próximo disponível da fila da vez; responsável ${owner.user.fullName} não está de plantão aqui`,
    );
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).ownerId).toBe(owner.user.id);
    const told = await ctx.prisma.notification.findFirstOrThrow({ where: { receiverId: owner.user.id } });
    expect(told).toMatchObject({ type: "VISIT_STAND", title: "Seu cliente está no plantão", linkedContent: lead.id });
    expect(told.message).toBe(
      `Cliente da Ana está no plantão ${stand.name} e será atendido(a) por ${next?.user.fullName}.`,
    );
    const actions = (await logsOf(visit._id, reception)).map((l) => l.action);
    expect(actions).toEqual(["VISIT_CREATED", "ASSIGNED", "OWNER_NOTIFIED"]);
  });
});

describe("queue rotation", () => {
  it("serves the queue in order, one visitor per specialist, skipping paused and busy ones with the reason", async () => {
    const stand = await createStand(ctx);
    const [a, b, c] = (await specialistsAt(ctx, stand.id, 3)) as [Staff, Staff, Staff];
    const reception = await receptionistAt(ctx, stand.id);
    const served: (string | null)[] = [];
    const visits = [];
    for (let i = 0; i < 4; i++) {
      const visit = await checkInVisitor(ctx, reception, stand.id);
      visits.push(visit);
      served.push(visit.specialist?._id ?? null);
    }
    // Everyone has a visitor on the way: the fourth waits (lista da vez, decision 063).
    expect(served).toEqual([a.user.id, b.user.id, c.user.id, null]);
    expect((await logsOf(visits[3]?._id as string, reception)).map((l) => [l.action, l.user_id])).toEqual([
      ["VISIT_CREATED", null],
      ["SKIPPED", a.user.id],
      ["SKIPPED", b.user.id],
      ["SKIPPED", c.user.id],
      ["WAITING", null],
    ]);
    // a finishes: the waiting visitor goes to a; then c finishes.
    await serve(a, visits[0]?._id as string);
    expect((await ctx.prisma.standVisit.findUniqueOrThrow({ where: { id: visits[3]?._id } })).specialistId).toBe(
      a.user.id,
    );
    await serve(c, visits[2]?._id as string);

    // b pauses (the header toggle, the one presence model): the next visit skips b and a (busy), goes to c.
    const pause = await ctx.app.inject({
      method: "PUT",
      url: "/users/availability",
      headers: b.headers,
      payload: { availability_status: "IN_PAUSE" },
    });
    expect(pause.statusCode).toBe(200);
    const visit = await checkInVisitor(ctx, reception, stand.id);
    expect(visit.specialist?._id).toBe(c.user.id);
    const logs = await logsOf(visit._id, reception);
    expect(logs.map((l) => [l.action, l.user_id])).toEqual([
      ["VISIT_CREATED", null],
      ["SKIPPED", b.user.id],
      ["SKIPPED", a.user.id],
      ["ASSIGNED", c.user.id],
    ]);
    expect(logs[1]?.reason).toBe(`${b.user.fullName}: em pausa`);
    expect(logs[2]?.reason).toBe(`${a.user.fullName}: já tem um visitante a caminho`);
    // A new lead goes to the specialist's wallet, with a movement that says why.
    const lead = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: visit.lead_id } });
    expect(lead).toMatchObject({ ownerId: c.user.id, source: "STAND", nature: "OFFLINE", status: "NEW" });
    const moves = await ctx.prisma.leadMovement.findMany({ where: { leadId: lead.id } });
    expect(moves.map((m) => [m.reason, m.destinationUserId])).toEqual([["STAND_VISIT", c.user.id]]);
  });

  it("lets a late arrival join at the end of the line", async () => {
    const stand = await createStand(ctx);
    const [a] = (await specialistsAt(ctx, stand.id, 1)) as [Staff];
    const reception = await receptionistAt(ctx, stand.id);
    const first = await checkInVisitor(ctx, reception, stand.id);
    expect(first.specialist?._id).toBe(a.user.id);
    await serve(a, first._id);
    const [late] = await specialistsAt(ctx, stand.id, 1);
    // a finished (end of line) before late's arrival: a first, then late.
    expect((await checkInVisitor(ctx, reception, stand.id)).specialist?._id).toBe(a.user.id);
    expect((await checkInVisitor(ctx, reception, stand.id)).specialist?._id).toBe(late?.user.id);
  });
});

describe("nobody available", () => {
  it("keeps the visit WAITING and routes it as soon as a specialist checks in", async () => {
    const stand = await createStand(ctx);
    const reception = await receptionistAt(ctx, stand.id);
    const visit = await checkInVisitor(ctx, reception, stand.id, { full_name: "Quem Espera" });
    expect(visit).toMatchObject({ status: "WAITING", specialist: null, assignment_type: null });
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: visit.lead_id } })).ownerId).toBeNull();

    const arriving = await staff(ctx, ["BOOTH_SPECIALIST"]);
    await checkIn(ctx, arriving, stand.id);

    const routed = await ctx.prisma.standVisit.findUniqueOrThrow({ where: { id: visit._id } });
    expect(routed).toMatchObject({ status: "ASSIGNED", specialistId: arriving.user.id, assignmentType: "QUEUE" });
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: visit.lead_id } })).ownerId).toBe(arriving.user.id);
    const actions = (await logsOf(visit._id, reception)).map((l) => l.action);
    expect(actions).toEqual(["VISIT_CREATED", "WAITING", "ASSIGNED"]);
  });
});

describe("manual assignment", () => {
  it("routes a visit by hand with the reason, to a specialist checked in at that stand only", async () => {
    const stand = await createStand(ctx);
    const [a, b] = await specialistsAt(ctx, stand.id, 2);
    const reception = await receptionistAt(ctx, stand.id);
    const visit = await checkInVisitor(ctx, reception, stand.id);
    expect(visit.specialist?._id).toBe(a?.user.id);

    const elsewhere = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const refused = await ctx.app.inject({
      method: "PUT",
      url: `/stand-visits/${visit._id}/assign`,
      headers: reception.headers,
      payload: { specialist_id: elsewhere.user.id, reason: "Pedido do cliente" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(['"specialist_id" deve ser um especialista com check-in neste plantão']);
    const noReason = await ctx.app.inject({
      method: "PUT",
      url: `/stand-visits/${visit._id}/assign`,
      headers: reception.headers,
      payload: { specialist_id: b?.user.id },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toEqual(['"reason" é obrigatório']);

    const res = await ctx.app.inject({
      method: "PUT",
      url: `/stand-visits/${visit._id}/assign`,
      headers: reception.headers,
      payload: { specialist_id: b?.user.id, reason: "Cliente pediu o Bruno" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().visit).toMatchObject({
      status: "ASSIGNED",
      specialist: { _id: b?.user.id },
      assignment_type: "MANUAL",
      assignment_reason: "Cliente pediu o Bruno",
    });
    // The lead came with this visit: its owner follows the reassignment.
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: visit.lead_id } })).ownerId).toBe(b?.user.id);
    const logs = await logsOf(visit._id, reception);
    expect(logs.at(-1)).toMatchObject({ action: "REASSIGNED", user_id: b?.user.id });
    expect(logs.at(-1)?.reason).toBe(`${b?.user.fullName}: Cliente pediu o Bruno`);
    expect(await ctx.prisma.notification.count({ where: { receiverId: b?.user.id, type: "VISIT_STAND" } })).toBe(1);
  });
});
