/**
 * Availability schedules (decision 052): the month grid per stand, edited by coordinators and
 * admins, read by the booth specialist (own month and their stands'); one stand per specialist per shift (409, the
 * database's unique index, also under concurrency); copy a week, clear; XLSX export = import template, the import
 * all or nothing with every bad row listed; swapShiftsInTx for the SHIFT_SWAP solicitation.
 */

import { SCHEDULE_MSG } from "@portal/contracts/availability-schedules";
import { swapShiftsInTx } from "@portal/domain/availability-schedules";
import { Database } from "@portal/domain/database";
import ExcelJS from "exceljs";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveByTeamOf } from "./factories/availability-schedules";
import { type Staff, staff } from "./factories/leads";
import { multipartBody } from "./factories/pre-leads";
import { createStand } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";
import { withTimeout } from "./wait";

let ctx: TestContext;
let coordinator: Staff;
let admin: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  admin = await staff(ctx, ["GERAL_ADMIN"]);
});
afterAll(() => ctx?.close());

/** A stand served by the coordinator's team: they write its schedule (decision 057). */
async function teamStand() {
  const stand = await createStand(ctx);
  await serveByTeamOf(ctx, coordinator.user.id, stand.id);
  return stand;
}

type Cell = { user_id: string; day: string; shift: "M" | "T" | "N"; scheduled?: boolean };
const put = (who: Staff, enterpriseId: string, cells: Cell[]) =>
  ctx.app.inject({
    method: "PUT",
    url: "/availability-schedules",
    headers: who.headers,
    payload: { enterprise_id: enterpriseId, changes: cells.map((c) => ({ scheduled: true, ...c })) },
  });
const month = async (who: Staff, query: string) => {
  const res = await ctx.app.inject({ method: "GET", url: `/availability-schedules?${query}`, headers: who.headers });
  return res;
};
const rowsAt = (enterpriseId: string) =>
  ctx.prisma.availabilitySchedule.findMany({ where: { enterpriseId }, orderBy: [{ day: "asc" }, { shift: "asc" }] });

