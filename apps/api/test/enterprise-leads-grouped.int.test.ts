import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let coordinator: Staff;
let specialist: Staff;
let otherSpecialist: Staff;
let partner: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
  specialist = await staff(ctx, ["ONLINE_SPECIALIST"]);
  otherSpecialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
});
afterAll(() => ctx?.close());

const URL = "/enterprises/grouped/enterprises-leads";
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

async function grouped(who: Staff, query: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: "GET", url: URL, query, headers: who.headers });
  return res;
}
const byId = (body: { payload: { enterprise_id: string; total: number }[] }) =>
  new Map(body.payload.map((row) => [row.enterprise_id, row]));

describe("GET /enterprises/grouped/enterprises-leads", () => {
  it("counts each enterprise's leads: total, by status, by funnel stage, new in 7 and 30 days", async () => {
    const a = await createEnterprise(ctx.prisma, { city: "Campinas", group: "STOCK" });
    const b = await createEnterprise(ctx.prisma, { city: "Santos", group: "ONLINE" });
    const own = { ownerId: specialist.user.id };
    await createLead(ctx.prisma, { enterpriseId: a.id, status: "NEW", ...own });
    await createLead(ctx.prisma, { enterpriseId: a.id, status: "NEW", createdAt: daysAgo(10) });
    await createLead(ctx.prisma, { enterpriseId: a.id, status: "NEW", createdAt: daysAgo(40) });
    await createLead(ctx.prisma, { enterpriseId: a.id, status: "TALKING", statusProfile: "SCHEDULED_VISIT", ...own });
    await createLead(ctx.prisma, { enterpriseId: a.id, status: "TALKING", statusProfile: "SCHEDULED_VISIT" });
    await createLead(ctx.prisma, { enterpriseId: a.id, status: "PROPOSAL", statusProfile: "PROPOSAL_SENT" });
    await createLead(ctx.prisma, { enterpriseId: a.id, status: "NEW", excluded: true }); // deleted: never counted
    await createLead(ctx.prisma, { enterpriseId: b.id, status: "FILED", createdAt: daysAgo(20) });
    await createLead(ctx.prisma, { status: "NEW" }); // no enterprise: not in any row

    const res = await grouped(admin, { enterprise_id: `${a.id},${b.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ total: 2, skip: 0, limit: 50 });
    expect(body.payload.map((r: { enterprise_id: string }) => r.enterprise_id)).toEqual([a.id, b.id]);
    const rowA = body.payload[0];
    expect(rowA).toMatchObject({
      enterprise_name: a.name,
      city: "Campinas",
      group: "STOCK",
      total: 6,
      without_funnel_stage: 3,
      new_last_7_days: 4,
      new_last_30_days: 5,
    });
    expect(Object.entries(rowA.by_status).filter(([, n]) => n)).toEqual([
      ["NEW", 3],
      ["TALKING", 2],
      ["PROPOSAL", 1],
    ]);
    expect(rowA.by_status.SOLD).toBe(0);
    expect(Object.entries(rowA.by_funnel_stage).filter(([, n]) => n)).toEqual([
      ["SCHEDULED_VISIT", 2],
      ["PROPOSAL_SENT", 1],
    ]);
    expect(Object.keys(rowA.by_funnel_stage)).toHaveLength(12);
    expect(body.payload[1]).toMatchObject({ total: 1, new_last_7_days: 0, new_last_30_days: 1 });
    expect(body.payload[1].by_status.FILED).toBe(1);
  });

  it("counts only the caller's own leads for specialists and partners, all leads for coordinators", async () => {
    const e = await createEnterprise(ctx.prisma);
    const empty = await createEnterprise(ctx.prisma);
    await createLead(ctx.prisma, { enterpriseId: e.id, ownerId: specialist.user.id, status: "NEW" });
    await createLead(ctx.prisma, { enterpriseId: e.id, ownerId: specialist.user.id, status: "TALKING" });
    await createLead(ctx.prisma, { enterpriseId: e.id, ownerId: otherSpecialist.user.id, status: "NEW" });
    await createLead(ctx.prisma, { enterpriseId: e.id, ownerId: partner.user.id, status: "NEW" });
    await createLead(ctx.prisma, { enterpriseId: e.id, status: "NEW" }); // in the base
    await createLead(ctx.prisma, { enterpriseId: empty.id, ownerId: otherSpecialist.user.id });
    const query = { enterprise_id: `${e.id},${empty.id}` };

    const totals = async (who: Staff) =>
      [...byId((await grouped(who, query)).json()).values()].map((r) => [r.enterprise_id, r.total]);
    expect(await totals(coordinator)).toEqual([
      [e.id, 5],
      [empty.id, 1],
    ]);
    expect(await totals(specialist)).toEqual([[e.id, 2]]);
    // A tie (1 and 1) is ordered by name, which is random here.
    expect(await totals(otherSpecialist)).toEqual(
      expect.arrayContaining([
        [e.id, 1],
        [empty.id, 1],
      ]),
    );
    expect(await totals(partner)).toEqual([[e.id, 1]]);
    const mine = (await grouped(specialist, query)).json();
    expect(mine.pagination.total).toBe(1);
    expect(mine.payload[0].by_status).toMatchObject({ NEW: 1, TALKING: 1 });
  });

  it("filters enterprises by city and group", async () => {
    const campinas = await createEnterprise(ctx.prisma, { city: "Campinas", group: "INTERIOR" });
    const santos = await createEnterprise(ctx.prisma, { city: "Santos", group: "INTERIOR" });
    const online = await createEnterprise(ctx.prisma, { city: "Santos", group: "ONLINE" });
    for (const e of [campinas, santos, online]) await createLead(ctx.prisma, { enterpriseId: e.id });
    const ids = { enterprise_id: [campinas.id, santos.id, online.id].join(",") };
    const found = async (q: Record<string, string>) =>
      [...byId((await grouped(admin, { ...ids, ...q })).json()).keys()].sort();
    expect(await found({ city: "Santos" })).toEqual([santos.id, online.id].sort());
    expect(await found({ group: "INTERIOR" })).toEqual([campinas.id, santos.id].sort());
    expect(await found({ city: "Santos", group: "ONLINE" })).toEqual([online.id]);
    expect(await found({ city: "", group: "" })).toHaveLength(3);
  });

  it("applies starts_date / ends_date as days in São Paulo only when they hold exactly 8 digits", async () => {
    const e = await createEnterprise(ctx.prisma);
    // 14/03/2025 23:59 in São Paulo (UTC-3) is 15/03 02:59 UTC: it belongs to the 14th.
    await createLead(ctx.prisma, { enterpriseId: e.id, createdAt: new Date("2025-03-15T02:59:00Z") });
    await createLead(ctx.prisma, { enterpriseId: e.id, createdAt: new Date("2025-03-15T03:00:00Z") });
    await createLead(ctx.prisma, { enterpriseId: e.id, createdAt: new Date("2025-03-20T15:00:00Z") });
    const total = async (q: Record<string, string>) =>
      (await grouped(admin, { enterprise_id: e.id, ...q })).json().payload[0]?.total ?? 0;
    expect(await total({})).toBe(3);
    expect(await total({ starts_date: "15032025" })).toBe(2);
    expect(await total({ ends_date: "14032025" })).toBe(1);
    expect(await total({ starts_date: "15032025", ends_date: "15032025" })).toBe(1);
    expect(await total({ starts_date: "16032025", ends_date: "19032025" })).toBe(0);
    // Not 8 digits: ignored, as on GET /leads.
    expect(await total({ starts_date: "1503202", ends_date: "2025-03-14" })).toBe(3);
    const bad = await grouped(admin, { enterprise_id: e.id, starts_date: "31022025" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['"starts_date" deve ser uma data válida no formato DDMMAAAA']);
  });

  it("pages enterprises with the most leads first", async () => {
    const es = [
      await createEnterprise(ctx.prisma),
      await createEnterprise(ctx.prisma),
      await createEnterprise(ctx.prisma),
    ];
    for (const [i, e] of es.entries())
      for (let n = 0; n <= i; n++) await createLead(ctx.prisma, { enterpriseId: e.id });
    const ids = es.map((e) => e.id).join(",");
    const page = (await grouped(admin, { enterprise_id: ids, skip: "1", limit: "1" })).json();
    expect(page.pagination).toEqual({ total: 3, skip: 1, limit: 1 });
    expect(page.payload.map((r: { enterprise_id: string; total: number }) => [r.enterprise_id, r.total])).toEqual([
      [es[1]?.id, 2],
    ]);
    const beyond = (await grouped(admin, { enterprise_id: ids, skip: "10" })).json();
    expect(beyond).toEqual({ payload: [], pagination: { total: 3, skip: 10, limit: 50 } });
  });

  it.each([
    [{ enterprise_id: "abc" }, "enterprise_id"],
    [{ city: "Paris" }, "city"],
    [{ group: "VIP" }, "group"],
    [{ limit: "500" }, "limit"],
    [{ skip: "-1" }, "skip"],
  ])("refuses %o with a 400 naming %s", async (query, field) => {
    const res = await grouped(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Bad Request");
    // A bad item of a comma-joined list is named with its index ("enterprise_id.0"), as on GET /leads.
    expect(res.json().message[0]).toMatch(new RegExp(`^"${field}(\\.\\d+)?" `));
  });

  it("is documented in OpenAPI with its query and response", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/docs/json" })).json();
    const op = doc.paths["/enterprises/grouped/enterprises-leads"].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["enterprise_id", "city", "group", "starts_date", "ends_date", "skip", "limit"]),
    );
    expect(Object.keys(op.responses["200"].content["application/json"].schema.properties)).toEqual([
      "payload",
      "pagination",
    ]);
    for (const path of ["/enterprises/{id}/towers-plans", "/enterprises/{id}/commom-area-plans/{planId}/file"])
      expect(doc.paths).toHaveProperty([path]);
  });

  it("needs a session", async () => {
    const res = await ctx.app.inject({ method: "GET", url: URL });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe("TOKEN_IS_MISSING");
  });
});
