/** Self-service users: partner and agent sign-up, CPF/CNPJ lookups and the own profile (avatar upload). */
import { createUser, randomCnpj, randomCpf } from "@portal/db/testing/factories";
import { describe, expect, it } from "vitest";
import { address } from "./factories/addresses";
import { ctx, setUpUsers } from "./factories/users";
import { bearer, login } from "./helpers";

setUpUsers();

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
        creci: "12345-F/SC",
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
      payload: { full_name: "Carla Menezes", cpf, phone: "19998765432", creci: "CRECI-SP 123.456-F", address },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      is_registration_complete: true,
      creci: "123456-F/SP",
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
      creci: "12345-F/SC",
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
  it("GET /users/cpf/{cpf}: registered or not; 400 on bad check digits", async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["AGENT_PARTNER"], cpf: randomCpf().replace(/\D/g, "") });
    const reg = await ctx.app.inject({ method: "GET", url: `/users/cpf/${user.cpf}` });
    expect(reg.json()).toEqual({ registered: true });
    const free = randomCpf().replace(/\D/g, "");
    expect((await ctx.app.inject({ method: "GET", url: `/users/cpf/${free}` })).json().registered).toBe(false);
    const bad = await ctx.app.inject({ method: "GET", url: "/users/cpf/12345678900" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toBe('"cpf" deve ser um CPF válido');
  });

  it("GET /users/cnpj/{cnpj}", async () => {
    const cnpj = randomCnpj().replace(/\D/g, "");
    expect((await ctx.app.inject({ method: "GET", url: `/users/cnpj/${cnpj}` })).json()).toEqual({ registered: false });
    expect((await ctx.app.inject({ method: "GET", url: "/users/cnpj/11222333000100" })).statusCode).toBe(400);
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
