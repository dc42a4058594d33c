/** Admin user routes: role checks, create/list/update/deactivate, partner links and e-mail invitations. */
import { createUser } from "@portal/db/testing/factories";
import { describe, expect, it } from "vitest";
import { adminToken, ctx, setUpUsers } from "./factories/users";
import { bearer, login } from "./helpers";

setUpUsers();

describe("admin routes", () => {
  const adminOnly: [string, string, unknown?][] = [
    ["GET", "/admin/users"],
    ["POST", "/admin/users", {}],
    ["GET", "/admin/users/agent-partner"],
    ["POST", "/admin/users/link-agent-partner", {}],
    ["POST", "/admin/send-register-mail", {}],
    ["GET", "/admin/users/00000000-0000-4000-8000-000000000000"],
    ["DELETE", "/admin/users/00000000-0000-4000-8000-000000000000"],
  ];

  it.each(["BOOTH_SPECIALIST", "MARKETING", "AGENT_PARTNER", "SALES_SECRETARY", "ONLINE_COORDINATOR"])(
    "are refused to %s with 403",
    async (role) => {
      const { user, password } = await createUser(ctx.prisma, { roles: [role] });
      const token = (await login(ctx.app, user.email, password)).token!;
      for (const [method, url, payload] of adminOnly) {
        const res = await ctx.app.inject({
          method: method as "GET",
          url,
          headers: bearer(token),
          payload: payload as object,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe("Você não tem permissão para realizar esta ação.");
      }
    },
  );

  it("are refused without a token with 401", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/admin/users" })).json().error).toBe("TOKEN_IS_MISSING");
  });

  it("MASTER passes the admin check", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["MASTER"] });
    const token = (await login(ctx.app, user.email, password)).token!;
    expect((await ctx.app.inject({ method: "GET", url: "/admin/users", headers: bearer(token) })).statusCode).toBe(200);
  });

  it("creates, lists with filters, updates roles (audited, sessions revoked) and deactivates", async () => {
    const created = await ctx.app.inject({
      method: "POST",
      url: "/admin/users",
      headers: bearer(adminToken),
      payload: {
        full_name: "Gabriela Souza",
        email: "Gabriela.Souza@Demo.Local",
        password: "Gabi@2026",
        roles: ["ONLINE_SPECIALIST"],
      },
    });
    expect(created.statusCode).toBe(201);
    const g = created.json();
    expect(g).toMatchObject({ email: "gabriela.souza@demo.local", roles: ["ONLINE_SPECIALIST"], active: true });

    const list = await ctx.app.inject({
      method: "GET",
      url: "/admin/users?search=gabriela&role=ONLINE_SPECIALIST&active=true",
      headers: bearer(adminToken),
    });
    expect(list.json().payload.map((u: { _id: string }) => u._id)).toEqual([g._id]);
    expect(list.json().pagination).toEqual({ total: 1, skip: 0, limit: 50 });

    const gToken = (await login(ctx.app, "gabriela.souza@demo.local", "Gabi@2026")).token!;
    const upd = await ctx.app.inject({
      method: "PUT",
      url: `/admin/users/${g._id}`,
      headers: bearer(adminToken),
      payload: { roles: ["ONLINE_COORDINATOR"], read_only: true },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ roles: ["ONLINE_COORDINATOR"], read_only: true });
    const audit = await ctx.prisma.auditLog.findFirstOrThrow({
      where: { entityId: g._id, action: "user.roles_changed" },
    });
    expect(audit.details).toEqual({ from: ["ONLINE_SPECIALIST"], to: ["ONLINE_COORDINATOR"] });
    // New roles take effect on the next login: old tokens carry old roles.
    expect(
      (await ctx.app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(gToken) })).statusCode,
    ).toBe(401);

    const del = await ctx.app.inject({ method: "DELETE", url: `/admin/users/${g._id}`, headers: bearer(adminToken) });
    expect(del.json().active).toBe(false);
    const inactive = await ctx.app.inject({
      method: "GET",
      url: "/admin/users?active=false&search=gabriela",
      headers: bearer(adminToken),
    });
    expect(inactive.json().pagination.total).toBe(1);
  });

  it("refuses unknown fields and mass-assigning password hashes", async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/admin/users/${user.id}`,
      headers: bearer(adminToken),
      payload: { password_hash: "x", full_name: "Novo Nome" },
    });
    expect(res.statusCode).toBe(400);
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).fullName).toBe(user.fullName);
  });

  it("an admin cannot deactivate themself", async () => {
    const me = await ctx.app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(adminToken) });
    const res = await ctx.app.inject({
      method: "DELETE",
      url: `/admin/users/${me.json()._id}`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(409);
  });

  it("404 for an unknown user, 400 for a malformed id", async () => {
    expect(
      (
        await ctx.app.inject({
          method: "GET",
          url: "/admin/users/00000000-0000-4000-8000-000000000000",
          headers: bearer(adminToken),
        })
      ).statusCode,
    ).toBe(404);
    const bad = await ctx.app.inject({ method: "GET", url: "/admin/users/abc", headers: bearer(adminToken) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^"id"/);
  });

  it("lists partners and links a broker to a partner agency", async () => {
    const broker = await createUser(ctx.prisma, { roles: ["AGENT_PARTNER"] });
    const agency = await createUser(ctx.prisma, { roles: ["ESTATE"] });
    const notAgency = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const list = await ctx.app.inject({
      method: "GET",
      url: "/admin/users/agent-partner?limit=100",
      headers: bearer(adminToken),
    });
    const ids = list.json().payload.map((u: { _id: string }) => u._id);
    expect(ids).toContain(broker.user.id);
    expect(ids).not.toContain(agency.user.id);
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/admin/users/link-agent-partner",
      headers: bearer(adminToken),
      payload: { agent_id: broker.user.id, partner_agency_id: notAgency.user.id },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^"partner_agency_id"/);
    const ok = await ctx.app.inject({
      method: "POST",
      url: "/admin/users/link-agent-partner",
      headers: bearer(adminToken),
      payload: { agent_id: broker.user.id, partner_agency_id: agency.user.id },
    });
    expect(ok.json().partner_agency_id).toBe(agency.user.id);
  });

  it("invites by email; the link creates the account with the invited roles", async () => {
    const sent = await ctx.app.inject({
      method: "POST",
      url: "/admin/send-register-mail",
      headers: bearer(adminToken),
      payload: { email: "novo.especialista@demo.local", roles: ["BOOTH_SPECIALIST"] },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await ctx.prisma.emailOutbox.findFirstOrThrow({ where: { to: "novo.especialista@demo.local" } });
    const token = decodeURIComponent(mail.text.match(/accept-invite\?token=([\w%-]+)/)![1]!);
    const accepted = await ctx.app.inject({
      method: "POST",
      url: "/users/invitations/accept",
      payload: { token, full_name: "Helena Prado", password: "Helena@2026" },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      email: "novo.especialista@demo.local",
      roles: ["BOOTH_SPECIALIST"],
      is_registration_complete: true,
    });
    const twice = await ctx.app.inject({
      method: "POST",
      url: "/users/invitations/accept",
      payload: { token, full_name: "X Y Z", password: "Helena@2026" },
    });
    expect(twice.statusCode).toBe(400);
  });
});
