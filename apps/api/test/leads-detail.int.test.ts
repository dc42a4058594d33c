import { randomCnpj, randomCpf } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createEnterprise,
  createLead,
  createLeadLog,
  leadPhone,
  leadWrites,
  type Staff,
  staff,
} from "./factories/leads";
import { multipartBody, SAMPLE_FILES } from "./factories/pre-leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let onlineCoordinator: Staff;
let admin: Staff;
let marketing: Staff;
let readOnlyAdmin: Staff;
let owner: Staff;
let stranger: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  onlineCoordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  marketing = await staff(ctx, ["MARKETING"]);
  readOnlyAdmin = await staff(ctx, ["GERAL_ADMIN"], { readOnly: true });
  owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
  stranger = await staff(ctx, ["BOOTH_SPECIALIST"]);
});
afterAll(() => ctx?.close());

const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });
const put = (who: Staff, url: string, payload: unknown) =>
  ctx.app.inject({ method: "PUT", url, headers: who.headers, payload: payload as object });

describe("GET /leads/{id}", () => {
  it("shows the owner every field of the lead, and 404 to a specialist outside the scope", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, email: "cliente@exemplo.com" });
    const mine = await get(owner, `/leads/${lead.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      _id: lead.id,
      email: "cliente@exemplo.com",
      temporary_token: null,
      address: null,
    });
    expect(Object.keys(mine.json())).toEqual(
      expect.arrayContaining(["document", "notary_notes", "marriage_regime", "dob"]),
    );
    const theirs = await get(stranger, `/leads/${lead.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("Lead não encontrado.");
    expect((await get(owner, "/leads/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await get(owner, "/leads/abc")).json().message[0]).toMatch(/^"id"/);
  });
});

describe("temporary links", () => {
  it("lets only an ONLINE_COORDINATOR create a link", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    for (const who of [admin, owner, marketing]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/leads/${lead.id}/links`,
        headers: who.headers,
        payload: {},
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await ctx.prisma.leadLink.count()).toBe(0);
  });

  it("opens the lead read-only for anyone authenticated with a valid token, until it expires", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const created = await ctx.app.inject({
      method: "POST",
      url: `/leads/${lead.id}/links`,
      headers: onlineCoordinator.headers,
      payload: { expires_in_hours: 2 },
    });
    expect(created.statusCode).toBe(201);
    const { token, url, expires_at } = created.json();
    expect(url).toContain(`/leads/${lead.id}?temporary_token=`);
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(1.9 * 3_600_000);
    const stored = await ctx.prisma.leadLink.findFirstOrThrow({ where: { leadId: lead.id } });
    expect(stored.tokenHash).not.toBe(token);

    const viaLink = await get(stranger, `/leads/${lead.id}?temporary_token=${token}`);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.json()).toMatchObject({ _id: lead.id, temporary_token: token });
    // Read-only: the link opens nothing else.
    expect((await get(stranger, `/leads/${lead.id}/logs`)).statusCode).toBe(404);
    expect((await put(stranger, `/leads/${lead.id}`, { full_name: "Hack" })).statusCode).toBe(404);

    expect((await get(stranger, `/leads/${lead.id}?temporary_token=${"x".repeat(43)}`)).statusCode).toBe(404);
    const other = await createLead(ctx.prisma, { ownerId: owner.user.id });
    expect((await get(stranger, `/leads/${other.id}?temporary_token=${token}`)).statusCode).toBe(404);

    await ctx.prisma.leadLink.update({ where: { id: stored.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await get(stranger, `/leads/${lead.id}?temporary_token=${token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe("Link inválido ou expirado.");
  });

  it("opens the lead's history (logs, movements) and files for reading, and nothing to write", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    await createLeadLog(ctx.prisma, { leadId: lead.id, authorId: owner.user.id, type: "CALL", text: "Ligou" });
    await ctx.prisma.leadMovement.create({
      data: { leadId: lead.id, originUserId: null, destinationUserId: owner.user.id, reason: "TRANSFER" },
    });
    const upload = multipartBody({ fileType: "RG" }, [{ name: "rg.pdf", data: SAMPLE_FILES.pdf }]);
    const up = await ctx.app.inject({
      method: "POST",
      url: `/leads/${lead.id}/files`,
      headers: { ...owner.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(up.statusCode).toBe(201);
    const fileId = up.json().fileId;
    const token = (
      await ctx.app.inject({
        method: "POST",
        url: `/leads/${lead.id}/links`,
        headers: onlineCoordinator.headers,
        payload: { expires_in_hours: 1 },
      })
    ).json().token;
    const t = `temporary_token=${token}`;

    // Without the token: 404 as for any lead outside the scope.
    for (const url of [`/leads/${lead.id}/logs`, `/leads/${lead.id}/files`, `/leads/${lead.id}/files/${fileId}`]) {
      expect((await get(stranger, url)).statusCode, url).toBe(404);
    }
    const logs = await get(stranger, `/leads/${lead.id}/logs?${t}`);
    expect(logs.statusCode).toBe(200);
    expect(logs.json().payload.map((l: { text: string }) => l.text)).toContain("Ligou");
    const files = await get(stranger, `/leads/${lead.id}/files?${t}`);
    expect(files.statusCode).toBe(200);
    expect(files.json().payload).toHaveLength(1);
    const file = await get(stranger, `/leads/${lead.id}/files/${fileId}?${t}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    // Movements: without the token a specialist sees only movements involving them; with it, the lead's history.
    expect((await get(stranger, `/leads/movements?lead_id=${lead.id}`)).json().payload).toHaveLength(0);
    const moves = await get(stranger, `/leads/movements?lead_id=${lead.id}&${t}`);
    expect(moves.json().payload).toHaveLength(1);
    const noLead = await get(stranger, `/leads/movements?${t}`);
    expect(noLead.statusCode).toBe(400);
    expect(noLead.json().message[0]).toMatch(/^"lead_id"/);

    // The token opens only its lead, and only for reading.
    const other = await createLead(ctx.prisma, { ownerId: owner.user.id });
    expect((await get(stranger, `/leads/${other.id}/logs?${t}`)).statusCode).toBe(404);
    expect((await get(stranger, `/leads/${other.id}/files?${t}`)).statusCode).toBe(404);
    expect((await get(stranger, `/leads/movements?lead_id=${other.id}&${t}`)).statusCode).toBe(404);
    const before = await leadWrites(ctx.prisma);
    const annotate = await ctx.app.inject({
      method: "POST",
      url: `/leads/${lead.id}/annotations?${t}`,
      headers: stranger.headers,
      payload: { text: "Invasão", type: "NOTE" },
    });
    expect(annotate.statusCode).toBe(404);
    const del = await ctx.app.inject({
      method: "DELETE",
      url: `/leads/${lead.id}/files?fileType=RG&${t}`,
      headers: stranger.headers,
    });
    expect(del.statusCode).not.toBe(200);
    expect(await leadWrites(ctx.prisma)).toEqual(before);
    expect(await ctx.prisma.leadFile.count({ where: { leadId: lead.id } })).toBe(1);

    // Expired: the reads close again.
    await ctx.prisma.leadLink.updateMany({ where: { leadId: lead.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    const expired = await get(stranger, `/leads/${lead.id}/logs?${t}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe("Link inválido ou expirado.");
    expect((await get(stranger, `/leads/${lead.id}/files/${fileId}?${t}`)).statusCode).toBe(404);
  });

  it("refuses expires_in_hours outside 1..168", async () => {
    const lead = await createLead(ctx.prisma);
    for (const hours of [0, 169, "24"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/leads/${lead.id}/links`,
        headers: onlineCoordinator.headers,
        payload: { expires_in_hours: hours },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message[0]).toMatch(/^"expires_in_hours"/);
    }
  });
});

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
  const address = {
    zip_code: "13015-100",
    street: "Rua Barão de Jaguara",
    number: "1000",
    district: "Centro",
    city: "Campinas",
    uf: "SP",
  };

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
