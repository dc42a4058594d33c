import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuilding } from "./factories/inventory";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let secretary: Staff;
let partner: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
});
afterAll(() => ctx?.close());

const call = (who: Staff, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const pricesOf = async (enterpriseId: string) =>
  (await ctx.prisma.unit.findMany({ where: { enterpriseId }, orderBy: [{ floor: "asc" }, { number: "asc" }] })).map(
    (u) => Number(u.price),
  );

describe("unit prices and snapshots", () => {
  it("lists prices with price per m² and the total (VGV)", async () => {
    const { enterpriseId } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 2 });
    const res = await call(partner, "GET", `/enterprises/${enterpriseId}/units-prices`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload[0]).toMatchObject({
      number: "101",
      price: 501_000_00,
      private_area: 65.4,
      price_per_m2: 766_055,
    });
    expect(res.json().total_price).toBe(1_002_000_00);
  });

  it("updates by percentage (sold units keep their price), snapshots, and restores an earlier version", async () => {
    const { enterpriseId, units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 2 });
    await ctx.prisma.unit.update({ where: { id: units[1]!.id }, data: { status: "SOLD" } });
    const base = `/enterprises/${enterpriseId}`;
    const first = await call(secretary, "POST", `${base}/units-prices-snapshot`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ reason: "MANUAL", units: 2, total_price: 1_002_000_00 });

    const up = await call(secretary, "POST", `${base}/prices-update`, { mode: "PERCENTAGE", percentage: 1.5 });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ reason: "PERCENTAGE_UPDATE", percentage: 1.5 });
    expect(await pricesOf(enterpriseId)).toEqual([508_515_00, 501_000_00]);

    const list = (await call(admin, "GET", `${base}/units-prices-snapshot`)).json().payload;
    expect(list.map((s: { reason: string }) => s.reason)).toEqual(["PERCENTAGE_UPDATE", "MANUAL"]);

    const back = await call(admin, "POST", `${base}/prices-restore`, { snapshot_id: first.json()._id });
    expect(back.statusCode).toBe(200);
    expect(back.json().reason).toBe("RESTORE");
    expect(await pricesOf(enterpriseId)).toEqual([501_000_00, 501_000_00]);
    expect(await ctx.prisma.enterpriseLog.count({ where: { enterpriseId } })).toBe(2);
  });

  it("updates by a table, naming an unknown unit", async () => {
    const { enterpriseId, units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 2 });
    const other = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const url = `/enterprises/${enterpriseId}/prices-update`;
    const ok = await call(admin, "POST", url, {
      mode: "TABLE",
      prices: [{ unit_id: units[0]!.id, price: 600_000_00 }],
    });
    expect(ok.statusCode).toBe(200);
    expect(await pricesOf(enterpriseId)).toEqual([600_000_00, 501_000_00]);
    const before = await ctx.prisma.priceSnapshot.count();
    const bad = await call(admin, "POST", url, {
      mode: "TABLE",
      prices: [
        { unit_id: units[0]!.id, price: 1 },
        { unit_id: other.units[0]!.id, price: 1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['"prices.1.unit_id" deve conter apenas unidades deste empreendimento']);
    expect(await pricesOf(enterpriseId)).toEqual([600_000_00, 501_000_00]);
    expect(await ctx.prisma.priceSnapshot.count()).toBe(before);
  });

  it("updates by the accumulated market index of a period; missing months are refused", async () => {
    const { enterpriseId } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    for (const [month, value] of [
      ["2026-08", 0.5],
      ["2026-09", 0.4],
    ] as const) {
      expect((await call(admin, "PUT", "/market-indexes", { type: "INCCDI", month, value })).statusCode).toBe(200);
    }
    const url = `/enterprises/${enterpriseId}/prices-update`;
    const missing = await call(admin, "POST", url, {
      mode: "INDEX",
      index_type: "INCCDI",
      from_month: "2026-07",
      to_month: "2026-09",
    });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe("Faltam valores do índice para: 2026-07.");
    const ok = await call(admin, "POST", url, {
      mode: "INDEX",
      index_type: "INCCDI",
      from_month: "2026-08",
      to_month: "2026-09",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ reason: "INDEX_UPDATE", index_type: "INCCDI", percentage: 0.902 });
    // 501.000,00 × 1,00902 = 505.519,02
    expect(await pricesOf(enterpriseId)).toEqual([505_519_02]);
  });
});

