/**
 * The visitor register (decision 050): GET /stand-visits' filters and search, its scopes (a receptionist
 * sees only the stand they checked in at, a specialist only their own visits, marketing and coordinators every
 * visit), paging totals, bad filters (400 naming the field in pt-BR); a visit's service report for the register;
 * the register's XLSX and the service reports' XLSX (site-surveys export) read back: headers, labels, São Paulo times.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveByTeamOf } from "./factories/availability-schedules";
import { type Staff, staff } from "./factories/leads";
import {
  checkInVisitor,
  createStand as createBareStand,
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
let marketing: Staff;
let standA: { id: string; name: string };
let standB: { id: string; name: string };
let receptionA: Staff;
let receptionB: Staff;
let specialistA1: Staff;
let specialistA2: Staff;
let specialistB: Staff;
type Visit = Awaited<ReturnType<typeof checkInVisitor>>;
let ana: Visit; // standA, served with a report, arrived 09/03/2026 22:30 in São Paulo (10/03 01:30 UTC)
let bruno: Visit; // standA, routed and not started, 10/03/2026
let carla: Visit; // standA, canceled, 11/03/2026
let davi: Visit; // standB, served with a report, 10/03/2026

const put = (who: Staff, url: string, payload?: unknown) =>
  ctx.app.inject({ method: "PUT", url, headers: who.headers, ...(payload ? { payload } : {}) });
const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });
const ids = (res: { json(): { payload: { _id: string }[] } }) => res.json().payload.map((v) => v._id);

async function serve(who: Staff, visit: Visit, report = serviceReport()) {
  expect((await put(who, `/stand-visits/${visit._id}/start`)).statusCode).toBe(200);
  const done = await put(who, `/stand-visits/${visit._id}/finish`, report);
  expect(done.statusCode, done.body).toBe(200);
}
const specialistOf = (v: Visit, ...all: Staff[]) => all.find((s) => s.user.id === v.specialist?._id) as Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  marketing = await staff(ctx, ["MARKETING"]);
  standA = await createStand(ctx);
  standB = await createStand(ctx);
  [specialistA1, specialistA2] = (await specialistsAt(ctx, standA.id, 2)) as [Staff, Staff];
  [specialistB] = (await specialistsAt(ctx, standB.id, 1)) as [Staff];
  receptionA = await receptionistAt(ctx, standA.id);
  receptionB = await receptionistAt(ctx, standB.id);

  ana = await checkInVisitor(ctx, receptionA, standA.id, { full_name: "Ana Júlia Souza", phone: "11987650001" });
  await serve(specialistOf(ana, specialistA1, specialistA2), ana, serviceReport({ quantity_pets: 2 }));
  bruno = await checkInVisitor(ctx, receptionA, standA.id, {
    full_name: "Bruno Lima",
    phone: "11987650002",
    third_party: { broker_name: "Carlos Corretor", broker_creci: "55555-F/SC", agency_name: "Imobiliária Sol" },
  });
  carla = await checkInVisitor(ctx, receptionA, standA.id, { full_name: "Carla Dias", phone: "11987650003" });
  expect((await put(receptionA, `/stand-visits/${carla._id}/cancel`, { reason: "Foi embora" })).statusCode).toBe(200);
  davi = await checkInVisitor(ctx, receptionB, standB.id, { full_name: "Davi Souza", phone: "21987650004" });
  await serve(specialistB, davi, serviceReport({ interest_level: "LOW", how_know: "TV", know_company: false }));

  // Arrival days (and the reports' dates) pinned, so the date filters have something to tell apart.
  const pin = async (v: Visit, iso: string) => {
    await ctx.prisma.standVisit.update({ where: { id: v._id }, data: { arrivedAt: new Date(iso) } });
    await ctx.prisma.serviceReport.updateMany({ where: { standVisitId: v._id }, data: { createdAt: new Date(iso) } });
  };
  await pin(ana, "2026-03-10T01:30:00Z");
  await ctx.prisma.standVisit.update({
    where: { id: ana._id },
    data: { startedAt: new Date("2026-03-10T01:40:00Z"), finishedAt: new Date("2026-03-10T02:10:00Z") },
  });
  await pin(bruno, "2026-03-10T15:00:00Z");
  await pin(carla, "2026-03-11T15:00:00Z");
  await pin(davi, "2026-03-10T16:00:00Z");
});
afterAll(() => ctx?.close());

describe("register filters", () => {
  it("filters by São Paulo day (8 digits), enterprise, specialist, status and report", async () => {
    // 09/03 in São Paulo holds Ana (22:30 local), though in UTC she arrived on the 10th.
    expect(ids(await get(admin, "/stand-visits?starts_date=09032026&ends_date=09032026"))).toEqual([ana._id]);
    expect(ids(await get(admin, "/stand-visits?starts_date=10032026&ends_date=10032026"))).toEqual([
      davi._id,
      bruno._id,
    ]);
    expect(ids(await get(admin, "/stand-visits?starts_date=11032026"))).toEqual([carla._id]);
    expect(ids(await get(admin, "/stand-visits?ends_date=09032026"))).toEqual([ana._id]);
    // Spec 5: a date that is not 8 digits is ignored.
    expect((await get(admin, "/stand-visits?starts_date=1103")).json().pagination.total).toBe(4);

    expect(ids(await get(admin, `/stand-visits?enterprise_id=${standB.id}`))).toEqual([davi._id]);
    const anaSpecialist = specialistOf(ana, specialistA1, specialistA2);
    expect(ids(await get(admin, `/stand-visits?specialist_id=${anaSpecialist.user.id}`))).toContain(ana._id);
    expect(ids(await get(admin, `/stand-visits?specialist_id=${specialistB.user.id}`))).toEqual([davi._id]);
    expect(ids(await get(admin, "/stand-visits?status=CANCELED"))).toEqual([carla._id]);
    expect(ids(await get(admin, "/stand-visits?status=FINISHED,CANCELED"))).toEqual([carla._id, davi._id, ana._id]);
    expect(ids(await get(admin, `/stand-visits?status=FINISHED&enterprise_id=${standA.id}`))).toEqual([ana._id]);
    expect(ids(await get(admin, "/stand-visits?has_report=true"))).toEqual([davi._id, ana._id]);
  });

  it("searches the visitor's name (any part, any case, accents as typed) or phone digits", async () => {
    expect(ids(await get(admin, "/stand-visits?search=souza"))).toEqual([davi._id, ana._id]);
    expect(ids(await get(admin, "/stand-visits?search=J%C3%BAlia"))).toEqual([ana._id]);
    expect(ids(await get(admin, "/stand-visits?search=(11)%2098765-0002"))).toEqual([bruno._id]);
    expect(ids(await get(admin, "/stand-visits?search=0003"))).toEqual([carla._id]);
    expect(ids(await get(admin, "/stand-visits?search=Zuleica"))).toEqual([]);
    // The search is combined with the other filters.
    expect(ids(await get(admin, `/stand-visits?search=souza&enterprise_id=${standA.id}`))).toEqual([ana._id]);
  });

  it("pages with the total of the filter", async () => {
    const first = (await get(admin, "/stand-visits?limit=2")).json();
    expect(first.pagination).toEqual({ total: 4, skip: 0, limit: 2 });
    expect(first.payload.map((v: { _id: string }) => v._id)).toEqual([carla._id, davi._id]);
    const second = (await get(admin, "/stand-visits?limit=2&skip=2")).json();
    expect(second.pagination).toEqual({ total: 4, skip: 2, limit: 2 });
    expect(second.payload.map((v: { _id: string }) => v._id)).toEqual([bruno._id, ana._id]);
    const filtered = (await get(admin, `/stand-visits?enterprise_id=${standA.id}&limit=1&skip=1`)).json();
    expect(filtered.pagination).toEqual({ total: 3, skip: 1, limit: 1 });
  });

  it("answers bad filters with 400 naming the field in pt-BR", async () => {
    const cases: [string, string][] = [
      ["status=FINISHED,LOST", '"status" deve ser uma das opções permitidas'],
      ["enterprise_id=abc", '"enterprise_id" é inválido'],
      ["specialist_id=1", '"specialist_id" é inválido'],
      ["starts_date=31022026", '"starts_date" deve ser uma data válida no formato DDMMAAAA'],
      ["limit=500", '"limit" deve estar entre 1 e 100'],
      ["skip=-3", '"skip" deve ser um número inteiro maior ou igual a 0'],
      [`search=${"a".repeat(121)}`, '"search" deve ter no máximo 120 caracteres'],
    ];
    for (const [query, message] of cases) {
      // The export has no paging (its skip / limit are ignored); every other filter is the list's.
      const paths = /^(limit|skip)=/.test(query) ? ["/stand-visits"] : ["/stand-visits", "/stand-visits/export"];
      for (const path of paths) {
        const res = await get(admin, `${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().message).toEqual([message]);
      }
    }
    const bad = await get(admin, "/site-surveys/export?ends_date=99999999");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['"ends_date" deve ser uma data válida no formato DDMMAAAA']);
  });
});

describe("register scopes", () => {
  it("shows the receptionist only the stand they checked in at", async () => {
    expect(ids(await get(receptionB, "/stand-visits"))).toEqual([davi._id]);
    // Asking for another stand is refused (stands are no secret; a visit by id stays a 404), decision 061.
    const other = await get(receptionB, `/stand-visits?enterprise_id=${standA.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(
      "Você não atua neste plantão: só nos plantões dos seus times de vendas ou em que está escalado(a) hoje.",
    );
    expect(ids(await get(receptionB, "/stand-visits?search=Ana"))).toEqual([]);
    expect((await get(receptionB, `/stand-visits/${ana._id}`)).statusCode).toBe(404);
    expect((await get(receptionB, `/stand-visits/${ana._id}/logs`)).statusCode).toBe(404);
    expect((await get(receptionB, `/stand-visits/${ana._id}/service-report`)).statusCode).toBe(404);
    expect((await get(receptionA, "/stand-visits")).json().pagination.total).toBe(3);
  });

  it("shows a specialist only the visits routed to them, and marketing and coordinators every visit", async () => {
    expect(ids(await get(specialistB, "/stand-visits"))).toEqual([davi._id]);
    expect(ids(await get(specialistB, `/stand-visits?specialist_id=${specialistA1.user.id}`))).toEqual([]);
    expect((await get(specialistB, `/stand-visits/${ana._id}`)).statusCode).toBe(404);
    for (const who of [marketing, coordinator]) {
      expect((await get(who, "/stand-visits")).json().pagination.total).toBe(4);
      expect((await get(who, `/stand-visits/${ana._id}/logs`)).statusCode).toBe(200);
    }
    expect((await get(await staff(ctx, ["ONLINE_SPECIALIST"]), "/stand-visits")).statusCode).toBe(403);
  });

  it("lists as filter options the specialists of the caller's visits only", async () => {
    const names = async (who: Staff) =>
      (await get(who, "/stand-visits/specialists"))
        .json()
        .payload.map((u: { _id: string }) => u._id)
        .sort();
    const atA = [ana, bruno, carla].flatMap((v) => (v.specialist ? [v.specialist._id] : []));
    expect(await names(receptionA)).toEqual([...new Set(atA)].sort());
    expect(await names(receptionB)).toEqual([specialistB.user.id]);
    expect(await names(coordinator)).toEqual([...new Set([...atA, specialistB.user.id])].sort());
  });

  it("gives the register the visit's service report, with the visit's scope", async () => {
    const res = await get(receptionA, `/stand-visits/${ana._id}/service-report`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().service_report).toMatchObject({
      stand_visit_id: ana._id,
      interest_level: "HIGH",
      quantity_pets: 2,
    });
    const none = await get(receptionA, `/stand-visits/${bruno._id}/service-report`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("Ficha de atendimento não encontrada.");
  });
});

async function readSheet(data: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error("no sheet");
  const rows: unknown[][] = [];
  ws.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  const [header = [], ...body] = rows;
  const records = body.map((r) => Object.fromEntries(header.map((h, i) => [String(h), r[i] ?? null])));
  return {
    name: ws.name,
    header: header as string[],
    records,
    numFmt: (col: number) => ws.getRow(2).getCell(col).numFmt,
  };
}

/** A cell's date as São Paulo's wall clock "DD/MM/YYYY HH:MM" (the cell holds local time as if it were UTC). */
const wallClock = (d: unknown) => {
  const iso = (d as Date).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
};

