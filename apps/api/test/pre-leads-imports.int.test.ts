import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise } from "./factories/enterprises";
import { createLead, createPreLead, multipartBody } from "./factories/pre-leads";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
const tokens: Record<string, string> = {};
let enterpriseId: string;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  for (const [key, roles] of [
    ["coordinator", ["BOOTH_COORDINATOR"]],
    ["admin", ["OPERATIONAL_ADMIN"]],
    ["specialist", ["BOOTH_SPECIALIST"]],
  ] as const) {
    const { user, password } = await createUser(ctx.prisma, { roles: [...roles] });
    tokens[key] = (await login(ctx.app, user.email, password)).token as string;
  }
  enterpriseId = (await createEnterprise(ctx.prisma, { name: "Torre Horizonte Azul", city: "Campinas" })).id;
  await createEnterprise(ctx.prisma, { name: "Edifício Antigo", active: false });
});
afterAll(() => ctx?.close());

const HEADER = "full_name;phone;email;city;enterprise;source";
const importCsv = (content: string | Buffer, who = "coordinator", name = "pre-leads.csv") => {
  const body = multipartBody({}, [
    { name, data: Buffer.isBuffer(content) ? content : Buffer.from(content), type: "text/csv" },
  ]);
  return ctx.app.inject({
    method: "POST",
    url: "/pre-leads/imports",
    headers: { ...bearer(tokens[who] as string), ...body.headers },
    payload: body.payload,
  });
};
const counts = async () => ({
  preLeads: await ctx.prisma.preLead.count(),
  imports: await ctx.prisma.preLeadImport.count(),
});

