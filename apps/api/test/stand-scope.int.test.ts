/**
 * The stand scope (decision 061): one rule of which stands a caller works at, for the visits, the presences, the board
 * and the shift grid. Receptionists are scheduled on the availability grid and work only where it puts them today (an
 * admin or the stand's coordinator may let them in outside it); a booth coordinator works at the stands of their
 * sales teams; the board is read by those who work at the stand.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleOnDuty, serveByTeamOf, useWholeDayShifts } from "./factories/availability-schedules";
import { leadWrites, type Staff, staff } from "./factories/leads";
import { checkIn, checkInVisitor, createStand, postVisit, specialistsAt } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
/** Coordinates stand A's team. */
let coordA: Staff;
/** Coordinates stand B's team. */
let coordB: Staff;
let standA: { id: string; name: string };
let standB: { id: string; name: string };
let specialistA: Staff;
let specialistB: Staff;
/** Scheduled at A today, checked in there. */
let receptionA: Staff;
/** Scheduled at B today, checked in there. */
let receptionB: Staff;
let visitB: Awaited<ReturnType<typeof checkInVisitor>>;

const NOT_YOURS =
  "Você não atua neste plantão: só nos plantões dos seus times de vendas ou em que está escalado(a) hoje.";
const notScheduled = (stand: { name: string }) =>
  `Você não está escalado(a) no plantão ${stand.name} hoje. Procure a coordenação.`;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  await useWholeDayShifts(ctx);
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  coordA = await staff(ctx, ["BOOTH_COORDINATOR"]);
  coordB = await staff(ctx, ["BOOTH_COORDINATOR"]);
  standA = await createStand(ctx);
  standB = await createStand(ctx);
  await serveByTeamOf(ctx, coordA.user.id, standA.id);
  await serveByTeamOf(ctx, coordB.user.id, standB.id);
  [specialistA] = (await specialistsAt(ctx, standA.id, 1)) as [Staff];
  [specialistB] = (await specialistsAt(ctx, standB.id, 1)) as [Staff];
  receptionA = await staff(ctx, ["RECEPCIONIST"]);
  receptionB = await staff(ctx, ["RECEPCIONIST"]);
  await checkIn(ctx, receptionA, standA.id); // schedules today at A, then checks in
  await checkIn(ctx, receptionB, standB.id);
  visitB = await checkInVisitor(ctx, receptionB, standB.id, { full_name: "Beatriz Visitante B" });
});
afterAll(() => ctx?.close());

