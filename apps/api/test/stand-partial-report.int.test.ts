/**
 * The stand's partial report (relatório parcial; decision 049): one stand, one São Paulo day. A day of
 * known visits is written with fixed times, so every figure (counts by status, hour, specialist and source, waiting
 * and attendance times, the visits without a report) has one right value; the day's edges are São Paulo midnights;
 * the receptionist reads only their stand and the specialists none; the PDF and XLSX carry the same figures.
 */
import type { Enterprise } from "@portal/db/client";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveByTeamOf } from "./factories/availability-schedules";
import { createLead, type Staff, staff } from "./factories/leads";
import {
  checkIn,
  createStand as createBareStand,
  receptionistAt,
  serviceReport,
  specialistsAt,
} from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";
import { pdfText } from "./pdf-text";

/** A stand served by the file's booth coordinator's sales team: coordinators work at their teams' stands (decision 061). */
async function createStand(c: TestContext) {
  const stand = await createBareStand(c);
  await serveByTeamOf(c, coordinator.user.id, stand.id);
  return stand;
}

let ctx: TestContext;
let admin: Staff;
let coordinator: Staff;
let standA: Enterprise;
let standB: Enterprise;
let reception: Staff;
let ana: Staff;
let bruno: Staff;
const visitIds: Record<string, string> = {};

const DAY = "10032026";
/** A São Paulo wall-clock time (UTC-3, no daylight saving since 2019) as an instant. */
const sp = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
const min = (n: number) => n * 60_000;

interface VisitSpec {
  key: string;
  enterprise?: string;
  arrived: string;
  status: "WAITING" | "ASSIGNED" | "IN_ATTENDANCE" | "FINISHED" | "CANCELED";
  specialist?: Staff;
  /** Minutes from arrival to the start, and from the start to the end. */
  wait?: number;
  attend?: number;
  howKnow?: string | null;
  returning?: boolean;
  thirdParty?: boolean;
}

async function writeVisit(v: VisitSpec) {
  const enterpriseId = v.enterprise ?? standA.id;
  const lead = await createLead(ctx.prisma, { enterpriseId, source: "STAND" });
  const arrivedAt = sp(v.arrived);
  const startedAt = v.wait === undefined ? null : new Date(arrivedAt.getTime() + min(v.wait));
  const finishedAt = startedAt && v.attend !== undefined ? new Date(startedAt.getTime() + min(v.attend)) : null;
  const visit = await ctx.prisma.standVisit.create({
    data: {
      enterpriseId,
      leadId: lead.id,
      returningVisitor: v.returning ?? false,
      visitorName: `Visitante ${v.key}`,
      visitorPhone: lead.phone,
      howKnow: v.howKnow === undefined ? "SITE" : v.howKnow,
      lgpdConsent: true,
      status: v.status,
      receptionistId: reception.user.id,
      specialistId: v.specialist?.user.id ?? null,
      assignmentType: v.specialist ? "QUEUE" : null,
      arrivedAt,
      assignedAt: v.specialist ? arrivedAt : null,
      startedAt,
      finishedAt,
      canceledAt: v.status === "CANCELED" ? new Date(arrivedAt.getTime() + min(20)) : null,
    },
  });
  visitIds[v.key] = visit.id;
  if (v.status === "FINISHED") {
    const r = serviceReport();
    await ctx.prisma.serviceReport.create({
      data: {
        standVisitId: visit.id,
        leadId: lead.id,
        enterpriseId,
        specialistId: v.specialist?.user.id ?? null,
        interestLevel: "HIGH",
        purposeEnterprise: r.purpose_enterprise,
        howManyBedroom: r.how_many_bedroom,
        quantityChildren: r.quantity_children,
        howKnow: r.how_know,
        knowCompany: r.know_company,
        ownProperty: r.own_property,
        createdAt: finishedAt ?? arrivedAt,
      },
    });
  }
  if (v.thirdParty) {
    await ctx.prisma.thirdPartyVisit.create({
      data: {
        standVisitId: visit.id,
        enterpriseId,
        leadId: lead.id,
        brokerName: "Corretora Parceira",
        brokerCreci: "12345-F",
      },
    });
  }
}

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  standA = await createStand(ctx);
  await ctx.prisma.enterprise.update({ where: { id: standA.id }, data: { name: "Residencial Jardim Ipê" } });
  standB = await createStand(ctx);
  ana = await staff(ctx, ["BOOTH_SPECIALIST"], { fullName: "Ana Especialista" });
  bruno = await staff(ctx, ["BOOTH_SPECIALIST"], { fullName: "Bruno Especialista" });
  reception = await receptionistAt(ctx, standA.id);
  const day: VisitSpec[] = [
    { key: "v1", arrived: "2026-03-10T09:10:00", status: "FINISHED", specialist: ana, wait: 10, attend: 30 },
    {
      key: "v2",
      arrived: "2026-03-10T09:40:00",
      status: "FINISHED",
      specialist: bruno,
      wait: 5,
      attend: 20,
      howKnow: "SOCIAL_MEDIA",
      returning: true,
      thirdParty: true,
    },
    { key: "v3", arrived: "2026-03-10T10:15:00", status: "FINISHED", specialist: ana, wait: 30, attend: 60 },
    { key: "v4", arrived: "2026-03-10T14:00:00", status: "IN_ATTENDANCE", specialist: bruno, wait: 2, returning: true },
    { key: "v5", arrived: "2026-03-10T14:30:00", status: "ASSIGNED", specialist: ana, howKnow: null },
    { key: "v6", arrived: "2026-03-10T15:00:00", status: "WAITING", howKnow: "TV" },
    { key: "v7", arrived: "2026-03-10T16:00:00", status: "CANCELED" },
    // 23:30 in São Paulo is 02:30 UTC of the next day: still the 10th.
    { key: "v8", arrived: "2026-03-10T23:30:00", status: "WAITING" },
    // The edges: 23:59 of the 9th and 00:00 of the 11th (São Paulo) are other days; so is another stand.
    { key: "before", arrived: "2026-03-09T23:59:00", status: "FINISHED", specialist: ana, wait: 1, attend: 1 },
    { key: "after", arrived: "2026-03-11T00:00:00", status: "WAITING" },
    { key: "otherStand", enterprise: "B", arrived: "2026-03-10T11:00:00", status: "WAITING" },
  ];
  for (const v of day) await writeVisit({ ...v, enterprise: v.enterprise === "B" ? standB.id : undefined });
});
afterAll(() => ctx?.close());

