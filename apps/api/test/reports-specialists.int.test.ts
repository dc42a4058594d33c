/**
 * The specialists report (decision 071) on hand-made data with known answers: leads received by channel
 * (lead movements, São Paulo month boundaries), roulette offers accepted/expired and the median time to accept,
 * attendances, stand visits served, appointments, proposals (first versions only), gross sales and VGV from the
 * sale events, conversion, leads out of the wallet; a coordinator sees only their team's people; the enterprise
 * filter narrows every count; a booth specialist gets 403 and a bad month a 400 naming the field.
 */

import {
  SPECIALIST_KPI_KEYS,
  SPECIALIST_KPIS,
  SPECIALIST_ROW_METRIC_OF,
  SPECIALIST_ROW_METRICS,
  type SpecialistsReportDto,
  type SpecialistsRowsResponse,
} from "@portal/contracts/reports/specialists";
import {
  createEnterpriseWithUnits,
  createReportLead,
  createReportSale,
  createTeam,
  spTime,
} from "@portal/db/testing/deal-factories";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";
import { pdfText } from "./pdf-text";

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

const rows = async (who: Staff, query: string): Promise<SpecialistsRowsResponse> => {
  const res = await ctx.app.inject({
    method: "GET",
    url: `/services/reports/specialists/rows?${query}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("GET /services/reports/specialists/rows", () => {
  let s3: Staff;
  beforeAll(async () => {
    // S3 is on another coordinator's team; a lead comes into their wallet in April (outside the March figures).
    const otherCoordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
    s3 = await staff(ctx, ["ONLINE_SPECIALIST"]);
    await createTeam(ctx.prisma, { masterId: otherCoordinator.user.id, memberIds: [s3.user.id] });
    const lead = await createReportLead(ctx.prisma, { enterpriseId, ownerId: s3.user.id });
    await ctx.prisma.leadMovement.create({
      data: {
        leadId: lead.id,
        destinationUserId: s3.user.id,
        enterpriseId,
        reason: "ROULETTE_OFFER",
        createdAt: spTime("2026-04-02 10:00"),
      },
    });
  });

  it("every figure's drill-down lists as many records as the figure counts", async () => {
    const report: SpecialistsReportDto = (await get(admin, MARCH)).json();
    const figures = report.rows.find((r) => r.specialist._id === s1.user.id)?.figures;
    for (const key of SPECIALIST_KPI_KEYS) {
      const metric = SPECIALIST_ROW_METRIC_OF[key];
      const page = await rows(admin, `${MARCH}&specialist_id=${s1.user.id}&metric=${metric}&limit=100`);
      const expected = SPECIALIST_KPIS[key].format === "count" ? figures?.[key] : figures?.[metric];
      expect(page.pagination.total, key).toBe(expected);
      expect(page.payload.every((r) => r.specialist._id === s1.user.id && r.metric === metric)).toBe(true);
    }
    expect(SPECIALIST_ROW_METRICS).toHaveLength(13);
  });

  it("lists the records with what they say, newest first, paged", async () => {
    const received = await rows(admin, `${MARCH}&specialist_id=${s1.user.id}&metric=leads_received`);
    expect(received.payload.map((r) => [r.detail, r.at])).toEqual([
      ["Distribuição", spTime("2026-03-31 23:30").toISOString()],
      ["Transferência", spTime("2026-03-04 10:00").toISOString()],
      ["Atendimento no plantão", spTime("2026-03-03 10:00").toISOString()],
      ["Oferta da roleta", spTime("2026-03-02 10:00").toISOString()],
    ]);
    expect(received.payload[0]?.enterprise?._id).toBe(enterpriseId);
    const manual = await rows(admin, `${MARCH}&specialist_id=${s1.user.id}&metric=received_manual`);
    expect(manual.payload.map((r) => r.detail)).toEqual(["Distribuição", "Transferência"]);

    const out = await rows(admin, `${MARCH}&specialist_id=${s1.user.id}&metric=movements_out`);
    expect(out.payload).toHaveLength(1);
    expect(out.payload[0]).toMatchObject({ detail: "Transferência", counterpart: { _id: s2.user.id } });

    const accepted = await rows(admin, `${MARCH}&specialist_id=${s1.user.id}&metric=offers_accepted`);
    expect(accepted.payload.map((r) => r.minutes)).toEqual([6, 2]);
    const sales = await rows(admin, `${MARCH}&specialist_id=${s1.user.id}&metric=sales`);
    expect(sales.payload.map((r) => [r.detail, r.value])).toEqual([["Venda", 40_000_000]]);
    const noShow = await rows(admin, `${MARCH}&specialist_id=${s1.user.id}&metric=appointments_no_show`);
    expect(noShow.payload.map((r) => r.detail)).toEqual(["Não compareceu"]);

    const page = await rows(admin, `${MARCH}&specialist_id=${s1.user.id}&metric=leads_received&skip=2&limit=2`);
    expect(page.pagination).toEqual({ total: 4, skip: 2, limit: 2 });
    expect(page.payload.map((r) => r.detail)).toEqual(["Atendimento no plantão", "Oferta da roleta"]);
    const past = await rows(admin, `${MARCH}&specialist_id=${s1.user.id}&metric=leads_received&skip=10`);
    expect(past.pagination.total).toBe(4);
    expect(past.payload).toEqual([]);

    // The enterprise filter narrows the records as it narrows the figure.
    const other = await rows(
      admin,
      `${MARCH}&specialist_id=${s1.user.id}&metric=offers_expired&enterprise_id=${otherEnterpriseId}`,
    );
    expect(other.pagination.total).toBe(1);
  });

  it("a coordinator lists only their teams' people", async () => {
    const APRIL = "month_start=2026-04&month_end=2026-04&metric=leads_received";
    expect((await rows(admin, `${APRIL}&specialist_id=${s3.user.id}`)).pagination.total).toBe(1);
    expect((await rows(coordinator, APRIL)).pagination.total).toBe(0);
    expect((await rows(coordinator, `${APRIL}&specialist_id=${s3.user.id}`)).payload).toEqual([]);
    const march = await rows(coordinator, `${MARCH}&metric=leads_received`);
    expect(march.scope.kind).toBe("TEAMS");
    expect(march.pagination.total).toBe(5);
  });

  it("refuses a booth specialist (403) and names a bad filter (400)", async () => {
    const call = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });
    expect((await call(outsider, "/services/reports/specialists/rows?metric=sales")).statusCode).toBe(403);
    expect((await call(outsider, "/services/reports/specialists/export?format=csv")).statusCode).toBe(403);
    const metric = await call(admin, `/services/reports/specialists/rows?${MARCH}&metric=vgv`);
    expect(metric.statusCode).toBe(400);
    expect(metric.body).toContain("metric");
    const missing = await call(admin, `/services/reports/specialists/rows?${MARCH}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("metric");
    const team = await call(admin, `/services/reports/specialists/rows?metric=sales&sales_team_id=abc`);
    expect(team.statusCode).toBe(400);
    expect(team.body).toContain("sales_team_id");
    const format = await call(admin, "/services/reports/specialists/export?format=doc");
    expect(format.statusCode).toBe(400);
    expect(format.body).toContain("format");
    expect(format.body).toContain("deve ser xlsx, csv ou pdf");
  });
});

