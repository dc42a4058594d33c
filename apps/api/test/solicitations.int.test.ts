/**
 * Solicitations (decision 054): each type's approval performs its action through the owning
 * module in the same transaction (or refuses with the reason and changes nothing), two deciders at once give one
 * winner, each side sees only its scope, bad input is a 400 naming the field in pt-BR and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuilding } from "./factories/inventory";
import { createLead, createSalesTeam, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let coordinator: Staff;
let otherCoordinator: Staff;
let secretary: Staff;
let specialist: Staff;
let owner: Staff;
let outsider: Staff;
let teamId: string;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
  otherCoordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  specialist = await staff(ctx, ["ONLINE_SPECIALIST"]);
  owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
  outsider = await staff(ctx, ["BOOTH_SPECIALIST"]);
  // The coordinator runs the team the leads belong to; the other coordinator has a team of their own.
  teamId = (await createSalesTeam(ctx.prisma, { masterId: coordinator.user.id, memberIds: [owner.user.id] })).id;
  await createSalesTeam(ctx.prisma, { masterId: otherCoordinator.user.id });
});
afterAll(() => ctx?.close());

const post = (who: Staff, url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url, headers: who.headers, payload });
const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });
const ask = (who: Staff, payload: object) => post(who, "/solicitations", payload);
const reply = (who: Staff, id: string, payload: object) => post(who, `/solicitations/${id}/reply`, payload);
const teamLead = () => createLead(ctx.prisma, { ownerId: owner.user.id, salesTeamId: teamId });
const ids = (res: { json(): { payload: { _id: string }[] } }) => res.json().payload.map((s) => s._id);

async function transferRequest(leadId: string, who: Staff = specialist) {
  const res = await ask(who, { type: "LEAD_TRANSFER", lead_id: leadId, message: "O cliente me procurou no plantão." });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().solicitation as { _id: string; status: string };
}

/** Every row a solicitation or its action may write, to assert that a refusal wrote nothing. */
async function writes() {
  const [solicitations, replies, movements, logs, notifications, audit, unitLogs] = await Promise.all([
    ctx.prisma.solicitation.count(),
    ctx.prisma.solicitationReply.count(),
    ctx.prisma.leadMovement.count(),
    ctx.prisma.leadLog.count(),
    ctx.prisma.notification.count(),
    ctx.prisma.auditLog.count({ where: { entity: "solicitation" } }),
    ctx.prisma.unitLog.count(),
  ]);
  return { solicitations, replies, movements, logs, notifications, audit, unitLogs };
}

