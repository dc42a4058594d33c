/**
 * Who sees and does what at the stand (decision 048): the receptionist works at the stand they checked in
 * at, a specialist sees only their own visits and reports, coordinators and admins see everything; the phone lookup
 * tells the stand only what it needs; third-party visits; bad input is a 400 naming the field and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveByTeamOf } from "./factories/availability-schedules";
import { createLead, leadPhone, leadWrites, type Staff, staff } from "./factories/leads";
import {
  checkInVisitor,
  createStand as createBareStand,
  postVisit,
  receptionistAt,
  serviceReport,
  specialistsAt,
} from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";

/** A stand served by the file's booth coordinator's sales team: coordinators work at their teams' stands (decision 061). */
async function createStand(c: TestContext) {
  const stand = await createBareStand(c);
  await serveByTeamOf(c, coordinator.user.id, stand.id);
  return stand;
}

let ctx: TestContext;
let admin: Staff;
let coordinator: Staff;
let standA: { id: string; name: string };
let standB: { id: string; name: string };
let receptionA: Staff;
let receptionB: Staff;
let specialistA: Staff;
let specialistB: Staff;
let visitA: Awaited<ReturnType<typeof checkInVisitor>>;
let visitB: Awaited<ReturnType<typeof checkInVisitor>>;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  standA = await createStand(ctx);
  standB = await createStand(ctx);
  [specialistA] = (await specialistsAt(ctx, standA.id, 1)) as [Staff];
  [specialistB] = (await specialistsAt(ctx, standB.id, 1)) as [Staff];
  receptionA = await receptionistAt(ctx, standA.id);
  receptionB = await receptionistAt(ctx, standB.id);
  visitA = await checkInVisitor(ctx, receptionA, standA.id, { full_name: "Visitante A" });
  visitB = await checkInVisitor(ctx, receptionB, standB.id, { full_name: "Visitante B" });
  for (const [who, visit] of [
    [specialistA, visitA],
    [specialistB, visitB],
  ] as const) {
    await ctx.app.inject({ method: "PUT", url: `/stand-visits/${visit._id}/start`, headers: who.headers });
    const done = await ctx.app.inject({
      method: "PUT",
      url: `/stand-visits/${visit._id}/finish`,
      headers: who.headers,
      payload: serviceReport(),
    });
    expect(done.statusCode, done.body).toBe(200);
  }
});
afterAll(() => ctx?.close());

const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });
const ids = (res: { json(): { payload: { _id: string }[] } }) => res.json().payload.map((v) => v._id);