describe("GET /services/reports/specialists/export", () => {
  const download = async (format: string) => {
    const res = await ctx.app.inject({
      method: "GET",
      url: `/services/reports/specialists/export?${MARCH}&format=${format}`,
      headers: coordinator.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain(`relatorio-especialistas-2026-03-a-2026-03.${format}`);
    return res;
  };
  const screen = async (): Promise<SpecialistsReportDto> => (await get(coordinator, MARCH)).json();
  const table = (r: SpecialistsReportDto) => [
    ...r.rows.map((row) => ({ name: row.specialist.full_name, f: row.figures })),
    { name: "Total", f: r.totals },
  ];

  it("the CSV parsed back is the screen's table and totals", async () => {
    const r = await screen();
    const res = await download("csv");
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.rawPayload.toString("utf8").slice(1).split("\r\n");
    const start = lines.indexOf("Por especialista");
    expect(start).toBeGreaterThan(0);
    const [header, ...body] = lines.slice(start + 1, lines.indexOf("", start)).map((l) => l.split(";"));
    expect(header).toEqual(["Especialista", ...SPECIALIST_KPI_KEYS.map((k) => SPECIALIST_KPIS[k].label)]);
    const parse = (text: string | undefined, format: string): number | null => {
      if (!text) return null;
      const n = Number(text.replace("%", "").replace(",", "."));
      return format === "money" ? Math.round(n * 100) : format === "percent" ? n / 100 : n;
    };
    const parsed = body.map(([name, ...cells]) => ({
      name,
      f: Object.fromEntries(SPECIALIST_KPI_KEYS.map((k, i) => [k, parse(cells[i], SPECIALIST_KPIS[k].format)])),
    }));
    // Percentages are written with one decimal: compare the conversion at that precision.
    const rounded = (t: ReturnType<typeof table>) =>
      t.map((x) => ({
        name: x.name,
        f: { ...x.f, conversion: x.f.conversion == null ? null : Math.round(x.f.conversion * 1000) / 1000 },
      }));
    expect(rounded(parsed as ReturnType<typeof table>)).toEqual(rounded(table(r)));
    expect(parsed.at(-1)?.f).toMatchObject({ leads_received: 5, sales: 1, vgv: 40_000_000, median_accept_minutes: 4 });
  });

  it("the XLSX holds the same numbers, as numbers (money in reais)", async () => {
    const r = await screen();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await download("xlsx")).rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet("Por especialista");
    const out: unknown[][] = [];
    sheet?.eachRow((row, n) => {
      if (n > 4) out.push((row.values as unknown[]).slice(1));
    });
    expect(out).toEqual(
      table(r).map((x) => {
        const values = SPECIALIST_KPI_KEYS.map((k) => {
          const v = x.f[k];
          return v == null ? undefined : SPECIALIST_KPIS[k].format === "money" ? v / 100 : v;
        });
        while (values.length && values.at(-1) === undefined) values.pop();
        return [x.name, ...values];
      }),
    );
  });

  it("the PDF shows the same figures formatted", async () => {
    const text = await pdfText((await download("pdf")).rawPayload);
    for (const expected of ["Relatório de especialistas", s1.user.fullName, "R$ 400.000,00", "25%", "Total"])
      expect(text).toContain(expected);
  });
});
