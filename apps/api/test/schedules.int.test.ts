/**
 * The agenda (decision 053): booking on the 30-minute grid, the database's one appointment per
 * specialist and slot, moves, cancellations and outcomes written into the lead's timeline, the scopes (own, team,
 * all, the receptionist's stand) and the month calendar's counts per São Paulo day.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, createSalesTeam, type Staff, staff } from "./factories/leads";
import { at, freshSlot, getSchedules, postSchedule, putSchedule } from "./factories/schedules";
import { createStand, receptionistAt } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let specialist: Staff;
let other: Staff;
let admin: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100, rateLimitPerMinute: 1_000_000 });
  specialist = await staff(ctx, ["ONLINE_SPECIALIST"]);
  other = await staff(ctx, ["BOOTH_SPECIALIST"]);
  admin = await staff(ctx, ["GERAL_ADMIN"]);
});
afterAll(() => ctx?.close());

async function ownLead(owner: Staff, enterpriseId?: string) {
  return createLead(ctx.prisma, { ownerId: owner.user.id, ...(enterpriseId ? { enterpriseId } : {}) });
}

describe("the calendar window", () => {
  it("lists what overlaps [starts_at, ends_at): a 4-hour visit that began 3.5 h before the window is in it, one that ended at its start is not", async () => {
    const who = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const lead = await ownLead(who);
    const start = freshSlot();
    const long = await postSchedule(ctx, who, {
      lead_id: lead.id,
      type: "OTHER",
      starts_at: start.toISOString(),
      duration_minutes: 240,
    });
    expect(long.statusCode, long.body).toBe(201);
    const ended = await postSchedule(ctx, who, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: at(start, 8).toISOString(),
      duration_minutes: 30,
    });
    expect(ended.statusCode, ended.body).toBe(201);
    // [3.5 h, 4 h): the long one's last half hour, before the call. [4.5 h, 6 h): opens exactly when the call ended.
    const window = (from: Date, to: Date) =>
      `?starts_at=${encodeURIComponent(from.toISOString())}&ends_at=${encodeURIComponent(to.toISOString())}`;
    const inside = await getSchedules(ctx, who, window(at(start, 7), at(start, 8)));
    expect(inside.statusCode, inside.body).toBe(200);
    expect(inside.json().payload.map((s: { _id: string }) => s._id)).toEqual([long.json().schedule._id]);
    const after = await getSchedules(ctx, who, window(at(start, 9), at(start, 12)));
    expect(after.json().payload).toEqual([]);
    expect(after.json().pagination.total).toBe(0);
  });
});

describe("booking", () => {
  it("books a call for the caller, holds its slots and writes a CALL log in the lead's timeline", async () => {
    const lead = await ownLead(specialist);
    const start = freshSlot();
    const res = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: start.toISOString(),
      duration_minutes: 60,
      notes: "Retornar sobre a planta de 2 dormitórios",
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Agendamento criado.");
    expect(body.schedule).toMatchObject({
      lead_id: lead.id,
      specialist_id: specialist.user.id,
      type: "CALL",
      status: "SCHEDULED",
      starts_at: start.toISOString(),
      ends_at: at(start, 2).toISOString(),
      duration_minutes: 60,
      notes: "Retornar sobre a planta de 2 dormitórios",
      lead: { _id: lead.id, full_name: lead.fullName },
      specialist: { _id: specialist.user.id, full_name: specialist.user.fullName },
    });
    const slots = await ctx.prisma.scheduleSlot.findMany({ where: { scheduleId: body.schedule._id } });
    expect(slots.map((s) => s.slotStart.toISOString()).sort()).toEqual([
      start.toISOString(),
      at(start, 1).toISOString(),
    ]);
    const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: lead.id } });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ type: "CALL", subtype: "SCHEDULED", authorId: specialist.user.id });
    expect(logs[0]?.text).toMatch(/^Agendado: Ligação, .* com /);
    expect(logs[0]?.text).toContain("Retornar sobre a planta");
  });

  it("refuses a start off the 30-minute grid, a bad duration and a stand visit without an enterprise (400, nothing written)", async () => {
    const lead = await ownLead(specialist);
    const start = freshSlot();
    const offGrid = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: new Date(start.getTime() + 10 * 60_000).toISOString(),
    });
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().message[0]).toMatch(/^"starts_at" deve começar em um horário cheio ou meia hora/);
    const badDuration = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: start.toISOString(),
      duration_minutes: 45,
    });
    expect(badDuration.statusCode).toBe(400);
    expect(badDuration.json().message[0]).toMatch(/^"duration_minutes" deve ser múltiplo de 30 minutos/);
    const noStand = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "STAND_VISIT",
      starts_at: start.toISOString(),
    });
    expect(noStand.statusCode).toBe(400);
    expect(noStand.json().message).toEqual(['"enterprise_id" é obrigatório para visitas ao plantão']);
    expect(await ctx.prisma.schedule.count({ where: { leadId: lead.id } })).toBe(0);
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id } })).toBe(0);
  });

  it("refuses a second appointment in any slot the specialist already holds (409 in pt-BR); the next slot is free", async () => {
    const lead = await ownLead(specialist);
    const start = freshSlot();
    const first = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "VIDEO_CALL",
      starts_at: start.toISOString(),
      duration_minutes: 90,
    });
    expect(first.statusCode, first.body).toBe(201);
    // Starts inside the 90-minute call (its third slot).
    const overlap = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: at(start, 2).toISOString(),
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({
      statusCode: 409,
      error: "Conflict",
      message: "Este horário já está ocupado na agenda do especialista. Escolha outro horário.",
    });
    const adjacent = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: at(start, 3).toISOString(),
    });
    expect(adjacent.statusCode, adjacent.body).toBe(201);
    // Another specialist's agenda is another agenda.
    const otherLead = await ownLead(other);
    const elsewhere = await postSchedule(ctx, other, {
      lead_id: otherLead.id,
      type: "CALL",
      starts_at: start.toISOString(),
    });
    expect(elsewhere.statusCode).toBe(201);
    // The refused one wrote nothing: two appointments and two logs for the lead.
    expect(await ctx.prisma.schedule.count({ where: { leadId: lead.id } })).toBe(2);
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id } })).toBe(2);
  });
});

describe("excluded leads", () => {
  it("an admin cannot book an appointment with an excluded lead (409 in pt-BR, nothing written)", async () => {
    const lead = await ownLead(specialist);
    await ctx.prisma.lead.update({ where: { id: lead.id }, data: { excluded: true } });
    const res = await postSchedule(ctx, admin, {
      lead_id: lead.id,
      specialist_id: specialist.user.id,
      type: "CALL",
      starts_at: freshSlot().toISOString(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Este lead foi excluído e não pode ser alterado.");
    expect(await ctx.prisma.schedule.count({ where: { leadId: lead.id } })).toBe(0);
  });
});

describe("move, cancel, outcome", () => {
  it("moves an appointment: new slots taken, old ones freed, a MOVED log; moving onto a taken slot is 409 and changes nothing", async () => {
    const lead = await ownLead(specialist);
    const start = freshSlot();
    const a = (
      await postSchedule(ctx, specialist, { lead_id: lead.id, type: "CALL", starts_at: start.toISOString() })
    ).json().schedule;
    const b = (
      await postSchedule(ctx, specialist, { lead_id: lead.id, type: "CALL", starts_at: at(start, 4).toISOString() })
    ).json().schedule;

    const moved = await putSchedule(ctx, specialist, a._id, {
      starts_at: at(start, 2).toISOString(),
      duration_minutes: 60,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().schedule).toMatchObject({
      starts_at: at(start, 2).toISOString(),
      ends_at: at(start, 4).toISOString(),
    });
    // Its old slot is free again: another booking takes it.
    const reuse = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "OTHER",
      starts_at: start.toISOString(),
    });
    expect(reuse.statusCode, reuse.body).toBe(201);

    const clash = await putSchedule(ctx, specialist, b._id, { starts_at: at(start, 3).toISOString() });
    expect(clash.statusCode).toBe(409);
    const bRow = await ctx.prisma.schedule.findUniqueOrThrow({ where: { id: b._id } });
    expect(bRow.startsAt.toISOString()).toBe(at(start, 4).toISOString());
    expect(await ctx.prisma.scheduleSlot.count({ where: { scheduleId: b._id } })).toBe(1);

    const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: lead.id }, orderBy: { createdAt: "asc" } });
    expect(logs.map((l) => l.subtype)).toEqual(["SCHEDULED", "SCHEDULED", "MOVED", "SCHEDULED"]);
    expect(logs[2]?.text).toMatch(/^Remarcado: Ligação/);
  });

  it("cancels (slots freed, CANCELED log with the reason) and closes with an outcome (VISIT log); a closed one is 409", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    const lead = await ownLead(specialist, enterprise.id);
    const start = freshSlot();
    const visit = (
      await postSchedule(ctx, specialist, { lead_id: lead.id, type: "STAND_VISIT", starts_at: start.toISOString() })
    ).json().schedule;
    expect(visit.enterprise).toEqual({ _id: enterprise.id, name: enterprise.name });

    const done = await putSchedule(ctx, specialist, `${visit._id}/outcome`, {
      status: "DONE",
      outcome_notes: "Gostou do decorado",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().schedule).toMatchObject({ status: "DONE", outcome_notes: "Gostou do decorado" });
    expect((await putSchedule(ctx, specialist, `${visit._id}/cancel`)).statusCode).toBe(409);
    expect((await putSchedule(ctx, specialist, visit._id, { starts_at: at(start, 1).toISOString() })).statusCode).toBe(
      409,
    );

    const call = (
      await postSchedule(ctx, specialist, { lead_id: lead.id, type: "CALL", starts_at: at(start, 1).toISOString() })
    ).json().schedule;
    const canceled = await putSchedule(ctx, specialist, `${call._id}/cancel`, { reason: "Cliente pediu outro dia" });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().schedule).toMatchObject({ status: "CANCELED", cancel_reason: "Cliente pediu outro dia" });
    expect(await ctx.prisma.scheduleSlot.count({ where: { scheduleId: call._id } })).toBe(0);
    const noShowCall = (
      await postSchedule(ctx, specialist, { lead_id: lead.id, type: "CALL", starts_at: at(start, 1).toISOString() })
    ).json().schedule;
    expect((await putSchedule(ctx, specialist, `${noShowCall._id}/outcome`, { status: "NO_SHOW" })).statusCode).toBe(
      200,
    );

    const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: lead.id }, orderBy: { createdAt: "asc" } });
    expect(logs.map((l) => `${l.type}/${l.subtype}`)).toEqual([
      "VISIT/SCHEDULED",
      "VISIT/DONE",
      "CALL/SCHEDULED",
      "CALL/CANCELED",
      "CALL/SCHEDULED",
      "CALL/NO_SHOW",
    ]);
    expect(logs[1]?.text).toMatch(/^Realizado: Visita ao plantão, .*\nGostou do decorado$/);
    expect(logs[3]?.text).toContain("Cliente pediu outro dia");
    expect(logs[5]?.text).toMatch(/^Cliente não compareceu: Ligação/);
  });
});

describe("scopes", () => {
  it("a specialist sees and books only their own agenda and leads", async () => {
    const mine = await ownLead(specialist);
    const theirs = await ownLead(other);
    const start = freshSlot();
    const theirSchedule = (
      await postSchedule(ctx, other, { lead_id: theirs.id, type: "CALL", starts_at: start.toISOString() })
    ).json().schedule;
    expect((await getSchedules(ctx, specialist, `/${theirSchedule._id}`)).statusCode).toBe(404);
    const forOther = await postSchedule(ctx, specialist, {
      lead_id: mine.id,
      specialist_id: other.user.id,
      type: "CALL",
      starts_at: at(start, 1).toISOString(),
    });
    expect(forOther.statusCode).toBe(400);
    expect(forOther.json().message).toEqual(['"specialist_id" deve ser você ou um especialista da sua equipe']);
    const notMyLead = await postSchedule(ctx, specialist, {
      lead_id: theirs.id,
      type: "CALL",
      starts_at: at(start, 1).toISOString(),
    });
    expect(notMyLead.statusCode).toBe(400);
    expect(notMyLead.json().message).toEqual(['"lead_id" deve ser um lead que você pode ver']);
    const window = `?starts_at=${encodeURIComponent(start.toISOString())}&ends_at=${encodeURIComponent(at(start, 4).toISOString())}`;
    expect((await getSchedules(ctx, specialist, window)).json().pagination.total).toBe(0);
    expect((await getSchedules(ctx, other, window)).json().pagination.total).toBe(1);
    expect((await getSchedules(ctx, specialist, `${window}&specialist_ids=${other.user.id}`)).json().payload).toEqual(
      [],
    );
  });

  it("a coordinator reads and books for their team's specialists, not for others; an admin reads everyone", async () => {
    const coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
    const member = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const outsider = await staff(ctx, ["ONLINE_SPECIALIST"]);
    await createSalesTeam(ctx.prisma, { masterId: coordinator.user.id, memberIds: [member.user.id] });
    const lead = await ownLead(member);
    const start = freshSlot();
    const booked = await postSchedule(ctx, coordinator, {
      lead_id: lead.id,
      specialist_id: member.user.id,
      type: "CALL",
      starts_at: start.toISOString(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const refused = await postSchedule(ctx, coordinator, {
      lead_id: lead.id,
      specialist_id: outsider.user.id,
      type: "CALL",
      starts_at: start.toISOString(),
    });
    expect(refused.statusCode).toBe(400);
    const outsiderLead = await ownLead(outsider);
    const outsiderSchedule = (
      await postSchedule(ctx, outsider, { lead_id: outsiderLead.id, type: "CALL", starts_at: start.toISOString() })
    ).json().schedule;
    expect((await getSchedules(ctx, coordinator, `/${outsiderSchedule._id}`)).statusCode).toBe(404);
    const window = `?starts_at=${encodeURIComponent(start.toISOString())}&ends_at=${encodeURIComponent(at(start, 1).toISOString())}`;
    const team = (await getSchedules(ctx, coordinator, window)).json();
    expect(team.payload.map((s: { specialist_id: string }) => s.specialist_id)).toEqual([member.user.id]);
    const specialists = (await getSchedules(ctx, coordinator, "/specialists")).json();
    expect(specialists.scope).toBe("team");
    expect(specialists.payload.map((u: { _id: string }) => u._id).sort()).toEqual(
      [coordinator.user.id, member.user.id].sort(),
    );
    const all = (await getSchedules(ctx, admin, window)).json();
    expect(all.payload.map((s: { specialist_id: string }) => s.specialist_id).sort()).toEqual(
      [member.user.id, outsider.user.id].sort(),
    );
  });

  it("the receptionist reads only the stand visits booked at the stand they checked in at, and books nothing", async () => {
    const stand = await createStand(ctx);
    const elsewhere = await createStand(ctx);
    const receptionist = await receptionistAt(ctx, stand.id);
    const lead = await ownLead(other, stand.id);
    const start = freshSlot(0);
    const visit = (
      await postSchedule(ctx, other, { lead_id: lead.id, type: "STAND_VISIT", starts_at: start.toISOString() })
    ).json().schedule;
    await postSchedule(ctx, other, { lead_id: lead.id, type: "CALL", starts_at: at(start, 1).toISOString() });
    await postSchedule(ctx, other, {
      lead_id: lead.id,
      type: "STAND_VISIT",
      enterprise_id: elsewhere.id,
      starts_at: at(start, 2).toISOString(),
    });
    const window = `?starts_at=${encodeURIComponent(at(start, -2).toISOString())}&ends_at=${encodeURIComponent(at(start, 6).toISOString())}`;
    const seen = (await getSchedules(ctx, receptionist, window)).json();
    expect(seen.payload.map((s: { _id: string }) => s._id)).toEqual([visit._id]);
    const refused = await postSchedule(ctx, receptionist, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: at(start, 3).toISOString(),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("calendar cells (decision 058)", () => {
  it("answers the same appointments as GET /schedules, in the same order, as cells with the names once", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    const lead = await ownLead(specialist, enterprise.id);
    const start = freshSlot();
    for (const [slot, type] of [
      [0, "CALL"],
      [2, "STAND_VISIT"],
      [4, "VIDEO_CALL"],
    ] as const) {
      const res = await postSchedule(ctx, specialist, {
        lead_id: lead.id,
        type,
        starts_at: at(start, slot).toISOString(),
        ...(type === "STAND_VISIT" ? { enterprise_id: enterprise.id } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const window = `?starts_at=${encodeURIComponent(start.toISOString())}&ends_at=${encodeURIComponent(at(start, 6).toISOString())}`;
    const full = (await getSchedules(ctx, specialist, window)).json();
    const res = await getSchedules(ctx, specialist, `/calendar${window}`);
    expect(res.statusCode, res.body).toBe(200);
    const cal = res.json();
    expect(cal.pagination).toEqual(full.pagination);
    expect(cal.payload).toEqual(
      full.payload.map((s: Record<string, unknown> & { lead: { full_name: string } }) => ({
        _id: s._id,
        lead_id: s.lead_id,
        lead_name: s.lead.full_name,
        specialist_id: s.specialist_id,
        enterprise_id: s.enterprise_id,
        type: s.type,
        status: s.status,
        starts_at: s.starts_at,
        ends_at: s.ends_at,
      })),
    );
    expect(cal.specialists).toEqual([{ _id: specialist.user.id, full_name: specialist.user.fullName }]);
    expect(cal.enterprises).toEqual([{ _id: enterprise.id, name: enterprise.name }]);
    // The caller's scope holds: another specialist's calendar of the same window is empty.
    expect((await getSchedules(ctx, other, `/calendar${window}`)).json().payload).toEqual([]);
  });

  it("needs a window and refuses lead_id (400 naming the field)", async () => {
    const noWindow = await getSchedules(ctx, specialist, "/calendar");
    expect(noWindow.statusCode).toBe(400);
    expect(noWindow.json().message).toEqual(['"starts_at" é obrigatório sem lead_id']);
    const lead = await getSchedules(ctx, specialist, `/calendar?lead_id=${randomUUID()}`);
    expect(lead.statusCode).toBe(400);
    expect(lead.json().message).toEqual(['"lead_id" não se aplica ao calendário (use GET /schedules)']);
  });
});

describe("count-by-date", () => {
  it("counts appointments per São Paulo day for a set of specialists, cancelled ones aside", async () => {
    const a = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const b = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const leadA = await ownLead(a);
    const leadB = await ownLead(b);
    // 2027-03-10 23:30 in São Paulo is 2027-03-11 02:30 UTC: it counts on the 10th.
    const late = new Date("2027-03-11T02:30:00.000Z");
    const morning = new Date("2027-03-11T12:00:00.000Z");
    await postSchedule(ctx, a, { lead_id: leadA.id, type: "CALL", starts_at: late.toISOString() });
    await postSchedule(ctx, a, { lead_id: leadA.id, type: "CALL", starts_at: morning.toISOString() });
    await postSchedule(ctx, b, { lead_id: leadB.id, type: "CALL", starts_at: morning.toISOString() });
    const canceled = (
      await postSchedule(ctx, b, { lead_id: leadB.id, type: "CALL", starts_at: at(morning, 2).toISOString() })
    ).json().schedule;
    await putSchedule(ctx, b, `${canceled._id}/cancel`);

    const q = `/count-by-date?starts_date=2027-03-01&ends_date=2027-03-31&specialist_ids=${a.user.id},${b.user.id}`;
    const res = await getSchedules(ctx, admin, q);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      payload: [
        { date: "2027-03-10", count: 1 },
        { date: "2027-03-11", count: 2 },
      ],
      total: 3,
    });
    // A specialist asking for someone else's counts gets nothing of theirs.
    const own = (await getSchedules(ctx, a, q)).json();
    expect(own.total).toBe(2);
    const tooLong = await getSchedules(ctx, admin, "/count-by-date?starts_date=2027-01-01&ends_date=2027-04-30");
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message[0]).toBe('"ends_date" deve cobrir no máximo 62 dias');
  });
});
