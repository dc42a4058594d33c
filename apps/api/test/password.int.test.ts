import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100, lookupLimitPerIp: 10_000 });
});
afterAll(() => ctx?.close());

const RULE =
  "A senha deve conter no mínimo 8 caracteres e incluir pelo menos: uma letra maiúscula, uma letra minúscula, um número e um caractere especial dentre os seguintes: @, $, !, %, *, & ou #.";

async function resetLinkFromOutbox(email: string): Promise<string> {
  const row = await ctx.prisma.emailOutbox.findFirstOrThrow({
    where: { to: email, template: "password-reset" },
    orderBy: { createdAt: "desc" },
  });
  const m = row.text.match(/reset-password\?token=([\w%-]+)/);
  if (!m?.[1]) throw new Error("no token in email");
  return decodeURIComponent(m[1]);
}

describe("PUT /users/change-password", () => {
  it("changes the password, keeps this session, signs out the others, audits", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["ONLINE_SPECIALIST"] });
    const a = (await login(ctx.app, user.email, password)).token!;
    const b = (await login(ctx.app, user.email, password)).token!;
    const res = await ctx.app.inject({
      method: "PUT",
      url: "/users/change-password",
      headers: bearer(a),
      payload: { current_password: password, new_password: "Nova@Senha1" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Senha alterada com sucesso!");
    expect((await ctx.app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(a) })).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(b) })).statusCode).toBe(
      401,
    );
    expect((await login(ctx.app, user.email, password)).res.statusCode).toBe(401);
    expect((await login(ctx.app, user.email, "Nova@Senha1")).res.statusCode).toBe(200);
    expect(await ctx.prisma.auditLog.count({ where: { entityId: user.id, action: "auth.password.changed" } })).toBe(1);
  });

  it("refuses a wrong current password with the spec's message and changes nothing", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["ONLINE_SPECIALIST"] });
    const token = (await login(ctx.app, user.email, password)).token!;
    const res = await ctx.app.inject({
      method: "PUT",
      url: "/users/change-password",
      headers: bearer(token),
      payload: { current_password: "Errada@123", new_password: "Nova@Senha1" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Falha, verifique se você digitou a senha atual corretamente!");
    expect((await login(ctx.app, user.email, password)).res.statusCode).toBe(200);
  });

  it.each(["curta1!", "semmaiuscula1!", "SEMMINUSCULA1!", "SemNumero!!", "SemEspecial12", "Espaço 1a"])(
    "refuses a weak new password (%s) with the spec's rule",
    async (weak) => {
      const { user, password } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
      const token = (await login(ctx.app, user.email, password)).token!;
      const res = await ctx.app.inject({
        method: "PUT",
        url: "/users/change-password",
        headers: bearer(token),
        payload: { current_password: password, new_password: weak },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual([`"new_password" ${RULE}`]);
    },
  );
});

describe("forgot and reset password", () => {
  it("sends a single-use link through the outbox that resets the password and revokes sessions", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const old = (await login(ctx.app, user.email, password)).token!;
    const forgot = await ctx.app.inject({ method: "POST", url: "/password/forgot", payload: { email: user.email } });
    expect(forgot.statusCode).toBe(200);
    const outbox = await ctx.prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email } });
    expect(outbox.status).toBe("PENDING");
    expect(outbox.subject).toMatch(/Redefinição de senha/);
    expect(ctx.jobs.jobs).toContainEqual({ name: "email.send", payload: { outboxId: outbox.id } });

    const token = await resetLinkFromOutbox(user.email);
    const reset = await ctx.app.inject({
      method: "POST",
      url: "/password/reset",
      payload: { token, password: "Outra@Senha9" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(ctx.app, user.email, "Outra@Senha9")).res.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(old) })).statusCode).toBe(
      401,
    );

    const again = await ctx.app.inject({
      method: "POST",
      url: "/password/reset",
      payload: { token, password: "Mais@Uma99" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Link de redefinição inválido ou expirado.");
  });

  it("answers the same for an unknown email and sends that address a notice without a link", async () => {
    const email = "nao.existe@demo.local";
    const res = await ctx.app.inject({ method: "POST", url: "/password/forgot", payload: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.");
    const rows = await ctx.prisma.emailOutbox.findMany({ where: { to: email } });
    expect(rows.map((r) => r.template)).toEqual(["password-reset-no-account"]);
    expect(rows[0]?.text).not.toMatch(/reset-password\?token=/);
  });

  it("refuses an expired token", async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    await ctx.app.inject({ method: "POST", url: "/password/forgot", payload: { email: user.email } });
    const token = await resetLinkFromOutbox(user.email);
    await ctx.prisma.passwordResetToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/password/reset",
      payload: { token, password: "Outra@Senha9" },
    });
    expect(res.statusCode).toBe(400);
  });

  it("a newer link invalidates the older one", async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    await ctx.app.inject({ method: "POST", url: "/password/forgot", payload: { email: user.email } });
    const first = await resetLinkFromOutbox(user.email);
    await ctx.app.inject({ method: "POST", url: "/password/forgot", payload: { email: user.email } });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/password/reset",
      payload: { token: first, password: "Outra@Senha9" },
    });
    expect(res.statusCode).toBe(400);
  });

  it("two concurrent resets with one token: exactly one wins", async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    await ctx.app.inject({ method: "POST", url: "/password/forgot", payload: { email: user.email } });
    const token = await resetLinkFromOutbox(user.email);
    const results = await Promise.all(
      ["Primeira@1", "Segunda@22"].map((password) =>
        ctx.app.inject({ method: "POST", url: "/password/reset", payload: { token, password } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});
