/**
 * The agenda's reminder (decision 053): a delayed `schedule.remind` job with a deterministic id per start, re-created
 * when the appointment moves, dropped when it is cancelled; the handler re-reads PostgreSQL (a stale job sends
 * nothing, a second run sends nothing) and the minute sweep sends what Redis lost. Real BullMQ queue, real database.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PrismaClient } from "@portal/db/client";
import { createUser } from "@portal/db/testing/factories";
import { createTestDatabase } from "@portal/db/testing/test-db";
import { Database } from "@portal/domain/database";
import { createJobProducer, type JobProducer } from "@portal/domain/jobs";
import { buildSchedulesServices } from "@portal/domain/schedules";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createLead, type Staff } from "./factories/leads";
import { at, freshSlot } from "./factories/schedules";
import { bearer, login } from "./helpers";

let app: FastifyInstance;
let prisma: PrismaClient;
let redis: Redis;
let producer: JobProducer;
let drop: () => Promise<void>;
const queuePrefix = `test-sched-${randomUUID().slice(0, 8)}`;
let specialist: Staff;

beforeAll(async () => {
  const testDb = await createTestDatabase();
  prisma = testDb.prisma;
  drop = testDb.drop;
  redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: null });
  producer = createJobProducer(redis, { prefix: queuePrefix });
  const config = loadConfig(
    { ...process.env, APP_ENV: "development", MAINTENANCE: "false" },
    {
      databaseUrl: testDb.url,
      logger: false,
      redisPrefix: `test:${randomUUID()}:`,
      bcryptCost: 4,
      uploadDir: mkdtempSync(path.join(tmpdir(), "portal-uploads-")),
    },
  );
  app = await buildApp(config, { prisma, redis, jobs: producer });
  await app.ready();
  const { user, password } = await createUser(prisma, { roles: ["BOOTH_SPECIALIST"] });
  const { token } = await login(app, user.email, password);
  specialist = { user, token: token as string, headers: bearer(token as string) };
});

afterAll(async () => {
  await app?.close();
  await producer?.close();
  const keys = await redis.keys(`${queuePrefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await drop?.();
});

const jobIdOf = (id: string, startsAt: string) => `schedule-reminder_${id}_${new Date(startsAt).getTime()}`;
const job = (id: string) => producer.queue("deadlines").getJob(id);

async function book(startsAt: Date, who: Staff = specialist) {
  const lead = await createLead(prisma, { ownerId: who.user.id });
  const res = await app.inject({
    method: "POST",
    url: "/schedules",
    headers: who.headers,
    payload: { lead_id: lead.id, type: "CALL", starts_at: startsAt.toISOString() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().schedule as { _id: string; starts_at: string };
}

/**
 * The agenda's services against this database, with a clock the test sets and the reminders' pushes recorded: the
 * realtime messages its committed transactions announce (decision 068).
 */
function reminders(now: Date) {
  const published: unknown[] = [];
  const db = new Database(prisma);
  db.events.register({
    name: "test.realtime-messages",
    types: ["realtime.message"],
    afterCommit: async (events) => {
      published.push(...events);
    },
  });
  const services = buildSchedulesServices({ db, jobs: producer, realtime: app.services.realtime, now: () => now });
  return { reminders: services.reminders, published };
}