describe("the month grid", () => {
  it("a coordinator fills cells; the specialist reads their own month and their stand's, not another stand's", async () => {
    const [stand, other] = [await teamStand(), await teamStand()];
    const [ana, bia] = [await staff(ctx, ["BOOTH_SPECIALIST"]), await staff(ctx, ["BOOTH_SPECIALIST"])];
    const res = await put(coordinator, stand.id, [
      { user_id: ana.user.id, day: "2031-03-03", shift: "M" },
      { user_id: ana.user.id, day: "2031-03-03", shift: "T" },
      { user_id: bia.user.id, day: "2031-03-04", shift: "N" },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: "Escala atualizada.", added: 3, removed: 0 });
    // The same cells again change nothing; turning one off removes it.
    const again = await put(coordinator, stand.id, [
      { user_id: ana.user.id, day: "2031-03-03", shift: "M" },
      { user_id: ana.user.id, day: "2031-03-03", shift: "T", scheduled: false },
    ]);
    expect(again.json()).toMatchObject({ added: 0, removed: 1 });

    const all = await month(coordinator, `month=2031-03&enterprise_id=${stand.id}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().pagination).toEqual({ total: 2, skip: 0, limit: 2 });
    expect(all.json().payload[0]).toMatchObject({
      enterprise_id: stand.id,
      enterprise_name: stand.name,
      user_id: ana.user.id,
      user_name: ana.user.fullName,
      day: "2031-03-03",
      shift: "M",
    });

    const own = await month(ana, "month=2031-03");
    expect(own.json().payload.map((r: { day: string; shift: string }) => `${r.day} ${r.shift}`)).toEqual([
      "2031-03-03 M",
    ]);
    const standView = await month(ana, `month=2031-03&enterprise_id=${stand.id}`);
    expect(standView.json().payload).toHaveLength(2);
    const elsewhere = await month(ana, `month=2031-03&enterprise_id=${other.id}`);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe("Você só pode ver a sua escala e a dos plantões em que está escalado(a).");
    // Specialists do not edit.
    const refused = await put(ana, stand.id, [{ user_id: ana.user.id, day: "2031-03-05", shift: "M" }]);
    expect(refused.statusCode).toBe(403);
    expect(await ctx.prisma.availabilitySchedule.count({ where: { userId: ana.user.id } })).toBe(1);
  });

  it("refuses bad input with a 400 naming the field, and only booth specialists and receptionists are scheduled", async () => {
    const stand = await teamStand();
    const ana = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const online = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const badShift = await ctx.app.inject({
      method: "PUT",
      url: "/availability-schedules",
      headers: coordinator.headers,
      payload: {
        enterprise_id: stand.id,
        changes: [{ user_id: ana.user.id, day: "2031-03-03", shift: "X", scheduled: true }],
      },
    });
    expect(badShift.statusCode).toBe(400);
    expect(badShift.json().message).toEqual(['"changes.0.shift" deve ser M, T ou N']);
    const badDay = await put(coordinator, stand.id, [{ user_id: ana.user.id, day: "2031-02-30", shift: "M" }]);
    expect(badDay.json().message).toEqual(['"changes.0.day" deve ser uma data válida']);
    const notSpecialist = await put(coordinator, stand.id, [
      { user_id: ana.user.id, day: "2031-03-03", shift: "M" },
      { user_id: online.user.id, day: "2031-03-03", shift: "M" },
    ]);
    expect(notSpecialist.statusCode).toBe(400);
    expect(notSpecialist.json().message).toEqual([
      '"changes.1.user_id" deve ser um especialista de plantão ou recepcionista ativo',
    ]);
    // The index is the row as sent, cells switched off included.
    const afterOff = await ctx.app.inject({
      method: "PUT",
      url: "/availability-schedules",
      headers: coordinator.headers,
      payload: {
        enterprise_id: stand.id,
        changes: [
          { user_id: ana.user.id, day: "2031-03-04", shift: "M", scheduled: false },
          { user_id: online.user.id, day: "2031-03-04", shift: "M", scheduled: true },
        ],
      },
    });
    expect(afterOff.json().message).toEqual([
      '"changes.1.user_id" deve ser um especialista de plantão ou recepcionista ativo',
    ]);
    expect(await rowsAt(stand.id)).toEqual([]);
    const noStand = await month(coordinator, "month=2031-03");
    expect(noStand.json().message).toEqual(['"enterprise_id" é obrigatório (ou user_id)']);
  });
});

describe("live updates (decision 057)", () => {
  it("every committed write broadcasts availability_schedule.changed with the stand and the months it touched; a refused one nothing", async () => {
    const sub: Redis = ctx.redis.duplicate();
    const got: { userId: string; event: { type: string; enterprise_id?: string; months?: string[] } }[] = [];
    let onMessage: (() => void) | undefined;
    sub.on("message", (_c: string, m: string) => {
      got.push(JSON.parse(m));
      onMessage?.();
    });
    await sub.subscribe(`${ctx.config.redisPrefix}realtime`);
    try {
      const [stand, foreign] = [await teamStand(), await createStand(ctx)];
      const ana = await staff(ctx, ["BOOTH_SPECIALIST"]);
      const ofStand = (id: string) => got.filter((m) => m.event.enterprise_id === id);
      const next = (id: string, n: number) =>
        withTimeout(
          new Promise<void>((resolve) => {
            onMessage = () => ofStand(id).length >= n && resolve();
            onMessage();
          }),
          5_000,
          "availability_schedule.changed",
        );
      // Refused (403, another team's stand): nothing is published for it.
      expect(
        (await put(coordinator, foreign.id, [{ user_id: ana.user.id, day: "2032-01-31", shift: "M" }])).statusCode,
      ).toBe(403);
      // A drag across a month's end touches two months.
      const res = await put(coordinator, stand.id, [
        { user_id: ana.user.id, day: "2032-01-31", shift: "N" },
        { user_id: ana.user.id, day: "2032-02-01", shift: "M" },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      await next(stand.id, 1);
      const clear = await ctx.app.inject({
        method: "POST",
        url: "/availability-schedules/clear",
        headers: coordinator.headers,
        payload: { enterprise_id: stand.id, month: "2032-02" },
      });
      expect(clear.statusCode, clear.body).toBe(200);
      await next(stand.id, 2);
      expect(ofStand(stand.id)).toEqual([
        {
          userId: "*",
          event: { type: "availability_schedule.changed", enterprise_id: stand.id, months: ["2032-01", "2032-02"] },
        },
        { userId: "*", event: { type: "availability_schedule.changed", enterprise_id: stand.id, months: ["2032-02"] } },
      ]);
      // One channel, messages in order: the refused write's would have arrived before these.
      expect(ofStand(foreign.id)).toEqual([]);
    } finally {
      await sub.quit();
    }
  });
});

describe("one stand per specialist per shift", () => {
  it("refuses the same specialist at a second stand in the same shift (409, pt-BR), and the database refuses it too", async () => {
    const [a, b] = [await teamStand(), await teamStand()];
    const ana = await staff(ctx, ["BOOTH_SPECIALIST"]);
    expect((await put(coordinator, a.id, [{ user_id: ana.user.id, day: "2031-04-10", shift: "T" }])).statusCode).toBe(
      200,
    );
    const res = await put(coordinator, b.id, [
      { user_id: ana.user.id, day: "2031-04-10", shift: "M" },
      { user_id: ana.user.id, day: "2031-04-10", shift: "T" },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: "Conflict",
      message: `${ana.user.fullName} já está escalado(a) no plantão ${a.name} em 10/04 (Tarde).`,
    });
    expect(await rowsAt(b.id)).toEqual([]); // the M cell of the same request was not written either
    await expect(
      ctx.prisma.availabilitySchedule.create({
        data: { enterpriseId: b.id, userId: ana.user.id, day: new Date("2031-04-10T00:00:00Z"), shift: "T" },
      }),
    ).rejects.toThrow();
  });

  it("under concurrency: ten writes of the same shift at different stands, exactly one wins, the others are 409", async () => {
    const stands = [];
    for (let i = 0; i < 10; i++) stands.push(await teamStand());
    const ana = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const answers = await Promise.all(
      stands.map((s) => put(coordinator, s.id, [{ user_id: ana.user.id, day: "2031-05-01", shift: "N" }])),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winner = await ctx.prisma.availabilitySchedule.findMany({ where: { userId: ana.user.id } });
    expect(winner).toHaveLength(1);
    const winnerName = stands.find((s) => s.id === winner[0]?.enterpriseId)?.name;
    for (const r of answers.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe(
        `${ana.user.fullName} já está escalado(a) no plantão ${winnerName} em 01/05 (Noite).`,
      );
    }
  });
});

describe("the same cell at the same stand at once", () => {
  it("ends with one row; a write that lost the race is told the stand changed meanwhile, not 'another stand'", async () => {
    const stand = await teamStand();
    const bia = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        put(coordinator, stand.id, [{ user_id: bia.user.id, day: "2031-05-02", shift: "M" }]),
      ),
    );
    for (const r of answers) {
      expect([200, 409]).toContain(r.statusCode);
      if (r.statusCode === 409)
        expect(r.json().message).toBe(
          "A escala deste plantão foi alterada por outra pessoa ao mesmo tempo. Recarregue e tente de novo.",
        );
    }
    expect(await ctx.prisma.availabilitySchedule.count({ where: { userId: bia.user.id } })).toBe(1);
  });
});

describe("copy a week, clear", () => {
  it("copies a week over the next (replacing it), refuses when a copied shift is taken elsewhere, clears a month", async () => {
    const [stand, other] = [await teamStand(), await teamStand()];
    const [ana, bia] = [await staff(ctx, ["BOOTH_SPECIALIST"]), await staff(ctx, ["BOOTH_SPECIALIST"])];
    await put(coordinator, stand.id, [
      { user_id: ana.user.id, day: "2031-06-02", shift: "M" },
      { user_id: bia.user.id, day: "2031-06-08", shift: "T" },
      { user_id: bia.user.id, day: "2031-06-10", shift: "N" }, // in the target week: replaced
    ]);
    const copy = (to: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/availability-schedules/copy-week",
        headers: coordinator.headers,
        payload: { enterprise_id: stand.id, from: "2031-06-02", to },
      });
    const res = await copy("2031-06-09");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: "Semana copiada.", added: 2, removed: 1 });
    const days = (await rowsAt(stand.id)).map((r) => `${r.day.toISOString().slice(0, 10)} ${r.shift}`);
    expect(days).toEqual(["2031-06-02 M", "2031-06-08 T", "2031-06-09 M", "2031-06-15 T"]);

    await put(coordinator, other.id, [{ user_id: ana.user.id, day: "2031-06-16", shift: "M" }]);
    const taken = await copy("2031-06-16");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      `${ana.user.fullName} já está escalado(a) no plantão ${other.name} em 16/06 (Manhã).`,
    );
    expect(await rowsAt(stand.id)).toHaveLength(4);

    const cleared = await ctx.app.inject({
      method: "POST",
      url: "/availability-schedules/clear",
      headers: coordinator.headers,
      payload: { enterprise_id: stand.id, month: "2031-06", user_id: bia.user.id },
    });
    expect(cleared.json()).toEqual({ message: "Escala limpa.", added: 0, removed: 2 });
    expect((await rowsAt(stand.id)).map((r) => r.userId)).toEqual([ana.user.id, ana.user.id]);
  });
});

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const exportMonth = async (enterpriseId: string, m: string) => {
  const res = await ctx.app.inject({
    method: "GET",
    url: `/availability-schedules/export?enterprise_id=${enterpriseId}&month=${m}`,
    headers: coordinator.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe(XLSX);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb;
};
const importFile = async (enterpriseId: string, m: string, wb: ExcelJS.Workbook, who: Staff = coordinator) => {
  const data = Buffer.from(await wb.xlsx.writeBuffer());
  const body = multipartBody({ enterprise_id: enterpriseId, month: m }, [{ name: "escala.xlsx", data, type: XLSX }]);
  return ctx.app.inject({
    method: "POST",
    url: "/availability-schedules/import",
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
};
const rowOf = (sheet: ExcelJS.Worksheet, email: string) => {
  for (let n = 2; n <= sheet.rowCount; n++) if (sheet.getRow(n).getCell(1).text === email) return sheet.getRow(n);
  throw new Error(`no row for ${email}`);
};

describe("XLSX export and import (the export is the template)", () => {
  it("names the file after the stand with its accents dropped whole, in the shared Content-Disposition (RFC 5987)", async () => {
    const stand = await teamStand();
    await ctx.prisma.enterprise.update({ where: { id: stand.id }, data: { name: "Plantão São João" } });
    const res = await ctx.app.inject({
      method: "GET",
      url: `/availability-schedules/export?enterprise_id=${stand.id}&month=2031-06`,
      headers: coordinator.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="escala-plantao-sao-joao-2031-06.xlsx"; filename*=UTF-8''escala-plantao-sao-joao-2031-06.xlsx`,
    );
  });

  it("exports the month in the grid layout and imports an edited copy, replacing the stand's month", async () => {
    const stand = await teamStand();
    const [ana, bia] = [await staff(ctx, ["BOOTH_SPECIALIST"]), await staff(ctx, ["BOOTH_SPECIALIST"])];
    await put(coordinator, stand.id, [
      { user_id: ana.user.id, day: "2031-07-01", shift: "M" },
      { user_id: ana.user.id, day: "2031-07-01", shift: "N" },
    ]);
    const wb = await exportMonth(stand.id, "2031-07");
    const sheet = wb.getWorksheet("Escala") as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(["E-mail", "Especialista", "01 ter", "02 qua"]);
    expect(sheet.getRow(1).cellCount).toBe(2 + 31);
    expect(rowOf(sheet, ana.user.email).getCell(3).text).toBe("M N");

    rowOf(sheet, ana.user.email).getCell(3).value = "";
    rowOf(sheet, bia.user.email).getCell(4).value = "mt";
    const res = await importFile(stand.id, "2031-07", wb);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Escala importada: 2 turnos.");
    const rows = await rowsAt(stand.id);
    expect(
      rows.map((r) => `${r.userId === bia.user.id ? "bia" : "ana"} ${r.day.toISOString().slice(0, 10)} ${r.shift}`),
    ).toEqual(["bia 2031-07-02 M", "bia 2031-07-02 T"]);
  });

  it("with one bad row writes nothing and names the row; every bad row is listed", async () => {
    const [stand, other] = [await teamStand(), await teamStand()];
    const [ana, bia] = [await staff(ctx, ["BOOTH_SPECIALIST"]), await staff(ctx, ["BOOTH_SPECIALIST"])];
    await put(coordinator, stand.id, [{ user_id: ana.user.id, day: "2031-08-05", shift: "T" }]);
    await put(coordinator, other.id, [{ user_id: bia.user.id, day: "2031-08-03", shift: "N" }]);
    const before = await rowsAt(stand.id);

    // One bad row: an e-mail nobody has. The good rows are not written either.
    const wb = await exportMonth(stand.id, "2031-08");
    const sheet = wb.getWorksheet("Escala") as ExcelJS.Worksheet;
    rowOf(sheet, ana.user.email).getCell(10).value = "M";
    const ghost = sheet.addRow(["ninguem@example.com", "Ninguém", "M"]);
    const res = await importFile(stand.id, "2031-08", wb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: [`Linha ${ghost.number}: especialista não encontrado (ninguem@example.com).`],
    });
    expect(await rowsAt(stand.id)).toEqual(before);

    // Several problems at once: a bad shift letter, a shift taken at another stand, a repeated specialist.
    const wb2 = await exportMonth(stand.id, "2031-08");
    const s2 = wb2.getWorksheet("Escala") as ExcelJS.Worksheet;
    const anaRow = rowOf(s2, ana.user.email);
    anaRow.getCell(3).value = "X";
    const biaRow = rowOf(s2, bia.user.email);
    biaRow.getCell(5).value = "N";
    const repeated = s2.addRow([bia.user.email.toUpperCase(), "", "M"]);
    const res2 = await importFile(stand.id, "2031-08", wb2);
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toEqual(
      [
        `Linha ${anaRow.number}, dia 01/08: turno inválido "X" (use M, T ou N).`,
        `Linha ${biaRow.number}, dia 03/08 (Noite): já escalado(a) no plantão ${other.name}.`,
        `Linha ${repeated.number}: especialista repetido (já na linha ${biaRow.number}).`,
      ].sort((x, y) => Number(/Linha (\d+)/.exec(x)?.[1]) - Number(/Linha (\d+)/.exec(y)?.[1])),
    );
    expect(await rowsAt(stand.id)).toEqual(before);

    // Another month's template is refused by its header.
    const res3 = await importFile(stand.id, "2031-09", await exportMonth(stand.id, "2031-08"));
    expect(res3.statusCode).toBe(400);
    expect(res3.json().message[0]).toMatch(/^Linha 1: cabeçalho inesperado/);
  });
});