describe("POST /pre-leads/imports", () => {
  it("imports a good file (BOM, ',' separated, enterprise by name or id) with the import record", async () => {
    const csv =
      "\uFEFFfull_name,phone,email,city,enterprise,source\r\n" +
      "Aline Pereira Souto,(19) 99111-2201,aline@example.com,Campinas,torre horizonte azul,facebook\r\n" +
      `Caio Menezes,19 98222-3302,,,${enterpriseId},\r\n` +
      "Débora Queiroz,+55 19 3333-4403,,são paulo,Torre Horizonte Azul,SITE\r\n";
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ file_name: "pre-leads.csv", total: 3, accepted: 3, rejected: 0, rows: [] });
    const rows = await ctx.prisma.preLead.findMany({
      where: { importId: body.import_id },
      orderBy: { fullName: "asc" },
    });
    expect(rows.map((r) => [r.fullName, r.phone, r.email, r.city, r.source, r.status, r.enterpriseId])).toEqual([
      ["Aline Pereira Souto", "5519991112201", "aline@example.com", "Campinas", "FACEBOOK", "AVAILABLE", enterpriseId],
      ["Caio Menezes", "5519982223302", null, null, "PRE_LEADS_BASE", "AVAILABLE", enterpriseId],
      ["Débora Queiroz", "551933334403", null, "São Paulo", "SITE", "AVAILABLE", enterpriseId],
    ]);

    const history = await ctx.app.inject({
      method: "GET",
      url: "/pre-leads/imports",
      headers: bearer(tokens.admin as string),
    });
    expect(history.json().payload[0]).toMatchObject({ import_id: body.import_id, accepted: 3, rejected: 0 });
    expect(history.json().payload[0].rows).toBeUndefined();
    const one = await ctx.app.inject({
      method: "GET",
      url: `/pre-leads/imports/${body.import_id}`,
      headers: bearer(tokens.admin as string),
    });
    expect(one.json()).toMatchObject({ import_id: body.import_id, total: 3, rows: [] });
  });

  it("imports the valid rows of a partial file and lists every rejected row with its reasons", async () => {
    await createPreLead(ctx.prisma, { phone: "5519994445505", enterpriseId });
    await createLead(ctx.prisma, { phone: "5519995556606", enterpriseId });
    const csv = [
      HEADER,
      "Elisa Fontes;(19) 99777-1101;;;Torre Horizonte Azul;", // 2 ok
      "Fábio Lins;123;;;Torre Horizonte Azul;", // 3 bad phone
      "Gustavo Reis;(19) 99777-1101;;;Torre Horizonte Azul;", // 4 repeated phone
      "Helena Prates;(19) 99444-5505;;;Torre Horizonte Azul;", // 5 already in the base
      "Igor Tavares;(19) 99555-6606;;;Torre Horizonte Azul;", // 6 already a live lead of the enterprise
      "Júlia Vidal;(19) 99777-1107;julia@;Curitiba;Edifício Antigo;TELEGRAM", // 7 many problems
      "Karen Lopes;(19) 99777-1108", // 8 wrong column count
      "Lívia Campos;(19) 99777-1109;;;Torre Inexistente;", // 9 unknown enterprise
      "Mário Sá;(19) 99777-1110;;;Torre Horizonte Azul;", // 10 ok
    ].join("\n");
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ total: 9, accepted: 2, rejected: 7 });
    expect(body.rows).toEqual([
      { line: 3, reasons: ['"phone" deve ser um telefone válido com DDD'] },
      { line: 4, reasons: ['"phone" repetido no arquivo (já aparece na linha 2)'] },
      { line: 5, reasons: ['"phone" já está disponível na base de pré-leads'] },
      { line: 6, reasons: ['"phone" já tem um lead ativo neste empreendimento'] },
      {
        line: 7,
        reasons: [
          '"email" deve ser um e-mail válido',
          '"city" deve ser uma das cidades atendidas',
          '"enterprise" está inativo: Edifício Antigo',
          '"source" deve ser uma origem válida (recebido: TELEGRAM)',
        ],
      },
      { line: 8, reasons: ['"linha" deve ter 6 colunas (encontradas 2)'] },
      { line: 9, reasons: ['"enterprise" não encontrado: Torre Inexistente'] },
    ]);
    const inserted = await ctx.prisma.preLead.findMany({ where: { importId: body.import_id } });
    expect(inserted.map((p) => p.fullName).sort()).toEqual(["Elisa Fontes", "Mário Sá"]);
    const record = await ctx.prisma.preLeadImport.findUniqueOrThrow({ where: { id: body.import_id } });
    expect(record.report).toEqual(body.rows);
  });

  it.each([
    ["an empty file", "", '"file" está vazio'],
    [
      "a file without header",
      "Ana Souza;(19) 99888-1201;;;Torre Horizonte Azul;\n",
      '"file" deve começar com o cabeçalho',
    ],
    [
      "wrong columns",
      "nome;telefone;email;city;enterprise;source\nAna;1;;;T;\n",
      '"file" não tem as colunas obrigatórias',
    ],
    [
      "a binary file",
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00]),
      '"file" deve ser um CSV codificado em UTF-8',
    ],
    [
      "more than 20,000 rows",
      `${HEADER}\n${Array.from({ length: 20_001 }, (_, i) => `Pessoa Teste;(19) 9${String(i).padStart(4, "0")}-0000;;;Torre Horizonte Azul;`).join("\n")}`,
      '"file" tem 20.001 linhas; o máximo é 20.000',
    ],
  ])("imports nothing for %s (400 naming file)", async (_label, content, message) => {
    const before = await counts();
    const res = await importCsv(content);
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it("400 naming file when no file is sent; 403 for a specialist (nothing imported)", async () => {
    const before = await counts();
    const empty = multipartBody({ note: "sem arquivo" });
    const missing = await ctx.app.inject({
      method: "POST",
      url: "/pre-leads/imports",
      headers: { ...bearer(tokens.coordinator as string), ...empty.headers },
      payload: empty.payload,
    });
    expect(missing.json().message).toEqual(['"file" é obrigatório']);
    expect(
      (await importCsv(`${HEADER}\nAna Souza;(19) 99888-1201;;;Torre Horizonte Azul;\n`, "specialist")).statusCode,
    ).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("imports the shipped sample CSV: 24 accepted, 6 deliberate bad rows rejected", async () => {
    for (const [name, city, active] of [
      ["Residencial Vista Taquaral", "Campinas", true],
      ["Edifício Paulista Prime", "São Paulo", true],
      ["Reserva Jardins de Atibaia", "Atibaia", true],
      ["Maré Alta Ponta da Praia", "Santos", true],
      ["Aquarius Vale Residence", "São José dos Campos", true],
      ["Alto da Serra Mogi", "Mogi das Cruzes", false],
    ] as const) {
      await createEnterprise(ctx.prisma, { name, city, active });
    }
    const sample = readFileSync(
      fileURLToPath(new URL("../../../packages/db/src/seed/sample-pre-leads.csv", import.meta.url)),
    );
    const res = await importCsv(sample, "admin", "sample-pre-leads.csv");
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ total: 30, accepted: 24, rejected: 6 });
    expect(body.rows.map((r: { line: number }) => r.line)).toEqual([26, 27, 28, 29, 30, 31]);
  });

  it("imports the 20,000-row maximum in one transaction, within the transaction time limit", async () => {
    await createEnterprise(ctx.prisma, { name: "Torre Capacidade Máxima" });
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `Pessoa Número Teste;199${10_000_000 + i};p${i}@example.com;Campinas;Torre Capacidade Máxima;SITE`,
    );
    const res = await importCsv(`${HEADER}\n${rows.join("\n")}\n`, "admin", "maximo.csv");
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ total: 20_000, accepted: 20_000, rejected: 0 });
    expect(await ctx.prisma.preLead.count({ where: { importId: body.import_id } })).toBe(20_000);
  });

  it("404 for an unknown import id", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/pre-leads/imports/00000000-0000-4000-8000-000000000000",
      headers: bearer(tokens.admin as string),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Importação não encontrada.");
  });
});