describe("reminder jobs", () => {
  it("books a delayed job due 30 minutes before; a move replaces it with the new start's job; a cancel removes it", async () => {
    const start = freshSlot();
    const s = await book(start);
    const first = await job(jobIdOf(s._id, s.starts_at));
    expect(first?.name).toBe("schedule.remind");
    expect(await first?.getState()).toBe("delayed");
    const dueIn = (first?.timestamp ?? 0) + (first?.delay ?? 0) - (start.getTime() - 30 * 60_000);
    expect(Math.abs(dueIn)).toBeLessThan(5_000);

    const moved = await app.inject({
      method: "PUT",
      url: `/schedules/${s._id}`,
      headers: specialist.headers,
      payload: { starts_at: at(start, 3).toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await job(jobIdOf(s._id, s.starts_at))).toBeUndefined();
    const second = await job(jobIdOf(s._id, at(start, 3).toISOString()));
    expect(await second?.getState()).toBe("delayed");
    expect(second?.data).toEqual({ scheduleId: s._id, startsAt: at(start, 3).getTime() });

    const canceled = await app.inject({
      method: "PUT",
      url: `/schedules/${s._id}/cancel`,
      headers: specialist.headers,
    });
    expect(canceled.statusCode).toBe(200);
    expect(await job(jobIdOf(s._id, at(start, 3).toISOString()))).toBeUndefined();
  });

  it("the handler sends the reminder once when due, as an IN_TIME notification to the specialist; a stale start sends nothing", async () => {
    const start = freshSlot();
    const s = await book(start);
    const early = reminders(new Date(start.getTime() - 31 * 60_000));
    expect(await early.reminders.remind(s._id, start.getTime())).toBe("not-due");

    const due = reminders(new Date(start.getTime() - 29 * 60_000));
    // A job for another start (the appointment was moved meanwhile) is ignored.
    expect(await due.reminders.remind(s._id, at(start, 1).getTime())).toBe("stale");
    expect(await due.reminders.remind(s._id, start.getTime())).toBe("sent");
    expect(await due.reminders.remind(s._id, start.getTime())).toBe("stale");
    const notes = await prisma.notification.findMany({
      where: { receiverId: specialist.user.id, linkedContent: { not: null } },
    });
    const mine = notes.filter((n) => n.title === "Lembrete de agendamento");
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: "IN_TIME" });
    expect(mine[0]?.message).toMatch(/^Ligação com .+ às \d{2}:\d{2}\.$/);
    expect(due.published).toHaveLength(1);
    const row = await prisma.schedule.findUniqueOrThrow({ where: { id: s._id } });
    expect(row.reminderSentAt).not.toBeNull();
    expect(row.reminderDueAt).toBeNull();
  });

  it("a reminder already sent is not sent again when only the duration changes; a new start reminds again", async () => {
    const start = freshSlot();
    const s = await book(start);
    const due = reminders(new Date(start.getTime() - 29 * 60_000));
    expect(await due.reminders.remind(s._id, start.getTime())).toBe("sent");
    const longer = await app.inject({
      method: "PUT",
      url: `/schedules/${s._id}`,
      headers: specialist.headers,
      payload: { duration_minutes: 60 },
    });
    expect(longer.statusCode, longer.body).toBe(200);
    let row = await prisma.schedule.findUniqueOrThrow({ where: { id: s._id } });
    expect(row.reminderSentAt).not.toBeNull();
    expect(row.reminderDueAt).toBeNull();
    expect((await due.reminders.sweep()).sent).toBe(0);

    const moved = await app.inject({
      method: "PUT",
      url: `/schedules/${s._id}`,
      headers: specialist.headers,
      payload: { starts_at: at(start, 4).toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    row = await prisma.schedule.findUniqueOrThrow({ where: { id: s._id } });
    expect(row.reminderSentAt).toBeNull();
    expect(row.reminderDueAt?.getTime()).toBe(at(start, 4).getTime() - 30 * 60_000);
  });

  it("the handler of a cancelled appointment sends nothing", async () => {
    const start = freshSlot();
    const s = await book(start);
    await app.inject({ method: "PUT", url: `/schedules/${s._id}/cancel`, headers: specialist.headers });
    const due = reminders(new Date(start.getTime() - 10 * 60_000));
    expect(await due.reminders.remind(s._id, start.getTime())).toBe("stale");
    expect(due.published).toHaveLength(0);
  });

  it("the sweep sends due reminders whose job Redis lost, and only those", async () => {
    const start = freshSlot(20);
    const a = await book(start);
    const { user, password } = await createUser(prisma, { roles: ["ONLINE_SPECIALIST"] });
    const { token } = await login(app, user.email, password);
    const b = await book(start, { user, token: token as string, headers: bearer(token as string) });
    const later = await book(at(start, 6));
    // Redis loses everything queued.
    await producer.queue("deadlines").obliterate({ force: true });
    const sweep = reminders(new Date(start.getTime() - 5 * 60_000));
    const result = await sweep.reminders.sweep();
    expect(result.sent).toBe(2);
    const rows = await prisma.schedule.findMany({ where: { id: { in: [a._id, b._id, later._id] } } });
    const sent = new Map(rows.map((r) => [r.id, r.reminderSentAt !== null]));
    expect(sent).toEqual(
      new Map([
        [a._id, true],
        [b._id, true],
        [later._id, false],
      ]),
    );
    // Run again: nothing more.
    expect((await sweep.reminders.sweep()).sent).toBe(0);
  });
});
