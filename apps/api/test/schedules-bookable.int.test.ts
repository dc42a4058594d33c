/**
 * When an appointment may start (decision 066): never before the current half hour (on create and on move), and a
 * stand visit only inside the opening hours of the stand that receives it. Refusals are 400 on "starts_at" in pt-BR
 * and change nothing.
 */
import { SLOT_MS } from "@portal/contracts/schedules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, type Staff, staff } from "./factories/leads";
import { freshSlot, postSchedule, putSchedule } from "./factories/schedules";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let specialist: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100, rateLimitPerMinute: 1_000_000 });
  specialist = await staff(ctx, ["ONLINE_SPECIALIST"]);
});
afterAll(() => ctx?.close());

const PAST_MESSAGE = '"starts_at" não pode estar no passado: escolha a meia hora atual ou um horário futuro';
const currentSlot = () => new Date(Math.floor(Date.now() / SLOT_MS) * SLOT_MS);

/** The São Paulo instant of a day (YYYY-MM-DD) and time (HH:MM). */
const sp = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
/** The São Paulo day ("YYYY-MM-DD") of the first `weekday` (0 = Sunday) at least `daysAhead` days from now. */
function nextWeekday(weekday: number, daysAhead = 3): string {
  const d = new Date(Date.now() - 3 * 3_600_000 + daysAhead * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const brDate = (day: string) => day.split("-").reverse().join("/");

async function ownLead(enterpriseId?: string) {
  return createLead(ctx.prisma, { ownerId: specialist.user.id, ...(enterpriseId ? { enterpriseId } : {}) });
}

/** An enterprise whose stand opens Monday to Saturday 09:00-18:00 with a lunch break on Saturdays, Sunday closed. */
async function standOpenNineToSix() {
  const enterprise = await createEnterprise(ctx.prisma);
  await ctx.prisma.stand.create({
    data: {
      enterpriseId: enterprise.id,
      active: true,
      openingHours: [
        ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: "09:00", closes_at: "18:00" })),
        { weekday: 6, opens_at: "09:00", closes_at: "12:00" },
        { weekday: 6, opens_at: "13:00", closes_at: "17:00" },
      ],
    },
  });
  return enterprise;
}

describe("the past", () => {
  it("refuses a start before the current half hour (400 on starts_at, nothing written) and accepts the half hour under way", async () => {
    const lead = await ownLead();
    const past = new Date(currentSlot().getTime() - SLOT_MS);
    const refused = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: past.toISOString(),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ error: "Bad Request", message: [PAST_MESSAGE] });
    const yesterday = new Date(currentSlot().getTime() - 48 * SLOT_MS);
    const refusedToo = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: yesterday.toISOString(),
    });
    expect(refusedToo.json().message).toEqual([PAST_MESSAGE]);
    expect(await ctx.prisma.schedule.count({ where: { leadId: lead.id } })).toBe(0);
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id } })).toBe(0);

    // The slot under way is bookable (a call that starts now). Should the half hour end between reading the clock
    // and the server's check, that slot became the past: ask again with the new one.
    let booked = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: currentSlot().toISOString(),
    });
    if (booked.statusCode === 400) {
      booked = await postSchedule(ctx, specialist, {
        lead_id: lead.id,
        type: "CALL",
        starts_at: currentSlot().toISOString(),
      });
    }
    expect(booked.statusCode, booked.body).toBe(201);
    expect(new Date(booked.json().schedule.starts_at).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("refuses moving an appointment into the past; an edit that keeps the start is accepted", async () => {
    const lead = await ownLead();
    const start = freshSlot();
    const created = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: start.toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().schedule._id;

    const past = new Date(currentSlot().getTime() - 4 * SLOT_MS);
    const moved = await putSchedule(ctx, specialist, id, { starts_at: past.toISOString() });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().message).toEqual([PAST_MESSAGE]);
    const row = await ctx.prisma.schedule.findUniqueOrThrow({ where: { id } });
    expect(row.startsAt.toISOString()).toBe(start.toISOString());
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id, subtype: "MOVED" } })).toBe(0);

    const notes = await putSchedule(ctx, specialist, id, { notes: "Levar a tabela de preços", duration_minutes: 60 });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json().schedule).toMatchObject({ notes: "Levar a tabela de preços", duration_minutes: 60 });
  });
});