describe("LEAD_TRANSFER", () => {
  it("tells the lead's team coordinator; approving moves the lead with its movement, log and notifications", async () => {
    const lead = await teamLead();
    const s = await transferRequest(lead.id);
    expect(s.status).toBe("OPEN");
    const told = await ctx.prisma.notification.findMany({ where: { linkedContent: s._id } });
    expect(told.map((n) => [n.receiverId, n.title, n.type])).toEqual([
      [coordinator.user.id, "Nova solicitação para aprovar", "GENERIC"],
    ]);

    const res = await reply(coordinator, s._id, { decision: "APPROVED", message: "Pode ficar com ele." });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe("Solicitação aprovada.");
    expect(body.solicitation).toMatchObject({
      status: "APPROVED",
      decided_by: { _id: coordinator.user.id },
      can_decide: false,
      lead_owner: { _id: owner.user.id },
    });
    expect(body.solicitation.replies).toEqual([
      expect.objectContaining({ decision: "APPROVED", message: "Pode ficar com ele.", author: expect.anything() }),
    ]);

    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).ownerId).toBe(specialist.user.id);
    const movement = await ctx.prisma.leadMovement.findFirstOrThrow({ where: { leadId: lead.id } });
    expect(movement).toMatchObject({
      originUserId: owner.user.id,
      destinationUserId: specialist.user.id,
      actorId: coordinator.user.id,
      reason: "SOLICITATION_TRANSFER",
    });
    const ownerLog = await ctx.prisma.leadLog.findFirstOrThrow({ where: { leadId: lead.id, type: "OWNER" } });
    expect(ownerLog.subtype).toBe("SOLICITATION_TRANSFER");
    // The specialist hears twice: the reassignment's own notice (a NEW lead: the new-lead alert) and the decision.
    const toRequester = await ctx.prisma.notification.findMany({
      where: { receiverId: specialist.user.id },
      orderBy: { createdAt: "asc" },
    });
    expect(toRequester.map((n) => n.title)).toEqual(
      expect.arrayContaining(["Novo Lead na sua carteira", "Solicitação aprovada"]),
    );
    const audit = await ctx.prisma.auditLog.findMany({ where: { entityId: s._id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ["solicitation.created", specialist.user.id],
      ["solicitation.approved", coordinator.user.id],
    ]);
  });

  it("refuses to approve when the lead moved since the request: 409 with the reason, still OPEN, nothing written", async () => {
    const lead = await teamLead();
    const s = await transferRequest(lead.id);
    await ctx.prisma.lead.update({ where: { id: lead.id }, data: { ownerId: outsider.user.id } });
    const before = await writes();
    const res = await reply(coordinator, s._id, { decision: "APPROVED" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "O lead mudou de responsável desde a solicitação; nada foi alterado. Recuse-a ou peça uma nova.",
    );
    expect(await writes()).toEqual(before);
    expect((await ctx.prisma.solicitation.findUniqueOrThrow({ where: { id: s._id } })).status).toBe("OPEN");
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).ownerId).toBe(outsider.user.id);
  });

  it("gives exactly one of two approvers at once the decision; the other gets 409", async () => {
    const lead = await teamLead();
    const s = await transferRequest(lead.id);
    const [a, b] = await Promise.all([
      reply(coordinator, s._id, { decision: "APPROVED" }),
      reply(admin, s._id, { decision: "REFUSED", message: "Fica com o dono." }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe("Esta solicitação já foi respondida. Atualize a página para ver a decisão.");
    const row = await ctx.prisma.solicitation.findUniqueOrThrow({ where: { id: s._id } });
    expect(await ctx.prisma.solicitationReply.count({ where: { solicitationId: s._id } })).toBe(1);
    const movedTo = (await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).ownerId;
    expect(movedTo).toBe(row.status === "APPROVED" ? specialist.user.id : owner.user.id);
  });

  it("lets the requester cancel their own open request, and only them", async () => {
    const lead = await teamLead();
    const s = await transferRequest(lead.id);
    const notYours = await reply(coordinator, s._id, { decision: "CANCELED" });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe("Somente quem fez a solicitação pode cancelá-la.");
    const own = await reply(specialist, s._id, { decision: "APPROVED" });
    expect(own.statusCode).toBe(403);
    const cancel = await reply(specialist, s._id, { decision: "CANCELED" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().solicitation.status).toBe("CANCELED");
    // The coordinator is told about the cancel.
    const told = await ctx.prisma.notification.findFirst({
      where: { receiverId: coordinator.user.id, linkedContent: s._id, title: "Solicitação cancelada" },
    });
    expect(told).not.toBeNull();
    expect((await reply(coordinator, s._id, { decision: "APPROVED" })).statusCode).toBe(409);
  });

  it("refuses a second open request for the same lead, and a lead already in the wallet", async () => {
    const lead = await teamLead();
    await transferRequest(lead.id);
    const again = await ask(specialist, { type: "LEAD_TRANSFER", lead_id: lead.id, message: "De novo" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Você já tem uma solicitação aberta para este lead.");
    const mine = await ask(owner, { type: "LEAD_TRANSFER", lead_id: lead.id, message: "Meu" });
    expect(mine.statusCode).toBe(400);
    expect(mine.json().message).toEqual(['"lead_id" já está na sua carteira']);
  });
});

describe("RESERVE_EXTENSION", () => {
  async function activeReservation(minutes = 120) {
    const building = await createBuilding(ctx.prisma, { floors: 1, perFloor: 2 });
    const unit = building.units[0] as { id: string };
    const lead = await createLead(ctx.prisma, { ownerId: specialist.user.id });
    const res = await post(specialist, `/enterprises/units/${unit.id}/reserves`, {
      type: "CUSTOMER_NEGOTIATION",
      lead_id: lead.id,
      duration_minutes: minutes,
    });
    expect(res.statusCode, res.body).toBe(201);
    return ctx.prisma.reservation.findFirstOrThrow({ where: { unitId: unit.id, status: "ACTIVE" } });
  }

  it("extends the active reservation by the chosen duration when the sales secretary approves, with a unit log", async () => {
    const r = await activeReservation();
    const res = await ask(specialist, {
      type: "RESERVE_EXTENSION",
      reservation_id: r.id,
      extension_minutes: 1440,
      message: "O cliente assina amanhã.",
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().solicitation;
    expect(s.reservation).toMatchObject({ _id: r.id, status: "ACTIVE" });
    // The sales secretary is among those told, and sees it to approve.
    expect(ids(await get(secretary, "/solicitations?box=received"))).toContain(s._id);
    const ok = await reply(secretary, s._id, { decision: "APPROVED" });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await ctx.prisma.reservation.findUniqueOrThrow({ where: { id: r.id } });
    expect(after.status).toBe("ACTIVE");
    expect((after.expiresAt as Date).getTime() - (r.expiresAt as Date).getTime()).toBe(1440 * 60_000);
    expect(after.durationMinutes).toBe(120 + 1440);
    const log = await ctx.prisma.unitLog.findFirstOrThrow({ where: { unitId: r.unitId, action: "RESERVE_EXTENDED" } });
    expect(log.actorId).toBe(secretary.user.id);
    // The expiry job is scheduled for the new end.
    expect(ctx.jobs.jobs).toContainEqual({ name: "reservation.expire", payload: { reservationId: r.id } });
  });

  it("refuses to approve when the reservation expired since the request: 409, still OPEN, nothing written", async () => {
    const r = await activeReservation();
    const res = await ask(specialist, {
      type: "RESERVE_EXTENSION",
      reservation_id: r.id,
      extension_minutes: 60,
      message: "Mais uma hora.",
    });
    const s = res.json().solicitation;
    await ctx.prisma
      .$executeRaw`UPDATE reservations SET expires_at = now() - interval '1 second' WHERE id = ${r.id}::uuid`;
    const before = await writes();
    const refused = await reply(admin, s._id, { decision: "APPROVED" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "A reserva não está mais ativa (expirou, foi liberada ou convertida); nada foi alterado.",
    );
    expect(await writes()).toEqual(before);
    expect((await ctx.prisma.solicitation.findUniqueOrThrow({ where: { id: s._id } })).status).toBe("OPEN");
  });

  it("one open extension request per reservation: five at once give one 201 and four pt-BR 409s", async () => {
    const r = await activeReservation();
    const body = { type: "RESERVE_EXTENSION", reservation_id: r.id, extension_minutes: 60, message: "Mais uma hora." };
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(specialist, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().message).toBe("Já existe uma solicitação de prorrogação aberta para esta reserva.");
    expect(await ctx.prisma.solicitation.count({ where: { reservationId: r.id, status: "OPEN" } })).toBe(1);
  });

  it("asks only about the caller's own active reservation", async () => {
    const r = await activeReservation();
    const other = await ask(owner, {
      type: "RESERVE_EXTENSION",
      reservation_id: r.id,
      extension_minutes: 60,
      message: "x",
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toEqual(['"reservation_id" não corresponde a uma reserva sua']);
  });

  it("lists the caller's own active reservations with an end for the form's picker, soonest end first; others see none of them", async () => {
    const later = await activeReservation(1440);
    const sooner = await activeReservation(60);
    const released = await activeReservation(120);
    await ctx.prisma.reservation.update({ where: { id: released.id }, data: { status: "RELEASED" } });
    const res = await get(specialist, "/solicitations/extendable-reservations");
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().payload as {
      _id: string;
      unit_name: string;
      enterprise_name: string;
      expires_at: string;
    }[];
    const ids = mine.map((r) => r._id);
    expect(ids).toContain(sooner.id);
    expect(ids).toContain(later.id);
    expect(ids).not.toContain(released.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    const row = mine.find((r) => r._id === sooner.id);
    expect(row?.unit_name).toMatch(/ - /);
    expect(row?.enterprise_name).toBeTruthy();
    expect(row?.expires_at).toBe((sooner.expiresAt as Date).toISOString());
    // Another user sees none of the specialist's reservations.
    const other = await get(owner, "/solicitations/extendable-reservations");
    expect(other.statusCode).toBe(200);
    expect((other.json().payload as { _id: string }[]).map((r) => r._id)).not.toContain(sooner.id);
  });
});

describe("OTHER", () => {
  it("answers an OTHER request with a reply and approves it with no action; both sides hear of each message", async () => {
    const res = await ask(owner, { type: "OTHER", message: "Posso sair mais cedo sexta?" });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().solicitation;
    // The owner's team is coordinated by `coordinator`: they are the responsible approver.
    expect(await ctx.prisma.solicitation.findUniqueOrThrow({ where: { id: s._id } })).toMatchObject({
      approverIds: [coordinator.user.id],
    });
    const question = await reply(coordinator, s._id, { message: "Quem cobre o seu horário?" });
    expect(question.statusCode).toBe(200);
    expect(question.json().solicitation.status).toBe("OPEN");
    const answer = await reply(owner, s._id, { message: "O Igor." });
    expect(answer.statusCode).toBe(200);
    const done = await reply(coordinator, s._id, { decision: "APPROVED", message: "Combinado." });
    expect(done.json().solicitation.replies.map((r: { decision: string | null }) => r.decision)).toEqual([
      null,
      null,
      "APPROVED",
    ]);
    const titles = await ctx.prisma.notification.findMany({
      where: { linkedContent: s._id },
      orderBy: { createdAt: "asc" },
    });
    expect(titles.map((n) => [n.receiverId === owner.user.id ? "owner" : "coordinator", n.title])).toEqual([
      ["coordinator", "Nova solicitação para aprovar"],
      ["owner", "Nova resposta em uma solicitação"],
      ["coordinator", "Nova resposta em uma solicitação"],
      ["owner", "Solicitação aprovada"],
    ]);
  });
});

describe("scopes", () => {
  it("shows a specialist only their own requests, and approvers only what they may decide", async () => {
    const lead = await teamLead();
    const s = await transferRequest(lead.id, outsider);
    expect(ids(await get(outsider, "/solicitations"))).toContain(s._id);
    expect(ids(await get(specialist, "/solicitations"))).not.toContain(s._id);
    expect((await get(specialist, `/solicitations/${s._id}`)).statusCode).toBe(404);
    // A specialist decides nothing: their received box is empty.
    expect((await get(specialist, "/solicitations?box=received")).json()).toEqual({
      payload: [],
      pagination: { total: 0, skip: 0, limit: 20 },
    });
    expect(ids(await get(coordinator, "/solicitations?box=received"))).toContain(s._id);
    expect(ids(await get(admin, "/solicitations?box=received"))).toContain(s._id);
    // The coordinator of another team neither sees nor decides it.
    expect(ids(await get(otherCoordinator, "/solicitations?box=received"))).not.toContain(s._id);
    expect((await get(otherCoordinator, `/solicitations/${s._id}`)).statusCode).toBe(404);
    expect((await reply(otherCoordinator, s._id, { decision: "APPROVED" })).statusCode).toBe(404);
    // The sales secretary does not decide lead transfers.
    expect(ids(await get(secretary, "/solicitations?box=received"))).not.toContain(s._id);
  });

  it("filters by type, status and dates", async () => {
    const lead = await teamLead();
    const s = await transferRequest(lead.id, outsider);
    const open = ids(await get(coordinator, "/solicitations?box=received&type=LEAD_TRANSFER&status=OPEN"));
    expect(open).toContain(s._id);
    expect(ids(await get(coordinator, "/solicitations?box=received&status=APPROVED,REFUSED"))).not.toContain(s._id);
    expect(ids(await get(coordinator, "/solicitations?box=received&type=OTHER"))).not.toContain(s._id);
    expect(ids(await get(coordinator, "/solicitations?box=received&starts_date=01012020&ends_date=02012020"))).toEqual(
      [],
    );
  });

  it("keeps partners out (403)", async () => {
    const partner = await staff(ctx, ["AGENT_PARTNER"]);
    expect((await get(partner, "/solicitations")).statusCode).toBe(403);
  });
});

describe("bad input", () => {
  it("answers 400 naming the field in pt-BR and writes nothing", async () => {
    const before = await writes();
    const cases: [object, string][] = [
      [{ type: "LEAD_TRANSFER", message: "x" }, '"lead_id" é obrigatório'],
      [{ type: "LEAD_TRANSFER", message: "x", lead_id: "nope" }, '"lead_id" é inválido'],
      [
        { type: "XPTO", message: "x" },
        '"type" deve ser um dos tipos: LEAD_TRANSFER, RESERVE_EXTENSION, SHIFT_SWAP, OTHER',
      ],
      [{ type: "OTHER", message: "" }, '"message" é obrigatório'],
      [{ type: "OTHER", message: "x", owner_id: specialist.user.id }, '"owner_id" não é um campo permitido nesta rota'],
    ];
    for (const [payload, message] of cases) {
      const res = await ask(specialist, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const unknownLead = await ask(specialist, {
      type: "LEAD_TRANSFER",
      message: "x",
      lead_id: "3f8a3c5e-6a1b-4c2d-9e0f-123456789abc",
    });
    expect(unknownLead.json().message).toEqual(['"lead_id" não corresponde a um lead ativo']);
    const s = await transferRequest((await teamLead()).id);
    const noMessage = await reply(coordinator, s._id, { decision: "REFUSED" });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().message).toEqual(['"message" é obrigatório']);
    const badDate = await get(coordinator, "/solicitations?box=received&starts_date=31132026");
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message[0]).toMatch(/^"starts_date"/);
    // Only the one valid request was written.
    const after = await writes();
    expect(after.solicitations).toBe(before.solicitations + 1);
  });
});
