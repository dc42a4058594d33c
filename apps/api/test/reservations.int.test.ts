import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuilding, inventoryWrites, setUnitState } from "./factories/inventory";
import { createLead, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let secretary: Staff;
let specialist: Staff;
let specialist2: Staff;
let partner: Staff;
let partner2: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
  specialist2 = await staff(ctx, ["ONLINE_SPECIALIST"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
  partner2 = await staff(ctx, ["AGENT_PARTNER"]);
});
afterAll(() => ctx?.close());

const reserve = (who: Staff, unitId: string, payload: object) =>
  ctx.app.inject({ method: "POST", url: `/enterprises/units/${unitId}/reserves`, headers: who.headers, payload });
const release = (who: Staff, unitId: string, id: string, payload: object = {}) =>
  ctx.app.inject({
    method: "PUT",
    url: `/enterprises/units/${unitId}/reserves/${id}/release`,
    headers: who.headers,
    payload,
  });
const leadOf = (owner: Staff) => createLead(ctx.prisma, { ownerId: owner.user.id });
const negotiation = async (owner: Staff, extra: object = {}) => ({
  type: "CUSTOMER_NEGOTIATION",
  lead_id: (await leadOf(owner)).id,
  duration_minutes: 120,
  ...extra,
});
/** Moves an active reservation's end into the past (the short duration of the expiry tests). */
const makeDue = (id: string) =>
  ctx.prisma.$executeRaw`UPDATE reservations SET expires_at = now() - interval '1 second' WHERE id = ${id}::uuid`;

describe("POST /enterprises/units/{id}/reserves", () => {
  it("reserves an available unit for a lead: 201, unit RESERVED, log, expiry job with the deadline", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const unit = units[0]!;
    const body = await negotiation(specialist);
    const t0 = Date.now();
    const res = await reserve(specialist, unit.id, body);
    expect(res.statusCode).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({
      unit_id: unit.id,
      lead_id: body.lead_id,
      broker_id: specialist.user.id,
      type: "CUSTOMER_NEGOTIATION",
      duration_minutes: 120,
      status: "ACTIVE",
      queue_position: null,
    });
    const minutes = (Date.parse(r.expires_at) - t0) / 60_000;
    expect(minutes).toBeGreaterThan(119.9);
    expect(minutes).toBeLessThan(120.1);
    expect((await ctx.prisma.unit.findUniqueOrThrow({ where: { id: unit.id } })).status).toBe("RESERVED");
    const log = await ctx.prisma.unitLog.findFirstOrThrow({ where: { unitId: unit.id } });
    expect(log).toMatchObject({
      action: "RESERVE",
      fromStatus: "AVAILABLE",
      toStatus: "RESERVED",
      actorId: specialist.user.id,
    });
    expect(ctx.jobs.jobs).toContainEqual({ name: "reservation.expire", payload: { reservationId: r._id } });
  });

  it("100 concurrent attempts on one unit: exactly one 201, the rest 409", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const unit = units[0]!;
    const bodies = await Promise.all(Array.from({ length: 100 }, () => negotiation(secretary)));
    const results = await Promise.all(bodies.map((b) => reserve(secretary, unit.id, b)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe("A unidade já está reservada.");
    expect(await ctx.prisma.reservation.count({ where: { unitId: unit.id } })).toBe(1);
    expect(await ctx.prisma.unitLog.count({ where: { unitId: unit.id } })).toBe(1);
  }, 180_000);

  it("the database refuses a second ACTIVE reservation even without the unit check", async () => {
    const { units, enterpriseId } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const data = {
      unitId: units[0]!.id,
      enterpriseId,
      brokerId: admin.user.id,
      createdById: admin.user.id,
      type: "TECHNICAL_RESERVE" as const,
      durationMinutes: 0,
      status: "ACTIVE" as const,
    };
    await ctx.prisma.reservation.create({ data });
    await expect(ctx.prisma.reservation.create({ data })).rejects.toMatchObject({ code: "P2002" });
  });

  it("a technical reserve by the sales desk can be indefinite (0)", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const res = await reserve(secretary, units[0]!.id, { type: "TECHNICAL_RESERVE", duration_minutes: 0 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: "ACTIVE", expires_at: null, lead_id: null });
  });

  it("refuses suspended, sold and in-sale units with 409 and the reason", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 3 });
    await setUnitState(ctx.prisma, units[0]!.id, { suspended: true });
    await setUnitState(ctx.prisma, units[1]!.id, { status: "SOLD" });
    await setUnitState(ctx.prisma, units[2]!.id, { status: "IN_SALES_PROCESS" });
    const msgs = [];
    for (const u of units) {
      const res = await reserve(specialist, u.id, await negotiation(specialist, { queue: true }));
      expect(res.statusCode).toBe(409);
      msgs.push(res.json().message);
    }
    expect(msgs).toEqual([
      "Não é possível reservar a unidade: ela está suspensa.",
      "Não é possível reservar a unidade: ela está vendida.",
      "Não é possível reservar a unidade: ela está em processo de venda.",
    ]);
    expect(await ctx.prisma.reservation.count({ where: { unitId: { in: units.map((u) => u.id) } } })).toBe(0);
  });
});