describe("visits by role", () => {
  it("gives the receptionist their stand's visits only", async () => {
    expect(ids(await get(receptionA, "/stand-visits"))).toEqual([visitA._id]);
    expect((await get(receptionA, `/stand-visits?enterprise_id=${standB.id}`)).statusCode).toBe(403);
    expect((await get(receptionA, `/stand-visits/${visitB._id}`)).statusCode).toBe(404);
    expect((await get(receptionA, `/stand-visits/${visitA._id}`)).json().visit.visitor.full_name).toBe("Visitante A");
    // A receptionist who has not chosen a stand sees none.
    const nowhere = await staff(ctx, ["RECEPCIONIST"]);
    const none = await get(nowhere, "/stand-visits");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ payload: [], pagination: { total: 0, skip: 0, limit: 50 } });
  });

  it("does not let a receptionist check visitors in, assign or cancel at a stand they are not at", async () => {
    const before = await leadWrites(ctx.prisma);
    const res = await postVisit(ctx, receptionA, standB.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(`Você não está escalado(a) no plantão ${standB.name} hoje. Procure a coordenação.`);
    expect(await leadWrites(ctx.prisma)).toEqual(before);
    const cancel = await ctx.app.inject({
      method: "PUT",
      url: `/stand-visits/${visitB._id}/cancel`,
      headers: receptionA.headers,
      payload: { reason: "Visitante foi embora" },
    });
    expect(cancel.statusCode).toBe(404);
  });

  it("gives a specialist their own visits and reports only", async () => {
    expect(ids(await get(specialistA, "/stand-visits"))).toEqual([visitA._id]);
    expect((await get(specialistA, `/stand-visits/${visitB._id}`)).statusCode).toBe(404);
    const reports = await get(specialistA, "/service-reports");
    expect(reports.json().payload.map((r: { stand_visit_id: string }) => r.stand_visit_id)).toEqual([visitA._id]);
    const other = (await get(coordinator, `/service-reports?specialist_id=${specialistB.user.id}`)).json().payload[0];
    expect((await get(specialistA, `/service-reports/${other._id}`)).statusCode).toBe(404);
    expect((await get(specialistA, `/leads/booth-attendances/attendant/${specialistA.user.id}`)).statusCode).toBe(200);
    expect((await get(specialistA, `/leads/booth-attendances/attendant/${specialistB.user.id}`)).statusCode).toBe(403);
  });

  it("gives coordinators and admins every visit and report, with filters", async () => {
    for (const who of [coordinator, admin]) {
      expect(ids(await get(who, "/stand-visits")).sort()).toEqual([visitA._id, visitB._id].sort());
      expect(ids(await get(who, `/stand-visits?enterprise_id=${standB.id}`))).toEqual([visitB._id]);
      expect((await get(who, "/service-reports")).json().pagination.total).toBe(2);
    }
    expect(ids(await get(admin, "/stand-visits?status=WAITING,ASSIGNED"))).toEqual([]);
    expect(ids(await get(admin, "/stand-visits?has_report=true&search=Visitante%20B"))).toEqual([visitB._id]);
  });

  it("refuses service reports to the receptionist and shows a lead's visits to whoever sees the lead", async () => {
    expect((await get(receptionA, "/service-reports")).statusCode).toBe(403);
    expect(ids(await get(specialistA, `/leads/lead-booth-visits/${visitA.lead_id}`))).toEqual([visitA._id]);
    expect((await get(specialistB, `/leads/lead-booth-visits/${visitA.lead_id}`)).statusCode).toBe(404);
    expect((await get(specialistB, `/service-reports/lead/${visitA.lead_id}`)).statusCode).toBe(404);
  });
});

