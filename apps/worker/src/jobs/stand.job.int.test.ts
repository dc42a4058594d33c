/**
 * The stand sweeps in the real BullMQ worker (decision 051), on PostgreSQL and Redis: a visit left WAITING beside an
 * AVAILABLE specialist (a drain lost to a crash) is routed; nothing to do is a no-op; two sweeps at once assign each
 * visit once; after the end of a stand's day the presences left open are closed and the waiting visits canceled.
 */
import { randomBytes } from "node:crypto";
import type { JobName } from "@portal/contracts/jobs";
import { JOBS } from "@portal/contracts/jobs";
import type { TestDatabase } from "@portal/db/testing/test-db";
import type { JobProducer } from "@portal/domain/jobs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type InProcessWorker, startInProcessWorker } from "../testing/in-process-worker.ts";

let worker: InProcessWorker;
let db: TestDatabase;
let producer: JobProducer;
const wait = { timeout: 15_000, interval: 100 };

beforeAll(async () => {
  worker = await startInProcessWorker({ concurrency: 4 });
  ({ db, producer } = worker);
});

afterAll(async () => {
  await worker?.close();
});

const uid = () => randomBytes(4).toString("hex");

async function stand(openingHours: object[] = []) {
  const e = await db.prisma.enterprise.create({ data: { name: `Residencial ${uid()}`, city: "Campinas" } });
  await db.prisma.stand.create({ data: { enterpriseId: e.id, openingHours } });
  return e;
}

async function staff(name: string, roles: string[], availabilityStatus = "AVAILABLE") {
  return db.prisma.user.create({
    data: {
      fullName: name,
      email: `${uid()}@teste.com.br`,
      passwordHash: "x",
      roles: roles as never,
      availabilityStatus: availabilityStatus as never,
    },
  });
}

/** A specialist checked in at the stand (their presence open), in the queue order of `checkedInAt`. */
async function checkedIn(enterpriseId: string, name: string, availability = "AVAILABLE", checkedInAt = new Date()) {
  const user = await staff(name, ["BOOTH_SPECIALIST"], availability);
  const presence = await db.prisma.standPresence.create({
    data: { enterpriseId, userId: user.id, kind: "SPECIALIST", checkedInAt, queueAt: checkedInAt },
  });
  return { user, presence };
}

