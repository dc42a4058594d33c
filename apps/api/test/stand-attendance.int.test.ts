/**
 * The attendance of a stand visit (decision 048): start puts the specialist IN_ATTENDANCE (and out of every
 * roulette's rotation), finish requires the service report, which updates the lead and its history, tells the booth
 * coordinators, and brings the specialist back; one visit in attendance per specialist; bad input writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSalesTeam, type Staff, staff } from "./factories/leads";
import { createRoulette } from "./factories/roulettes";
import { checkInVisitor, createStand, receptionistAt, serviceReport, specialistsAt } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";
import { hearers, listenRealtime } from "./realtime-listener";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
});
afterAll(() => ctx?.close());

const put = (who: Staff, url: string, payload?: object) =>
  ctx.app.inject({ method: "PUT", url, headers: who.headers, ...(payload ? { payload } : {}) });

const availabilityOf = async (userId: string) =>
  (await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } })).availabilityStatus;

/**
 * A second visit for a specialist who already has one: only by hand since the lista da vez gives one visitor per
 * specialist (decision 063), e.g. the visitor asked for them.
 */
async function assignByHand(reception: Staff, visitId: string, to: Staff) {
  const res = await put(reception, `/stand-visits/${visitId}/assign`, {
    specialist_id: to.user.id,
    reason: "Cliente pediu este especialista",
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Rows a finish writes, to prove a refused one wrote nothing. */
const finishWrites = async () => ({
  reports: await ctx.prisma.serviceReport.count(),
  logs: await ctx.prisma.leadLog.count({ where: { type: "SERVICE_REPORT" } }),
  notifications: await ctx.prisma.notification.count({ where: { type: "SERVICE_REPORT" } }),
  finished: await ctx.prisma.standVisit.count({ where: { status: "FINISHED" } }),
});

describe("start and finish", () => {
  it("serves a visit end to end: IN_ATTENDANCE everywhere, report required, lead updated, coordinator told", async () => {
    const stand = await createStand(ctx);
    const [specialist] = (await specialistsAt(ctx, stand.id, 1)) as [Staff];
    const online = await createRoulette(ctx, { type: "ONLINE", enterpriseIds: [stand.id] });
    await ctx.prisma.rouletteAgent.create({
      data: { rouletteId: online.id, userId: specialist.user.id, status: "AVAILABLE", position: 1 },
    });
    const coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
    const team = await createSalesTeam(ctx.prisma, { masterId: coordinator.user.id });
    await ctx.prisma.enterpriseSalesTeam.create({ data: { enterpriseId: stand.id, salesTeamId: team.id } });
    const reception = await receptionistAt(ctx, stand.id);
    const visit = await checkInVisitor(ctx, reception, stand.id, { full_name: "Paula Visitante" });
    expect(visit.specialist?._id).toBe(specialist.user.id);

    // Finishing before starting is refused: the attendance has not begun.
    const early = await put(specialist, `/stand-visits/${visit._id}/finish`, serviceReport());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Inicie o atendimento antes de finalizá-lo.");

    const started = await put(specialist, `/stand-visits/${visit._id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ message: "Atendimento iniciado.", visit: { status: "IN_ATTENDANCE" } });
    expect(started.json().visit.started_at).toEqual(expect.any(String));
    expect(await availabilityOf(specialist.user.id)).toBe("IN_ATTENDANCE");
    // The online roulette skips them too (one presence model).
    const agent = await ctx.prisma.rouletteAgent.findFirstOrThrow({ where: { userId: specialist.user.id } });
    expect(agent.status).toBe("IN_ATTENDANCE");
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: visit.lead_id } })).status).toBe("TALKING");
    // Repeating the start answers the same visit.
    expect((await put(specialist, `/stand-visits/${visit._id}/start`)).json().visit.status).toBe("IN_ATTENDANCE");
    // The header toggle cannot end the attendance behind the visit's back.
    const toggle = await put(specialist, "/users/availability", { availability_status: "AVAILABLE" });
    expect(toggle.statusCode).toBe(409);
    expect(toggle.json().message).toBe("Finalize o atendimento do plantão antes de alterar sua disponibilidade.");

    const res = await put(specialist, `/stand-visits/${visit._id}/finish`, serviceReport({ interest_level: "MEDIUM" }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.visit).toMatchObject({ status: "FINISHED", service_report_id: body.service_report._id });
    expect(body.service_report).toMatchObject({
      stand_visit_id: visit._id,
      lead_id: visit.lead_id,
      specialist: { _id: specialist.user.id },
      visitor_name: "Paula Visitante",
      interest_level: "MEDIUM",
      purpose_enterprise: "HOME",
      how_many_bedroom: "TWO",
      quantity_children: "ONE",
      know_company: true,
      own_property: false,
      what_did_like: "Gostou da varanda gourmet.",
      age: 34,
      why_cant_buy: null,
    });
    const lead = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: visit.lead_id } });
    expect(lead.interestLevel).toBe("MEDIUM");
    const history = await ctx.prisma.leadLog.findFirstOrThrow({ where: { leadId: lead.id, type: "SERVICE_REPORT" } });
    expect(history.data).toMatchObject({
      service_report_id: body.service_report._id,
      interest_level: { from: "NO_CLASSIFICATION", to: "MEDIUM" },
    });
    const told = await ctx.prisma.notification.findMany({ where: { type: "SERVICE_REPORT" } });
    expect(told.map((n) => [n.receiverId, n.title, n.linkedContent])).toEqual([
      [coordinator.user.id, "Nova ficha de atendimento", lead.id],
    ]);
    expect(told[0]?.message).toBe(
      `${specialist.user.fullName} finalizou o atendimento de Paula Visitante no plantão ${stand.name}.`,
    );
    // Back to AVAILABLE, in the roulette too; the history shows the report; the report reads by lead.
    expect(await availabilityOf(specialist.user.id)).toBe("AVAILABLE");
    expect((await ctx.prisma.rouletteAgent.findFirstOrThrow({ where: { userId: specialist.user.id } })).status).toBe(
      "AVAILABLE",
    );
    const byLead = await ctx.app.inject({
      method: "GET",
      url: `/service-reports/lead/${lead.id}`,
      headers: specialist.headers,
    });
    expect(byLead.json().payload.map((r: { _id: string }) => r._id)).toEqual([body.service_report._id]);
    // A finished visit cannot be finished again.
    const again = await put(specialist, `/stand-visits/${visit._id}/finish`, serviceReport());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Esta visita já foi finalizada ou cancelada.");
  });

  it("goes back to IN_PAUSE after the visit when the specialist was paused when it started", async () => {
    const stand = await createStand(ctx);
    const [specialist] = (await specialistsAt(ctx, stand.id, 1)) as [Staff];
    const reception = await receptionistAt(ctx, stand.id);
    const visit = await checkInVisitor(ctx, reception, stand.id);
    await put(specialist, "/users/availability", { availability_status: "IN_PAUSE" });
    expect((await put(specialist, `/stand-visits/${visit._id}/start`)).statusCode).toBe(200);
    expect((await put(specialist, `/stand-visits/${visit._id}/finish`, serviceReport())).statusCode).toBe(200);
    expect(await availabilityOf(specialist.user.id)).toBe("IN_PAUSE");
  });
});

describe("the service report is required", () => {
  it("refuses a finish without the report's required fields, naming them, and writes nothing", async () => {
    const stand = await createStand(ctx);
    const [specialist] = (await specialistsAt(ctx, stand.id, 1)) as [Staff];
    const reception = await receptionistAt(ctx, stand.id);
    const visit = await checkInVisitor(ctx, reception, stand.id);
    await put(specialist, `/stand-visits/${visit._id}/start`);
    const before = await finishWrites();

    const empty = await put(specialist, `/stand-visits/${visit._id}/finish`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual(
      expect.arrayContaining([
        '"interest_level" é obrigatório',
        '"purpose_enterprise" é obrigatório',
        '"how_many_bedroom" é obrigatório',
        '"quantity_children" é obrigatório',
      ]),
    );
    const badOption = await put(
      specialist,
      `/stand-visits/${visit._id}/finish`,
      serviceReport({ how_many_bedroom: "TEN" }),
    );
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().message).toEqual(['"how_many_bedroom" deve ser uma das opções permitidas']);
    const noBody = await ctx.app.inject({
      method: "PUT",
      url: `/stand-visits/${visit._id}/finish`,
      headers: specialist.headers,
    });
    expect(noBody.statusCode).toBe(400);

    expect(await finishWrites()).toEqual(before);
    expect((await ctx.prisma.standVisit.findUniqueOrThrow({ where: { id: visit._id } })).status).toBe("IN_ATTENDANCE");
  });
});

describe("who serves", () => {
  it("lets only the specialist the visit was routed to start it, and one visit at a time", async () => {
    const stand = await createStand(ctx);
    const [a, b] = (await specialistsAt(ctx, stand.id, 2)) as [Staff, Staff];
    const reception = await receptionistAt(ctx, stand.id);
    const first = await checkInVisitor(ctx, reception, stand.id);
    const second = await checkInVisitor(ctx, reception, stand.id);
    const third = await checkInVisitor(ctx, reception, stand.id);
    expect([first, second, third].map((v) => v.specialist?._id ?? null)).toEqual([a.user.id, b.user.id, null]);
    await assignByHand(reception, third._id, a);

    const notYours = await put(b, `/stand-visits/${first._id}/start`);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe("Esta visita foi encaminhada para outro especialista.");
    const receptionStart = await put(reception, `/stand-visits/${first._id}/start`);
    expect(receptionStart.statusCode).toBe(403);

    expect((await put(a, `/stand-visits/${first._id}/start`)).statusCode).toBe(200);
    const twice = await put(a, `/stand-visits/${third._id}/start`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("Você já está atendendo outra visita. Finalize-a antes de iniciar esta.");
    expect(await ctx.prisma.standVisit.count({ where: { specialistId: a.user.id, status: "IN_ATTENDANCE" } })).toBe(1);
  });

  it("decides two concurrent starts of one specialist's visits with exactly one winner", async () => {
    const stand = await createStand(ctx);
    const [a] = (await specialistsAt(ctx, stand.id, 1)) as [Staff];
    const reception = await receptionistAt(ctx, stand.id);
    const v1 = await checkInVisitor(ctx, reception, stand.id);
    const v2 = await checkInVisitor(ctx, reception, stand.id);
    await assignByHand(reception, v2._id, a);
    const results = await Promise.all([
      put(a, `/stand-visits/${v1._id}/start`),
      put(a, `/stand-visits/${v2._id}/start`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ctx.prisma.standVisit.count({ where: { specialistId: a.user.id, status: "IN_ATTENDANCE" } })).toBe(1);
  });
});

describe("cancel", () => {
  it("cancels a visit whose visitor left, but not one being served", async () => {
    const stand = await createStand(ctx);
    const [a] = (await specialistsAt(ctx, stand.id, 1)) as [Staff];
    const reception = await receptionistAt(ctx, stand.id);
    const served = await checkInVisitor(ctx, reception, stand.id);
    await put(a, `/stand-visits/${served._id}/start`);
    // Still waiting: a is serving.
    const left = await checkInVisitor(ctx, reception, stand.id);
    expect(left.status).toBe("WAITING");

    const ok = await put(reception, `/stand-visits/${left._id}/cancel`, { reason: "Visitante foi embora" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().visit).toMatchObject({ status: "CANCELED", cancel_reason: "Visitante foi embora" });
    const busy = await put(reception, `/stand-visits/${served._id}/cancel`, { reason: "Visitante foi embora" });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe("Esta visita já está em atendimento.");
  });
});

describe("cancel, live", () => {
  it("tells the specialist the visit was routed to (stand.visit_canceled: their alert closes), and nobody else", async () => {
    const stand = await createStand(ctx);
    const [routedTo, colleague] = (await specialistsAt(ctx, stand.id, 2)) as [Staff, Staff];
    const reception = await receptionistAt(ctx, stand.id);
    const visit = await checkInVisitor(ctx, reception, stand.id, { full_name: "Rui Desistente" });
    expect(visit.specialist?._id).toBe(routedTo.user.id);
    const listener = await listenRealtime(ctx);
    try {
      const res = await put(reception, `/stand-visits/${visit._id}/cancel`, { reason: "Visitante foi embora" });
      expect(res.statusCode, res.body).toBe(200);
      const heard = await listener.settled();
      expect(hearers(heard, "stand.visit_canceled")).toEqual([routedTo.user.id]);
      expect(heard.find((h) => h.event.type === "stand.visit_canceled")?.event).toEqual({
        type: "stand.visit_canceled",
        visit_id: visit._id,
        enterprise_id: stand.id,
      });
      expect(hearers(heard, "stand.visit_canceled")).not.toContain(colleague.user.id);
    } finally {
      await listener.stop();
    }
  });
});
