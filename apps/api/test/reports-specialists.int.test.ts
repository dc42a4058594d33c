/**
 * The specialists report (decision 071) on hand-made data with known answers: leads received by channel
 * (lead movements, São Paulo month boundaries), roulette offers accepted/expired and the median time to accept,
 * attendances, stand visits served, appointments, proposals (first versions only), gross sales and VGV from the
 * sale events, conversion, leads out of the wallet; a coordinator sees only their team's people; the enterprise
 * filter narrows every count; a booth specialist gets 403 and a bad month a 400 naming the field.
 */
import {
  createEnterpriseWithUnits,
  createReportLead,
  createReportSale,
  createTeam,
  spTime,
} from "@portal/db/testing/deal-factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let coordinator: Staff;
let s1: Staff;
let s2: Staff;
let outsider: Staff;
let enterpriseId: string;
let otherEnterpriseId: string;
const MARCH = "month_start=2026-03&month_end=2026-03";

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  const p = ctx.prisma;
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
  s1 = await staff(ctx, ["ONLINE_SPECIALIST"]);
  s2 = await staff(ctx, ["ONLINE_SPECIALIST"]);
  outsider = await staff(ctx, ["BOOTH_SPECIALIST"]);
  await createTeam(p, { masterId: coordinator.user.id, memberIds: [s1.user.id, s2.user.id] });
  const { enterprise, units } = await createEnterpriseWithUnits(p, { towers: [{ units: 4 }] });
  const other = await createEnterpriseWithUnits(p, { towers: [{ units: 1 }] });
  enterpriseId = enterprise.id;
  otherEnterpriseId = other.enterprise.id;
  const [l1, l2, l3, l4] = await Promise.all(
    [1, 2, 3, 4].map(() => createReportLead(p, { enterpriseId, ownerId: s1.user.id })),
  );
  const elsewhere = await createReportLead(p, { enterpriseId: otherEnterpriseId, ownerId: s1.user.id });
  if (!l1 || !l2 || !l3 || !l4) throw new Error("leads");
  const move = (leadId: string, from: string | null, to: string | null, reason: string, at: Date, ent = enterpriseId) =>
    p.leadMovement.create({
      data: { leadId, originUserId: from, destinationUserId: to, enterpriseId: ent, reason, createdAt: at },
    });
  // Into S1's wallet in March: by the roulette, at the stand, by hand (a transfer; a distribution at 23:30 on the
  // 31st, still March in São Paulo). Not counted: one at 23:30 on 28 February.
  await move(l1.id, null, s1.user.id, "ROULETTE_OFFER", spTime("2026-03-02 10:00"));
  await move(l2.id, null, s1.user.id, "STAND_VISIT", spTime("2026-03-03 10:00"));
  await move(l3.id, null, s1.user.id, "TRANSFER", spTime("2026-03-04 10:00"));
  await move(l4.id, null, s1.user.id, "DISTRIBUTION", spTime("2026-03-31 23:30"));
  await move(l4.id, null, s1.user.id, "DISTRIBUTION", spTime("2026-02-28 23:30"));
  // L3 goes on from S1 to S2.
  await move(l3.id, s1.user.id, s2.user.id, "TRANSFER", spTime("2026-03-20 09:00"));
  // Offers to S1: accepted after 2 and 6 minutes (median 4), one expired; one in the other enterprise, expired.
  const offer = (leadId: string, outcome: "ACCEPTED" | "EXPIRED", at: Date, seconds: number) =>
    p.leadOffer.create({
      data: {
        leadId,
        agentUserId: s1.user.id,
        offeredAt: at,
        deadline: new Date(at.getTime() + 600_000),
        outcome,
        resolvedAt: new Date(at.getTime() + seconds * 1000),
      },
    });
  await offer(l1.id, "ACCEPTED", spTime("2026-03-02 10:00"), 120);
  await offer(l2.id, "ACCEPTED", spTime("2026-03-05 10:00"), 360);
  await offer(l3.id, "EXPIRED", spTime("2026-03-06 10:00"), 600);
  await offer(elsewhere.id, "EXPIRED", spTime("2026-03-07 10:00"), 600);
  await p.attendance.createMany({
    data: [
      { leadId: l1.id, attendantId: s1.user.id, startedAt: spTime("2026-03-02 10:05") },
      { leadId: l2.id, attendantId: s1.user.id, startedAt: spTime("2026-03-05 10:07") },
    ],
  });
  await p.stand.create({ data: { enterpriseId } });
  await p.standVisit.create({
    data: {
      enterpriseId,
      leadId: l2.id,
      visitorName: "Visitante",
      visitorPhone: "5547999990000",
      lgpdConsent: true,
      status: "FINISHED",
      specialistId: s1.user.id,
      arrivedAt: spTime("2026-03-03 09:50"),
      startedAt: spTime("2026-03-03 10:00"),
      finishedAt: spTime("2026-03-03 10:40"),
    },
  });
  const appointment = (status: "DONE" | "NO_SHOW", at: Date) =>
    p.schedule.create({
      data: {
        leadId: l1.id,
        specialistId: s1.user.id,
        enterpriseId,
        type: "CALL",
        status,
        startsAt: at,
        endsAt: new Date(at.getTime() + 1_800_000),
        createdById: s1.user.id,
      },
    });
  await appointment("DONE", spTime("2026-03-10 14:00"));
  await appointment("NO_SHOW", spTime("2026-03-11 14:00"));
  // A sale (with its proposal) of 400.000,00; a second proposal and a new version of it (not counted).
  const [u1, u2] = units as [(typeof units)[0], (typeof units)[0]];
  await createReportSale(p, {
    unit: u1,
    leadId: l1.id,
    brokerId: s1.user.id,
    price: 40_000_000,
    createdAt: spTime("2026-03-12 15:00"),
  });
  const root = await p.proposal.create({
    data: {
      leadId: l2.id,
      unitId: u2.id,
      enterpriseId,
      brokerId: s1.user.id,
      price: 30_000_000n,
      netPrice: 30_000_000n,
      createdById: s1.user.id,
      createdAt: spTime("2026-03-15 10:00"),
    },
  });
  await p.proposal.create({
    data: {
      leadId: l2.id,
      unitId: u2.id,
      enterpriseId,
      brokerId: s1.user.id,
      price: 29_000_000n,
      netPrice: 29_000_000n,
      version: 2,
      parentId: root.id,
      createdById: s1.user.id,
      createdAt: spTime("2026-03-16 10:00"),
    },
  });
});
afterAll(() => ctx?.close());

