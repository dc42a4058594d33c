/**
 * Role grants (docs/decisions/028-read-only-and-role-grants.md): only MASTER grants MASTER; an admin grants
 * only roles below their own tier and changes only users below it. Every refusal is audited and writes nothing else.
 */
import { createHash, randomUUID } from "node:crypto";
import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
const actors: Record<"master" | "geral" | "operational", { id: string; token: string }> = {} as never;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  for (const [key, role] of [
    ["master", "MASTER"],
    ["geral", "GERAL_ADMIN"],
    ["operational", "OPERATIONAL_ADMIN"],
  ] as const) {
    const { user, password } = await createUser(ctx.prisma, { roles: [role] });
    actors[key] = { id: user.id, token: (await login(ctx.app, user.email, password)).token! };
  }
});
afterAll(() => ctx?.close());

type Who = keyof typeof actors;
const call = (who: Who, method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(actors[who].token), ...(payload ? { payload } : {}) });

const newUser = (roles: string[]) => ({
  full_name: "Pessoa Convidada",
  email: `pessoa.${randomUUID()}@demo.local`,
  password: "Pessoa@2026",
  roles,
});

/** The refusal rows of one actor, newest first. */
const refusals = (actorId: string) =>
  ctx.prisma.auditLog.findMany({ where: { actorId, action: "user.grant_refused" }, orderBy: { createdAt: "desc" } });

describe("POST /admin/users", () => {
  it("GERAL_ADMIN creating a MASTER: 403 naming the role, audited, no user written", async () => {
    const body = newUser(["ONLINE_SPECIALIST", "MASTER"]);
    const res = await call("geral", "POST", "/admin/users", body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: "Forbidden",
      message: "Você não pode conceder o perfil Master.",
    });
    expect(await ctx.prisma.user.count({ where: { email: body.email } })).toBe(0);
    const [audit] = await refusals(actors.geral.id);
    expect(audit?.details).toEqual({
      via: "create",
      refused_roles: ["MASTER"],
      requested_roles: ["ONLINE_SPECIALIST", "MASTER"],
      email: body.email,
    });
    expect(await ctx.prisma.auditLog.count({ where: { action: "user.created", actorId: actors.geral.id } })).toBe(0);
  });

  it("GERAL_ADMIN cannot create another GERAL_ADMIN, but creates an OPERATIONAL_ADMIN", async () => {
    const peer = await call("geral", "POST", "/admin/users", newUser(["GERAL_ADMIN"]));
    expect(peer.statusCode).toBe(403);
    expect(peer.json().message).toBe("Você não pode conceder o perfil Administrador geral.");
    const below = await call("geral", "POST", "/admin/users", newUser(["OPERATIONAL_ADMIN"]));
    expect(below.statusCode).toBe(201);
    expect(below.json().roles).toEqual(["OPERATIONAL_ADMIN"]);
  });

  it("MASTER creates a MASTER", async () => {
    const res = await call("master", "POST", "/admin/users", newUser(["MASTER"]));
    expect(res.statusCode).toBe(201);
    expect(res.json().roles).toEqual(["MASTER"]);
  });

  it("OPERATIONAL_ADMIN cannot grant GERAL_ADMIN nor GERAL_ADMIN_CLIENTS; grants a coordinator", async () => {
    const body = newUser(["GERAL_ADMIN", "GERAL_ADMIN_CLIENTS"]);
    const res = await call("operational", "POST", "/admin/users", body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      "Você não pode conceder os perfis Administrador geral, Administrador geral (clientes).",
    );
    expect(await ctx.prisma.user.count({ where: { email: body.email } })).toBe(0);
    expect((await refusals(actors.operational.id))[0]?.details).toMatchObject({
      refused_roles: ["GERAL_ADMIN", "GERAL_ADMIN_CLIENTS"],
    });
    expect((await call("operational", "POST", "/admin/users", newUser(["BOOTH_COORDINATOR"]))).statusCode).toBe(201);
  });
});

