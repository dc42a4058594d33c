import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createSalesTeam } from "./factories/enterprises";
import { createBuilding, setUnitState } from "./factories/inventory";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
const tokens: Record<string, string> = {};

async function tokenFor(key: string, roles: string[]) {
  const { user, password } = await createUser(ctx.prisma, { roles });
  tokens[key] = (await login(ctx.app, user.email, password)).token as string;
  return user;
}

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  await tokenFor("admin", ["GERAL_ADMIN"]);
  await tokenFor("operational", ["OPERATIONAL_ADMIN"]);
  await tokenFor("specialist", ["BOOTH_SPECIALIST"]);
  await tokenFor("partner", ["AGENT_PARTNER"]);
});
afterAll(() => ctx?.close());

const call = (method: "GET" | "POST" | "PUT", url: string, who: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(tokens[who] as string), ...(payload ? { payload } : {}) });

const valid = {
  name: "Residencial Bosque das Águas",
  city: "Jundiaí",
  group: "INTERIOR",
  phase: "IN_WORKS",
  property_type: "HOME",
  days_to_go_to_base: 30,
};

describe("POST /enterprises", () => {
  it("creates an enterprise with every field and writes an audit row", async () => {
    const team = await createSalesTeam(ctx.prisma, { name: "Time Jundiaí" });
    const res = await call("POST", "/enterprises", "admin", { ...valid, sales_team_ids: [team.id] });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: "Residencial Bosque das Águas",
      city: "Jundiaí",
      group: "INTERIOR",
      phase: "IN_WORKS",
      property_type: "HOME",
      active: true,
      days_to_go_to_base: 30,
      sales_teams: [{ _id: team.id, name: "Time Jundiaí" }],
    });
    const audit = await ctx.prisma.auditLog.findMany({ where: { entity: "enterprise", entityId: body._id } });
    expect(audit.map((a) => a.action)).toEqual(["enterprise.created"]);
  });

  it("defaults phase, property type, active and days to go to base", async () => {
    const res = await call("POST", "/enterprises", "operational", {
      name: "Vila Sorocaba",
      city: "Sorocaba",
      group: "STOCK",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      phase: "RELEASE",
      property_type: "HOME",
      active: true,
      days_to_go_to_base: null,
    });
  });

  it.each([
    ["city", { ...valid, name: "Cidade fora", city: "Curitiba" }],
    ["group", { ...valid, name: "Grupo errado", group: "SHOPPING" }],
    ["phase", { ...valid, name: "Fase errada", phase: "SOON" }],
    ["property_type", { ...valid, name: "Tipo errado", property_type: "FARM" }],
    ["days_to_go_to_base", { ...valid, name: "Dias errados", days_to_go_to_base: 0 }],
    ["days_to_go_to_base", { ...valid, name: "Dias demais", days_to_go_to_base: 366 }],
    ["name", { ...valid, name: "" }],
    ["sales_team_ids.0", { ...valid, name: "Time inválido", sales_team_ids: ["abc"] }],
  ])('400 naming "%s" and nothing written', async (field, payload) => {
    const before = await ctx.prisma.enterprise.count();
    const res = await call("POST", "/enterprises", "admin", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(new RegExp(`^"${field}"`));
    expect(await ctx.prisma.enterprise.count()).toBe(before);
  });

  it("400 naming sales_team_ids for a team that does not exist", async () => {
    const res = await call("POST", "/enterprises", "admin", {
      ...valid,
      name: "Sem time",
      sales_team_ids: ["00000000-0000-4000-8000-000000000000"],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['"sales_team_ids" deve ser um time de vendas existente']);
    expect(await ctx.prisma.enterprise.count({ where: { name: "Sem time" } })).toBe(0);
  });

  it("409 for a name already in use (case-insensitive)", async () => {
    await createEnterprise(ctx.prisma, { name: "Parque Atibaia" });
    const res = await call("POST", "/enterprises", "admin", { ...valid, name: "parque atibaia" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Já existe um empreendimento com este nome.");
  });

  it("403 for specialists and partners; nothing written", async () => {
    const before = await ctx.prisma.enterprise.count();
    for (const who of ["specialist", "partner"]) {
      const res = await call("POST", "/enterprises", who, { ...valid, name: `Proibido ${who}` });
      expect(res.statusCode).toBe(403);
    }
    expect(await ctx.prisma.enterprise.count()).toBe(before);
  });
});

describe("PUT /enterprises/{id}", () => {
  it("updates the given fields only and audits what changed", async () => {
    const e = await createEnterprise(ctx.prisma, { name: "Torre Santos", city: "Santos" });
    const res = await call("PUT", `/enterprises/${e.id}`, "admin", { phase: "READY", active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Torre Santos", city: "Santos", phase: "READY", active: false });
    const audit = await ctx.prisma.auditLog.findFirstOrThrow({ where: { entity: "enterprise", entityId: e.id } });
    expect(audit.action).toBe("enterprise.updated");
    expect(audit.details).toEqual({
      changes: { phase: { from: "RELEASE", to: "READY" }, active: { from: true, to: false } },
    });
  });

  it("rejects unknown fields and bad values with 400, leaving the row as it was", async () => {
    const e = await createEnterprise(ctx.prisma, { name: "Mirante Suzano", city: "Suzano" });
    for (const payload of [{ owner_id: "x" }, { city: "Rio de Janeiro" }, { days_to_go_to_base: 1.5 }]) {
      const res = await call("PUT", `/enterprises/${e.id}`, "admin", payload);
      expect(res.statusCode).toBe(400);
    }
    const row = await ctx.prisma.enterprise.findUniqueOrThrow({ where: { id: e.id } });
    expect(row.city).toBe("Suzano");
    expect(row.updatedAt).toEqual(e.updatedAt);
  });

  it("404 for an unknown id; 403 for a specialist", async () => {
    const missing = await call("PUT", "/enterprises/00000000-0000-4000-8000-000000000000", "admin", { active: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Empreendimento não encontrado.");
    const e = await createEnterprise(ctx.prisma);
    expect((await call("PUT", `/enterprises/${e.id}`, "specialist", { active: false })).statusCode).toBe(403);
  });
});

describe("GET /enterprises", () => {
  it("filters by name, city, group, phase and active, with pagination", async () => {
    const tag = `Filtro${Date.now()}`;
    await createEnterprise(ctx.prisma, { name: `${tag} Alfa`, city: "Atibaia", group: "INTERIOR", phase: "READY" });
    await createEnterprise(ctx.prisma, { name: `${tag} Beta`, city: "Atibaia", group: "STOCK", phase: "RELEASE" });
    await createEnterprise(ctx.prisma, { name: `${tag} Gama`, city: "Santos", group: "STOCK", active: false });

    const list = async (qs: string) => (await call("GET", `/enterprises?search=${tag}&${qs}`, "specialist")).json();
    expect((await list("")).payload.map((e: { name: string }) => e.name)).toEqual([
      `${tag} Alfa`,
      `${tag} Beta`,
      `${tag} Gama`,
    ]);
    expect((await list("city=Atibaia")).pagination.total).toBe(2);
    expect((await list("group=STOCK")).payload).toHaveLength(2);
    expect((await list("phase=READY")).payload[0].name).toBe(`${tag} Alfa`);
    expect((await list("active=false")).payload.map((e: { name: string }) => e.name)).toEqual([`${tag} Gama`]);
    expect(await list("limit=1&skip=1")).toMatchObject({
      payload: [{ name: `${tag} Beta` }],
      pagination: { total: 3, skip: 1, limit: 1 },
    });
  });

  it("shows partners only active enterprises, in the list and by id", async () => {
    const tag = `Parceiro${Date.now()}`;
    const inactive = await createEnterprise(ctx.prisma, { name: `${tag} Inativo`, active: false });
    await createEnterprise(ctx.prisma, { name: `${tag} Ativo` });
    const res = (await call("GET", `/enterprises?search=${tag}&active=false`, "partner")).json();
    expect(res.payload.map((e: { name: string }) => e.name)).toEqual([`${tag} Ativo`]);
    expect((await call("GET", `/enterprises/${inactive.id}`, "partner")).statusCode).toBe(404);
    expect((await call("GET", `/enterprises/${inactive.id}`, "specialist")).json().name).toBe(`${tag} Inativo`);
  });

  it("counts each enterprise's units and those reservable now, as the caller sees them", async () => {
    const tag = `Unidades${Date.now()}`;
    const e = await createEnterprise(ctx.prisma, { name: `${tag} Torres` });
    const b = await createBuilding(ctx.prisma, { enterpriseId: e.id, floors: 2, perFloor: 3 });
    await setUnitState(ctx.prisma, b.units[0]?.id as string, { status: "SOLD" });
    await setUnitState(ctx.prisma, b.units[1]?.id as string, { suspended: true });
    // Shown to partners as reserved, still available for the staff.
    await setUnitState(ctx.prisma, b.units[2]?.id as string, { fakeStatus: "RESERVED" });
    await createEnterprise(ctx.prisma, { name: `${tag} Sem unidades` });

    const counts = async (who: string) =>
      (await call("GET", `/enterprises?search=${tag}`, who))
        .json()
        .payload.map((x: { units_total: number; units_available: number }) => [x.units_total, x.units_available]);
    expect(await counts("specialist")).toEqual([
      [0, 0],
      [6, 4],
    ]);
    expect(await counts("partner")).toEqual([
      [0, 0],
      [6, 3],
    ]);
  });

  it("400 for an unknown city or a bad boolean; 401 without a token", async () => {
    expect((await call("GET", "/enterprises?city=Paris", "admin")).json().message[0]).toMatch(/^"city"/);
    expect((await call("GET", "/enterprises?active=talvez", "admin")).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: "/enterprises" })).statusCode).toBe(401);
  });
});

describe("GET /enterprises/simplified", () => {
  it("lists active enterprises only, as {_id, name, city}, without pagination", async () => {
    const active = await createEnterprise(ctx.prisma, { name: "Simplificado Ativo", city: "Indaiatuba" });
    const inactive = await createEnterprise(ctx.prisma, { name: "Simplificado Inativo", active: false });
    const res = await call("GET", "/enterprises/simplified", "partner");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toBeUndefined();
    expect(body.payload).toContainEqual({ _id: active.id, name: "Simplificado Ativo", city: "Indaiatuba" });
    expect(body.payload.find((e: { _id: string }) => e._id === inactive.id)).toBeUndefined();
    expect(Object.keys(body.payload[0]).sort()).toEqual(["_id", "city", "name"]);
  });
});
