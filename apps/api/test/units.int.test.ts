import type { UnitStatus } from "@portal/contracts/inventory-enums";
import { REALTIME_CHANNEL } from "@portal/contracts/realtime";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuilding, inventoryWrites, setUnitState } from "./factories/inventory";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";
import { withTimeout } from "./wait";

let ctx: TestContext;
let admin: Staff;
let secretary: Staff;
let coordinator: Staff;
let specialist: Staff;
let partner: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
});
afterAll(() => ctx?.close());

const put = (who: Staff, url: string, payload: object = {}) =>
  ctx.app.inject({ method: "PUT", url, headers: who.headers, payload });
const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });

type State = { status: UnitStatus; suspended?: boolean };
const label = (s: State) => (s.suspended ? "SUSPENDED" : s.status);
const STATES: State[] = [
  { status: "AVAILABLE" },
  { status: "AVAILABLE", suspended: true },
  { status: "RESERVED" },
  { status: "IN_SALES_PROCESS" },
  { status: "SOLD" },
];
/** action -> from -> expected (status, suspended); absent = 409. */
const TABLE: Record<string, Partial<Record<string, State>>> = {
  suspend: { AVAILABLE: { status: "AVAILABLE", suspended: true } },
  "make-available": { SUSPENDED: { status: "AVAILABLE" }, RESERVED: { status: "AVAILABLE" } },
  exchange: { AVAILABLE: { status: "SOLD" } },
  "start-sale-process": { AVAILABLE: { status: "IN_SALES_PROCESS" }, RESERVED: { status: "IN_SALES_PROCESS" } },
  "cancel-sale-process": { IN_SALES_PROCESS: { status: "AVAILABLE" } },
  "make-sold-for-admin": {
    AVAILABLE: { status: "SOLD" },
    RESERVED: { status: "SOLD" },
    IN_SALES_PROCESS: { status: "SOLD" },
  },
};

describe("unit actions follow the state machine", () => {
  for (const [action, allowed] of Object.entries(TABLE)) {
    for (const from of STATES) {
      const to = allowed[label(from)];
      it(`${action} from ${label(from)} ${to ? `-> ${label(to)} with a unit log` : "-> 409, nothing written"}`, async () => {
        const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
        const unit = units[0]!;
        await setUnitState(ctx.prisma, unit.id, { status: from.status, suspended: from.suspended ?? false });
        const before = await ctx.prisma.unitLog.count({ where: { unitId: unit.id } });
        const res = await put(admin, `/enterprises/units/${unit.id}/${action}`, { reason: "conferência do estoque" });
        const row = await ctx.prisma.unit.findUniqueOrThrow({ where: { id: unit.id } });
        const logs = await ctx.prisma.unitLog.findMany({ where: { unitId: unit.id } });
        if (to) {
          expect(res.statusCode).toBe(200);
          expect(res.json()).toMatchObject({ _id: unit.id, status: to.status, suspended: to.suspended ?? false });
          expect({ status: row.status, suspended: row.suspended }).toEqual({
            status: to.status,
            suspended: to.suspended ?? false,
          });
          expect(logs).toHaveLength(before + 1);
          expect(logs[0]).toMatchObject({
            actorId: admin.user.id,
            action: action.toUpperCase().replaceAll("-", "_"),
            fromStatus: from.status,
            toStatus: to.status,
            reason: "conferência do estoque",
          });
        } else {
          expect(res.statusCode).toBe(409);
          expect(res.json().message).toMatch(/^Não é possível .+: ela está .+\.$/);
          expect({ status: row.status, suspended: row.suspended }).toEqual({
            status: from.status,
            suspended: from.suspended ?? false,
          });
          expect(logs).toHaveLength(before);
        }
      });
    }
  }

  it("start-sale-process converts the active reservation and cancels the queue", async () => {
    const { units, enterpriseId } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const unit = units[0]!;
    await setUnitState(ctx.prisma, unit.id, { status: "RESERVED" });
    const base = { unitId: unit.id, enterpriseId, brokerId: specialist.user.id, createdById: specialist.user.id };
    const active = await ctx.prisma.reservation.create({
      data: { ...base, type: "TECHNICAL_RESERVE", durationMinutes: 0, status: "ACTIVE" },
    });
    const queued = await ctx.prisma.reservation.create({
      data: { ...base, type: "TECHNICAL_RESERVE", durationMinutes: 60, status: "QUEUED", queuePosition: 1 },
    });
    const res = await put(secretary, `/enterprises/units/${unit.id}/start-sale-process`);
    expect(res.statusCode).toBe(200);
    expect((await ctx.prisma.reservation.findUniqueOrThrow({ where: { id: active.id } })).status).toBe("CONVERTED");
    expect((await ctx.prisma.reservation.findUniqueOrThrow({ where: { id: queued.id } })).status).toBe("CANCELED");
  });

  it("two concurrent actions on one unit: exactly one wins", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const unit = units[0]!;
    const results = await Promise.all([
      put(admin, `/enterprises/units/${unit.id}/exchange`, { reason: "permuta com o terreno" }),
      put(admin, `/enterprises/units/${unit.id}/suspend`, { reason: "bloqueio da diretoria" }),
      put(secretary, `/enterprises/units/${unit.id}/start-sale-process`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ctx.prisma.unitLog.count({ where: { unitId: unit.id } })).toBe(1);
  }, 180_000);
});

describe("who may act on units", () => {
  it("admin-only actions are refused to the sales desk, specialists and partners (403, nothing written)", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const url = `/enterprises/units/${units[0]!.id}`;
    const before = await inventoryWrites(ctx.prisma);
    for (const who of [secretary, coordinator, specialist, partner]) {
      expect((await put(who, `${url}/suspend`, { reason: "bloqueio" })).statusCode).toBe(403);
      expect((await put(who, `${url}/fake-status`, { fake_status: "SOLD" })).statusCode).toBe(403);
    }
    for (const who of [specialist, partner]) {
      expect((await put(who, `${url}/start-sale-process`)).statusCode).toBe(403);
    }
    expect(await inventoryWrites(ctx.prisma)).toEqual(before);
  });

  it("coordinators start and cancel a sale process", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const url = `/enterprises/units/${units[0]!.id}`;
    expect((await put(coordinator, `${url}/start-sale-process`)).json().status).toBe("IN_SALES_PROCESS");
    const res = await put(coordinator, `${url}/cancel-sale-process`, { reason: "cliente desistiu" });
    expect(res.json().status).toBe("AVAILABLE");
  });
});