describe("market indexes", () => {
  it("admins upsert monthly values; everyone on the inventory reads them; others cannot write", async () => {
    const put1 = await call(admin, "PUT", "/market-indexes", { type: "IGPM", month: "2025-01", value: 0.27 });
    expect(put1.json()).toMatchObject({ type: "IGPM", month: "2025-01", value: 0.27 });
    const put2 = await call(admin, "PUT", "/market-indexes", { type: "IGPM", month: "2025-01", value: 0.31 });
    expect(put2.json()._id).toBe(put1.json()._id);
    const list = await call(partner, "GET", "/market-indexes?type=IGPM&from=2025-01&to=2025-01");
    expect(list.json().payload).toEqual([expect.objectContaining({ month: "2025-01", value: 0.31 })]);
    expect(
      (await call(secretary, "PUT", "/market-indexes", { type: "IGPM", month: "2025-02", value: 1 })).statusCode,
    ).toBe(403);
    expect((await call(admin, "DELETE", `/market-indexes/${put1.json()._id}`)).statusCode).toBe(200);
    expect((await call(admin, "DELETE", `/market-indexes/${put1.json()._id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ type: "IPCA", month: "2025-01", value: 1 }, '"type"'],
    [{ type: "IGPM", month: "2025-13", value: 1 }, '"month"'],
    [{ type: "IGPM", month: "2025-01", value: 99 }, '"value"'],
  ])("bad input %j names the field, nothing written", async (payload, field) => {
    const before = await ctx.prisma.marketIndex.count();
    const res = await call(admin, "PUT", "/market-indexes", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.some((m: string) => m.startsWith(field))).toBe(true);
    expect(await ctx.prisma.marketIndex.count()).toBe(before);
  });
});

describe("price access and bad input", () => {
  it("partners read prices but cannot change them or see snapshots (403)", async () => {
    const { enterpriseId } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const base = `/enterprises/${enterpriseId}`;
    expect(
      (await call(partner, "POST", `${base}/prices-update`, { mode: "PERCENTAGE", percentage: 1 })).statusCode,
    ).toBe(403);
    expect((await call(partner, "GET", `${base}/units-prices-snapshot`)).statusCode).toBe(403);
    expect(await pricesOf(enterpriseId)).toEqual([501_000_00]);
  });

  it.each([
    [{ mode: "PERCENTAGE", percentage: 80 }, '"percentage"'],
    [{ mode: "RANDOM" }, '"mode"'],
    [{ mode: "INDEX", index_type: "INCCDI", from_month: "2026-09", to_month: "2026-08" }, '"to_month"'],
  ])("prices-update %j -> 400 naming the field", async (payload, field) => {
    const { enterpriseId } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const res = await call(admin, "POST", `/enterprises/${enterpriseId}/prices-update`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.some((m: string) => m.startsWith(field))).toBe(true);
    expect(await pricesOf(enterpriseId)).toEqual([501_000_00]);
  });

  it("restoring a snapshot of another enterprise names snapshot_id", async () => {
    const a = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const b = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const snap = (await call(admin, "POST", `/enterprises/${b.enterpriseId}/units-prices-snapshot`)).json();
    const res = await call(admin, "POST", `/enterprises/${a.enterpriseId}/prices-restore`, { snapshot_id: snap._id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['"snapshot_id" deve ser uma versão da tabela deste empreendimento']);
  });
});
