/** POST /enterprises/units/{id}/reserves: reserving a unit, who may reserve for whom, and bad input. */
import { describe, expect, it } from "vitest";
import { createBuilding, inventoryWrites, setUnitState } from "./factories/inventory";
import type { Staff } from "./factories/leads";
import {
  admin,
  ctx,
  negotiation,
  partner,
  partner2,
  release,
  reserve,
  secretary,
  setUpReservations,
  specialist,
  specialist2,
} from "./factories/reservations";

setUpReservations();

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

  it("a negotiation offers the standard list (indefinite for the sales desk only), a technical reserve adds 30 days", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 4 });
    const before = await inventoryWrites(ctx.prisma);
    const broker = await reserve(specialist, units[0]!.id, await negotiation(specialist, { duration_minutes: 0 }));
    expect(broker.statusCode).toBe(403);
    expect(broker.json().message).toBe("Somente a equipe de vendas pode reservar sem prazo.");
    const month = await reserve(secretary, units[0]!.id, await negotiation(secretary, { duration_minutes: 43200 }));
    expect(month.statusCode).toBe(400);
    expect(month.json().message).toEqual(['"duration_minutes" 30 dias só vale para reserva técnica']);
    expect(await inventoryWrites(ctx.prisma)).toEqual(before);

    const desk = await reserve(secretary, units[1]!.id, await negotiation(secretary, { duration_minutes: 0 }));
    expect(desk.statusCode).toBe(201);
    expect(desk.json()).toMatchObject({ type: "CUSTOMER_NEGOTIATION", duration_minutes: 0, expires_at: null });
    const technical = await reserve(secretary, units[2]!.id, { type: "TECHNICAL_RESERVE", duration_minutes: 43200 });
    expect(technical.statusCode).toBe(201);
    expect(technical.json().duration_minutes).toBe(43200);
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