describe("role rules", () => {
  it("specialists and partners cannot make technical reserves or reserve for another broker (403)", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const before = await inventoryWrites(ctx.prisma);
    for (const who of [specialist, partner]) {
      expect((await reserve(who, units[0]!.id, { type: "TECHNICAL_RESERVE", duration_minutes: 60 })).statusCode).toBe(
        403,
      );
      const other = await reserve(who, units[0]!.id, await negotiation(who, { broker_id: specialist2.user.id }));
      expect(other.statusCode).toBe(403);
    }
    expect(await inventoryWrites(ctx.prisma)).toEqual(before);
  });

  it("a partner reserves only for a lead in their own wallet (400 lead_id)", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const res = await reserve(partner, units[0]!.id, await negotiation(partner2));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['"lead_id" deve ser um lead da sua carteira']);
    expect((await reserve(partner, units[0]!.id, await negotiation(partner))).statusCode).toBe(201);
  });

  it("the sales desk reserves for another broker; partners see only their own reservations", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const unit = units[0]!;
    const a = await reserve(secretary, unit.id, await negotiation(partner, { broker_id: partner.user.id }));
    expect(a.statusCode).toBe(201);
    expect(a.json().broker_id).toBe(partner.user.id);
    await reserve(partner2, unit.id, await negotiation(partner2, { queue: true }));
    const list = (who: Staff) =>
      ctx.app.inject({ method: "GET", url: `/enterprises/units/${unit.id}/reserves`, headers: who.headers });
    expect((await list(secretary)).json().payload).toHaveLength(2);
    const own = (await list(partner2)).json().payload;
    expect(own).toHaveLength(1);
    expect(own[0].broker_id).toBe(partner2.user.id);
    // Another partner cannot release it.
    expect((await release(partner2, unit.id, a.json()._id)).statusCode).toBe(403);
  });
});

describe("bad input -> 400 naming the field, nothing written", () => {
  it.each([
    [{ type: "CUSTOMER_NEGOTIATION", duration_minutes: 60 }, '"lead_id"'],
    [{ type: "CUSTOMER_NEGOTIATION", lead_id: "x", duration_minutes: 60 }, '"lead_id"'],
    [{ type: "HOLD", duration_minutes: 60 }, '"type"'],
    [{ type: "TECHNICAL_RESERVE", duration_minutes: 45 }, '"duration_minutes"'],
    [{ type: "TECHNICAL_RESERVE", duration_minutes: "60" }, '"duration_minutes"'],
    [{ type: "TECHNICAL_RESERVE", duration_minutes: 60, broker_id: "abc" }, '"broker_id"'],
    [{ type: "TECHNICAL_RESERVE", duration_minutes: 60, queue: "yes" }, '"queue"'],
  ])("%j", async (payload, field) => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const before = await inventoryWrites(ctx.prisma);
    const res = await reserve(secretary, units[0]!.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.some((m: string) => m.startsWith(field))).toBe(true);
    expect(await inventoryWrites(ctx.prisma)).toEqual(before);
    expect((await ctx.prisma.unit.findUniqueOrThrow({ where: { id: units[0]!.id } })).status).toBe("AVAILABLE");
  });

  it("indefinite is for technical reserves only", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const res = await reserve(specialist, units[0]!.id, await negotiation(specialist, { duration_minutes: 0 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['"duration_minutes" indeterminada (0) só vale para reserva técnica']);
  });

  it("an unknown lead or broker names the field", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const before = await inventoryWrites(ctx.prisma);
    const missing = "6f1c1a52-8b9e-4a4e-9d51-000000000000";
    const a = await reserve(secretary, units[0]!.id, {
      type: "CUSTOMER_NEGOTIATION",
      lead_id: missing,
      duration_minutes: 60,
    });
    expect(a.json().message).toEqual(['"lead_id" deve ser um lead existente']);
    const b = await reserve(secretary, units[0]!.id, {
      type: "TECHNICAL_RESERVE",
      broker_id: missing,
      duration_minutes: 60,
    });
    expect(b.json().message).toEqual(['"broker_id" deve ser um corretor ativo']);
    expect(await inventoryWrites(ctx.prisma)).toEqual(before);
  });
});

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
    const svc = ctx.app.services.inventory.reservations;
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
    const { expired } = await ctx.app.services.inventory.reservations.sweep();
    expect(expired).toBeGreaterThanOrEqual(2);
    const statuses = await ctx.prisma.unit.findMany({ where: { id: { in: a.units.map((u) => u.id) } } });
    expect(statuses.map((u) => u.status)).toEqual(["AVAILABLE", "AVAILABLE"]);
  });

  it("release and expiry racing on one reservation: exactly one ends it", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const unit = units[0]!;
    const r = (await reserve(specialist, unit.id, await negotiation(specialist))).json();
    await makeDue(r._id);
    const [rel, exp] = await Promise.all([
      release(specialist, unit.id, r._id),
      ctx.app.services.inventory.reservations.expire(r._id),
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
