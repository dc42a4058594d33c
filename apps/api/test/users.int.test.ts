import { createUser, randomCnpj, randomCpf } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  const admin = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN"] });
  adminToken = (await login(ctx.app, admin.user.email, admin.password)).token!;
});
afterAll(() => ctx?.close());

const address = {
  zip_code: "13015-100",
  street: "Rua Barão de Jaguara",
  number: "1000",
  district: "Centro",
  city: "Campinas",
  uf: "SP",
};

describe("partner sign-up -> incomplete registration -> complete", () => {
  it("signs up a partner broker, who must then complete the registration", async () => {
    const cpf = randomCpf();
    const signup = await ctx.app.inject({
      method: "POST",
      url: "/users/agente-partner",
      payload: {
        full_name: "Carla Menezes",
        email: "carla.parceira@demo.local",
        password: "Parceira@1",
        cpf,
        phone: "(19) 99876-5432",
      },
    });
    expect(signup.statusCode).toBe(201);
    const body = signup.json();
    expect(body).toMatchObject({
      roles: ["AGENT_PARTNER"],
      is_registration_complete: false,
      full_name: "Carla Menezes",
    });
    const token = body.authorization as string;

    const me = await ctx.app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(token) });
    expect(me.json()).toMatchObject({
      is_registration_complete: false,
      cpf: cpf.replace(/\D/g, ""),
      phone: "5519998765432",
    });

    const verify = await ctx.app.inject({
      method: "GET",
      url: `/users/verify-partner?email=carla.parceira@demo.local`,
    });
    expect(verify.json()).toEqual({ exists: true, email: true, cpf: false, cnpj: false });

    const missingCreci = await ctx.app.inject({
      method: "PUT",
      url: "/admin/profile/complete-registration",
      headers: bearer(token),
      payload: { full_name: "Carla Menezes", cpf, phone: "19998765432", address },
    });
    expect(missingCreci.statusCode).toBe(400);
    expect(missingCreci.json().message[0]).toMatch(/^"creci"/);

    const done = await ctx.app.inject({
      method: "PUT",
      url: "/admin/profile/complete-registration",
      headers: bearer(token),
      payload: { full_name: "Carla Menezes", cpf, phone: "19998765432", creci: "123456-F", address },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      is_registration_complete: true,
      creci: "123456-F",
      address: { ...address, zip_code: "13015100" },
    });
  });

  it("signs up an external agent (AGENT_PATRIANI)", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/users/agente-patriani",
      payload: {
        full_name: "Diego Araújo",
        email: "diego.agente@demo.local",
        password: "Agente@123",
        cpf: randomCpf(),
        phone: "11987654321",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().roles).toEqual(["AGENT_PATRIANI"]);
  });

  it("refuses a duplicate email or CPF with 409 and writes nothing", async () => {
    const cpf = randomCpf();
    const first = {
      full_name: "Edu Lima",
      email: "edu.lima@demo.local",
      password: "Parceira@1",
      cpf,
      phone: "11987654321",
    };
    expect((await ctx.app.inject({ method: "POST", url: "/users/agente-partner", payload: first })).statusCode).toBe(
      201,
    );
    const sameEmail = await ctx.app.inject({
      method: "POST",
      url: "/users/agente-partner",
      payload: { ...first, cpf: randomCpf() },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe("Já existe um usuário com este e-mail.");
    const sameCpf = await ctx.app.inject({
      method: "POST",
      url: "/users/agente-partner",
      payload: { ...first, email: "outro@demo.local" },
    });
    expect(sameCpf.statusCode).toBe(409);
    expect(sameCpf.json().message).toBe("Já existe um usuário com este CPF.");
    expect(await ctx.prisma.user.count({ where: { email: "outro@demo.local" } })).toBe(0);
  });

  it("refuses an invalid CPF and a weak password naming the fields", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/users/agente-partner",
      payload: { full_name: "Fulano", email: "f@demo.local", password: "fraca", cpf: "111.111.111-11", phone: "123" },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().message as string[]).map((m) => m.match(/^"([^"]+)"/)?.[1]);
    expect(fields).toEqual(expect.arrayContaining(["password", "cpf", "phone"]));
    expect(await ctx.prisma.user.count({ where: { email: "f@demo.local" } })).toBe(0);
  });
});

describe("document lookups", () => {
  it("GET /users/cpf/{cpf}: valid, registered or not; 400 on bad check digits", async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["AGENT_PARTNER"], cpf: randomCpf().replace(/\D/g, "") });
    const reg = await ctx.app.inject({ method: "GET", url: `/users/cpf/${user.cpf}` });
    expect(reg.json()).toEqual({ document: user.cpf, valid: true, registered: true });
    const free = randomCpf().replace(/\D/g, "");
    expect((await ctx.app.inject({ method: "GET", url: `/users/cpf/${free}` })).json().registered).toBe(false);
    const bad = await ctx.app.inject({ method: "GET", url: "/users/cpf/12345678900" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toBe('"cpf" deve ser um CPF válido');
  });

  it("GET /users/cnpj/{cnpj}", async () => {
    const cnpj = randomCnpj().replace(/\D/g, "");
    expect((await ctx.app.inject({ method: "GET", url: `/users/cnpj/${cnpj}` })).json()).toEqual({
      document: cnpj,
      valid: true,
      registered: false,
    });
    expect((await ctx.app.inject({ method: "GET", url: "/users/cnpj/11222333000100" })).statusCode).toBe(400);
  });
});

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

describe("own profile", () => {
  it("updates name, phone and address; uploads an avatar checked by content", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["BOOTH_SPECIALIST"] });
    const token = (await login(ctx.app, user.email, password)).token!;
    const upd = await ctx.app.inject({
      method: "PUT",
      url: "/admin/profile",
      headers: bearer(token),
      payload: { full_name: "Nome Novo", phone: "11 91234-5678", address },
    });
    expect(upd.json()).toMatchObject({ full_name: "Nome Novo", phone: "5511912345678" });

    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const form = (content: Buffer, name: string) => {
      const boundary = "----portal";
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return {
        payload: body,
        headers: { ...bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` },
      };
    };
    const ok = await ctx.app.inject({ method: "POST", url: "/admin/profile/image", ...form(png, "a.png") });
    expect(ok.statusCode).toBe(200);
    const url = ok.json().image_url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    const served = await ctx.app.inject({ method: "GET", url, headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");

    const fake = await ctx.app.inject({
      method: "POST",
      url: "/admin/profile/image",
      ...form(Buffer.from("%PDF-1.4 not an image"), "foto.png"),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message[0]).toMatch(/^"file"/);
  });
});