const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });

describe("the figures of a day", () => {
  it("counts the day's visits by status, third parties, new leads and returning visitors", async () => {
    const res = await get(coordinator, `/stand-visits/partial-report?enterprise_id=${standA.id}&date=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.enterprise).toEqual({ _id: standA.id, name: "Residencial Jardim Ipê" });
    expect(body.date).toBe(DAY);
    expect(body.totals).toEqual({
      visits: 8,
      finished: 3,
      in_attendance: 1,
      waiting: 2,
      assigned: 1,
      canceled: 1,
      third_party: 1,
      new_leads: 6,
      returning: 2,
      without_report: 4,
    });
  });

  it("places visits in São Paulo hours, 23:30 included in its own day", async () => {
    const body = (await get(admin, `/stand-visits/partial-report?enterprise_id=${standA.id}&date=${DAY}`)).json();
    expect(body.by_hour).toHaveLength(24);
    const busy = Object.fromEntries(
      body.by_hour
        .filter((h: { visits: number }) => h.visits > 0)
        .map((h: { hour: number; visits: number }) => [h.hour, h.visits]),
    );
    expect(busy).toEqual({ 9: 2, 10: 1, 14: 2, 15: 1, 16: 1, 23: 1 });
  });

  it("gives each specialist their visits, served, average attendance and reports missing", async () => {
    const body = (await get(admin, `/stand-visits/partial-report?enterprise_id=${standA.id}&date=${DAY}`)).json();
    expect(body.by_specialist).toEqual([
      {
        specialist: { _id: ana.user.id, full_name: "Ana Especialista" },
        visits: 3,
        finished: 2,
        canceled: 0,
        average_attendance_seconds: 2700,
        without_report: 1,
      },
      {
        specialist: { _id: bruno.user.id, full_name: "Bruno Especialista" },
        visits: 2,
        finished: 1,
        canceled: 0,
        average_attendance_seconds: 1200,
        without_report: 1,
      },
    ]);
    expect(body.by_source).toEqual([
      { how_know: "SITE", visits: 5 },
      { how_know: "SOCIAL_MEDIA", visits: 1 },
      { how_know: "TV", visits: 1 },
      { how_know: null, visits: 1 },
    ]);
  });

  it("measures waiting (arrival to start) and attendance (start to finish)", async () => {
    const body = (await get(admin, `/stand-visits/partial-report?enterprise_id=${standA.id}&date=${DAY}`)).json();
    // Waits 10, 5, 30 and 2 minutes; attendances 30, 20 and 60 minutes.
    expect(body.waiting_time).toEqual({ visits: 4, average_seconds: 705, median_seconds: 450, max_seconds: 1800 });
    expect(body.attendance_duration).toEqual({ visits: 3, average_seconds: 2200, median_seconds: 1800 });
  });

  it("lists the visits still without a service report, oldest first, canceled ones left out", async () => {
    const body = (await get(admin, `/stand-visits/partial-report?enterprise_id=${standA.id}&date=${DAY}`)).json();
    expect(body.without_report).toEqual([
      {
        _id: visitIds.v4,
        visitor_name: "Visitante v4",
        specialist: { _id: bruno.user.id, full_name: "Bruno Especialista" },
        arrived_at: "2026-03-10T17:00:00.000Z",
        status: "IN_ATTENDANCE",
      },
      {
        _id: visitIds.v5,
        visitor_name: "Visitante v5",
        specialist: { _id: ana.user.id, full_name: "Ana Especialista" },
        arrived_at: "2026-03-10T17:30:00.000Z",
        status: "ASSIGNED",
      },
      {
        _id: visitIds.v6,
        visitor_name: "Visitante v6",
        specialist: null,
        arrived_at: "2026-03-10T18:00:00.000Z",
        status: "WAITING",
      },
      {
        _id: visitIds.v8,
        visitor_name: "Visitante v8",
        specialist: null,
        arrived_at: "2026-03-11T02:30:00.000Z",
        status: "WAITING",
      },
    ]);
  });

  it("counts the edge visits in their own São Paulo days, and an empty day as zeros", async () => {
    const before = (await get(admin, `/stand-visits/partial-report?enterprise_id=${standA.id}&date=09032026`)).json();
    expect(before.totals.visits).toBe(1);
    expect(before.by_hour.find((h: { hour: number }) => h.hour === 23).visits).toBe(1);
    expect(before.attendance_duration).toEqual({ visits: 1, average_seconds: 60, median_seconds: 60 });
    const after = (await get(admin, `/stand-visits/partial-report?enterprise_id=${standA.id}&date=11032026`)).json();
    expect(after.totals.visits).toBe(1);
    expect(after.by_hour[0].visits).toBe(1);
    const empty = (await get(admin, `/stand-visits/partial-report?enterprise_id=${standA.id}&date=01012026`)).json();
    expect(empty.totals.visits).toBe(0);
    expect(empty.by_specialist).toEqual([]);
    expect(empty.by_source).toEqual([]);
    expect(empty.without_report).toEqual([]);
    expect(empty.waiting_time).toEqual({ visits: 0, average_seconds: null, median_seconds: null, max_seconds: null });
  });

  it("defaults to today in São Paulo", async () => {
    const today = new Intl.DateTimeFormat("en-GB", { timeZone: "America/Sao_Paulo" }).format(new Date());
    const body = (await get(admin, `/stand-visits/partial-report?enterprise_id=${standA.id}`)).json();
    expect(body.date).toBe(today.replaceAll("/", ""));
  });
});

describe("who reads which stand", () => {
  it("gives the receptionist their stand without asking which", async () => {
    const res = await get(reception, `/stand-visits/partial-report?date=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().enterprise._id).toBe(standA.id);
    expect(res.json().totals.visits).toBe(8);
  });

  it("refuses a receptionist another stand's report (403), and asks one without a stand to choose it (409)", async () => {
    const other = await get(reception, `/stand-visits/partial-report?enterprise_id=${standB.id}&date=${DAY}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("Você só pode ver o relatório parcial do plantão em que está.");
    const receptionB = await receptionistAt(ctx, standB.id);
    expect((await get(receptionB, `/stand-visits/partial-report?enterprise_id=${standA.id}`)).statusCode).toBe(403);
    const nowhere = await staff(ctx, ["RECEPCIONIST"]);
    const none = await get(nowhere, "/stand-visits/partial-report");
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe("Escolha o seu plantão antes de ver o relatório parcial.");
    for (const format of ["pdf", "xlsx"]) {
      const file = await get(reception, `/stand-visits/partial-report/${format}?enterprise_id=${standB.id}`);
      expect(file.statusCode).toBe(403);
    }
  });

  it("a receptionist who also has MARKETING still reads only their own stand's report", async () => {
    const both = await staff(ctx, ["RECEPCIONIST", "MARKETING"]);
    await checkIn(ctx, both, standA.id);
    expect((await get(both, `/stand-visits/partial-report?date=${DAY}`)).json().enterprise._id).toBe(standA.id);
    const other = await get(both, `/stand-visits/partial-report?enterprise_id=${standB.id}&date=${DAY}`);
    expect(other.statusCode).toBe(403);
  });

  it("refuses the specialists, even one checked in at that stand", async () => {
    // At stand B: a check-in at A would route A's waiting visits and change the day the other tests read.
    const [specialist] = (await specialistsAt(ctx, standB.id, 1)) as [Staff];
    for (const url of ["", "/pdf", "/xlsx"]) {
      const res = await get(specialist, `/stand-visits/partial-report${url}?enterprise_id=${standB.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Você não tem permissão para realizar esta ação.");
    }
  });

  it("asks coordinators which stand, and refuses bad dates and enterprises without a stand", async () => {
    const noStand = await get(coordinator, "/stand-visits/partial-report");
    expect(noStand.statusCode).toBe(400);
    expect(noStand.json().message).toEqual(['"enterprise_id" é obrigatório']);
    const badDay = await get(coordinator, `/stand-visits/partial-report?enterprise_id=${standA.id}&date=31022026`);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toEqual(['"date" deve ser uma data válida no formato DDMMAAAA']);
    const notDigits = await get(coordinator, `/stand-visits/partial-report?enterprise_id=${standA.id}&date=2026-03-10`);
    expect(notDigits.statusCode).toBe(400);
    expect(notDigits.json().message).toEqual(['"date" deve ser uma data válida no formato DDMMAAAA']);
    const unknown = await get(
      coordinator,
      "/stand-visits/partial-report?enterprise_id=00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Plantão não encontrado.");
  });
});

describe("downloads", () => {
  it("XLSX: the same figures, read back", async () => {
    const res = await get(coordinator, `/stand-visits/partial-report/xlsx?enterprise_id=${standA.id}&date=${DAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="relatorio-parcial-residencial-jardim-ipe-2026-03-10.xlsx"; ` +
        `filename*=UTF-8''relatorio-parcial-residencial-jardim-ipe-2026-03-10.xlsx`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const pairs = (sheet: string) => {
      const ws = wb.getWorksheet(sheet);
      if (!ws) throw new Error(`no sheet ${sheet}`);
      const out: unknown[][] = [];
      ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    const summary = Object.fromEntries(pairs("Resumo").filter((r) => r.length === 2));
    expect(summary).toMatchObject({
      Visitas: 8,
      Atendidas: 3,
      "Em atendimento": 1,
      "Aguardando especialista": 2,
      "Canceladas / foram embora": 1,
      "Visitas de terceiros": 1,
      "Leads novos": 6,
      "Retornos (novo interesse)": 2,
      "Sem relatório de atendimento": 4,
      "Espera média (min)": 11.8,
      "Espera mediana (min)": 7.5,
      "Maior espera (min)": 30,
      "Atendimento médio (min)": 36.7,
      "Atendimento mediano (min)": 30,
    });
    expect(pairs("Resumo")[0]).toEqual(["Relatório parcial — Residencial Jardim Ipê"]);
    expect(pairs("Por hora").find((r) => r[0] === "09h")).toEqual(["09h", 2]);
    expect(pairs("Por especialista").slice(-2)).toEqual([
      ["Ana Especialista", 3, 2, 0, 45, 1],
      ["Bruno Especialista", 2, 1, 0, 20, 1],
    ]);
    expect(pairs("Como conheceu").slice(-4)).toEqual([
      ["Site", 5],
      ["Redes sociais", 1],
      ["TV", 1],
      ["Não informado", 1],
    ]);
    expect(
      pairs("Sem relatório")
        .slice(-4)
        .map((r) => [r[0], r[1], r[3]]),
    ).toEqual([
      ["Visitante v4", "Bruno Especialista", "Em atendimento"],
      ["Visitante v5", "Ana Especialista", "Encaminhada"],
      ["Visitante v6", "—", "Aguardando especialista"],
      ["Visitante v8", "—", "Aguardando especialista"],
    ]);
  });

  it("PDF: %PDF with the title, the figures and the visits without report", async () => {
    const res = await get(reception, `/stand-visits/partial-report/pdf?date=${DAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(
      'attachment; filename="relatorio-parcial-residencial-jardim-ipe-2026-03-10.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Relatório parcial — Residencial Jardim Ipê");
    expect(text).toContain("Dia 10/03/2026");
    expect(text).toContain("Visitas sem relatório de atendimento (4)");
    expect(text).toContain("Visitante v8");
    expect(text).toContain("Ana Especialista");
    expect(text).toContain("12 min"); // average wait 705 s
  });
});
