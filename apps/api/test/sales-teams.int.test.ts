import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSalesTeam } from "./factories/enterprises";
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
  await tokenFor("booth", ["BOOTH_COORDINATOR"]);
  await tokenFor("online", ["ONLINE_COORDINATOR"]);
  await tokenFor("specialist", ["ONLINE_SPECIALIST"]);
  await tokenFor("partner", ["AGENT_PARTNER"]);
});
afterAll(() => ctx?.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(tokens[who] as string), ...(payload ? { payload } : {}) });

const person = async (fullName: string, extra: { active?: boolean; roles?: string[] } = {}) =>
  (await createUser(ctx.prisma, { fullName, roles: extra.roles ?? ["BOOTH_SPECIALIST"], active: extra.active ?? true }))
    .user;

describe("sales team CRUD", () => {
  it("creates a team with a master, then renames and deactivates it, auditing each change", async () => {
    const master = await person("Helena Coordenadora", { roles: ["BOOTH_COORDINATOR"] });
    const created = await call("POST", "/sales-teams", "booth", { name: "Time Campinas Centro", master_id: master.id });
    expect(created.statusCode).toBe(201);
    const team = created.json();
    expect(team).toMatchObject({
      name: "Time Campinas Centro",
      active: true,
      master_id: master.id,
      master: { _id: master.id, full_name: "Helena Coordenadora" },
      members_count: 0,
      members: [],
    });

    const updated = await call("PUT", `/sales-teams/${team._id}`, "online", {
      name: "Time Campinas Norte",
      active: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: "Time Campinas Norte", active: false, master_id: master.id });

    const audit = await ctx.prisma.auditLog.findMany({ where: { entity: "sales_team", entityId: team._id } });
    expect(audit.map((a) => a.action).sort()).toEqual(["sales_team.created", "sales_team.updated"]);
  });

  it("409 with a pt-BR message for a name already in use (any case); nothing written", async () => {
    await createSalesTeam(ctx.prisma, { name: "Time Santos" });
    const before = await ctx.prisma.salesTeam.count();
    const res = await call("POST", "/sales-teams", "admin", { name: "time santos" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Já existe um time de vendas com este nome.");
    const other = await createSalesTeam(ctx.prisma);
    const rename = await call("PUT", `/sales-teams/${other.id}`, "admin", { name: "TIME SANTOS" });
    expect(rename.statusCode).toBe(409);
    expect(await ctx.prisma.salesTeam.count()).toBe(before + 1);
  });

  it("400 naming the field for bad input, and nothing written", async () => {
    const before = await ctx.prisma.salesTeam.count();
    const inactive = await person("Inativo da Silva", { active: false });
    const cases: [object, string][] = [
      [{}, "name"],
      [{ name: "X" }, "name"],
      [{ name: "Time Bom", master_id: "nao-e-uuid" }, "master_id"],
      [{ name: "Time Bom", master_id: inactive.id }, "master_id"],
      [{ name: "Time Bom", master_id: "00000000-0000-4000-8000-000000000000" }, "master_id"],
    ];
    for (const [payload, field] of cases) {
      const res = await call("POST", "/sales-teams", "admin", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message[0]).toMatch(new RegExp(`^"${field}"`));
    }
    expect(await ctx.prisma.salesTeam.count()).toBe(before);
  });

  it("lets every internal user read (list with members count, detail with members) but not partners", async () => {
    const a = await person("Ana Membro");
    const b = await person("Bruno Membro");
    const team = await createSalesTeam(ctx.prisma, { name: `Time Leitura ${Date.now()}`, memberIds: [a.id, b.id] });

    const list = await call("GET", `/sales-teams?search=${encodeURIComponent(team.name)}`, "specialist");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ payload: [{ _id: team.id, members_count: 2 }], pagination: { total: 1 } });

    const detail = await call("GET", `/sales-teams/${team.id}`, "specialist");
    expect(detail.json().members).toEqual([
      { _id: a.id, full_name: "Ana Membro", roles: ["BOOTH_SPECIALIST"] },
      { _id: b.id, full_name: "Bruno Membro", roles: ["BOOTH_SPECIALIST"] },
    ]);
    expect((await call("GET", "/sales-teams", "partner")).statusCode).toBe(403);
    expect((await call("GET", `/sales-teams/${team.id}`, "partner")).statusCode).toBe(403);
    expect((await call("GET", "/sales-teams/00000000-0000-4000-8000-000000000000", "admin")).statusCode).toBe(404);
  });

  it("403 for specialists on every change; nothing written", async () => {
    const team = await createSalesTeam(ctx.prisma);
    const u = await person("Carlos Tentativa");
    const attempts = [
      call("POST", "/sales-teams", "specialist", { name: "Time Proibido" }),
      call("PUT", `/sales-teams/${team.id}`, "specialist", { active: false }),
      call("PUT", `/sales-teams/${team.id}/members`, "specialist", { user_ids: [u.id] }),
      call("POST", `/sales-teams/${team.id}/members`, "specialist", { user_id: u.id }),
      call("DELETE", `/sales-teams/${team.id}/members/${u.id}`, "specialist"),
      call("PUT", `/sales-teams/${team.id}/master`, "specialist", { user_id: u.id }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(403);
    expect(await ctx.prisma.salesTeamMember.count({ where: { teamId: team.id } })).toBe(0);
    expect((await ctx.prisma.salesTeam.findUniqueOrThrow({ where: { id: team.id } })).active).toBe(true);
  });
});

describe("sales team members and master", () => {
  it("replaces the member set, adds (idempotently) and removes one member", async () => {
    const [a, b, c] = [await person("Alice Um"), await person("Beto Dois"), await person("Caio Três")];
    const team = await createSalesTeam(ctx.prisma, { memberIds: [a.id] });

    const replaced = await call("PUT", `/sales-teams/${team.id}/members`, "booth", { user_ids: [b.id, c.id, b.id] });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().members.map((m: { _id: string }) => m._id)).toEqual([b.id, c.id]);
    expect(replaced.json().members_count).toBe(2);

    const added = await call("POST", `/sales-teams/${team.id}/members`, "booth", { user_id: a.id });
    expect(added.json().members_count).toBe(3);
    const again = await call("POST", `/sales-teams/${team.id}/members`, "booth", { user_id: a.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().members_count).toBe(3);

    const removed = await call("DELETE", `/sales-teams/${team.id}/members/${c.id}`, "booth");
    expect(removed.json().members.map((m: { full_name: string }) => m.full_name)).toEqual(["Alice Um", "Beto Dois"]);
    const notMember = await call("DELETE", `/sales-teams/${team.id}/members/${c.id}`, "booth");
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().message).toBe("Este usuário não é membro do time.");

    const audit = await ctx.prisma.auditLog.count({
      where: { entityId: team.id, action: "sales_team.members_changed" },
    });
    expect(audit).toBe(3);
  });

  it("refuses inactive or unknown users as members (400 naming the position) and keeps the old set", async () => {
    const a = await person("Dora Ativa");
    const off = await person("Edu Inativo", { active: false });
    const team = await createSalesTeam(ctx.prisma, { memberIds: [a.id] });
    const res = await call("PUT", `/sales-teams/${team.id}/members`, "admin", { user_ids: [a.id, off.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['"user_ids.1" deve ser um usuário ativo']);
    const one = await call("POST", `/sales-teams/${team.id}/members`, "admin", { user_id: off.id });
    expect(one.json().message[0]).toMatch(/^"user_id"/);
    const bad = await call("PUT", `/sales-teams/${team.id}/members`, "admin", { user_ids: ["x"] });
    expect(bad.json().message[0]).toMatch(/^"user_ids\.0"/);
    const members = await ctx.prisma.salesTeamMember.findMany({ where: { teamId: team.id } });
    expect(members.map((m) => m.userId)).toEqual([a.id]);
  });

  it("sets and clears the master; an inactive master is refused", async () => {
    const m = await person("Fernanda Master", { roles: ["ONLINE_COORDINATOR"] });
    const off = await person("Gil Inativo", { active: false });
    const team = await createSalesTeam(ctx.prisma);
    const set = await call("PUT", `/sales-teams/${team.id}/master`, "online", { user_id: m.id });
    expect(set.json().master).toEqual({ _id: m.id, full_name: "Fernanda Master" });
    const refused = await call("PUT", `/sales-teams/${team.id}/master`, "online", { user_id: off.id });
    expect(refused.statusCode).toBe(400);
    expect((await ctx.prisma.salesTeam.findUniqueOrThrow({ where: { id: team.id } })).masterId).toBe(m.id);
    const cleared = await call("PUT", `/sales-teams/${team.id}/master`, "online", { user_id: null });
    expect(cleared.json()).toMatchObject({ master_id: null, master: null });
  });
});
