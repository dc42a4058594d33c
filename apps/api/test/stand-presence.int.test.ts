/**
 * Presence at a stand and the queue board (decision 048): one open presence per user (partial unique
 * index), check-in/out on the one presence model (availability + roulettes), routed visits go back to the queue
 * when their specialist leaves, the coordinator's actions, and the board's live event.
 */
import { type RealtimeEvent, realtimeEventSchema } from "@portal/contracts/realtime";
import { realtimeChannel } from "@portal/domain/realtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveByTeamOf } from "./factories/availability-schedules";
import { type Staff, staff } from "./factories/leads";
import { createRoulette } from "./factories/roulettes";
import {
  checkIn,
  checkInVisitor,
  createStand as createBareStand,
  receptionistAt,
  specialistsAt,
} from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";
import { withTimeout } from "./wait";

/** A stand served by the file's booth coordinator's sales team: coordinators work at their teams' stands (decision 061). */
async function createStand(c: TestContext) {
  const stand = await createBareStand(c);
  await serveByTeamOf(c, coordinator.user.id, stand.id);
  return stand;
}

let ctx: TestContext;
let coordinator: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
});
afterAll(() => ctx?.close());

const availabilityOf = async (userId: string) =>
  (await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } })).availabilityStatus;
const openPresences = (userId: string) => ctx.prisma.standPresence.findMany({ where: { userId, checkedOutAt: null } });
const board = async (enterpriseId: string, who: Staff = coordinator) => {
  const res = await ctx.app.inject({ method: "GET", url: `/stands/${enterpriseId}/board`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (entries: { user: { _id: string } }[]) => entries.map((e) => e.user._id);

describe("one open presence per user", () => {
  it("moves a specialist from one stand to another, and the database refuses a second open presence", async () => {
    const [standA, standB] = [await createStand(ctx), await createStand(ctx)];
    const specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
    await checkIn(ctx, specialist, standA.id);
    expect(await availabilityOf(specialist.user.id)).toBe("AVAILABLE");
    await checkIn(ctx, specialist, standA.id); // the same stand again changes nothing
    await checkIn(ctx, specialist, standB.id);
    const open = await openPresences(specialist.user.id);
    expect(open.map((p) => p.enterpriseId)).toEqual([standB.id]);
    const mine = await ctx.app.inject({ method: "GET", url: "/stands/my-presence", headers: specialist.headers });
    expect(mine.json().presence).toMatchObject({ kind: "SPECIALIST", enterprise: { _id: standB.id } });

    // The partial unique index is the referee even for a writer that skips the service.
    await expect(
      ctx.prisma.standPresence.create({
        data: { enterpriseId: standA.id, userId: specialist.user.id, kind: "SPECIALIST" },
      }),
    ).rejects.toThrow();
  });

  it("refuses check-in at an inactive stand and for roles that do not work at stands", async () => {
    const stand = await createStand(ctx);
    await ctx.prisma.stand.update({ where: { enterpriseId: stand.id }, data: { active: false } });
    const specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const inactive = await ctx.app.inject({
      method: "POST",
      url: `/stands/${stand.id}/check-in`,
      headers: specialist.headers,
    });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe("Este empreendimento não tem plantão ativo.");
    const online = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const refused = await ctx.app.inject({
      method: "POST",
      url: `/stands/${stand.id}/check-in`,
      headers: online.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(await ctx.prisma.standPresence.count({ where: { enterpriseId: stand.id } })).toBe(0);
  });
});

describe("check-out", () => {
  it("goes OFFLINE, keeps roulette memberships, and gives the routed visits that did not start to the next one", async () => {
    const stand = await createStand(ctx);
    const [a, b] = (await specialistsAt(ctx, stand.id, 2)) as [Staff, Staff];
    const roulette = await createRoulette(ctx, { type: "BOOTH", enterpriseIds: [stand.id] });
    await ctx.prisma.rouletteAgent.create({
      data: { rouletteId: roulette.id, userId: a.user.id, status: "AVAILABLE", position: 1 },
    });
    const reception = await receptionistAt(ctx, stand.id);
    const visit = await checkInVisitor(ctx, reception, stand.id);
    expect(visit.specialist?._id).toBe(a.user.id);

    const res = await ctx.app.inject({ method: "POST", url: "/stands/check-out", headers: a.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Check-out do plantão realizado.");
    expect(await availabilityOf(a.user.id)).toBe("OFFLINE");
    expect(await openPresences(a.user.id)).toEqual([]);
    expect(await ctx.prisma.rouletteAgent.count({ where: { userId: a.user.id } })).toBe(1);
    const rerouted = await ctx.prisma.standVisit.findUniqueOrThrow({ where: { id: visit._id } });
    expect(rerouted).toMatchObject({ status: "ASSIGNED", specialistId: b.user.id });
    // The lead came with this visit: it follows it to b, and a (who left) is not told "your client is here".
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: visit.lead_id } })).ownerId).toBe(b.user.id);
    expect(
      await ctx.prisma.notification.count({ where: { receiverId: a.user.id, title: "Seu cliente está no plantão" } }),
    ).toBe(0);
    const again = await ctx.app.inject({ method: "POST", url: "/stands/check-out", headers: a.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Você não está em nenhum plantão.");
  });

  it("is refused while the specialist serves a visit, here and through the roulette check-out", async () => {
    const stand = await createStand(ctx);
    const [a] = (await specialistsAt(ctx, stand.id, 1)) as [Staff];
    const reception = await receptionistAt(ctx, stand.id);
    const visit = await checkInVisitor(ctx, reception, stand.id);
    await ctx.app.inject({ method: "PUT", url: `/stand-visits/${visit._id}/start`, headers: a.headers });
    for (const url of ["/stands/check-out", "/roulettes/check-out"]) {
      const res = await ctx.app.inject({ method: "POST", url, headers: a.headers });
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe("Finalize o atendimento do plantão antes de alterar sua disponibilidade.");
    }
    expect(await openPresences(a.user.id)).toHaveLength(1);
    expect(await availabilityOf(a.user.id)).toBe("IN_ATTENDANCE");
  });

  it("closes the stand presence when the specialist checks out through the roulette", async () => {
    const stand = await createStand(ctx);
    const [a] = (await specialistsAt(ctx, stand.id, 1)) as [Staff];
    const res = await ctx.app.inject({ method: "POST", url: "/roulettes/check-out", headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(await openPresences(a.user.id)).toEqual([]);
    expect((await board(stand.id)).available).toEqual([]);
  });
});

describe("the queue board", () => {
  it("shows the three columns and lets the coordinator move to first, pause, resume and remove", async () => {
    const stand = await createStand(ctx);
    const [a, b, c] = (await specialistsAt(ctx, stand.id, 3)) as [Staff, Staff, Staff];
    const reception = await receptionistAt(ctx, stand.id);
    const served = await checkInVisitor(ctx, reception, stand.id);
    await ctx.app.inject({ method: "PUT", url: `/stand-visits/${served._id}/start`, headers: a.headers });

    let view = await board(stand.id, reception);
    expect(names(view.available)).toEqual([b.user.id, c.user.id]);
    expect(view.available.map((e: { position: number }) => e.position)).toEqual([1, 2]);
    expect(names(view.in_attendance)).toEqual([a.user.id]);
    expect(view.in_attendance[0].current_visit).toMatchObject({ _id: served._id, status: "IN_ATTENDANCE" });
    expect(view.in_attendance[0].current_visit.started_at).toEqual(expect.any(String));

    const presenceOf = (entries: { presence_id: string; user: { _id: string } }[], who: Staff) =>
      entries.find((e) => e.user._id === who.user.id)?.presence_id as string;
    const cPresence = presenceOf(view.available, c);
    const act = (presenceId: string, action: string, who: Staff = coordinator) =>
      ctx.app.inject({
        method: "PUT",
        url: `/stands/presences/${presenceId}/action`,
        headers: who.headers,
        payload: { action },
      });

    const first = await ctx.app.inject({
      method: "PUT",
      url: `/stands/presences/${cPresence}/to-first-position`,
      headers: coordinator.headers,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(names(first.json().available)).toEqual([c.user.id, b.user.id]);
    // The receptionist sees the board but does not reorder it.
    expect((await act(cPresence, "PAUSE", reception)).statusCode).toBe(403);

    const paused = await act(cPresence, "PAUSE");
    expect(paused.statusCode).toBe(200);
    expect(names(paused.json().unavailable)).toEqual([c.user.id]);
    expect(await availabilityOf(c.user.id)).toBe("IN_PAUSE");
    // The next visitor skips the paused one.
    expect((await checkInVisitor(ctx, reception, stand.id)).specialist?._id).toBe(b.user.id);
    const resumed = await act(cPresence, "RESUME");
    expect(names(resumed.json().available)).toContain(c.user.id);

    // Someone serving a visit is neither paused nor removed.
    const aPresence = presenceOf(view.in_attendance, a);
    const busy = await act(aPresence, "REMOVE");
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe("Este especialista está em atendimento no plantão: finalize a visita antes.");

    const removed = await act(cPresence, "REMOVE");
    expect(removed.statusCode).toBe(200);
    view = removed.json();
    expect([...names(view.available), ...names(view.unavailable), ...names(view.in_attendance)]).not.toContain(
      c.user.id,
    );
    expect(await availabilityOf(c.user.id)).toBe("OFFLINE");
  });

  it("announces every change of the board on the realtime channel (stand.changed, no names)", async () => {
    const stand = await createStand(ctx);
    const subscriber = ctx.redis.duplicate();
    await subscriber.subscribe(realtimeChannel(ctx.config.redisPrefix));
    const heard = new Promise<RealtimeEvent>((resolve) => {
      subscriber.on("message", (_channel: string, raw: string) => {
        const event = realtimeEventSchema.parse(JSON.parse(raw).event);
        if (event.type === "stand.changed" && event.enterprise_id === stand.id) resolve(event);
      });
    });
    try {
      await specialistsAt(ctx, stand.id, 1);
      expect(await withTimeout(heard, 5_000, "stand.changed")).toEqual({
        type: "stand.changed",
        enterprise_id: stand.id,
      });
    } finally {
      await subscriber.quit();
    }
  });

  it("announces nothing when the change rolls back: a move to an inactive stand leaves the old board unannounced", async () => {
    const [standA, standB] = [await createStand(ctx), await createStand(ctx)];
    await ctx.prisma.stand.update({ where: { enterpriseId: standB.id }, data: { active: false } });
    const specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
    await checkIn(ctx, specialist, standA.id);
    const subscriber = ctx.redis.duplicate();
    await subscriber.subscribe(realtimeChannel(ctx.config.redisPrefix));
    const heard: RealtimeEvent[] = [];
    const marker = new Promise<void>((resolve) => {
      subscriber.on("message", (_channel: string, raw: string) => {
        const event = realtimeEventSchema.parse(JSON.parse(raw).event);
        if (event.type !== "stand.changed") return;
        if (event.enterprise_id === standB.id) resolve();
        else if (event.enterprise_id === standA.id) heard.push(event);
      });
    });
    try {
      // Inside its transaction the move checks the specialist out of A (and says A changed) before it finds B
      // inactive and rolls back: the announcement must go with it.
      const refused = await ctx.app.inject({
        method: "POST",
        url: `/stands/${standB.id}/check-in`,
        headers: specialist.headers,
      });
      expect(refused.statusCode).toBe(409);
      expect((await openPresences(specialist.user.id)).map((p) => p.enterpriseId)).toEqual([standA.id]);
      // A committed change of B afterwards: one subscriber hears in publish order, so once B's arrived, A's never will.
      const saved = await ctx.app.inject({
        method: "PUT",
        url: `/enterprises/${standB.id}/stand`,
        headers: (await staff(ctx, ["MASTER"])).headers,
        payload: { active: true, opening_hours: [] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await withTimeout(marker, 5_000, "stand.changed of B");
      expect(heard).toEqual([]);
    } finally {
      await subscriber.quit();
    }
  });
});