describe("phone lookup at the stand", () => {
  it("says whose client the visitor is, for this enterprise, and their last visit; nothing else", async () => {
    const phone = await phoneOf(visitA.lead_id);
    const res = await get(receptionA, `/stand-visits/phone/${phone}?enterprise_id=${standA.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json().payload;
    expect(Object.keys(item).sort()).toEqual(["full_name", "last_visit_at", "owner_name", "status", "this_enterprise"]);
    expect(item).toMatchObject({
      full_name: "Visitante A",
      owner_name: specialistA.user.fullName,
      this_enterprise: true,
    });
    expect(item.last_visit_at).toEqual(expect.any(String));
    const bad = await get(receptionA, "/stand-visits/phone/123");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['"phone" deve ser um telefone válido']);
  });
});

async function phoneOf(leadId: string) {
  return (await ctx.prisma.lead.findUniqueOrThrow({ where: { id: leadId } })).phone;
}

describe("third-party visits", () => {
  it("makes a partner broker matched by CRECI the lead's co-partner, and records an unknown one on the visit", async () => {
    const broker = await staff(ctx, ["AGENT_PARTNER"], { creci: "123456-F/SC" });
    const known = await checkInVisitor(ctx, receptionA, standA.id, {
      third_party: {
        broker_name: "Carlos Corretor",
        broker_creci: "CRECI-SC 123.456-F",
        agency_name: "Imobiliária Sol",
      },
    });
    const unknown = await checkInVisitor(ctx, receptionA, standA.id, {
      third_party: { broker_name: "Dora Autônoma", broker_creci: "99999-J/SC" },
    });
    const list = (await get(receptionA, "/third-party-visits")).json().payload as {
      stand_visit_id: string;
      broker_user: { _id: string } | null;
      co_partner_added: boolean;
      agency_name: string | null;
    }[];
    const byVisit = new Map(list.map((t) => [t.stand_visit_id, t]));
    expect(byVisit.get(known._id)).toMatchObject({
      broker_user: { _id: broker.user.id },
      co_partner_added: true,
      agency_name: "Imobiliária Sol",
    });
    expect(byVisit.get(unknown._id)).toMatchObject({ broker_user: null, co_partner_added: false });
    const copartners = await ctx.prisma.leadCopartner.findMany({ where: { leadId: known.lead_id } });
    expect(copartners.map((c) => [c.userId, c.fullName])).toEqual([[broker.user.id, broker.user.fullName]]);
    expect((await ctx.prisma.lead.findUniqueOrThrow({ where: { id: known.lead_id } })).hasPartner).toBe(true);
    expect(await ctx.prisma.leadCopartner.count({ where: { leadId: unknown.lead_id } })).toBe(0);
    expect((await get(receptionB, "/third-party-visits")).json().payload).toEqual([]);
  });

  it("matches the CRECI's number and UF: the same number in another state is another broker", async () => {
    const inSc = await staff(ctx, ["AGENT_PARTNER"], { creci: "70707-F/SC" });
    const inPr = await staff(ctx, ["AGENT_PARTNER"], { creci: "70707-F/PR" });
    const partnerOf = async (creci: string) => {
      const visit = await checkInVisitor(ctx, receptionA, standA.id, {
        third_party: { broker_name: "Corretor Parceiro", broker_creci: creci },
      });
      const rows = (await get(receptionA, "/third-party-visits")).json().payload as {
        stand_visit_id: string;
        broker_creci: string;
        broker_user: { _id: string } | null;
      }[];
      return rows.find((r) => r.stand_visit_id === visit._id);
    };
    expect(await partnerOf("70707-F/SC")).toMatchObject({
      broker_creci: "70707-F/SC",
      broker_user: { _id: inSc.user.id },
    });
    expect(await partnerOf("CRECI/PR 70.707-F")).toMatchObject({
      broker_creci: "70707-F/PR",
      broker_user: { _id: inPr.user.id },
    });
    // A state where no partner holds that number: recorded, matched to no one.
    expect(await partnerOf("70707 F RS")).toMatchObject({ broker_creci: "70707-F/RS", broker_user: null });
  });
});

describe("bad input", () => {
  it("answers 400 naming the field in pt-BR and writes nothing", async () => {
    const before = await leadWrites(ctx.prisma);
    const visits = await ctx.prisma.standVisit.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: "12" }, '"phone" deve ser um telefone válido'],
      [{ full_name: "" }, '"full_name" deve ter no mínimo 2 caracteres'],
      [{ lgpd_consent: undefined }, '"lgpd_consent" é obrigatório'],
      [{ how_know: "CARRIER_PIGEON" }, '"how_know" deve ser uma das opções permitidas'],
      [{ owner_id: admin.user.id }, '"owner_id" não é um campo permitido nesta rota'],
      [
        { third_party: { broker_name: "X Y", broker_creci: "?" } },
        '"third_party.broker_creci" deve ser um CRECI com número e UF (ex.: 12345-F/SC)',
      ],
      [
        { third_party: { broker_name: "X Y", broker_creci: "123456-F" } },
        '"third_party.broker_creci" deve ser um CRECI com número e UF (ex.: 12345-F/SC)',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await postVisit(ctx, receptionA, standA.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual([message]);
    }
    const noStand = await createLead(ctx.prisma); // an enterprise-less lead: its id is no stand
    const res = await postVisit(ctx, admin, noStand.id, { phone: leadPhone() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['"enterprise_id" deve ser um empreendimento com plantão ativo']);
    expect(await leadWrites(ctx.prisma)).toEqual({ ...before, leads: before.leads + 1 });
    expect(await ctx.prisma.standVisit.count()).toBe(visits);
  });
});
