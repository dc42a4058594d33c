/**
 * The lista da vez (decision 063): one visitor per specialist. A specialist with a visit routed to them and not
 * finished is not available for the next visitor; the others wait until someone is free; finishing a visit sends
 * the specialist to the end of the line and routes the next waiting visitor. Against the real database, through the
 * API (check-in, start, finish, board).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Staff, staff } from "./factories/leads";
import {
  checkIn,
  checkInVisitor,
  createStand,
  postVisit,
  receptionistAt,
  serviceReport,
  specialistsAt,
} from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100, rateLimitPerMinute: 1_000_000 });
});
afterAll(() => ctx?.close());

const visitsOf = (enterpriseId: string) =>
  ctx.prisma.standVisit.findMany({ where: { enterpriseId }, orderBy: { arrivedAt: "asc" } });

/** The specialist starts and finishes (with the service report) the visit routed to them. */
async function serve(who: Staff, visitId: string) {
  const start = await ctx.app.inject({ method: "PUT", url: `/stand-visits/${visitId}/start`, headers: who.headers });
  expect(start.statusCode, start.body).toBe(200);
  const finish = await ctx.app.inject({
    method: "PUT",
    url: `/stand-visits/${visitId}/finish`,
    headers: who.headers,
    payload: serviceReport(),
  });
  expect(finish.statusCode, finish.body).toBe(200);
}