describe("swapShiftsInTx (for the SHIFT_SWAP solicitation)", () => {
  it("swaps two specialists' shifts across stands in the caller's transaction; a conflict rolls everything back", async () => {
    const [a, b] = [await teamStand(), await teamStand()];
    const [ana, bia] = [await staff(ctx, ["BOOTH_SPECIALIST"]), await staff(ctx, ["BOOTH_SPECIALIST"])];
    await put(coordinator, a.id, [{ user_id: ana.user.id, day: "2031-10-01", shift: "M" }]);
    await put(coordinator, b.id, [{ user_id: bia.user.id, day: "2031-10-02", shift: "T" }]);
    const [rowA] = await rowsAt(a.id);
    const [rowB] = await rowsAt(b.id);
    const db = new Database(ctx.prisma);
    const swapped = await db.transaction((repos) => swapShiftsInTx(repos, rowA?.id as string, rowB?.id as string));
    expect(swapped.a).toMatchObject({ userId: ana.user.id, enterpriseId: b.id, day: "2031-10-02", shift: "T" });
    expect(swapped.b).toMatchObject({ userId: bia.user.id, enterpriseId: a.id, day: "2031-10-01", shift: "M" });
    expect(await ctx.prisma.availabilitySchedule.count({ where: { userId: { in: [ana.user.id, bia.user.id] } } })).toBe(
      2,
    );

    const c = await teamStand();
    await put(coordinator, c.id, [{ user_id: ana.user.id, day: "2031-10-01", shift: "M" }]);
    // Swapping bia's 10-01 M (stand a) with ana's 10-02 T (stand b) would put ana twice in 10-01 M.
    const before = await ctx.prisma.availabilitySchedule.findMany({ orderBy: { id: "asc" } });
    await expect(db.transaction((repos) => swapShiftsInTx(repos, swapped.b.id, swapped.a.id))).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await ctx.prisma.availabilitySchedule.findMany({ orderBy: { id: "asc" } })).toEqual(before);
  });
});

