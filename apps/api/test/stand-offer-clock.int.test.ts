/**
 * A roulette offer and a stand attendance (decision 063): serving a visitor in person stops the clock of the online
 * offer open to the specialist. It does not expire during the attendance (neither by its job nor by the sweep); when
 * the attendance ends its deadline moves by exactly the time paused (the time left is the time it had), the alert's
 * notification carries the new deadline and a new expiry job is queued; after that it expires as any offer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, leadPhone, type Staff, staff } from "./factories/leads";
import { createRoulette, overdue } from "./factories/roulettes";
import { checkInVisitor, createStand, receptionistAt, serviceReport, specialistsAt } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";
import { listenRealtime } from "./realtime-listener";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
});
afterAll(() => ctx?.close());

const put = (who: Staff, url: string, payload?: object) =>
  ctx.app.inject({ method: "PUT", url, headers: who.headers, ...(payload ? { payload } : {}) });
const expiry = () => ctx.app.services.distribution.offerExpiry;

/** A booth specialist checked in at a stand who is also an agent of an online roulette, and an online lead offered. */
async function offeredWhileOnDuty() {
  const stand = await createStand(ctx);
  const [specialist] = (await specialistsAt(ctx, stand.id, 1)) as [Staff];
  const online = await createEnterprise(ctx.prisma);
  const roulette = await createRoulette(ctx, { type: "ONLINE", enterpriseIds: [online.id] });
  await ctx.prisma.rouletteAgent.create({
    data: { rouletteId: roulette.id, userId: specialist.user.id, status: "AVAILABLE", position: 1 },
  });
  const coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
  const created = await ctx.app.inject({
    method: "POST",
    url: "/leads",
    headers: coordinator.headers,
    payload: { full_name: "Cliente do Site", phone: leadPhone(), enterprise_id: online.id, source: "SITE" },
  });
  expect(created.statusCode, created.body).toBe(201);
  const leadId = created.json().summary._id as string;
  const offer = await ctx.prisma.leadOffer.findFirstOrThrow({ where: { leadId } });
  expect(offer).toMatchObject({ agentUserId: specialist.user.id, outcome: "PENDING", pausedAt: null });
  const reception = await receptionistAt(ctx, stand.id);
  return { stand, specialist, reception, leadId, offer };
}

const expireJobsOf = (offerId: string) =>
  ctx.jobs.jobs.filter((j) => j.name === "offer.expire" && (j.payload as { offerId: string }).offerId === offerId);