describe("PUT and DELETE /admin/users/{id}", () => {
  it("GERAL_ADMIN granting MASTER to a specialist: 403, audited, roles unchanged", async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["BOOTH_SPECIALIST"] });
    const res = await call("geral", "PUT", `/admin/users/${user.id}`, { roles: ["MASTER"], full_name: "Novo Nome" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Você não pode conceder o perfil Master.");
    const row = await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect({ roles: row.roles, fullName: row.fullName }).toEqual({
      roles: ["BOOTH_SPECIALIST"],
      fullName: user.fullName,
    });
    const [audit] = await refusals(actors.geral.id);
    expect(audit).toMatchObject({ entity: "user", entityId: user.id });
    expect(audit?.details).toEqual({ via: "update", refused_roles: ["MASTER"], requested_roles: ["MASTER"] });
    expect(
      await ctx.prisma.auditLog.count({ where: { entityId: user.id, action: { not: "user.grant_refused" } } }),
    ).toBe(0);
  });

  it("GERAL_ADMIN cannot edit, strip or deactivate a MASTER (or a peer); audited each time", async () => {
    const { user: m } = await createUser(ctx.prisma, { roles: ["MASTER"] });
    const { user: peer } = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN"] });
    const attempts = [
      call("geral", "PUT", `/admin/users/${m.id}`, { roles: ["BOOTH_SPECIALIST"] }),
      call("geral", "PUT", `/admin/users/${m.id}`, { read_only: true }),
      call("geral", "DELETE", `/admin/users/${m.id}`),
      call("geral", "PUT", `/admin/users/${peer.id}`, { full_name: "Outro Nome" }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Você não pode alterar um usuário de nível igual ou superior ao seu.");
    }
    const row = await ctx.prisma.user.findUniqueOrThrow({ where: { id: m.id } });
    expect({ roles: row.roles, readOnly: row.readOnly, active: row.active }).toEqual({
      roles: ["MASTER"],
      readOnly: false,
      active: true,
    });
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: peer.id } })).fullName).toBe(peer.fullName);
    const audits = await ctx.prisma.auditLog.findMany({ where: { entityId: m.id, action: "user.grant_refused" } });
    expect(audits.map((a) => (a.details as { via: string }).via).sort()).toEqual(["deactivate", "update", "update"]);
    expect(audits[0]?.details).toMatchObject({ target_roles: ["MASTER"] });
  });

  it("MASTER edits a MASTER and grants MASTER", async () => {
    const { user: m } = await createUser(ctx.prisma, { roles: ["MASTER"] });
    const { user: s } = await createUser(ctx.prisma, { roles: ["ONLINE_SPECIALIST"] });
    expect((await call("master", "PUT", `/admin/users/${m.id}`, { roles: ["GERAL_ADMIN"] })).json().roles).toEqual([
      "GERAL_ADMIN",
    ]);
    expect((await call("master", "PUT", `/admin/users/${s.id}`, { roles: ["MASTER"] })).json().roles).toEqual([
      "MASTER",
    ]);
  });

  it("OPERATIONAL_ADMIN cannot promote a coordinator to GERAL_ADMIN nor edit a GERAL_ADMIN_CLIENTS", async () => {
    const { user: c } = await createUser(ctx.prisma, { roles: ["ONLINE_COORDINATOR"] });
    const { user: gc } = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN_CLIENTS"] });
    const promote = await call("operational", "PUT", `/admin/users/${c.id}`, { roles: ["GERAL_ADMIN"] });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe("Você não pode conceder o perfil Administrador geral.");
    expect((await call("operational", "DELETE", `/admin/users/${gc.id}`)).statusCode).toBe(403);
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: c.id } })).roles).toEqual(["ONLINE_COORDINATOR"]);
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: gc.id } })).active).toBe(true);
    const ok = await call("operational", "PUT", `/admin/users/${c.id}`, { roles: ["BOOTH_COORDINATOR"] });
    expect(ok.json().roles).toEqual(["BOOTH_COORDINATOR"]);
  });
});

