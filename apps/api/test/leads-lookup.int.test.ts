import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, leadPhone, maskedPhone, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let specA: Staff;
let specB: Staff;
let receptionist: Staff;
let coordinator: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  specA = await staff(ctx, ["BOOTH_SPECIALIST"]);
  specB = await staff(ctx, ["BOOTH_SPECIALIST"]);
  receptionist = await staff(ctx, ["RECEPCIONIST"]);
  coordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
});
afterAll(() => ctx?.close());

const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });

describe("GET /leads/phone/{phone}", () => {
  it("finds the leads with a phone in any mask; a coordinator sees every lead, a specialist only own", async () => {
    const phone = leadPhone();
    const enterprise = await createEnterprise(ctx.prisma, { name: "Parque das Águas" });
    const a = await createLead(ctx.prisma, {
      phone,
      ownerId: specA.user.id,
      enterpriseId: enterprise.id,
      status: "TALKING",
    });
    const b = await createLead(ctx.prisma, { phone, ownerId: specB.user.id });
    await createLead(ctx.prisma, { phone, excluded: true, status: "EXCLUDED" });
    const url = `/leads/phone/${encodeURIComponent(maskedPhone(phone))}`;
    const all = await get(coordinator, url);
    expect(all.statusCode).toBe(200);
    expect(all.json().payload).toHaveLength(2);
    expect(all.json().payload).toContainEqual({
      _id: a.id,
      full_name: a.fullName,
      phone,
      enterprise: { _id: enterprise.id, name: "Parque das Águas" },
      owner: { _id: specA.user.id, full_name: specA.user.fullName },
      status: "TALKING",
    });
    expect(
      (await get(specB, `/leads/phone/${phone.slice(2)}`)).json().payload.map((l: { _id: string }) => l._id),
    ).toEqual([b.id]);
    const bad = await get(specA, "/leads/phone/12345");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^"phone"/);
  });

  it("the receptionist gets every visitor with that phone as name, owner's name and status only", async () => {
    const phone = leadPhone();
    const owned = await createLead(ctx.prisma, { phone, ownerId: specA.user.id, status: "TALKING" });
    const inBase = await createLead(ctx.prisma, { phone });
    const res = await get(receptionist, `/leads/phone/${phone}`);
    expect(res.statusCode).toBe(200);
    const payload = res.json().payload as unknown[];
    expect(payload).toHaveLength(2);
    expect(payload).toContainEqual({ full_name: owned.fullName, owner_name: specA.user.fullName, status: "TALKING" });
    expect(payload).toContainEqual({ full_name: inBase.fullName, owner_name: null, status: inBase.status });
  });
});

describe("specialist counts and leads", () => {
  it("counts active and stopped leads of a specialist", async () => {
    const s = await staff(ctx, ["ONLINE_SPECIALIST"]);
    for (const status of [
      "NEW",
      "TALKING",
      "NEW_INTEREST",
      "STOPPED",
      "STOPPED",
      "FILED",
      "SOLD",
      "NON_ADHERENT",
      "EXPIRED",
    ] as const) {
      await createLead(ctx.prisma, { ownerId: s.user.id, status });
    }
    await createLead(ctx.prisma, { ownerId: s.user.id, status: "EXCLUDED", excluded: true });
    const own = await get(s, `/leads/specialist/${s.user.id}/counts`);
    expect(own.json()).toEqual({ totalActive: 3, totalStopped: 2 });
    expect((await get(coordinator, `/leads/specialist/${s.user.id}/counts`)).json()).toEqual({
      totalActive: 3,
      totalStopped: 2,
    });
    expect((await get(specA, `/leads/specialist/${s.user.id}/counts`)).statusCode).toBe(403);
    expect((await get(coordinator, "/leads/specialist/00000000-0000-4000-8000-000000000000/counts")).statusCode).toBe(
      404,
    );
  });

  it("lists a specialist's leads with status, enterprises, name and the dropdown filter", async () => {
    const s = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const e1 = await createEnterprise(ctx.prisma);
    const e2 = await createEnterprise(ctx.prisma);
    const t = (d: number) => new Date(Date.UTC(2024, 4, d));
    const fresh = await createLead(ctx.prisma, {
      fullName: "Sônia Prado",
      ownerId: s.user.id,
      enterpriseId: e1.id,
      lastInterestAt: t(5),
    });
    const serving = await createLead(ctx.prisma, {
      fullName: "Tiago Rocha",
      ownerId: s.user.id,
      enterpriseId: e2.id,
      status: "TALKING",
      inAttendance: true,
      attendanceStartedAt: t(3),
      lastInterestAt: t(4),
    });
    const served = await createLead(ctx.prisma, {
      fullName: "Úrsula Pinto",
      ownerId: s.user.id,
      status: "STOPPED",
      attendanceStartedAt: t(1),
      lastInterestAt: t(3),
    });
    await createLead(ctx.prisma, { ownerId: specA.user.id });
    await ctx.prisma.leadFavorite.create({ data: { userId: s.user.id, leadId: served.id } });
    const ids = async (q: string, who: Staff = s) => {
      const res = await get(who, `/leads/specialist/${s.user.id}/leads?${q}`);
      expect(res.statusCode).toBe(200);
      return res.json().payload.map((l: { _id: string }) => l._id);
    };
    expect(await ids("")).toEqual([fresh.id, serving.id, served.id]);
    expect(await ids("dropdownFilter=IN_ATTENDANCE")).toEqual([serving.id]);
    expect(await ids("dropdownFilter=NOT_ATTENDED")).toEqual([fresh.id]);
    expect(await ids("dropdownFilter=FAVORITES")).toEqual([served.id]);
    expect(await ids("dropdownFilter=ALL&status=TALKING,STOPPED")).toEqual([serving.id, served.id]);
    expect(await ids(`enterprisesIds=${e1.id},${e2.id}`)).toEqual([fresh.id, serving.id]);
    expect(await ids("name=tiago")).toEqual([serving.id]);
    expect(await ids("limit=1&skip=1&name=&status=")).toEqual([serving.id]);
    // Keyset pagination, as on GET /leads.
    const first = (await get(s, `/leads/specialist/${s.user.id}/leads?limit=2`)).json();
    expect(first.pagination).toMatchObject({ total: 3, next_cursor: expect.any(String) });
    expect(await ids(`limit=2&cursor=${first.pagination.next_cursor}`)).toEqual([served.id]);
    expect(await ids(`limit=2&name=a&cursor=${first.pagination.next_cursor}`)).toEqual([served.id]);
    expect(await ids("", coordinator)).toHaveLength(3);
    expect((await get(specA, `/leads/specialist/${s.user.id}/leads`)).statusCode).toBe(403);
    expect((await get(s, `/leads/specialist/${s.user.id}/leads?dropdownFilter=MINE`)).json().message[0]).toMatch(
      /^"dropdownFilter"/,
    );
  });
});