describe("bad input -> 400 naming the field, nothing written", () => {
  it.each([
    ["suspend", {}, '"reason"'],
    ["suspend", { reason: "x" }, '"reason"'],
    ["exchange", { reason: "permuta", extra: 1 }, "extra"],
    ["fake-status", { fake_status: "GONE" }, '"fake_status"'],
    ["fake-status", {}, '"fake_status"'],
  ])("%s with %j", async (action, payload, field) => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const before = await inventoryWrites(ctx.prisma);
    const res = await put(admin, `/enterprises/units/${units[0]!.id}/${action}`, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().message)).toContain(field.replaceAll('"', '\\"'));
    expect(await inventoryWrites(ctx.prisma)).toEqual(before);
    const row = await ctx.prisma.unit.findUniqueOrThrow({ where: { id: units[0]!.id } });
    expect([row.status, row.suspended, row.fakeStatus]).toEqual(["AVAILABLE", false, null]);
  });

  it("an unknown unit is 404 and a malformed id 400", async () => {
    const missing = await put(admin, "/enterprises/units/6f1c1a52-8b9e-4a4e-9d51-000000000000/suspend", {
      reason: "bloqueio",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Unidade não encontrada.");
    const bad = await put(admin, "/enterprises/units/abc/suspend", { reason: "bloqueio" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toContain('"unitId"');
  });
});

describe("fake-status", () => {
  it("changes only what partner brokers see; staff keep the real status", async () => {
    const { units, enterpriseId } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 2 });
    const unit = units[0]!;
    const res = await put(admin, `/enterprises/units/${unit.id}/fake-status`, {
      fake_status: "SOLD",
      reason: "estratégia",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "AVAILABLE", fake_status: "SOLD" });
    const row = await ctx.prisma.unit.findUniqueOrThrow({ where: { id: unit.id } });
    expect([row.status, row.fakeStatus]).toEqual(["AVAILABLE", "SOLD"]);
    const log = await ctx.prisma.unitLog.findFirstOrThrow({ where: { unitId: unit.id } });
    expect(log).toMatchObject({
      action: "FAKE_STATUS",
      fromStatus: "AVAILABLE",
      toStatus: "AVAILABLE",
      reason: "estratégia",
    });

    expect((await get(partner, `/enterprises/units/${unit.id}`)).json()).toMatchObject({
      status: "SOLD",
      fake_status: null,
    });
    expect((await get(specialist, `/enterprises/units/${unit.id}`)).json()).toMatchObject({ status: "AVAILABLE" });
    const mirrorOf = async (who: Staff) =>
      (await get(who, `/enterprises/${enterpriseId}/mirror`)).json().towers[0].floors[0].units[0].status;
    expect(await mirrorOf(partner)).toBe("SOLD");
    expect(await mirrorOf(admin)).toBe("AVAILABLE");

    const cleared = await put(admin, `/enterprises/units/${unit.id}/fake-status`, { fake_status: null });
    expect(cleared.json().fake_status).toBeNull();
    expect(await mirrorOf(partner)).toBe("AVAILABLE");
  });
});