describe("invitations", () => {
  const invite = (who: Who, roles: string[]) => {
    const email = `convite.${randomUUID()}@demo.local`;
    return call(who, "POST", "/admin/send-register-mail", { email, roles }).then((res) => ({ res, email }));
  };
  const tokenOfMail = async (email: string) => {
    const mail = await ctx.prisma.emailOutbox.findFirstOrThrow({ where: { to: email } });
    return decodeURIComponent(mail.text.match(/accept-invite\?token=([\w%-]+)/)![1]!);
  };
  const accept = (token: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/users/invitations/accept",
      payload: { token, full_name: "Pessoa Convidada", password: "Pessoa@2026" },
    });

  it("GERAL_ADMIN inviting a MASTER: 403, audited, no invitation nor e-mail written", async () => {
    const { res, email } = await invite("geral", ["MASTER"]);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Você não pode conceder o perfil Master.");
    expect(await ctx.prisma.invitation.count({ where: { email } })).toBe(0);
    expect(await ctx.prisma.emailOutbox.count({ where: { to: email } })).toBe(0);
    expect((await refusals(actors.geral.id))[0]?.details).toEqual({
      via: "invitation",
      refused_roles: ["MASTER"],
      requested_roles: ["MASTER"],
      email,
    });
  });

  it("MASTER invites a MASTER, and the accepted invitation grants MASTER", async () => {
    const { res, email } = await invite("master", ["MASTER"]);
    expect(res.statusCode).toBe(200);
    const accepted = await accept(await tokenOfMail(email));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ email, roles: ["MASTER"] });
  });

  it("an invitation grants only what its inviter may grant when it is accepted", async () => {
    // An invitation left over from before the rule (or whose inviter lost the role meanwhile).
    const { user: inviter } = await createUser(ctx.prisma, { roles: ["OPERATIONAL_ADMIN"] });
    const email = `antigo.${randomUUID()}@demo.local`;
    const token = `${randomUUID()}${randomUUID()}`;
    await ctx.prisma.invitation.create({
      data: {
        email,
        roles: ["MASTER"],
        tokenHash: createHash("sha256").update(token).digest("hex"),
        invitedById: inviter.id,
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    const refused = await accept(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Este convite concede perfis que quem convidou não pode conceder.");
    expect(await ctx.prisma.user.count({ where: { email } })).toBe(0);
    expect((await ctx.prisma.invitation.findFirstOrThrow({ where: { email } })).acceptedAt).toBeNull();
    expect((await refusals(inviter.id))[0]?.details).toEqual({
      via: "invitation_accept",
      refused_roles: ["MASTER"],
      requested_roles: ["MASTER"],
      email,
    });
  });
});

describe("POST /admin/users/link-agent-partner", () => {
  it("refuses to change an agent of equal or higher tier (audited), links a plain agent", async () => {
    const agency = await createUser(ctx.prisma, { roles: ["ESTATE"] });
    const masterAgent = await createUser(ctx.prisma, { roles: ["AGENT_PARTNER", "MASTER"] });
    const adminAgent = await createUser(ctx.prisma, { roles: ["AGENT_PATRIANI", "GERAL_ADMIN"] });
    const agent = await createUser(ctx.prisma, { roles: ["AGENT_PARTNER"] });
    const link = (who: Who, agentId: string) =>
      call(who, "POST", "/admin/users/link-agent-partner", { agent_id: agentId, partner_agency_id: agency.user.id });

    const refused = await link("geral", masterAgent.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Você não pode alterar um usuário de nível igual ou superior ao seu.");
    expect((await link("operational", adminAgent.user.id)).statusCode).toBe(403);
    for (const id of [masterAgent.user.id, adminAgent.user.id]) {
      expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id } })).partnerAgencyId).toBeNull();
      const audit = await ctx.prisma.auditLog.findFirstOrThrow({
        where: { entityId: id, action: "user.grant_refused" },
      });
      expect(audit.details).toMatchObject({ via: "link_partner" });
    }
    expect((await link("operational", agent.user.id)).json().partner_agency_id).toBe(agency.user.id);
    expect((await link("master", masterAgent.user.id)).json().partner_agency_id).toBe(agency.user.id);
  });
});