/** A visitor left WAITING (what a lost drain leaves behind): the lead and the visit, committed. */
async function waitingVisit(enterpriseId: string, arrivedAt = new Date()) {
  const phone = `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const lead = await db.prisma.lead.create({
    data: { fullName: `Visitante ${uid()}`, phone, source: "STAND", enterpriseId },
  });
  return db.prisma.standVisit.create({
    data: {
      enterpriseId,
      leadId: lead.id,
      visitorName: lead.fullName,
      visitorPhone: phone,
      lgpdConsent: true,
      arrivedAt,
    },
  });
}

/** Enqueues the job and waits for BullMQ to finish it; its return value. */
async function run<N extends JobName>(name: N): Promise<Record<string, number>> {
  const id = await producer.enqueue(name, {} as never);
  const queue = producer.queue(JOBS[name].queue);
  return vi.waitFor(async () => {
    const job = await queue.getJob(id);
    expect(job?.finishedOn).toBeDefined();
    expect(job?.failedReason).toBeUndefined();
    return job?.returnvalue as Record<string, number>;
  }, wait);
}

describe("stand.sweep", () => {
  it("routes a visit left WAITING while a specialist is AVAILABLE, as the drain would have", async () => {
    const e = await stand();
    const { user, presence } = await checkedIn(e.id, "Ana Reis");
    const visit = await waitingVisit(e.id);

    const result = await run("stand.sweep");

    expect(result).toMatchObject({ stands: 1, routed: 1 });
    const routed = await db.prisma.standVisit.findUniqueOrThrow({ where: { id: visit.id } });
    expect(routed).toMatchObject({ status: "ASSIGNED", specialistId: user.id, assignmentType: "QUEUE" });
    // The specialist is told, their turn is used, and the ownerless lead goes to their wallet.
    expect(await db.prisma.notification.count({ where: { receiverId: user.id, type: "VISIT_STAND" } })).toBe(1);
    expect((await db.prisma.standPresence.findUniqueOrThrow({ where: { id: presence.id } })).visitsCount).toBe(1);
    expect((await db.prisma.lead.findUniqueOrThrow({ where: { id: visit.leadId } })).ownerId).toBe(user.id);
  });

  it("is a no-op when nothing waits, or nobody is available for what waits", async () => {
    const idle = await stand();
    await checkedIn(idle.id, "Bruno Lima");
    const busy = await stand();
    await checkedIn(busy.id, "Carla Souza", "IN_PAUSE");
    await checkedIn(busy.id, "Davi Rocha", "IN_ATTENDANCE");
    const stuck = await waitingVisit(busy.id);
    const logsBefore = await db.prisma.standLog.count();

    const result = await run("stand.sweep");

    expect(result).toEqual({ stands: 0, routed: 0 });
    expect((await db.prisma.standVisit.findUniqueOrThrow({ where: { id: stuck.id } })).status).toBe("WAITING");
    expect(await db.prisma.standLog.count()).toBe(logsBefore);
  });

  it("two sweeps at once route one of 12 waiting visits to each free specialist, never two, the rest wait", async () => {
    const e = await stand();
    const a = await checkedIn(e.id, "Elisa Prado", "AVAILABLE", new Date(Date.now() - 60_000));
    const b = await checkedIn(e.id, "Fábio Melo", "AVAILABLE", new Date(Date.now() - 30_000));
    const visits = [];
    for (let i = 0; i < 12; i++) visits.push(await waitingVisit(e.id, new Date(Date.now() - (20 - i) * 1000)));

    const [first, second] = await Promise.all([run("stand.sweep"), run("stand.sweep")]);

    // The lista da vez (decision 063): one visitor per specialist, the oldest two, in queue order.
    expect((first?.routed ?? 0) + (second?.routed ?? 0)).toBe(2);
    const rows = await db.prisma.standVisit.findMany({ where: { enterpriseId: e.id }, orderBy: { arrivedAt: "asc" } });
    expect(rows.map((v) => v.specialistId)).toEqual([a.user.id, b.user.id, ...Array(10).fill(null)]);
    expect(rows.map((v) => v.status)).toEqual(["ASSIGNED", "ASSIGNED", ...Array(10).fill("WAITING")]);
    const assigned = await db.prisma.standLog.groupBy({
      by: ["visitId"],
      where: { enterpriseId: e.id, action: { in: ["ASSIGNED", "REASSIGNED"] } },
      _count: { _all: true },
    });
    expect(assigned).toHaveLength(2);
    expect(assigned.every((g) => g._count._all === 1)).toBe(true);
    const counts = await db.prisma.standPresence.findMany({
      where: { id: { in: [a.presence.id, b.presence.id] } },
      orderBy: { checkedInAt: "asc" },
    });
    expect(counts.map((p) => p.visitsCount)).toEqual([1, 1]);
    expect(
      await db.prisma.notification.count({
        where: { type: "VISIT_STAND", linkedContent: { in: rows.map((v) => v.leadId) } },
      }),
    ).toBe(2);

    // Both busy now: the next sweep finds no stand to drain (nobody free beside the waiting visits).
    expect(await run("stand.sweep")).toEqual({ stands: 0, routed: 0 });
  });
});

/** Hours that ended an hour ago (every weekday), from the wall clock in São Paulo. */
function hoursEndedAnHourAgo(): object[] {
  const fmt = new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/Sao_Paulo",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const at = (msAgo: number) => fmt.format(new Date(Date.now() - msAgo));
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens_at: at(4 * 3600_000), closes_at: at(3600_000) }));
}

describe("stand.day-end-sweep", () => {
  it("after the end of the day checks out whoever stayed (specialists OFFLINE) and cancels the visits still waiting", async () => {
    const e = await stand(hoursEndedAnHourAgo());
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const stayed = await checkedIn(e.id, "Gabi Nunes", "AVAILABLE", twoHoursAgo);
    const reception = await staff("Hugo Dias", ["RECEPCIONIST"]);
    const desk = await db.prisma.standPresence.create({
      data: { enterpriseId: e.id, userId: reception.id, kind: "RECEPTION", checkedInAt: twoHoursAgo },
    });
    // Serving a visit at closing time: left alone until they finish it.
    const serving = await checkedIn(e.id, "Iara Costa", "IN_ATTENDANCE", twoHoursAgo);
    const served = await waitingVisit(e.id, twoHoursAgo);
    await db.prisma.standVisit.update({
      where: { id: served.id },
      data: { status: "IN_ATTENDANCE", specialistId: serving.user.id, startedAt: twoHoursAgo },
    });
    // Checked in after the closing (tomorrow's early bird, or overtime): not part of the day that ended.
    const early = await checkedIn(e.id, "João Alves", "IN_PAUSE", new Date(Date.now() - 10 * 60_000));
    const left = await waitingVisit(e.id, twoHoursAgo);
    // A stand without hours has no end of day: untouched.
    const noHours = await stand();
    const always = await checkedIn(noHours.id, "Karen Luz", "AVAILABLE", twoHoursAgo);

    const result = await run("stand.day-end-sweep");

    expect(result).toEqual({ closed: 2, canceled: 1, serving: 1 });
    const presence = (id: string) => db.prisma.standPresence.findUniqueOrThrow({ where: { id } });
    expect((await presence(stayed.presence.id)).checkedOutAt).not.toBeNull();
    expect((await presence(stayed.presence.id)).checkedOutById).toBeNull();
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: stayed.user.id } })).availabilityStatus).toBe(
      "OFFLINE",
    );
    expect((await presence(desk.id)).checkedOutAt).not.toBeNull();
    expect((await presence(serving.presence.id)).checkedOutAt).toBeNull();
    expect((await presence(early.presence.id)).checkedOutAt).toBeNull();
    expect((await presence(always.presence.id)).checkedOutAt).toBeNull();
    const canceled = await db.prisma.standVisit.findUniqueOrThrow({ where: { id: left.id } });
    expect(canceled.status).toBe("CANCELED");
    expect(canceled.cancelReason).toMatch(/^visita não atendida até o encerramento do plantão \(\d\d:\d\d\)$/);
    expect((await db.prisma.standVisit.findUniqueOrThrow({ where: { id: served.id } })).status).toBe("IN_ATTENDANCE");
    const checkOut = await db.prisma.standLog.findFirstOrThrow({
      where: { enterpriseId: e.id, userId: stayed.user.id, action: "CHECK_OUT" },
    });
    expect(checkOut.reason).toMatch(/^check-out automático: plantão encerrado às \d\d:\d\d$/);
    expect(checkOut.actorId).toBeNull();

    // Nothing left to close: the next sweep changes nothing.
    expect(await run("stand.day-end-sweep")).toEqual({ closed: 0, canceled: 0, serving: 1 });
  });
});