async function board(who: Staff, enterpriseId: string) {
  const res = await ctx.app.inject({ method: "GET", url: `/stands/${enterpriseId}/board`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    available: { user: { _id: string }; position: number | null; column: string }[];
    in_attendance: { user: { _id: string }; position: number | null; column: string; assigned_visits: unknown[] }[];
    waiting_visits: { _id: string }[];
  };
}

describe("six visitors waiting, specialists becoming available", () => {
  it("routes exactly one visitor to the one specialist who checks in; five keep waiting; he has no place in line", async () => {
    const stand = await createStand(ctx);
    const reception = await receptionistAt(ctx, stand.id);
    for (let i = 0; i < 6; i++) {
      expect((await checkInVisitor(ctx, reception, stand.id, { full_name: `Espera ${i}` })).status).toBe("WAITING");
    }
    const [solo] = await specialistsAt(ctx, stand.id, 1);

    const visits = await visitsOf(stand.id);
    expect(visits.map((v) => v.status)).toEqual(["ASSIGNED", ...Array(5).fill("WAITING")]);
    // The oldest visitor is the one routed, to him.
    expect(visits[0]?.specialistId).toBe(solo?.user.id);
    expect(await ctx.prisma.notification.count({ where: { receiverId: solo?.user.id, type: "VISIT_STAND" } })).toBe(1);
    // The board: out of the line (a visitor on the way), five waiting.
    const view = await board(reception, stand.id);
    expect(view.available).toEqual([]);
    expect(view.in_attendance.map((e) => [e.user._id, e.position, e.assigned_visits.length])).toEqual([
      [solo?.user.id, null, 1],
    ]);
    expect(view.waiting_visits).toHaveLength(5);
  });

  it("with two specialists checking in, two visitors are routed (one each) and four wait", async () => {
    const stand = await createStand(ctx);
    const reception = await receptionistAt(ctx, stand.id);
    for (let i = 0; i < 6; i++) await checkInVisitor(ctx, reception, stand.id);
    const [a, b] = await specialistsAt(ctx, stand.id, 2);

    const visits = await visitsOf(stand.id);
    expect(visits.map((v) => v.status)).toEqual(["ASSIGNED", "ASSIGNED", ...Array(4).fill("WAITING")]);
    expect(visits.slice(0, 2).map((v) => v.specialistId)).toEqual([a?.user.id, b?.user.id]);
  });

  it("finishing a visit routes the next waiting visitor, to the next free specialist, until nobody waits", async () => {
    const stand = await createStand(ctx);
    const reception = await receptionistAt(ctx, stand.id);
    for (let i = 0; i < 3; i++) await checkInVisitor(ctx, reception, stand.id);
    const [solo] = await specialistsAt(ctx, stand.id, 1);
    const who = solo as Staff;

    for (let turn = 0; turn < 3; turn++) {
      const before = await visitsOf(stand.id);
      const mine = before.filter((v) => v.status === "ASSIGNED");
      expect(mine.map((v) => v.specialistId)).toEqual([who.user.id]);
      expect(before.filter((v) => v.status === "WAITING")).toHaveLength(2 - turn);
      await serve(who, mine[0]?.id as string);
    }
    const after = await visitsOf(stand.id);
    expect(after.map((v) => v.status)).toEqual(["FINISHED", "FINISHED", "FINISHED"]);
    // Free again and nobody waiting: first in line.
    const view = await board(reception, stand.id);
    expect(view.available.map((e) => [e.user._id, e.position])).toEqual([[who.user.id, 1]]);
  });

  it("two walk-ins a minute apart with one specialist: the second waits until he finishes the first", async () => {
    const stand = await createStand(ctx);
    const reception = await receptionistAt(ctx, stand.id);
    const [solo] = await specialistsAt(ctx, stand.id, 1);
    const first = await checkInVisitor(ctx, reception, stand.id, { full_name: "Primeira" });
    expect(first).toMatchObject({ status: "ASSIGNED", specialist: { _id: solo?.user.id } });
    const second = await checkInVisitor(ctx, reception, stand.id, { full_name: "Segunda" });
    expect(second).toMatchObject({ status: "WAITING", specialist: null });
    const skipped = await ctx.prisma.standLog.findFirstOrThrow({ where: { visitId: second._id, action: "SKIPPED" } });
    expect(skipped.reason).toBe(`${solo?.user.fullName}: já tem um visitante a caminho`);

    await serve(solo as Staff, first._id);
    const routed = await ctx.prisma.standVisit.findUniqueOrThrow({ where: { id: second._id } });
    expect(routed).toMatchObject({ status: "ASSIGNED", specialistId: solo?.user.id });
  });

  it("a canceled visit on the way frees its specialist for the next waiting visitor", async () => {
    const stand = await createStand(ctx);
    const reception = await receptionistAt(ctx, stand.id);
    const [solo] = await specialistsAt(ctx, stand.id, 1);
    const left = await checkInVisitor(ctx, reception, stand.id);
    const next = await checkInVisitor(ctx, reception, stand.id);
    expect(next.status).toBe("WAITING");

    const cancel = await ctx.app.inject({
      method: "PUT",
      url: `/stand-visits/${left._id}/cancel`,
      headers: reception.headers,
      payload: { reason: "Visitante foi embora" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const routed = await ctx.prisma.standVisit.findUniqueOrThrow({ where: { id: next._id } });
    expect(routed).toMatchObject({ status: "ASSIGNED", specialistId: solo?.user.id });
  });
});

describe("the end of the line", () => {
  it("whoever finishes goes behind a colleague who checked in while they were busy", async () => {
    const stand = await createStand(ctx);
    const reception = await receptionistAt(ctx, stand.id);
    const [a, b] = await specialistsAt(ctx, stand.id, 2);
    const first = await checkInVisitor(ctx, reception, stand.id);
    expect(first.specialist?._id).toBe(a?.user.id);
    const late = await staff(ctx, ["BOOTH_SPECIALIST"]);
    await checkIn(ctx, late, stand.id);
    await serve(a as Staff, first._id);

    const order = [];
    for (let i = 0; i < 3; i++) order.push((await checkInVisitor(ctx, reception, stand.id)).specialist?._id);
    expect(order).toEqual([b?.user.id, late.user.id, a?.user.id]);
  });
});

describe("30 concurrent check-ins at one stand with 3 specialists", () => {
  it("never gives a specialist two visits at once: 3 routed (one each), 27 waiting", { timeout: 120_000 }, async () => {
    const stand = await createStand(ctx);
    const specialists = await specialistsAt(ctx, stand.id, 3);
    const receptionists: Staff[] = [];
    for (let i = 0; i < 3; i++) receptionists.push(await receptionistAt(ctx, stand.id));

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postVisit(ctx, receptionists[i % receptionists.length] as Staff, stand.id, { full_name: `Visitante ${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(201));

    const visits = await visitsOf(stand.id);
    const assigned = visits.filter((v) => v.status === "ASSIGNED");
    expect(assigned).toHaveLength(3);
    expect(visits.filter((v) => v.status === "WAITING")).toHaveLength(27);
    expect(new Set(assigned.map((v) => v.specialistId))).toEqual(new Set(specialists.map((s) => s.user.id)));
    const notified = await ctx.prisma.notification.groupBy({
      by: ["receiverId"],
      where: { type: "VISIT_STAND", enterpriseId: stand.id },
      _count: { _all: true },
    });
    expect(notified.map((n) => n._count._all)).toEqual([1, 1, 1]);

    // Each serves in turn while more check-ins arrive at once: never two open visits for anyone.
    for (let round = 0; round < 3; round++) {
      const open = (await visitsOf(stand.id)).filter((v) => v.status === "ASSIGNED");
      await Promise.all([
        ...open.map((v) => serve(specialists.find((s) => s.user.id === v.specialistId) as Staff, v.id)),
        ...Array.from({ length: 5 }, (_, i) =>
          postVisit(ctx, receptionists[i % receptionists.length] as Staff, stand.id),
        ),
      ]);
      const rows = await ctx.prisma.standVisit.groupBy({
        by: ["specialistId"],
        where: { enterpriseId: stand.id, status: { in: ["ASSIGNED", "IN_ATTENDANCE"] } },
        _count: { _all: true },
      });
      expect(rows.map((r) => r._count._all)).toEqual([1, 1, 1]);
    }
    const final = await visitsOf(stand.id);
    expect(final.filter((v) => v.status === "FINISHED")).toHaveLength(9);
    expect(final.filter((v) => v.status === "WAITING")).toHaveLength(30 + 15 - 9 - 3);
  });
});