describe("coordinators write their teams' stands (decision 057)", () => {
  it("a booth coordinator writes only stands served by an active team they coordinate or belong to (403 pt-BR otherwise, nothing written); admins write any; reads stay open", async () => {
    const mine = await teamStand();
    const foreign = await createStand(ctx);
    const ana = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const cell = { user_id: ana.user.id, day: "2031-11-03", shift: "M" as const };
    const post = (who: Staff, url: string, payload: object) =>
      ctx.app.inject({ method: "POST", url, headers: who.headers, payload });
    // Every write to the foreign stand: 403 with the pt-BR reason, and nothing written.
    await put(admin, foreign.id, [{ ...cell, day: "2031-11-04" }]);
    const before = await rowsAt(foreign.id);
    const refused = [
      await put(coordinator, foreign.id, [cell]),
      await post(coordinator, "/availability-schedules/copy-week", {
        enterprise_id: foreign.id,
        from: "2031-11-03",
        to: "2031-11-10",
      }),
      await post(coordinator, "/availability-schedules/clear", { enterprise_id: foreign.id, month: "2031-11" }),
      await importFile(foreign.id, "2031-11", await exportMonth(foreign.id, "2031-11")),
    ];
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json().message).toBe(SCHEDULE_MSG.notYourStand);
    }
    expect(await rowsAt(foreign.id)).toEqual(before);
    // Reading (and exporting, above) the foreign stand's month is allowed: coordinators see where people are.
    expect((await month(coordinator, `month=2031-11&enterprise_id=${foreign.id}`)).statusCode).toBe(200);
    // Their own team's stand, and a stand of a team they are a member of (not master), are theirs to write.
    expect((await put(coordinator, mine.id, [cell])).statusCode).toBe(200);
    const memberTeam = await ctx.prisma.salesTeam.create({ data: { name: `Time membro ${foreign.id}` } });
    await ctx.prisma.salesTeamMember.create({ data: { teamId: memberTeam.id, userId: coordinator.user.id } });
    await ctx.prisma.enterpriseSalesTeam.create({ data: { enterpriseId: foreign.id, salesTeamId: memberTeam.id } });
    expect((await put(coordinator, foreign.id, [{ ...cell, day: "2031-11-05" }])).statusCode).toBe(200);
    // An inactive team serves no one.
    await ctx.prisma.salesTeam.update({ where: { id: memberTeam.id }, data: { active: false } });
    expect((await put(coordinator, foreign.id, [{ ...cell, day: "2031-11-06" }])).statusCode).toBe(403);
    // Admins write every stand.
    expect((await put(admin, foreign.id, [{ ...cell, day: "2031-11-06" }])).statusCode).toBe(200);

    // The stand list marks what the caller writes: the coordinator their team's stand only; the admin all.
    const list = async (who: Staff) =>
      (await ctx.app.inject({ method: "GET", url: "/availability-schedules/stands", headers: who.headers })).json()
        .payload as { enterprise_id: string; name: string; editable: boolean }[];
    const byId = (rows: { enterprise_id: string; editable: boolean }[]) =>
      new Map(rows.map((r) => [r.enterprise_id, r.editable]));
    const forCoordinator = byId(await list(coordinator));
    expect([forCoordinator.get(mine.id), forCoordinator.get(foreign.id)]).toEqual([true, false]);
    const forAdmin = byId(await list(admin));
    expect([forAdmin.get(mine.id), forAdmin.get(foreign.id)]).toEqual([true, true]);
    const specialistList = await ctx.app.inject({
      method: "GET",
      url: "/availability-schedules/stands",
      headers: ana.headers,
    });
    expect(specialistList.statusCode).toBe(403);
  });
});