describe("register export (XLSX)", () => {
  it("exports the filtered register with pt-BR headers, labels and São Paulo times", async () => {
    const res = await get(receptionA, "/stand-visits/export?starts_date=09032026&ends_date=10032026");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="registro-de-visitas-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''registro-de-visitas-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe("Registro de visitas");
    expect(sheet.header.slice(0, 7)).toEqual([
      "Chegada",
      "Empreendimento",
      "Visitante",
      "Telefone",
      "E-mail",
      "Status",
      "Especialista",
    ]);
    // Only the receptionist's stand, newest first: Bruno then Ana (Davi is at the other stand).
    expect(sheet.records.map((r) => r.Visitante)).toEqual(["Bruno Lima", "Ana Júlia Souza"]);
    const [b, a] = sheet.records as [Record<string, unknown>, Record<string, unknown>];
    expect(wallClock(a.Chegada)).toBe("09/03/2026 22:30");
    expect(wallClock(a["Início do atendimento"])).toBe("09/03/2026 22:40");
    expect(wallClock(a["Fim do atendimento"])).toBe("09/03/2026 23:10");
    expect(sheet.numFmt(1)).toBe("dd/mm/yyyy hh:mm");
    expect(a).toMatchObject({
      Empreendimento: standA.name,
      Telefone: "(11) 98765-0001",
      Status: "Finalizada",
      Especialista: specialistOf(ana, specialistA1, specialistA2).user.fullName,
      "Como conheceu": "Site",
      Finalidade: "Moradia",
      "Consentimento LGPD": "Sim",
      "Relatório de atendimento": "Sim",
      "ID do lead": ana.lead_id,
      "ID da visita": ana._id,
    });
    expect(b).toMatchObject({
      Status: "Encaminhada",
      Encaminhamento: "Fila da vez",
      "Corretor parceiro": "Carlos Corretor",
      "CRECI do corretor": expect.stringMatching(/55555/),
      "Imobiliária do corretor": "Imobiliária Sol",
      "Relatório de atendimento": "Não",
      "Fim do atendimento": null,
    });
    const other = await readSheet((await get(receptionB, "/stand-visits/export")).rawPayload);
    expect(other.records.map((r) => r.Visitante)).toEqual(["Davi Souza"]);
  });
});

