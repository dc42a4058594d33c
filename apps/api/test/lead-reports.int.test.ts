import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise } from "./factories/enterprises";
import { createLead } from "./factories/pre-leads";
import { bearer, createTestContext, login, type TestContext } from "./helpers";
import { pdfText } from "./pdf-text";

let ctx: TestContext;
const users: Record<string, { id: string; token: string }> = {};

async function userAs(key: string, roles: string[], fullName?: string) {
  const { user, password } = await createUser(ctx.prisma, { roles, ...(fullName ? { fullName } : {}) });
  users[key] = { id: user.id, token: (await login(ctx.app, user.email, password)).token as string };
}

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  await userAs("specialist", ["BOOTH_SPECIALIST"], "Sérgio Especialista");
  await userAs("other", ["ONLINE_SPECIALIST"], "Otávio Outro");
  await userAs("marketing", ["MARKETING"]);
});
afterAll(() => ctx?.close());

const generate = (kind: "register" | "report", leadId: unknown, who = "specialist") =>
  ctx.app.inject({
    method: "POST",
    url: `/leads/generate-${kind}`,
    headers: bearer(users[who]?.token as string),
    payload: { leadId },
  });

async function richLead() {
  const enterprise = await createEnterprise(ctx.prisma, { name: "Residencial Ipê Amarelo", city: "Campinas" });
  return createLead(ctx.prisma, {
    fullName: "João Conceição Ávila",
    phone: "5519998765432",
    email: "joao.avila@example.com",
    ownerId: users.specialist?.id,
    enterpriseId: enterprise.id,
    source: "FACEBOOK",
    status: "TALKING",
    statusProfile: "SCHEDULED_VISIT",
    interestLevel: "HIGH",
    document: "52998224725",
    documentType: "CPF",
    rg: "12.345.678-9",
    issuingAgency: "SSP",
    uf: "SP",
    dob: new Date("1985-07-14T00:00:00Z"),
    profession: "Engenheiro",
    maritalStatus: "MARRIED",
    marriageRegime: "PARTIAL_COMMUNION",
    nationality: "Brasileira",
    naturalness: "Ribeirão Preto",
    address: {
      zip_code: "13015100",
      street: "Rua Barão de Jaguara",
      number: "1000",
      district: "Centro",
      city: "Campinas",
      uf: "SP",
    },
    createdAt: new Date("2025-03-01T12:00:00Z"),
  });
}

describe("POST /leads/generate-register", () => {
  it("returns the registration form as a PDF with the lead's data, contract data and address", async () => {
    const lead = await richLead();
    await ctx.prisma.leadCopartner.create({
      data: { leadId: lead.id, fullName: "Luíza Ávila", relationship: "Cônjuge" },
    });
    const res = await generate("register", lead.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="ficha-cadastral-joao-conceicao-avila.pdf"; filename*=UTF-8''ficha-cadastral-joao-conceicao-avila.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    for (const expected of [
      "Ficha cadastral do lead",
      "João Conceição Ávila",
      "+55 (19) 99876-5432",
      "Residencial Ipê Amarelo (Campinas)",
      "Sérgio Especialista",
      "Em conversa",
      "Visita agendada",
      "Quente",
      "529.982.247-25",
      "14/07/1985",
      "Casado(a)",
      "Comunhão parcial de bens",
      "Ribeirão Preto",
      "13015-100",
      "Rua Barão de Jaguara",
      "Luíza Ávila",
      "01/03/2025 09:00", // 12:00 UTC shown in America/Sao_Paulo
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("404 for another specialist's lead and for a missing one; 400 naming leadId", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: users.other?.id });
    const res = await generate("register", lead.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Lead não encontrado.");
    expect((await generate("register", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const bad = await generate("register", "123");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^"leadId"/);
  });

  it("is refused (403) to the history-only views, which get the report instead", async () => {
    const lead = await createLead(ctx.prisma, { fullName: "Cláudia Histórico" });
    expect((await generate("register", lead.id, "marketing")).statusCode).toBe(403);
    const report = await generate("report", lead.id, "marketing");
    expect(report.statusCode).toBe(200);
    expect(pdfText(report.rawPayload)).toContain("Cláudia Histórico");
  });
});

describe("POST /leads/generate-report", () => {
  it("returns the history report: lead data plus logs and movements in time order (São Paulo time)", async () => {
    const lead = await richLead();
    await ctx.prisma.leadMovement.create({
      data: {
        leadId: lead.id,
        originUserId: null,
        destinationUserId: users.specialist?.id,
        actorId: users.specialist?.id,
        reason: "PRE_LEAD_ACQUIRED",
        createdAt: new Date("2025-03-05T02:30:00Z"),
      },
    });
    await ctx.prisma.leadLog.create({
      data: {
        leadId: lead.id,
        authorId: users.specialist?.id,
        type: "CALL",
        text: "Cliente pediu ligação após às 18h; prefere apartamento com varanda gourmet.",
        createdAt: new Date("2025-03-06T15:00:00Z"),
      },
    });
    const res = await generate("report", lead.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Relatório do lead");
    expect(text).toContain("João Conceição Ávila");
    expect(text).toContain("Histórico (2 registros)");
    const movement = text.indexOf("04/03/2025 23:30  Movimentação — Pré-lead adquirido");
    const call = text.indexOf("06/03/2025 12:00  Ligação — Sérgio Especialista");
    expect(movement).toBeGreaterThan(-1);
    expect(call).toBeGreaterThan(movement);
    expect(text).toContain("De Base para Sérgio Especialista");
    expect(text).toContain("varanda gourmet");
  });

  it("prints characters outside the standard fonts as '?' instead of failing", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: users.specialist?.id, fullName: "Zé Emoji" });
    await ctx.prisma.leadLog.create({ data: { leadId: lead.id, type: "NOTE", text: "Gostou 😀 do decorado" } });
    const res = await generate("report", lead.id);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain("Gostou ? do decorado");
  });

  it("404 outside the caller's scope", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: users.other?.id });
    expect((await generate("report", lead.id)).statusCode).toBe(404);
  });
});