describe("the stand's opening hours", () => {
  it("a stand visit must fit one opening window of its stand (400 on starts_at naming the day's hours); other types and stands without hours are not restricted", async () => {
    const enterprise = await standOpenNineToSix();
    const lead = await ownLead(enterprise.id);
    const wednesday = nextWeekday(3);
    const visit = (time: string, duration = 30) =>
      postSchedule(ctx, specialist, {
        lead_id: lead.id,
        type: "STAND_VISIT",
        enterprise_id: enterprise.id,
        starts_at: sp(wednesday, time).toISOString(),
        duration_minutes: duration,
      });
    const outside = `"starts_at" deve estar dentro do horário de funcionamento do plantão (${brDate(wednesday)}: 09:00–18:00)`;

    for (const [time, duration] of [
      ["08:00", 30],
      ["08:30", 60],
      ["18:00", 30],
      ["17:30", 60],
      ["21:30", 30],
    ] as const) {
      const res = await visit(time, duration);
      expect(res.statusCode, `${time} ${duration}`).toBe(400);
      expect(res.json().message).toEqual([outside]);
    }
    expect(await ctx.prisma.schedule.count({ where: { leadId: lead.id } })).toBe(0);

    const first = await visit("09:00");
    expect(first.statusCode, first.body).toBe(201);
    const last = await visit("17:00", 60);
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json().schedule).toMatchObject({
      starts_at: sp(wednesday, "17:00").toISOString(),
      duration_minutes: 60,
    });

    // Sunday: the stand is closed all day. Saturday: a visit may not straddle the lunch break.
    const sunday = nextWeekday(0);
    const closed = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "STAND_VISIT",
      enterprise_id: enterprise.id,
      starts_at: sp(sunday, "10:00").toISOString(),
    });
    expect(closed.json().message).toEqual([
      `"starts_at" deve estar dentro do horário de funcionamento do plantão (${brDate(sunday)}: fechado)`,
    ]);
    const saturday = nextWeekday(6);
    const straddles = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "STAND_VISIT",
      enterprise_id: enterprise.id,
      starts_at: sp(saturday, "11:30").toISOString(),
      duration_minutes: 60,
    });
    expect(straddles.json().message).toEqual([
      `"starts_at" deve estar dentro do horário de funcionamento do plantão (${brDate(saturday)}: 09:00–12:00, 13:00–17:00)`,
    ]);

    // A call is not at the stand: any half hour of the day.
    const call = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: sp(wednesday, "20:00").toISOString(),
    });
    expect(call.statusCode, call.body).toBe(201);

    // Moving the 09:00 visit to 18:30 is refused and leaves it where it was; turning the 20:00 call into a stand
    // visit is refused too.
    const movedOut = await putSchedule(ctx, specialist, first.json().schedule._id, {
      starts_at: sp(wednesday, "18:30").toISOString(),
    });
    expect(movedOut.statusCode).toBe(400);
    expect(movedOut.json().message).toEqual([outside]);
    const kept = await ctx.prisma.schedule.findUniqueOrThrow({ where: { id: first.json().schedule._id } });
    expect(kept.startsAt.toISOString()).toBe(sp(wednesday, "09:00").toISOString());
    const callToVisit = await putSchedule(ctx, specialist, call.json().schedule._id, {
      type: "STAND_VISIT",
      enterprise_id: enterprise.id,
    });
    expect(callToVisit.statusCode).toBe(400);
    expect(callToVisit.json().message).toEqual([outside]);
    const longer = await putSchedule(ctx, specialist, last.json().schedule._id, { duration_minutes: 90 });
    expect(longer.json().message).toEqual([outside]);

    // An enterprise without a stand (no hours to check against) takes the visit at any half hour.
    const noStand = await createEnterprise(ctx.prisma);
    const anyTime = await postSchedule(ctx, specialist, {
      lead_id: (await ownLead(noStand.id)).id,
      type: "STAND_VISIT",
      starts_at: sp(wednesday, "21:00").toISOString(),
    });
    expect(anyTime.statusCode, anyTime.body).toBe(201);
  });

  it("GET /schedules/stand-hours/{enterpriseId} answers the stand's hours (empty without a stand; 404 for no enterprise)", async () => {
    const enterprise = await standOpenNineToSix();
    const res = await ctx.app.inject({
      method: "GET",
      url: `/schedules/stand-hours/${enterprise.id}`,
      headers: specialist.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().enterprise_id).toBe(enterprise.id);
    expect(res.json().opening_hours).toHaveLength(7);
    expect(res.json().opening_hours[0]).toEqual({ weekday: 1, opens_at: "09:00", closes_at: "18:00" });
    const none = await createEnterprise(ctx.prisma);
    const empty = await ctx.app.inject({
      method: "GET",
      url: `/schedules/stand-hours/${none.id}`,
      headers: specialist.headers,
    });
    expect(empty.json()).toEqual({ enterprise_id: none.id, opening_hours: [] });
    const missing = await ctx.app.inject({
      method: "GET",
      url: "/schedules/stand-hours/00000000-0000-4000-8000-000000000000",
      headers: specialist.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Empreendimento não encontrado.");
  });
});
