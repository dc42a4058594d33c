import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000 });
});
afterAll(() => ctx?.close());

describe("GET /users/specialists", () => {
  it("lists active users who may own leads, for managers", async () => {
    const booth = await createUser(ctx.prisma, { roles: ["BOOTH_SPECIALIST"] });
    const online = await createUser(ctx.prisma, { roles: ["ONLINE_SPECIALIST"] });
    const inactive = await createUser(ctx.prisma, { roles: ["ONLINE_SPECIALIST"], active: false });
    const marketing = await createUser(ctx.prisma, { roles: ["MARKETING"] });
    const coord = await createUser(ctx.prisma, { roles: ["ONLINE_COORDINATOR"] });
    const token = (await login(ctx.app, coord.user.email, coord.password)).token!;
    const res = await ctx.app.inject({ method: "GET", url: "/users/specialists", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const ids = res.json().payload.map((u: { _id: string }) => u._id);
    expect(ids).toEqual(expect.arrayContaining([booth.user.id, online.user.id, coord.user.id]));
    expect(ids).not.toContain(inactive.user.id);
    expect(ids).not.toContain(marketing.user.id);
    expect(res.json().payload.find((u: { _id: string }) => u._id === booth.user.id)).toEqual({
      _id: booth.user.id,
      full_name: booth.user.fullName,
      roles: ["BOOTH_SPECIALIST"],
      availability_status: "OFFLINE",
    });
  });

  it("is refused to specialists and marketing (403)", async () => {
    for (const role of ["BOOTH_SPECIALIST", "MARKETING"]) {
      const u = await createUser(ctx.prisma, { roles: [role] });
      const token = (await login(ctx.app, u.user.email, u.password)).token!;
      expect(
        (await ctx.app.inject({ method: "GET", url: "/users/specialists", headers: bearer(token) })).statusCode,
      ).toBe(403);
    }
  });
});

describe("GET /leads/movements?lead_id", () => {
  it("returns only that lead's movements", async () => {
    const admin = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN"] });
    const token = (await login(ctx.app, admin.user.email, admin.password)).token!;
    const spec = await createUser(ctx.prisma, { roles: ["ONLINE_SPECIALIST"] });
    const mk = (name: string, phone: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/leads",
        headers: bearer(token),
        payload: { full_name: name, phone, owner_id: spec.user.id },
      });
    const a = (await mk("Lead Alfa", "11987650001")).json().lead._id;
    await mk("Lead Beta", "11987650002");
    const res = await ctx.app.inject({ method: "GET", url: `/leads/movements?lead_id=${a}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.length).toBeGreaterThan(0);
    expect(res.json().payload.every((m: { lead: { _id: string } }) => m.lead._id === a)).toBe(true);
    const bad = await ctx.app.inject({ method: "GET", url: "/leads/movements?lead_id=xyz", headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^"lead_id"/);
  });
});
