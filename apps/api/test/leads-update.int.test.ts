/** PUT /leads/{id} (general data, audited per field) and PUT /leads/{id}/contract-info. */
import { randomCnpj, randomCpf } from "@portal/db/testing/factories";
import { describe, expect, it } from "vitest";
import { address } from "./factories/addresses";
import { createEnterprise, createLead, leadPhone, leadWrites } from "./factories/leads";
import { admin, ctx, marketing, owner, put, readOnlyAdmin, setUpLeadsDetail, stranger } from "./factories/leads-detail";

setUpLeadsDetail();

describe("PUT /leads/{id}", () => {
  it("updates the general data and logs the changed fields (from/to) in one DATA row", async () => {
    const enterprise = await createEnterprise(ctx.prisma);
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, city: "Santos", interestLevel: "LOW" });
    const res = await put(owner, `/leads/${lead.id}`, {
      full_name: "Nome Corrigido",
      city: "Campinas",
      interest_level: "HIGH",
      profile: "NON-ADHERENT",
      enterprise_id: enterprise.id,
      is_client: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      full_name: "Nome Corrigido",
      city: "Campinas",
      interest_level: "HIGH",
      profile: "NON-ADHERENT",
      enterprise: { _id: enterprise.id, name: enterprise.name },
    });
    const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: lead.id } });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ type: "DATA", authorId: owner.user.id });
    expect(logs[0]?.data).toEqual({
      changes: {
        full_name: { from: lead.fullName, to: "Nome Corrigido" },
        city: { from: "Santos", to: "Campinas" },
        interest_level: { from: "LOW", to: "HIGH" },
        profile: { from: "UNCLASSIFIED", to: "NON-ADHERENT" },
        enterprise_id: { from: null, to: enterprise.id },
      },
    });
    const row = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect(row.lastActivityAt.getTime()).toBeGreaterThan(lead.lastActivityAt.getTime());
  });

  it("writes no log when nothing changes", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, city: "Santos" });
    expect((await put(owner, `/leads/${lead.id}`, { city: "Santos" })).statusCode).toBe(200);
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id } })).toBe(0);
  });

  it.each([
    [{ owner_id: "00000000-0000-4000-8000-000000000000" }, "owner_id"],
    [{ excluded: true }, "excluded"],
    [{ status: "SOLD" }, "status"],
    [{ full_name: "X" }, "full_name"],
    [{ phone: "12" }, "phone"],
    [{ email: "a@" }, "email"],
    [{ days_to_go_to_base: 0 }, "days_to_go_to_base"],
    [{ sales_team_id: "00000000-0000-4000-8000-000000000000" }, "sales_team_id"],
    [{}, "body"],
  ])("refuses %j with 400 naming %s and changes nothing (mass assignment impossible)", async (payload, field) => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const before = await leadWrites(ctx.prisma);
    const res = await put(admin, `/leads/${lead.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.some((m: string) => m.startsWith(`"${field}"`))).toBe(true);
    expect(await leadWrites(ctx.prisma)).toEqual(before);
    expect(await ctx.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).toEqual(lead);
  });

  it("refuses a phone that another live lead of the same enterprise has (409)", async () => {
    const phone = leadPhone();
    await createLead(ctx.prisma, { phone });
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const res = await put(owner, `/leads/${lead.id}`, { phone });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Já existe um lead com este telefone para este empreendimento.");
  });

  it("is 404 outside the scope and 403 for history-only or read-only users", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    expect((await put(stranger, `/leads/${lead.id}`, { city: "Santos" })).statusCode).toBe(404);
    expect((await put(marketing, `/leads/${lead.id}`, { city: "Santos" })).statusCode).toBe(403);
    expect((await put(readOnlyAdmin, `/leads/${lead.id}`, { city: "Santos" })).statusCode).toBe(403);
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id } })).toBe(0);
  });
});

describe("PUT /leads/{id}/contract-info", () => {
  it("stores the contract data (digits only) and logs it", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const cpf = randomCpf();
    const res = await put(owner, `/leads/${lead.id}/contract-info`, {
      document: cpf,
      document_type: "CPF",
      rg: "12.345.678-9",
      issuing_agency: "SSP",
      uf: "SP",
      email: "Cliente@Exemplo.com",
      dob: "1990-05-20",
      profession: "Engenheira",
      sex: "FEMALE",
      marital_status: "MARRIED",
      marriage_regime: "PARTIAL_COMMUNION",
      nationality: "Brasileira",
      naturalness: "Campinas",
      address,
      notary_notes: "Casada em 2015.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      document: cpf.replace(/\D/g, ""),
      document_type: "CPF",
      email: "cliente@exemplo.com",
      dob: "1990-05-20",
      address: { ...address, zip_code: "13015100" },
    });
    const log = await ctx.prisma.leadLog.findFirstOrThrow({ where: { leadId: lead.id } });
    expect(log.type).toBe("CONTRACT_INFO");
    expect(Object.keys((log.data as { changes: object }).changes)).toContain("address");

    const again = await put(owner, `/leads/${lead.id}/contract-info`, { address });
    expect(again.statusCode).toBe(200);
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id } })).toBe(1);
  });

  it("accepts a CNPJ with social reason", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const res = await put(owner, `/leads/${lead.id}/contract-info`, {
      document: randomCnpj(),
      document_type: "CNPJ",
      social_reason: "Patrimônio Investimentos Ltda",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toHaveLength(14);
  });

  it("lists every invalid field in one 400 and writes nothing", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const before = await leadWrites(ctx.prisma);
    const res = await put(owner, `/leads/${lead.id}/contract-info`, {
      document: "123.456.789-00",
      document_type: "CPF",
      dob: "2020-02-30",
      uf: "XX",
      address: { ...address, zip_code: "1301" },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().message.map((m: string) => m.match(/^"([^"]+)"/)?.[1]);
    expect(fields).toEqual(expect.arrayContaining(["document", "dob", "uf", "address.zip_code"]));
    expect(await leadWrites(ctx.prisma)).toEqual(before);
  });

  it.each([
    [{ document: randomCpf(), document_type: "CNPJ" }, "document"],
    [{ document: randomCpf() }, "document_type"],
    [{ document_type: "RG" }, "document_type"],
    [{ dob: "2999-01-01" }, "dob"],
    [{ owner_id: "x" }, "owner_id"],
  ])("refuses %j naming %s", async (payload, field) => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const res = await put(owner, `/leads/${lead.id}/contract-info`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(new RegExp(`^"${field}"`));
  });
});