describe("site-surveys export (service reports XLSX)", () => {
  it("has one row per report with every field as people read it, the visit and the lead", async () => {
    const res = await get(coordinator, "/site-surveys/export");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/filename="fichas-de-atendimento-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe("Fichas de atendimento");
    expect(sheet.header).toEqual([
      "Data do relatório",
      "Empreendimento",
      "Visitante",
      "Telefone",
      "Especialista",
      "Chegada",
      "Início do atendimento",
      "Fim do atendimento",
      "Nível de interesse",
      "Finalidade",
      "Quantos dormitórios",
      "Filhos",
      "Como conheceu",
      "Já conhecia a empresa?",
      "Possui imóvel próprio?",
      "Imobiliária",
      "Metragem desejada",
      "O que gostou",
      "O que não gostou",
      "Unidade reservada",
      "Idade",
      "Avaliação do atendimento",
      "Quantidade de pets",
      "Bairro onde mora",
      "Cidade de interesse",
      "Idade dos filhos",
      "Por que não compraria agora",
      "Observações",
      "ID do lead",
      "ID da visita",
      "ID do relatório",
    ]);
    expect(sheet.records.map((r) => r.Visitante)).toEqual(["Davi Souza", "Ana Júlia Souza"]);
    const [d, a] = sheet.records as [Record<string, unknown>, Record<string, unknown>];
    expect(a).toMatchObject({
      Empreendimento: standA.name,
      Telefone: "(11) 98765-0001",
      "Nível de interesse": "Quente",
      Finalidade: "Moradia",
      "Quantos dormitórios": "2 dormitórios",
      Filhos: "1 filho",
      "Como conheceu": "Site",
      "Já conhecia a empresa?": "Sim",
      "Possui imóvel próprio?": "Não",
      "O que gostou": "Gostou da varanda gourmet.",
      Idade: 34,
      "Quantidade de pets": 2,
      Observações: null,
      "ID do lead": ana.lead_id,
      "ID da visita": ana._id,
    });
    expect(wallClock(a["Data do relatório"])).toBe("09/03/2026 22:30");
    expect(wallClock(a.Chegada)).toBe("09/03/2026 22:30");
    expect(d).toMatchObject({ "Nível de interesse": "Frio", "Como conheceu": "TV", "Já conhecia a empresa?": "Não" });
    const codes = ["HIGH", "LOW", "HOME", "TWO", "ONE", "SITE"];
    for (const r of sheet.records) for (const v of Object.values(r)) expect(codes).not.toContain(v);
  });

  it("filters by São Paulo day, enterprise and specialist", async () => {
    const names = async (query: string) =>
      (await readSheet((await get(admin, `/site-surveys/export?${query}`)).rawPayload)).records.map((r) => r.Visitante);
    expect(await names("starts_date=09032026&ends_date=09032026")).toEqual(["Ana Júlia Souza"]);
    expect(await names("starts_date=10032026")).toEqual(["Davi Souza"]);
    expect(await names(`enterprise_id=${standA.id}`)).toEqual(["Ana Júlia Souza"]);
    expect(await names(`specialist_id=${specialistB.user.id}`)).toEqual(["Davi Souza"]);
    expect(await names("starts_date=01012030")).toEqual([]);
  });

  it("is for admins, booth coordinators and marketing only", async () => {
    expect((await get(marketing, "/site-surveys/export")).statusCode).toBe(200);
    for (const who of [receptionA, specialistB]) {
      const res = await get(who, "/site-surveys/export");
      expect(res.statusCode).toBe(403);
    }
  });
});
