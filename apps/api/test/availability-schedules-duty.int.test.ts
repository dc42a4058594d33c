/**
 * The schedule feeds presence (decision 052): a booth specialist checks in at a stand only in a
 * shift they are scheduled for there (admins override, logged in the stand log and the audit log), and a booth
 * roulette offers leads only to members on duty at one of its stands.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentSlot, serveByTeamOf, useWholeDayShifts } from "./factories/availability-schedules";
import { leadPhone, type Staff, staff } from "./factories/leads";
import { addAgents, createRoulette } from "./factories/roulettes";
import { createStand } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let coordinator: Staff;
let admin: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  // Shifts that cover the whole day: "the shift running now" exists whenever the test runs.
  await useWholeDayShifts(ctx);
});
afterAll(() => ctx?.close());

/** A stand served by the coordinator's team: they write its schedule (decision 057). */
async function teamStand() {
  const stand = await createStand(ctx);
  await serveByTeamOf(ctx, coordinator.user.id, stand.id);
  return stand;
}

const OTHER_SHIFT = { M: "T", T: "N", N: "M" } as const;
const schedule = (enterpriseId: string, userId: string, shift: "M" | "T" | "N", day = currentSlot().day) =>
  ctx.app
    .inject({
      method: "PUT",
      url: "/availability-schedules",
      headers: coordinator.headers,
      payload: { enterprise_id: enterpriseId, changes: [{ user_id: userId, day, shift, scheduled: true }] },
    })
    .then((r) => expect(r.statusCode, r.body).toBe(200));
const checkIn = (who: Staff, enterpriseId: string) =>
  ctx.app.inject({ method: "POST", url: `/stands/${enterpriseId}/check-in`, headers: who.headers });
const openPresence = (userId: string) => ctx.prisma.standPresence.findFirst({ where: { userId, checkedOutAt: null } });

describe("check-in follows the schedule", () => {
  it("lets a specialist scheduled here in the current shift in", async () => {
    const stand = await teamStand();
    const ana = await staff(ctx, ["BOOTH_SPECIALIST"]);
    await schedule(stand.id, ana.user.id, currentSlot().shift);
    const res = await checkIn(ana, stand.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await openPresence(ana.user.id))?.enterpriseId).toBe(stand.id);
  });

  it("refuses (403, pt-BR) a specialist not scheduled, scheduled for another shift, or scheduled at another stand", async () => {
    const [stand, other] = [await teamStand(), await teamStand()];
    const { shift } = currentSlot();
    const nobody = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const later = await staff(ctx, ["BOOTH_SPECIALIST"]);
    await schedule(stand.id, later.user.id, OTHER_SHIFT[shift]);
    const away = await staff(ctx, ["BOOTH_SPECIALIST"]);
    await schedule(other.id, away.user.id, shift);
    for (const who of [nobody, later, away]) {
      const res = await checkIn(who, stand.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        `Você não está escalado(a) no plantão ${stand.name} neste turno. Procure a coordenação.`,
      );
      expect(await openPresence(who.user.id)).toBeNull();
    }
    // Receptionists are scheduled too (decision 061): any shift of today at that stand lets them in.
    const reception = await staff(ctx, ["RECEPCIONIST"]);
    const refused = await checkIn(reception, stand.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `Você não está escalado(a) no plantão ${stand.name} hoje. Procure a coordenação.`,
    );
    await schedule(stand.id, reception.user.id, OTHER_SHIFT[shift]);
    expect((await checkIn(reception, stand.id)).statusCode).toBe(200);
  });

  it("an admin or the stand's coordinator checks an unscheduled specialist in with a reason: logged", async () => {
    const stand = await teamStand();
    const ana = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const override = (who: Staff, body: unknown = { reason: "Cobrindo falta do colega" }) =>
      ctx.app.inject({
        method: "POST",
        url: `/stands/${stand.id}/check-in/${ana.user.id}`,
        headers: who.headers,
        payload: body as object,
      });
    // A coordinator of another team may not (the stand scope, decision 061); the stand's coordinator may.
    const elsewhere = await staff(ctx, ["BOOTH_COORDINATOR"]);
    expect((await override(elsewhere)).statusCode).toBe(403);
    expect((await override(admin, {})).json().message).toEqual(['"reason" é obrigatório']);
    const res = await override(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Check-in fora da escala registrado.");
    expect(await ctx.prisma.user.findUniqueOrThrow({ where: { id: ana.user.id } })).toMatchObject({
      availabilityStatus: "AVAILABLE",
    });
    const log = await ctx.prisma.standLog.findFirstOrThrow({ where: { userId: ana.user.id, action: "CHECK_IN" } });
    expect(log).toMatchObject({ enterpriseId: stand.id, actorId: admin.user.id });
    expect(log.reason).toBe(
      "entrou na fila da vez (fim da fila); fora da escala, liberado pela administração: Cobrindo falta do colega",
    );
    const audit = await ctx.prisma.auditLog.findFirstOrThrow({
      where: { action: "STAND_CHECK_IN_OVERRIDE", entityId: ana.user.id },
    });
    expect(audit).toMatchObject({ actorId: admin.user.id, entity: "user" });
    expect(audit.details).toMatchObject({ enterprise_id: stand.id, reason: "Cobrindo falta do colega" });
    // The stand's coordinator checks another specialist in the same way.
    const bia = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const byCoordinator = await ctx.app.inject({
      method: "POST",
      url: `/stands/${stand.id}/check-in/${bia.user.id}`,
      headers: coordinator.headers,
      payload: { reason: "Reforço no sábado" },
    });
    expect(byCoordinator.statusCode, byCoordinator.body).toBe(200);
    // Only booth specialists and receptionists check in.
    const online = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const notStandStaff = await ctx.app.inject({
      method: "POST",
      url: `/stands/${stand.id}/check-in/${online.user.id}`,
      headers: admin.headers,
      payload: { reason: "teste" },
    });
    expect(notStandStaff.statusCode).toBe(409);
    expect(notStandStaff.json().message).toBe(
      "Somente especialistas de plantão e recepcionistas fazem check-in no plantão.",
    );
  });
});

describe("the booth roulette uses the schedule", () => {
  it("offers a stand lead to the member on duty at the roulette's stand, skipping an available member off shift", async () => {
    const stand = await teamStand();
    const roulette = await createRoulette(ctx, { type: "BOOTH", enterpriseIds: [stand.id] });
    const [offShift, onDuty] = await addAgents(ctx, roulette, 2, "AVAILABLE");
    await schedule(stand.id, onDuty?.user.id as string, currentSlot().shift);
    await schedule(stand.id, offShift?.user.id as string, OTHER_SHIFT[currentSlot().shift]);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/leads",
      headers: coordinator.headers,
      payload: { full_name: "Cliente Plantão", phone: leadPhone(), enterprise_id: stand.id, source: "STAND" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const lead = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: res.json().summary._id } });
    expect(lead.ownerId).toBe(onDuty?.user.id);

    // With nobody on duty the lead waits in the booth roulette's queue (offered to no one).
    await ctx.prisma.availabilitySchedule.deleteMany({ where: { userId: onDuty?.user.id } });
    const waiting = await ctx.app.inject({
      method: "POST",
      url: "/leads",
      headers: coordinator.headers,
      payload: { full_name: "Cliente Plantão 2", phone: leadPhone(), enterprise_id: stand.id, source: "STAND" },
    });
    const second = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: waiting.json().summary._id } });
    expect(second.ownerId).toBeNull();
    expect(await ctx.prisma.leadOffer.count({ where: { leadId: second.id } })).toBe(0);
  });
});