const call = (who: Staff, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const standIds = async (who: Staff) =>
  (await call(who, "GET", "/stands")).json().payload.map((s: { enterprise_id: string }) => s.enterprise_id);

describe("receptionists work where the schedule puts them today", () => {
  it("refuses a receptionist not scheduled at B: check-in, visitor check-in, B's visits and board (403)", async () => {
    const presenceBefore = await ctx.prisma.standPresence.findFirst({
      where: { userId: receptionA.user.id, checkedOutAt: null },
    });
    const checkInB = await call(receptionA, "POST", `/stands/${standB.id}/check-in`);
    expect(checkInB.statusCode).toBe(403);
    expect(checkInB.json().message).toBe(notScheduled(standB));
    // Still at A: the refused check-in closed nothing.
    expect(
      await ctx.prisma.standPresence.findFirst({ where: { userId: receptionA.user.id, checkedOutAt: null } }),
    ).toMatchObject({ id: presenceBefore?.id, enterpriseId: standA.id });

    const before = await leadWrites(ctx.prisma);
    const visit = await postVisit(ctx, receptionA, standB.id);
    expect(visit.statusCode).toBe(403);
    expect(visit.json().message).toBe(notScheduled(standB));
    expect(await leadWrites(ctx.prisma)).toEqual(before);

    const visits = await call(receptionA, "GET", `/stand-visits?enterprise_id=${standB.id}`);
    expect(visits.statusCode).toBe(403);
    expect(visits.json().message).toBe(NOT_YOURS);
    expect((await call(receptionA, "GET", `/stand-visits/${visitB._id}`)).statusCode).toBe(404);
    const cancel = await call(receptionA, "PUT", `/stand-visits/${visitB._id}/cancel`, { reason: "Foi embora" });
    expect(cancel.statusCode).toBe(404);
    const board = await call(receptionA, "GET", `/stands/${standB.id}/board`);
    expect(board.statusCode).toBe(403);
    expect(board.body).not.toContain("Beatriz");
    // The picker offers only the stand of their schedule.
    expect(await standIds(receptionA)).toEqual([standA.id]);
  });

  it("lets the receptionist scheduled at B check visitors in there and read B's visits and board", async () => {
    const visit = await checkInVisitor(ctx, receptionB, standB.id, { full_name: "Bruno Visitante B" });
    // Checked in at B. It waits: B's only specialist already has Beatriz on the way (the lista da vez, 063).
    expect(visit.status).toBe("WAITING");
    const list = await call(receptionB, "GET", `/stand-visits?enterprise_id=${standB.id}`);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .payload.map((v: { visitor: { full_name: string } }) => v.visitor.full_name)
        .sort(),
    ).toEqual(["Beatriz Visitante B", "Bruno Visitante B"]);
    const board = await call(receptionB, "GET", `/stands/${standB.id}/board`);
    expect(board.statusCode).toBe(200);
    expect(board.json().enterprise._id).toBe(standB.id);
    expect(JSON.stringify(board.json())).toContain("Bruno Visitante B");
    expect(await standIds(receptionB)).toEqual([standB.id]);
  });

  it("stops a receptionist whose schedule no longer covers today at their stand, though still checked in", async () => {
    const stand = await createStand(ctx);
    const r = await staff(ctx, ["RECEPCIONIST"]);
    await checkIn(ctx, r, stand.id);
    expect((await postVisit(ctx, r, stand.id)).statusCode).toBe(201);
    await ctx.prisma.availabilitySchedule.deleteMany({ where: { userId: r.user.id } });
    const res = await postVisit(ctx, r, stand.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(notScheduled(stand));
    expect((await call(r, "GET", "/stand-visits")).json().pagination.total).toBe(0);
    expect((await call(r, "GET", `/stands/${stand.id}/board`)).statusCode).toBe(403);
    expect(await standIds(r)).toEqual([]);
  });

  it("lets an admin, or the stand's coordinator, check a receptionist in outside the schedule, logged", async () => {
    const r = await staff(ctx, ["RECEPCIONIST"]);
    await scheduleOnDuty(ctx, r.user.id, standA.id);
    const override = (who: Staff, enterpriseId: string) =>
      call(who, "POST", `/stands/${enterpriseId}/check-in/${r.user.id}`, { reason: "Cobrindo a recepção" });
    // Another team's coordinator may not; B's coordinator and an admin may.
    const refused = await override(coordA, standB.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_YOURS);
    const byAdmin = await override(admin, standB.id);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().message).toBe("Check-in fora da escala registrado.");
    const presence = await ctx.prisma.standPresence.findFirstOrThrow({
      where: { userId: r.user.id, checkedOutAt: null },
    });
    expect(presence).toMatchObject({ enterpriseId: standB.id, kind: "RECEPTION", scheduleOverrideById: admin.user.id });
    const visit = await checkInVisitor(ctx, r, standB.id, { full_name: "Clara Visitante B" });
    // Accepted at B; it waits behind the visitors B's only specialist is serving (063).
    expect(visit.status).toBe("WAITING");
    expect((await call(r, "GET", `/stands/${standB.id}/board`)).statusCode).toBe(200);
    const audit = await ctx.prisma.auditLog.findFirstOrThrow({
      where: { action: "STAND_CHECK_IN_OVERRIDE", entityId: r.user.id },
    });
    expect(audit).toMatchObject({ actorId: admin.user.id });
    expect(audit.details).toMatchObject({ enterprise_id: standB.id, reason: "Cobrindo a recepção" });

    const r2 = await staff(ctx, ["RECEPCIONIST"]);
    const byCoordinator = await call(coordB, "POST", `/stands/${standB.id}/check-in/${r2.user.id}`, {
      reason: "Recepção extra no sábado",
    });
    expect(byCoordinator.statusCode, byCoordinator.body).toBe(200);
    expect(await ctx.prisma.standPresence.findFirstOrThrow({ where: { userId: r2.user.id } })).toMatchObject({
      enterpriseId: standB.id,
      scheduleOverrideById: coordB.user.id,
    });
  });
});

