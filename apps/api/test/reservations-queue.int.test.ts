/** The reservation queue, release and expiry (delayed job, sweep, races) and the mirror's countdown. */
import { describe, expect, it } from "vitest";
import { createBuilding } from "./factories/inventory";
import {
  ctx,
  makeDue,
  negotiation,
  partner,
  release,
  reserve,
  secretary,
  setUpReservations,
  specialist,
  specialist2,
} from "./factories/reservations";

setUpReservations();

describe("waiting queue, release, expiry", () => {
  it("queues behind the active reservation in order; a lead queues once", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const unit = units[0]!;
    expect((await reserve(specialist, unit.id, await negotiation(specialist))).statusCode).toBe(201);
    const q1 = await reserve(specialist2, unit.id, await negotiation(specialist2, { queue: true }));
    const body2 = await negotiation(partner, { queue: true });
    const q2 = await reserve(partner, unit.id, body2);
    expect([q1.statusCode, q2.statusCode]).toEqual([201, 201]);
    expect([q1.json(), q2.json()]).toMatchObject([
      { status: "QUEUED", queue_position: 1, expires_at: null },
      { status: "QUEUED", queue_position: 2, expires_at: null },
    ]);
    const dup = await reserve(partner, unit.id, body2);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("Este lead já tem uma reserva ativa ou na fila desta unidade.");
    // Without queue: true the reserved unit is a 409.
    expect((await reserve(partner, unit.id, await negotiation(partner))).statusCode).toBe(409);
  });

  it("release promotes the next queued reservation and notifies its broker (UNIT_AVAILABLE)", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const unit = units[0]!;
    const first = (await reserve(specialist, unit.id, await negotiation(specialist))).json();
    const next = (
      await reserve(specialist2, unit.id, await negotiation(specialist2, { queue: true, duration_minutes: 60 }))
    ).json();
    const res = await release(specialist, unit.id, first._id, { reason: "cliente pediu mais tempo para decidir" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "RELEASED", end_reason: "cliente pediu mais tempo para decidir" });
    const promoted = await ctx.prisma.reservation.findUniqueOrThrow({ where: { id: next._id } });
    expect(promoted.status).toBe("ACTIVE");
    expect(promoted.queuePosition).toBeNull();
    expect((promoted.expiresAt!.getTime() - Date.now()) / 60_000).toBeGreaterThan(59.5);
    expect((await ctx.prisma.unit.findUniqueOrThrow({ where: { id: unit.id } })).status).toBe("RESERVED");
    const n = await ctx.prisma.notification.findFirstOrThrow({ where: { receiverId: specialist2.user.id } });
    expect(n).toMatchObject({ type: "UNIT_AVAILABLE", unitId: unit.id, title: "Unidade disponível" });
    expect(n.message).toContain(`${unit.number}`);
    expect(ctx.jobs.jobs).toContainEqual({ name: "reservation.expire", payload: { reservationId: next._id } });
    const actions = (
      await ctx.prisma.unitLog.findMany({ where: { unitId: unit.id }, orderBy: { createdAt: "asc" } })
    ).map((l) => l.action);
    expect(actions).toEqual(["RESERVE", "RESERVE_QUEUED", "RESERVE_RELEASED", "RESERVE_PROMOTED"]);
  });

  it("releasing the last reservation frees the unit; releasing twice is 409", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const unit = units[0]!;
    const r = (await reserve(partner, unit.id, await negotiation(partner))).json();
    expect((await release(partner, unit.id, r._id)).statusCode).toBe(200);
    expect((await ctx.prisma.unit.findUniqueOrThrow({ where: { id: unit.id } })).status).toBe("AVAILABLE");
    const again = await release(partner, unit.id, r._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Esta reserva já foi encerrada.");
  });

  it("leaving the queue cancels only the queued reservation", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const unit = units[0]!;
    const active = (await reserve(specialist, unit.id, await negotiation(specialist))).json();
    const queued = (await reserve(partner, unit.id, await negotiation(partner, { queue: true }))).json();
    const res = await release(partner, unit.id, queued._id);
    expect(res.json().status).toBe("CANCELED");
    expect((await ctx.prisma.reservation.findUniqueOrThrow({ where: { id: active._id } })).status).toBe("ACTIVE");
  });

  it("expiry: not before the deadline; at the deadline the queue is promoted; the job is idempotent", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const unit = units[0]!;
    const svc = ctx.app.services.reservations;
    const first = (await reserve(specialist, unit.id, await negotiation(specialist, { duration_minutes: 30 }))).json();
    const next = (
      await reserve(partner, unit.id, await negotiation(partner, { queue: true, duration_minutes: 30 }))
    ).json();
    expect(await svc.expire(first._id)).toBe("not-due");
    await makeDue(first._id);
    expect(await svc.expire(first._id)).toBe("expired");
    expect(await svc.expire(first._id)).toBe("resolved");
    const ended = await ctx.prisma.reservation.findUniqueOrThrow({ where: { id: first._id } });
    expect(ended).toMatchObject({ status: "EXPIRED", endReason: "expirada após 30 min" });
    expect((await ctx.prisma.reservation.findUniqueOrThrow({ where: { id: next._id } })).status).toBe("ACTIVE");
    expect(
      await ctx.prisma.notification.count({ where: { receiverId: partner.user.id, type: "UNIT_AVAILABLE" } }),
    ).toBe(1);
    // The promoted one expires too; nobody is waiting, so the unit is free again.
    await makeDue(next._id);
    expect(await svc.expire(next._id)).toBe("expired");
    expect((await ctx.prisma.unit.findUniqueOrThrow({ where: { id: unit.id } })).status).toBe("AVAILABLE");
    const last = await ctx.prisma.unitLog.findFirstOrThrow({
      where: { unitId: unit.id },
      orderBy: { createdAt: "desc" },
    });
    expect(last).toMatchObject({
      action: "RESERVE_EXPIRED",
      fromStatus: "RESERVED",
      toStatus: "AVAILABLE",
      actorId: null,
    });
  });

  it("the sweep expires every overdue reservation whatever Redis lost", async () => {
    const a = await createBuilding(ctx.prisma, { floors: 1, perFloor: 2 });
    const ids = [];
    for (const u of a.units)
      ids.push((await reserve(secretary, u.id, { type: "TECHNICAL_RESERVE", duration_minutes: 30 })).json()._id);
    for (const id of ids) await makeDue(id);
    const { expired } = await ctx.app.services.reservations.sweep();
    expect(expired).toBeGreaterThanOrEqual(2);
    const statuses = await ctx.prisma.unit.findMany({ where: { id: { in: a.units.map((u) => u.id) } } });
    expect(statuses.map((u) => u.status)).toEqual(["AVAILABLE", "AVAILABLE"]);
  });

  it("the sweep leaves an indefinite technical reserve active, and no expiry job is scheduled for it", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 2 });
    const forever = (await reserve(secretary, units[0]!.id, { type: "TECHNICAL_RESERVE", duration_minutes: 0 })).json();
    const timed = (await reserve(secretary, units[1]!.id, { type: "TECHNICAL_RESERVE", duration_minutes: 30 })).json();
    await makeDue(timed._id);
    await ctx.app.services.reservations.sweep();
    const rows = await ctx.prisma.reservation.findMany({ where: { id: { in: [forever._id, timed._id] } } });
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.expiresAt]]))).toEqual({
      [forever._id]: ["ACTIVE", null],
      [timed._id]: ["EXPIRED", expect.any(Date)],
    });
    expect(ctx.jobs.jobs.some((j) => JSON.stringify(j.payload).includes(forever._id))).toBe(false);
  });

  it("release and expiry racing on one reservation: exactly one ends it", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const unit = units[0]!;
    const r = (await reserve(specialist, unit.id, await negotiation(specialist))).json();
    await makeDue(r._id);
    const [rel, exp] = await Promise.all([
      release(specialist, unit.id, r._id),
      ctx.app.services.reservations.expire(r._id),
    ]);
    const wins = [rel.statusCode === 200, exp === "expired"].filter(Boolean);
    expect(wins).toHaveLength(1);
    expect(
      await ctx.prisma.unitLog.count({
        where: { unitId: unit.id, action: { in: ["RESERVE_RELEASED", "RESERVE_EXPIRED"] } },
      }),
    ).toBe(1);
    expect((await ctx.prisma.unit.findUniqueOrThrow({ where: { id: unit.id } })).status).toBe("AVAILABLE");
  });

  it("the mirror shows the reservation countdown", async () => {
    const { units, enterpriseId } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const r = (await reserve(specialist, units[0]!.id, await negotiation(specialist))).json();
    const m = await ctx.app.inject({
      method: "GET",
      url: `/enterprises/${enterpriseId}/mirror`,
      headers: partner.headers,
    });
    expect(m.json().towers[0].floors[0].units[0]).toMatchObject({ status: "RESERVED", reserved_until: r.expires_at });
  });
});