describe("an online offer open when a stand attendance starts", () => {
  it("does not expire during the attendance and is re-armed with the time it had left when it ends", async () => {
    const { stand, specialist, reception, leadId, offer } = await offeredWhileOnDuty();
    const visit = await checkInVisitor(ctx, reception, stand.id, { full_name: "Visitante Presencial" });
    expect(visit.specialist?._id).toBe(specialist.user.id);

    const realtime = await listenRealtime(ctx);
    expect((await put(specialist, `/stand-visits/${visit._id}/start`)).statusCode).toBe(200);
    const paused = await ctx.prisma.leadOffer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(paused.pausedAt).not.toBeNull();
    expect(paused.deadline).toEqual(offer.deadline);
    const left = paused.deadline.getTime() - (paused.pausedAt as Date).getTime();
    expect(left).toBeGreaterThan(9 * 60_000);
    // The specialist's screen is told: its countdown freezes at the time the offer had left.
    const told = (await realtime.settled()).filter(
      (h) => h.userId === specialist.user.id && h.event.type === "lead.offer_paused",
    );
    expect(told.map((h) => h.event)).toEqual([
      { type: "lead.offer_paused", lead_id: leadId, offer_id: offer.id, remaining_ms: expect.any(Number) },
    ]);
    // The database keeps microseconds, the row read here milliseconds: the same time left, to the millisecond.
    const frozen = told[0]?.event.type === "lead.offer_paused" ? told[0].event.remaining_ms : Number.NaN;
    expect(Math.abs(frozen - left)).toBeLessThanOrEqual(1);
    await realtime.stop();
    // After a reload the polled list tells the same: the offer is paused with that time left.
    const listedPaused = await ctx.app.inject({
      method: "GET",
      url: "/notifications?readed=false&working_systems=SALES",
      headers: specialist.headers,
    });
    const pausedNote = listedPaused.json().payload.find((n: { linked_content: string }) => n.linked_content === leadId);
    expect(Math.abs(pausedNote.offer_paused_left_ms - left)).toBeLessThanOrEqual(1);

    // The attendance lasts 15 minutes: as if the offer and the pause had happened 15 minutes earlier, so its
    // original deadline is now 5 minutes past. Neither its job nor the sweep expires it.
    await ctx.prisma.$executeRaw`
      UPDATE lead_offers SET deadline = deadline - interval '15 minutes', paused_at = paused_at - interval '15 minutes'
      WHERE id = ${offer.id}::uuid`;
    await ctx.prisma.$executeRaw`
      UPDATE notifications SET deadline = deadline - interval '15 minutes'
      WHERE type = 'NEW_LEAD' AND linked_content = ${leadId}`;
    const shifted = await ctx.prisma.leadOffer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(shifted.deadline.getTime()).toBeLessThan(Date.now());
    expect(await expiry().expire(offer.id)).toBe("paused");
    expect(await expiry().sweep()).toMatchObject({ expired: 0 });
    const during = await ctx.prisma.leadOffer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(during.outcome).toBe("PENDING");
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: leadId } })).ownerId).toBe(specialist.user.id);
    const jobsBefore = expireJobsOf(offer.id).length;

    // The attendance ends: the clock runs again with the time it had left.
    const before = Date.now();
    expect((await put(specialist, `/stand-visits/${visit._id}/finish`, serviceReport())).statusCode).toBe(200);
    const after = Date.now();
    const resumed = await ctx.prisma.leadOffer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(resumed).toMatchObject({ outcome: "PENDING", pausedAt: null });
    // deadline = resumed-at + time left, the resumed-at being a reading of the clock during the finish.
    const resumedAt = resumed.deadline.getTime() - left;
    expect(resumedAt).toBeGreaterThanOrEqual(before - 1);
    expect(resumedAt).toBeLessThanOrEqual(after + 1);
    // The moved deadline is exactly the old one plus the time paused.
    expect(resumed.deadline.getTime() - shifted.deadline.getTime()).toBe(
      resumedAt - (shifted.pausedAt as Date).getTime(),
    );
    // The alert's notification shows the new deadline; a new expiry job was queued for it.
    const note = await ctx.prisma.notification.findFirstOrThrow({
      where: { receiverId: specialist.user.id, type: "NEW_LEAD", linkedContent: leadId },
    });
    expect(note.deadline).toEqual(resumed.deadline);
    const listedResumed = await ctx.app.inject({
      method: "GET",
      url: "/notifications?readed=false&working_systems=SALES",
      headers: specialist.headers,
    });
    const resumedNote = listedResumed
      .json()
      .payload.find((n: { linked_content: string }) => n.linked_content === leadId);
    expect(resumedNote).toMatchObject({ deadline: resumed.deadline.toISOString() });
    expect(resumedNote).not.toHaveProperty("offer_paused_left_ms");
    expect(expireJobsOf(offer.id).length).toBe(jobsBefore + 1);
    expect(await expiry().expire(offer.id)).toBe("not-due");

    // From now on it is an offer like any other: past its deadline, it expires.
    await overdue(ctx, leadId);
    expect(await expiry().expire(offer.id)).toBe("expired");
    expect((await ctx.prisma.leadOffer.findUniqueOrThrow({ where: { id: offer.id } })).outcome).toBe("EXPIRED");
  });

  it("can be accepted ('Atender') while paused; an offer already due when the attendance starts is not paused", async () => {
    const { stand, specialist, reception, leadId, offer } = await offeredWhileOnDuty();
    const visit = await checkInVisitor(ctx, reception, stand.id);
    expect((await put(specialist, `/stand-visits/${visit._id}/start`)).statusCode).toBe(200);
    const accepted = await put(specialist, `/leads/${leadId}/attend`, { leadId });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await ctx.prisma.leadOffer.findUniqueOrThrow({ where: { id: offer.id } })).toMatchObject({
      outcome: "ACCEPTED",
      pausedAt: null,
    });

    const other = await offeredWhileOnDuty();
    await overdue(ctx, other.leadId);
    const second = await checkInVisitor(ctx, other.reception, other.stand.id);
    expect((await put(other.specialist, `/stand-visits/${second._id}/start`)).statusCode).toBe(200);
    expect((await ctx.prisma.leadOffer.findUniqueOrThrow({ where: { id: other.offer.id } })).pausedAt).toBeNull();
    expect(await expiry().expire(other.offer.id)).toBe("expired");
  });
});
