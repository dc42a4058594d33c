import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, leadPhone, leadWrites, maskedPhone, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let specialist: Staff;
let otherSpecialist: Staff;
let secretary: Staff;
let receptionist: Staff;
let enterpriseId: string;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  specialist = await staff(ctx, ["ONLINE_SPECIALIST"]);
  otherSpecialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  receptionist = await staff(ctx, ["RECEPCIONIST"]);
  enterpriseId = (await createEnterprise(ctx.prisma, { name: "Vila Patriani Campinas" })).id;
});
afterAll(() => ctx?.close());

const post = (who: Staff, payload: unknown) =>
  ctx.app.inject({ method: "POST", url: "/leads", headers: who.headers, payload: payload as object });

describe("POST /leads", () => {
  it("creates a lead with source PORTAL and nature OFFLINE by default, owned by the specialist who created it", async () => {
    const phone = leadPhone();
    const res = await post(specialist, {
      full_name: "Juliana Costa",
      phone: maskedPhone(phone),
      enterprise_id: enterpriseId,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.duplicate).toBe(false);
    expect(body.lead).toMatchObject({
      full_name: "Juliana Costa",
      phone,
      source: "PORTAL",
      nature: "OFFLINE",
      status: "NEW",
      owner_id: specialist.user.id,
      owner: { _id: specialist.user.id, full_name: specialist.user.fullName },
      enterprise: { _id: enterpriseId, name: "Vila Patriani Campinas" },
      excluded: false,
      favorite: false,
      in_attendance: false,
    });
    const movements = await ctx.prisma.leadMovement.findMany({ where: { leadId: body.lead._id } });
    expect(movements).toEqual([
      expect.objectContaining({ originUserId: null, destinationUserId: specialist.user.id, reason: "CREATED" }),
    ]);
    const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: body.lead._id } });
    expect(logs.map((l) => l.type)).toEqual(["CREATED"]);
  });

  it("leaves a lead created by the secretary without owner (in the base) and writes no movement", async () => {
    const res = await post(secretary, { full_name: "Marcos Vinícius", phone: leadPhone(), source: "STAND" });
    expect(res.statusCode).toBe(201);
    expect(res.json().lead).toMatchObject({ owner_id: null, owner: null, source: "STAND" });
    expect(await ctx.prisma.leadMovement.count({ where: { leadId: res.json().lead._id } })).toBe(0);
  });

  it("lets an 'all' scope role create the lead for another specialist", async () => {
    const res = await post(admin, { full_name: "Paula Reis", phone: leadPhone(), owner_id: specialist.user.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().lead.owner_id).toBe(specialist.user.id);
  });

  it("refuses a specialist giving the new lead to someone else (403) and writes nothing", async () => {
    const before = await leadWrites(ctx.prisma);
    const res = await post(specialist, {
      full_name: "Paula Reis",
      phone: leadPhone(),
      owner_id: otherSpecialist.user.id,
    });
    expect(res.statusCode).toBe(403);
    expect(await leadWrites(ctx.prisma)).toEqual(before);
  });

  it("refuses an owner who cannot own leads, naming owner_id", async () => {
    const res = await post(admin, { full_name: "Paula Reis", phone: leadPhone(), owner_id: receptionist.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(/^"owner_id"/);
  });

  it.each([
    [{ phone: leadPhone() }, "full_name"],
    [{ full_name: "Ana Lima", phone: "123" }, "phone"],
    [{ full_name: "Ana Lima", phone: leadPhone(), email: "nope" }, "email"],
    [{ full_name: "Ana Lima", phone: leadPhone(), source: "CARRIER_PIGEON" }, "source"],
    [{ full_name: "Ana Lima", phone: leadPhone(), nature: "HYBRID" }, "nature"],
    [{ full_name: "Ana Lima", phone: leadPhone(), enterprise_id: "x" }, "enterprise_id"],
    [
      { full_name: "Ana Lima", phone: leadPhone(), enterprise_id: "00000000-0000-4000-8000-000000000000" },
      "enterprise_id",
    ],
    [{ full_name: "Ana Lima", phone: leadPhone(), city: "Paris" }, "city"],
    [{ full_name: "Ana Lima", phone: leadPhone(), interest_level: "WARM" }, "interest_level"],
    [{ full_name: "Ana Lima", phone: leadPhone(), status: "SOLD" }, "status"],
    [{ full_name: "Ana Lima", phone: leadPhone(), excluded: true }, "excluded"],
  ])("answers 400 naming the field for %j and writes nothing", async (payload, field) => {
    const before = await leadWrites(ctx.prisma);
    const res = await post(admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.some((m: string) => m.startsWith(`"${field}"`))).toBe(true);
    expect(await leadWrites(ctx.prisma)).toEqual(before);
  });
});

describe("duplicate phone", () => {
  it("marks the existing lead NEW_INTEREST instead of creating a second one (any phone mask)", async () => {
    const phone = leadPhone();
    const existing = await createLead(ctx.prisma, {
      phone,
      enterpriseId,
      ownerId: specialist.user.id,
      status: "FILED",
      archiveReason: "POSTPONED_PLAN",
      lastInterestAt: new Date("2024-01-01T12:00:00Z"),
    });
    const res = await post(specialist, {
      full_name: "Outro Nome",
      phone: maskedPhone(phone),
      enterprise_id: enterpriseId,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.duplicate).toBe(true);
    expect(body.lead).toMatchObject({
      _id: existing.id,
      status: "NEW_INTEREST",
      archive_reason: null,
      full_name: existing.fullName,
    });
    expect(new Date(body.lead.last_interest_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await ctx.prisma.lead.count({ where: { phone } })).toBe(1);
    const log = await ctx.prisma.leadLog.findFirstOrThrow({ where: { leadId: existing.id, type: "NEW_INTEREST" } });
    expect(log.data).toMatchObject({ from: "FILED", to: "NEW_INTEREST" });
  });

  it("creates a new lead when the same phone is for another enterprise, or the existing one is excluded", async () => {
    const phone = leadPhone();
    await createLead(ctx.prisma, { phone, enterpriseId });
    const other = await createEnterprise(ctx.prisma);
    expect((await post(admin, { full_name: "Lia Souza", phone, enterprise_id: other.id })).statusCode).toBe(201);
    const phone2 = leadPhone();
    await createLead(ctx.prisma, { phone: phone2, excluded: true, status: "EXCLUDED" });
    expect((await post(admin, { full_name: "Lia Souza", phone: phone2 })).statusCode).toBe(201);
  });

  it("matches a lead without enterprise only when the new one has no enterprise either", async () => {
    const phone = leadPhone();
    await createLead(ctx.prisma, { phone });
    expect((await post(admin, { full_name: "Rui Campos", phone })).json().duplicate).toBe(true);
    expect((await post(admin, { full_name: "Rui Campos", phone, enterprise_id: enterpriseId })).json().duplicate).toBe(
      false,
    );
  });

  it("keeps a deal status (SOLD) but still logs the new interest", async () => {
    const phone = leadPhone();
    const sold = await createLead(ctx.prisma, { phone, status: "SOLD" });
    const res = await post(admin, { full_name: "Cliente Antigo", phone });
    expect(res.json()).toMatchObject({ duplicate: true, lead: { _id: sold.id, status: "SOLD" } });
    expect(await ctx.prisma.leadLog.count({ where: { leadId: sold.id, type: "NEW_INTEREST" } })).toBe(1);
  });

  it("does not show another specialist's lead to the creator: lead is null, the summary names the owner", async () => {
    const phone = leadPhone();
    const theirs = await createLead(ctx.prisma, { phone, ownerId: otherSpecialist.user.id, email: "x@y.com" });
    const res = await post(specialist, { full_name: "Mesmo Cliente", phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      duplicate: true,
      lead: null,
      summary: {
        _id: theirs.id,
        full_name: theirs.fullName,
        phone,
        enterprise: null,
        owner: { _id: otherSpecialist.user.id, full_name: otherSpecialist.user.fullName },
        status: "NEW_INTEREST",
      },
    });
  });

  it("creates exactly one lead for 20 concurrent creates of the same phone and enterprise", async () => {
    const phone = leadPhone();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(specialist, { full_name: `Concorrente ${i}`, phone, enterprise_id: enterpriseId }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(19);
    expect(results.every((r) => r.json().summary._id === results[0]?.json().summary._id)).toBe(true);
    expect(await ctx.prisma.lead.count({ where: { phone, enterpriseId } })).toBe(1);
    const lead = await ctx.prisma.lead.findFirstOrThrow({ where: { phone } });
    expect(lead.status).toBe("NEW_INTEREST");
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id, type: "NEW_INTEREST" } })).toBe(19);
  });

  it("concurrent creates share a batch and each still gets its own answer: new, duplicate, unknown enterprise, owned", async () => {
    const existingPhone = leadPhone();
    const existing = await createLead(ctx.prisma, { phone: existingPhone, enterpriseId, status: "FILED" });
    const newPhones = Array.from({ length: 10 }, () => leadPhone());
    const before = await ctx.prisma.lead.count();
    const [dup, unknown, owned, ...fresh] = await Promise.all([
      post(admin, { full_name: "Cliente Repetido", phone: existingPhone, enterprise_id: enterpriseId }),
      post(admin, {
        full_name: "Sem Empreendimento",
        phone: leadPhone(),
        enterprise_id: "00000000-0000-4000-8000-000000000001",
      }),
      post(specialist, { full_name: "Cliente Próprio", phone: leadPhone(), enterprise_id: enterpriseId }),
      ...newPhones.map((phone, i) =>
        post(admin, { full_name: `Cliente Novo ${i}`, phone, enterprise_id: enterpriseId }),
      ),
    ]);
    expect(dup?.statusCode).toBe(200);
    expect(dup?.json()).toMatchObject({ duplicate: true, lead: { _id: existing.id, status: "NEW_INTEREST" } });
    expect(await ctx.prisma.leadLog.count({ where: { leadId: existing.id, type: "NEW_INTEREST" } })).toBe(1);
    expect(unknown?.statusCode).toBe(400);
    expect(unknown?.json().message[0]).toMatch(/^"enterprise_id"/);
    expect(owned?.statusCode).toBe(201);
    const ownedId = owned?.json().lead._id as string;
    expect(owned?.json().lead).toMatchObject({ owner_id: specialist.user.id, favorite: false });
    expect(await ctx.prisma.leadMovement.count({ where: { leadId: ownedId, reason: "CREATED" } })).toBe(1);
    for (const [i, res] of fresh.entries()) {
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        duplicate: false,
        lead: {
          full_name: `Cliente Novo ${i}`,
          phone: newPhones[i],
          status: "NEW",
          interest_level: "NO_CLASSIFICATION",
          enterprise: { _id: enterpriseId, name: "Vila Patriani Campinas" },
          owner: null,
        },
        summary: { _id: body.lead._id, phone: newPhones[i] },
      });
      const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: body.lead._id } });
      expect(logs.map((l) => [l.type, l.authorId])).toEqual([["CREATED", admin.user.id]]);
      // The API answer is the stored row.
      const row = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: body.lead._id } });
      expect(body.lead.createdAt).toBe(row.createdAt.toISOString());
      expect(body.lead.last_interest_at).toBe(row.lastInterestAt.toISOString());
    }
    expect(await ctx.prisma.lead.count()).toBe(before + 11);
  });

  it("treats an enterprise id in upper case as the same enterprise for the duplicate rule, even in one batch", async () => {
    const phone = leadPhone();
    // The first create starts a batch on its own; the two that follow wait for the next batch, together.
    const [first, ...results] = await Promise.all([
      post(admin, { full_name: "Outro Cliente", phone: leadPhone(), enterprise_id: enterpriseId }),
      post(admin, { full_name: "Cliente Caixa", phone, enterprise_id: enterpriseId }),
      post(admin, { full_name: "Cliente Caixa", phone, enterprise_id: enterpriseId.toUpperCase() }),
    ]);
    expect(first?.statusCode).toBe(201);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await ctx.prisma.lead.count({ where: { phone, enterpriseId } })).toBe(1);
  });
});