const get = (who: Staff, query: string) =>
  ctx.app.inject({ method: "GET", url: `/services/reports/specialists?${query}`, headers: who.headers });

type Row = { specialist: { _id: string }; figures: Record<string, number | null> };
const rowOf = (body: { rows: Row[] }, who: Staff) => body.rows.find((r) => r.specialist._id === who.user.id);

describe("GET /services/reports/specialists", () => {
  it("counts each specialist's month from their own events", async () => {
    const res = await get(admin, MARCH);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.period).toEqual({ month_start: "2026-03", month_end: "2026-03" });
    expect(body.scope.kind).toBe("ALL");
    expect(rowOf(body, s1)?.figures).toEqual({
      leads_received: 4,
      received_roulette: 1,
      received_stand: 1,
      received_manual: 2,
      offers_accepted: 2,
      offers_expired: 2,
      median_accept_minutes: 4,
      attendances: 2,
      stand_visits_served: 1,
      appointments_done: 1,
      appointments_no_show: 1,
      proposals: 2,
      sales: 1,
      vgv: 40_000_000,
      conversion: 0.25,
      movements_out: 1,
    });
    expect(rowOf(body, s2)?.figures).toMatchObject({ leads_received: 1, received_manual: 1, sales: 0, conversion: 0 });
    // The admin's list has every active specialist, with or without figures; S1 sold most and comes first.
    expect(rowOf(body, outsider)?.figures).toMatchObject({ leads_received: 0, conversion: null });
    expect(body.rows[0].specialist._id).toBe(s1.user.id);
  });

  it("a coordinator sees only their team's people; the enterprise filter narrows every count", async () => {
    const mine = (await get(coordinator, MARCH)).json();
    expect(mine.scope).toMatchObject({ kind: "TEAMS" });
    expect(mine.rows.map((r: Row) => r.specialist._id).sort()).toEqual([s1.user.id, s2.user.id].sort());
    expect(mine.totals).toMatchObject({ leads_received: 5, sales: 1, vgv: 40_000_000, median_accept_minutes: 4 });

    const other = (await get(admin, `${MARCH}&enterprise_id=${otherEnterpriseId}&specialist_id=${s1.user.id}`)).json();
    expect(other.rows).toHaveLength(1);
    expect(other.rows[0].figures).toMatchObject({
      leads_received: 0,
      offers_accepted: 0,
      offers_expired: 1,
      median_accept_minutes: null,
      proposals: 0,
      sales: 0,
    });
  });

  it("refuses a booth specialist (403) and names a bad month (400)", async () => {
    expect((await get(outsider, MARCH)).statusCode).toBe(403);
    const bad = await get(admin, "month_start=2026-13");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("month_start");
    expect(bad.body).toContain("deve ser um mês no formato AAAA-MM");
  });
});