describe("unit logs", () => {
  it("lists who did what, newest first", async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const url = `/enterprises/units/${units[0]!.id}`;
    await put(admin, `${url}/suspend`, { reason: "bloqueio da diretoria" });
    await put(admin, `${url}/make-available`, {});
    const res = await get(secretary, `${url}/logs`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.map((l: { action: string }) => l.action)).toEqual(["MAKE_AVAILABLE", "SUSPEND"]);
    expect(res.json().payload[1]).toMatchObject({ actor_id: admin.user.id, reason: "bloqueio da diretoria" });
  });
});

describe("GET /enterprises/{id}/mirror", () => {
  it("returns towers × floors × units with status, price, area and bedrooms, top floor first", async () => {
    const { enterpriseId } = await createBuilding(ctx.prisma, { floors: 3, perFloor: 2, towers: 2 });
    const res = await get(partner, `/enterprises/${enterpriseId}/mirror`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.towers).toHaveLength(2);
    expect(body.towers[0].floors.map((f: { floor: number }) => f.floor)).toEqual([3, 2, 1]);
    expect(body.towers[0].floors[2].units[0]).toMatchObject({
      number: "101",
      floor: 1,
      bedrooms: 2,
      private_area: 65.4,
      price: 501_000_00,
      status: "AVAILABLE",
      suspended: false,
      reserved_until: null,
    });
    expect(body.summary).toMatchObject({ AVAILABLE: 12, RESERVED: 0, SOLD: 0 });
  });

  it("an unknown enterprise is 404; an inactive one is hidden from partner brokers", async () => {
    const res = await get(admin, "/enterprises/6f1c1a52-8b9e-4a4e-9d51-000000000000/mirror");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Empreendimento não encontrado.");
    const { enterpriseId } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    await ctx.prisma.enterprise.update({ where: { id: enterpriseId }, data: { active: false } });
    expect((await get(partner, `/enterprises/${enterpriseId}/mirror`)).statusCode).toBe(404);
    expect((await get(secretary, `/enterprises/${enterpriseId}/mirror`)).statusCode).toBe(200);
  });

  it("returns all 2,000 units of a big enterprise in one call (timing: pnpm bench:inventory)", async () => {
    const { enterpriseId } = await createBuilding(ctx.prisma, { floors: 25, perFloor: 20, towers: 4 });
    const t0 = performance.now();
    const res = await get(admin, `/enterprises/${enterpriseId}/mirror`);
    console.info(`mirror 2000 units: ${(performance.now() - t0).toFixed(1)} ms`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.towers).toHaveLength(4);
    expect(body.towers.every((t: { floors: unknown[] }) => t.floors.length === 25)).toBe(true);
    expect(body.summary.AVAILABLE).toBe(2000);
    // Speed is measured by the bench (p95 target 100 ms), not asserted on a shared test machine.
  }, 180_000);

  it("publishes unit.changed on the realtime channel when a unit changes", async () => {
    const { units, enterpriseId } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const sub: Redis = ctx.redis.duplicate();
    const got: string[] = [];
    const published = new Promise<void>((resolve) =>
      sub.on("message", (_c: string, m: string) => {
        got.push(m);
        if (JSON.parse(m).event?.unit_id === units[0]!.id) resolve();
      }),
    );
    await sub.subscribe(`${ctx.config.redisPrefix}realtime`);
    await put(admin, `/enterprises/units/${units[0]!.id}/suspend`, { reason: "bloqueio" });
    await withTimeout(published, 5_000, "the unit's realtime message");
    await sub.quit();
    expect(REALTIME_CHANNEL).toBe("portal:realtime");
    expect(got.map((m) => JSON.parse(m))).toContainEqual({
      userId: "*",
      event: { type: "unit.changed", enterprise_id: enterpriseId, unit_id: units[0]!.id },
    });
  });
});
