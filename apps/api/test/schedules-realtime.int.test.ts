/**
 * The agenda is live (decision 065): booking, moving, cancelling and closing an appointment publishes
 * `schedule.changed` to whoever's agenda shows it — the specialist, the coordinators of their teams, the agenda-wide
 * roles and, for a stand visit, the receptionists checked in at that stand — and to nobody else.
 */
import { SCHEDULE_ALL_ROLES } from "@portal/contracts/policy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, createSalesTeam, type Staff, staff } from "./factories/leads";
import { at, freshSlot, postSchedule, putSchedule } from "./factories/schedules";
import { createStand, receptionistAt } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";
import { hearers, listenRealtime } from "./realtime-listener";

let ctx: TestContext;
let listener: Awaited<ReturnType<typeof listenRealtime>>;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100, rateLimitPerMinute: 1_000_000 });
  listener = await listenRealtime(ctx);
});
afterAll(async () => {
  await listener?.stop();
  await ctx?.close();
});

/** Every active user who reads every agenda (admins, the secretary, MASTER). */
async function agendaWide(): Promise<string[]> {
  const users = await ctx.prisma.user.findMany({
    where: { active: true, roles: { hasSome: [...SCHEDULE_ALL_ROLES, "MASTER"] } },
    select: { id: true },
  });
  return users.map((u) => u.id);
}

const sorted = (ids: string[]) => [...new Set(ids)].sort();

describe("schedule.changed", () => {
  let specialist: Staff;
  let coordinator: Staff;
  let teamMate: Staff;
  let otherCoordinator: Staff;
  let otherSpecialist: Staff;
  let receptionist: Staff;
  let receptionistElsewhere: Staff;
  let secretary: Staff;
  let standId: string;
  let elsewhereId: string;

  beforeAll(async () => {
    specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
    teamMate = await staff(ctx, ["BOOTH_COORDINATOR"]);
    coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
    otherCoordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
    otherSpecialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
    secretary = await staff(ctx, ["SALES_SECRETARY"]);
    await staff(ctx, ["GERAL_ADMIN"]);
    // The coordinator masters the specialist's team; a coordinator who is a member of it reads it too.
    await createSalesTeam(ctx.prisma, {
      masterId: coordinator.user.id,
      memberIds: [specialist.user.id, teamMate.user.id],
    });
    await createSalesTeam(ctx.prisma, { masterId: otherCoordinator.user.id, memberIds: [otherSpecialist.user.id] });
    standId = (await createStand(ctx)).id;
    elsewhereId = (await createStand(ctx)).id;
    receptionist = await receptionistAt(ctx, standId);
    receptionistElsewhere = await receptionistAt(ctx, elsewhereId);
    await listener.settled();
  });

  it("a booked stand visit reaches the specialist, their coordinators, the agenda-wide roles and the stand's receptionist, nobody else", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: specialist.user.id, enterpriseId: standId });
    const res = await postSchedule(ctx, specialist, {
      lead_id: lead.id,
      type: "STAND_VISIT",
      enterprise_id: standId,
      starts_at: freshSlot().toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().schedule._id;
    const heard = await listener.settled();
    const expected = sorted([
      specialist.user.id,
      coordinator.user.id,
      teamMate.user.id,
      receptionist.user.id,
      secretary.user.id,
      ...(await agendaWide()),
    ]);
    expect(hearers(heard, "schedule.changed", (e) => e.schedule_id === id)).toEqual(expected);
    expect(heard.find((h) => h.userId === specialist.user.id)?.event).toEqual({
      type: "schedule.changed",
      schedule_id: id,
      specialist_id: specialist.user.id,
    });
    for (const outsider of [otherCoordinator, otherSpecialist, receptionistElsewhere]) {
      expect(expected).not.toContain(outsider.user.id);
    }
  });

  it("a call reaches no receptionist; moving it to another stand's visit and cancelling it reach the new stand's", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: specialist.user.id, enterpriseId: standId });
    const start = freshSlot();
    const res = await postSchedule(ctx, specialist, { lead_id: lead.id, type: "CALL", starts_at: start.toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().schedule._id;
    const wide = await agendaWide();
    const team = [specialist.user.id, coordinator.user.id, teamMate.user.id, ...wide];
    expect(hearers(await listener.settled(), "schedule.changed")).toEqual(sorted(team));

    const moved = await putSchedule(ctx, specialist, id, {
      type: "STAND_VISIT",
      enterprise_id: elsewhereId,
      starts_at: at(start, 2).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(hearers(await listener.settled(), "schedule.changed")).toEqual(
      sorted([...team, receptionistElsewhere.user.id]),
    );

    const canceled = await putSchedule(ctx, specialist, `${id}/cancel`, { reason: "cliente remarcou" });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const heard = await listener.settled();
    expect(hearers(heard, "schedule.changed", (e) => e.schedule_id === id)).toEqual(
      sorted([...team, receptionistElsewhere.user.id]),
    );
    expect(hearers(heard, "schedule.changed")).not.toContain(receptionist.user.id);
  });

  it("a refused booking (slot taken) publishes nothing", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: otherSpecialist.user.id });
    const start = freshSlot();
    const first = await postSchedule(ctx, otherSpecialist, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: start.toISOString(),
    });
    expect(first.statusCode, first.body).toBe(201);
    await listener.settled();
    const taken = await postSchedule(ctx, otherSpecialist, {
      lead_id: lead.id,
      type: "CALL",
      starts_at: start.toISOString(),
    });
    expect(taken.statusCode).toBe(409);
    expect(hearers(await listener.settled(), "schedule.changed")).toEqual([]);
  });
});
