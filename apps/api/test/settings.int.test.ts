import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000 });
  const a = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN"] });
  admin = (await login(ctx.app, a.user.email, a.password)).token!;
});
afterAll(() => ctx?.close());

describe("settings", () => {
  it("lists typed settings with defaults (acceptance deadline = 10 minutes)", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/settings", headers: bearer(admin) });
    expect(res.json().payload).toContainEqual({
      key: "lead_acceptance_deadline_minutes",
      label: "Prazo para aceitar um lead (minutos)",
      value: 10,
      default: 10,
    });
  });

  it("updates a setting, refusing values of the wrong type", async () => {
    const bad = await ctx.app.inject({
      method: "PUT",
      url: "/settings/lead_acceptance_deadline_minutes",
      headers: bearer(admin),
      payload: { value: "dez" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^"value"/);
    const ok = await ctx.app.inject({
      method: "PUT",
      url: "/settings/lead_acceptance_deadline_minutes",
      headers: bearer(admin),
      payload: { value: 3 },
    });
    expect(ok.json().value).toBe(3);
    const row = await ctx.prisma.setting.findUniqueOrThrow({ where: { key: "lead_acceptance_deadline_minutes" } });
    expect(row.value).toBe(3);
  });

  it("404 for an unknown key; 403 for non-admins", async () => {
    expect(
      (
        await ctx.app.inject({
          method: "PUT",
          url: "/settings/nao_existe",
          headers: bearer(admin),
          payload: { value: 1 },
        })
      ).statusCode,
    ).toBe(404);
    const s = await createUser(ctx.prisma, { roles: ["BOOTH_SPECIALIST"] });
    const t = (await login(ctx.app, s.user.email, s.password)).token!;
    expect((await ctx.app.inject({ method: "GET", url: "/settings", headers: bearer(t) })).statusCode).toBe(403);
  });
});
