import { randomBytes } from "node:crypto";
import type { TestDatabase } from "@portal/db/testing/test-db";
import type { JobProducer } from "@portal/domain/jobs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type InProcessWorker, startInProcessWorker } from "../testing/in-process-worker.ts";

let worker: InProcessWorker;
let db: TestDatabase;
let producer: JobProducer;

beforeAll(async () => {
  worker = await startInProcessWorker({});
  ({ db, producer } = worker);
});

afterAll(async () => {
  await worker?.close();
});

async function broker(name: string) {
  return db.prisma.user.create({
    data: {
      fullName: name,
      email: `${randomBytes(5).toString("hex")}@teste.com.br`,
      passwordHash: "x",
      roles: ["BOOTH_SPECIALIST"],
    },
  });
}

describe("reservation jobs in the real BullMQ worker", () => {
  it("a short reservation expires by its delayed job and the queued one is promoted with a notification", async () => {
    const e = await db.prisma.enterprise.create({
      data: { name: `Residencial ${randomBytes(3).toString("hex")}`, city: "Campinas" },
    });
    const tower = await db.prisma.tower.create({
      data: { enterpriseId: e.id, name: "Torre A", floors: 1, unitsPerFloor: 1 },
    });
    const unit = await db.prisma.unit.create({
      data: {
        enterpriseId: e.id,
        towerId: tower.id,
        floor: 1,
        number: "101",
        privateArea: "60.00",
        status: "RESERVED",
      },
    });
    const [first, second] = [await broker("Ana Reis"), await broker("Bruno Lima")];
    const base = { unitId: unit.id, enterpriseId: e.id, type: "TECHNICAL_RESERVE" as const };
    const active = await db.prisma.reservation.create({
      data: {
        ...base,
        brokerId: first.id,
        createdById: first.id,
        durationMinutes: 30,
        status: "ACTIVE",
        activatedAt: new Date(),
        // A short reservation: due in under a second.
        expiresAt: new Date(Date.now() + 700),
      },
    });
    const queued = await db.prisma.reservation.create({
      data: {
        ...base,
        brokerId: second.id,
        createdById: second.id,
        durationMinutes: 30,
        status: "QUEUED",
        queuePosition: 1,
      },
    });
    await producer.enqueue("reservation.expire", { reservationId: active.id }, { delay: 900 });
    // Deterministic id: enqueueing again is a no-op.
    await producer.enqueue("reservation.expire", { reservationId: active.id }, { delay: 900 });

    await vi.waitFor(
      async () => {
        expect((await db.prisma.reservation.findUniqueOrThrow({ where: { id: active.id } })).status).toBe("EXPIRED");
      },
      { timeout: 15_000, interval: 200 },
    );
    const promoted = await db.prisma.reservation.findUniqueOrThrow({ where: { id: queued.id } });
    expect(promoted.status).toBe("ACTIVE");
    expect(promoted.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect((await db.prisma.unit.findUniqueOrThrow({ where: { id: unit.id } })).status).toBe("RESERVED");
    expect(await db.prisma.notification.count({ where: { receiverId: second.id, type: "UNIT_AVAILABLE" } })).toBe(1);
    expect(await db.prisma.unitLog.count({ where: { unitId: unit.id, action: "RESERVE_EXPIRED" } })).toBe(1);
    // The promotion scheduled its own expiry through the same producer, with its deterministic id.
    const job = await producer.queue("deadlines").getJob(`reservation-expire_${queued.id}`);
    expect(job?.name).toBe("reservation.expire");
  });

  it("the sweep job expires overdue reservations whose job Redis lost, freeing the unit", async () => {
    const e = await db.prisma.enterprise.create({
      data: { name: `Residencial ${randomBytes(3).toString("hex")}`, city: "Santos" },
    });
    const tower = await db.prisma.tower.create({
      data: { enterpriseId: e.id, name: "Bloco 1", floors: 1, unitsPerFloor: 1 },
    });
    const unit = await db.prisma.unit.create({
      data: {
        enterpriseId: e.id,
        towerId: tower.id,
        floor: 1,
        number: "101",
        privateArea: "60.00",
        status: "RESERVED",
      },
    });
    const b = await broker("Carla Souza");
    const r = await db.prisma.reservation.create({
      data: {
        unitId: unit.id,
        enterpriseId: e.id,
        type: "TECHNICAL_RESERVE",
        brokerId: b.id,
        createdById: b.id,
        durationMinutes: 30,
        status: "ACTIVE",
        expiresAt: new Date(Date.now() - 1000),
      },
    });
    await producer.enqueue("reservation.sweep", {});
    await vi.waitFor(
      async () => {
        expect((await db.prisma.unit.findUniqueOrThrow({ where: { id: unit.id } })).status).toBe("AVAILABLE");
      },
      { timeout: 15_000, interval: 200 },
    );
    expect((await db.prisma.reservation.findUniqueOrThrow({ where: { id: r.id } })).status).toBe("EXPIRED");
  });
});