describe("booth coordinators work at their teams' stands", () => {
  it("refuses another team's coordinator B's visits and presences; B's coordinator and admins act", async () => {
    const before = await leadWrites(ctx.prisma);
    const visit = await postVisit(ctx, coordA, standB.id);
    expect(visit.statusCode).toBe(403);
    expect(visit.json().message).toBe(NOT_YOURS);
    expect(await leadWrites(ctx.prisma)).toEqual(before);
    expect((await call(coordA, "GET", `/stand-visits?enterprise_id=${standB.id}`)).statusCode).toBe(403);
    expect((await call(coordA, "GET", `/stand-visits/${visitB._id}`)).statusCode).toBe(404);
    const assign = await call(coordA, "PUT", `/stand-visits/${visitB._id}/assign`, {
      specialist_id: specialistB.user.id,
      reason: "teste",
    });
    expect(assign.statusCode).toBe(404);
    expect((await call(coordA, "GET", `/stands/${standB.id}/board`)).statusCode).toBe(403);
    const presence = await ctx.prisma.standPresence.findFirstOrThrow({
      where: { userId: specialistB.user.id, checkedOutAt: null },
    });
    const pause = await call(coordA, "PUT", `/stands/presences/${presence.id}/action`, { action: "PAUSE" });
    expect(pause.statusCode).toBe(404);
    const first = await call(coordA, "PUT", `/stands/presences/${presence.id}/to-first-position`);
    expect(first.statusCode).toBe(404);
    expect(
      (await ctx.prisma.user.findUniqueOrThrow({ where: { id: specialistB.user.id } })).availabilityStatus,
    ).not.toBe("IN_PAUSE");
    // Their register holds their own stands' visits only; the picker offers their stands.
    const mine = (await call(coordA, "GET", "/stand-visits")).json().payload as { enterprise_id: string }[];
    expect(mine.every((v) => v.enterprise_id === standA.id)).toBe(true);
    expect(await standIds(coordA)).toEqual([standA.id]);

    for (const who of [coordB, admin]) {
      expect((await call(who, "GET", `/stand-visits/${visitB._id}`)).statusCode).toBe(200);
      expect((await call(who, "GET", `/stands/${standB.id}/board`)).statusCode).toBe(200);
    }
    const paused = await call(coordB, "PUT", `/stands/presences/${presence.id}/action`, { action: "PAUSE" });
    expect(paused.statusCode, paused.body).toBe(200);
    const resumed = await call(admin, "PUT", `/stands/presences/${presence.id}/action`, { action: "RESUME" });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect((await checkInVisitor(ctx, coordB, standB.id)).status).toMatch(/ASSIGNED|WAITING/);
  });

  it("uses the same rule for the shift grid, which now schedules receptionists too", async () => {
    const r = await staff(ctx, ["RECEPCIONIST"]);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(
      new Date(Date.now() + 20 * 86_400_000),
    );
    const body = { enterprise_id: standB.id, changes: [{ user_id: r.user.id, day, shift: "M", scheduled: true }] };
    const refused = await call(coordA, "PUT", "/availability-schedules", body);
    expect(refused.statusCode).toBe(403);
    const saved = await call(coordB, "PUT", "/availability-schedules", body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ added: 1 });
    const people = (await call(coordB, "GET", "/availability-schedules/specialists")).json().payload as {
      _id: string;
      kind: string;
    }[];
    expect(people.find((p) => p._id === r.user.id)?.kind).toBe("RECEPTION");
    expect(people.find((p) => p._id === specialistB.user.id)?.kind).toBe("SPECIALIST");
    const month = await call(
      coordB,
      "GET",
      `/availability-schedules?month=${day.slice(0, 7)}&enterprise_id=${standB.id}`,
    );
    expect(month.json().payload.filter((row: { user_id: string }) => row.user_id === r.user.id)).toMatchObject([
      { day, shift: "M", user_kind: "RECEPTION" },
    ]);
  });
});

describe("the board is scoped like the visits", () => {
  it("answers the stand's own staff and refuses others with 403, without the visitors' names", async () => {
    // A specialist reads the board of the stand they work at, not another one's.
    expect((await call(specialistA, "GET", `/stands/${standA.id}/board`)).statusCode).toBe(200);
    const other = await call(specialistA, "GET", `/stands/${standB.id}/board`);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain("Visitante B");
    // Roles that do not work at stands are refused before anything is read.
    const online = await staff(ctx, ["ONLINE_SPECIALIST"]);
    expect((await call(online, "GET", `/stands/${standB.id}/board`)).statusCode).toBe(403);
    // A stand that does not exist is a 404 for those who could not see it either.
    const missing = await call(coordA, "GET", "/stands/00000000-0000-4000-8000-000000000000/board");
    expect(missing.statusCode).toBe(404);
  });
});