describe("shift hours (settings)", () => {
  it("default hours are M 08-14, T 14-20, N 20-24; admins change them; bad windows are refused", async () => {
    const ana = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const get = async () =>
      (
        await ctx.app.inject({ method: "GET", url: "/availability-schedules/shift-hours", headers: ana.headers })
      ).json();
    expect(await get()).toEqual({
      shift_hours: {
        M: { starts_at: "08:00", ends_at: "14:00" },
        T: { starts_at: "14:00", ends_at: "20:00" },
        N: { starts_at: "20:00", ends_at: "24:00" },
      },
      check_in_tolerance_minutes: 30,
    });
    const change = (value: unknown, who = admin) =>
      ctx.app.inject({ method: "PUT", url: "/settings/shift_hours", headers: who.headers, payload: { value } });
    const bad = await change({
      M: { starts_at: "09:00", ends_at: "08:00" },
      T: { starts_at: "14:00", ends_at: "20:00" },
      N: { starts_at: "20:00", ends_at: "24:00" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['"value" deve terminar depois de começar']);
    expect((await change({}, coordinator)).statusCode).toBe(403);
    const ok = await change({
      M: { starts_at: "07:00", ends_at: "13:00" },
      T: { starts_at: "13:00", ends_at: "19:00" },
      N: { starts_at: "19:00", ends_at: "24:00" },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get()).shift_hours.M).toEqual({ starts_at: "07:00", ends_at: "13:00" });
    await ctx.prisma.setting.delete({ where: { key: "shift_hours" } });
  });
});
