/**
 * Hostile input (decision 032): NUL and lone surrogates are refused with a 400 naming the field before anything is
 * written; `%` and `_` in a search match literally; names and uploaded file names lose control, bidi and escape
 * characters.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, createSalesTeam, type Staff, staff } from "./factories/leads";
import { createPreLead, multipartBody, SAMPLE_FILES } from "./factories/pre-leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let specialist: Staff;
let leadId: string;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  specialist = await staff(ctx, ["ONLINE_SPECIALIST"]);
  leadId = (await createLead(ctx.prisma, { fullName: "Lead Alvo", ownerId: specialist.user.id })).id;
});
afterAll(() => ctx?.close());

const INVALID = '"%s" contém caracteres inválidos.';
const invalid = (field: string) => INVALID.replace("%s", field);

/** Row counts of everything the refused writes below could touch. */
async function writes() {
  const p = ctx.prisma;
  const [leads, logs, users, enterprises, teams, audit] = await Promise.all([
    p.lead.count(),
    p.leadLog.count(),
    p.user.count(),
    p.enterprise.count(),
    p.salesTeam.count(),
    p.auditLog.count(),
  ]);
  return { leads, logs, users, enterprises, teams, audit };
}

/** A JSON body sent as raw text, so `\ud800` reaches the server as a lone surrogate (JSON.parse keeps it). */
function rawJson(method: "POST" | "PUT", url: string, json: string) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...admin.headers, "content-type": "application/json" },
    payload: json,
  });
}

describe("NUL and lone surrogates are refused with 400 naming the field", () => {
  const queries: [string, () => string, string][] = [
    ["GET /leads full_name", () => "/leads?full_name=", "full_name"],
    ["GET /leads city", () => "/leads?city=", "city"],
    ["GET /admin/users search", () => "/admin/users?search=", "search"],
    ["GET /enterprises search", () => "/enterprises?search=", "search"],
    ["GET /pre-leads search", () => "/pre-leads?search=", "search"],
    ["GET /sales-teams search", () => "/sales-teams?search=", "search"],
    ["GET /leads/movements search", () => "/leads/movements?search=", "search"],
    ["GET /leads/specialist/{id}/leads name", () => `/leads/specialist/${specialist.user.id}/leads?name=`, "name"],
  ];

  it.each(queries)("%s: a NUL in the query string", async (_label, url, field) => {
    const res = await ctx.app.inject({ method: "GET", url: `${url()}ana%00silva`, headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: "Bad Request", message: [invalid(field)] });
  });

  it("a percent-encoded lone surrogate (CESU-8 bytes) in the query never reaches the handler as one", async () => {
    // %ED%A0%80 is not UTF-8: the query parser either keeps the text undecoded or refuses it, never a lone surrogate.
    const res = await ctx.app.inject({ method: "GET", url: "/admin/users?search=a%ED%A0%80", headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual([]);
  });

  const bodies: [string, "POST" | "PUT", () => string, string, (bad: string) => Record<string, unknown>][] = [
    ["POST /leads full_name", "POST", () => "/leads", "full_name", (bad) => ({ full_name: bad, phone: "11912345678" })],
    [
      "POST /leads marketing_source",
      "POST",
      () => "/leads",
      "marketing_source",
      (bad) => ({ full_name: "Ana Souza", phone: "11912345678", marketing_source: bad }),
    ],
    ["PUT /leads/{id} full_name", "PUT", () => `/leads/${leadId}`, "full_name", (bad) => ({ full_name: bad })],
    [
      "POST /leads/{id}/annotations text",
      "POST",
      () => `/leads/${leadId}/annotations`,
      "text",
      (bad) => ({ text: bad, type: "NOTE" }),
    ],
    [
      "POST /admin/users full_name",
      "POST",
      () => "/admin/users",
      "full_name",
      (bad) => ({ full_name: bad, email: "hostil@example.com", password: "Senha@123", roles: ["ONLINE_SPECIALIST"] }),
    ],
    [
      "POST /enterprises name",
      "POST",
      () => "/enterprises",
      "name",
      (bad) => ({ name: bad, city: "Campinas", group: "STOCK" }),
    ],
    ["POST /sales-teams name", "POST", () => "/sales-teams", "name", (bad) => ({ name: bad })],
  ];

  // JSON.stringify escapes a lone surrogate as the text `\ud800`, which JSON.parse on the server turns back into one.
  for (const [kind, bad] of [
    ["NUL", "Ana\u0000Silva"],
    ["lone surrogate", "Ana\ud800Silva"],
  ] as const) {
    it.each(bodies)(`%s: a ${kind} in the JSON body, nothing written`, async (_label, method, url, field, body) => {
      const json = JSON.stringify(body(bad));
      if (kind === "lone surrogate") expect(json).toContain("\\ud800");
      const before = await writes();
      const res = await rawJson(method, url(), json);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: "Bad Request", message: [invalid(field)] });
      expect(await writes()).toEqual(before);
    });
  }

  it("names every bad field of a body, nested paths dotted as in other validation messages", async () => {
    const res = await rawJson("POST", "/admin/users", '{"full_name":"a\\u0000","email":"x\\udc00@example.com"}');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([invalid("full_name"), invalid("email")]);
    const nested = await rawJson(
      "POST",
      "/admin/users",
      '{"full_name":"Ana Souza","email":"n@example.com","password":"Senha@123","roles":["MARKETING","\\ud800"]}',
    );
    expect(nested.json().message).toEqual([invalid("roles.1")]);
  });

  it("a NUL in a multipart text field is refused naming the field, no file stored", async () => {
    const before = await ctx.prisma.leadFile.count();
    const form = multipartBody({ fileType: "CPF\u0000" }, [{ name: "doc.pdf", data: SAMPLE_FILES.pdf }]);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/leads/${leadId}/files`,
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([invalid("fileType")]);
    expect(await ctx.prisma.leadFile.count()).toBe(before);
  });
});

describe("% and _ in a search match literally", () => {
  const get = async (url: string) => {
    const res = await ctx.app.inject({ method: "GET", url, headers: admin.headers });
    expect(res.statusCode, url).toBe(200);
    return res.json().payload as Record<string, unknown>[];
  };
  const pct = encodeURIComponent("%");

  it("GET /admin/users?search", async () => {
    await staff(ctx, ["ONLINE_SPECIALIST"], { fullName: "Carla 100% Dias" });
    await staff(ctx, ["ONLINE_SPECIALIST"], { fullName: "Davi_Lima" });
    expect((await get(`/admin/users?search=${pct}`)).map((u) => u.full_name)).toEqual(["Carla 100% Dias"]);
    expect((await get("/admin/users?search=_")).map((u) => u.full_name)).toEqual(["Davi_Lima"]);
  });

  it("GET /enterprises?search", async () => {
    await createEnterprise(ctx.prisma, { name: "Residencial 100% Verde" });
    await createEnterprise(ctx.prisma, { name: "Torre_Norte" });
    expect((await get(`/enterprises?search=${pct}`)).map((e) => e.name)).toEqual(["Residencial 100% Verde"]);
    expect((await get("/enterprises?search=_")).map((e) => e.name)).toEqual(["Torre_Norte"]);
  });

  it("GET /pre-leads?search", async () => {
    await createPreLead(ctx.prisma, { fullName: "Elisa 50% Prado" });
    await createPreLead(ctx.prisma, { fullName: "Fabio_Reis" });
    await createPreLead(ctx.prisma, { fullName: "Gil Santos" });
    expect((await get(`/pre-leads?search=${pct}`)).map((p) => p.full_name)).toEqual(["Elisa 50% Prado"]);
    expect((await get("/pre-leads?search=_")).map((p) => p.full_name)).toEqual(["Fabio_Reis"]);
  });

  it("GET /sales-teams?search", async () => {
    await createSalesTeam(ctx.prisma, { name: "Equipe 100%" });
    await createSalesTeam(ctx.prisma, { name: "Equipe_Sul" });
    expect((await get(`/sales-teams?search=${pct}`)).map((t) => t.name)).toEqual(["Equipe 100%"]);
    expect((await get("/sales-teams?search=_")).map((t) => t.name)).toEqual(["Equipe_Sul"]);
  });

  it("GET /leads/movements?search and GET /leads?full_name", async () => {
    const a = await createLead(ctx.prisma, { fullName: "Hugo 10% Alves", ownerId: specialist.user.id });
    const b = await createLead(ctx.prisma, { fullName: "Iris_Melo", ownerId: specialist.user.id });
    await ctx.prisma.leadMovement.createMany({
      data: [a, b].map((l) => ({
        leadId: l.id,
        originUserId: null,
        destinationUserId: specialist.user.id,
        reason: "TRANSFER",
      })),
    });
    const names = (rows: Record<string, unknown>[]) => rows.map((m) => (m.lead as { full_name: string }).full_name);
    expect(names(await get(`/leads/movements?search=${pct}`))).toEqual(["Hugo 10% Alves"]);
    expect(names(await get("/leads/movements?search=_"))).toEqual(["Iris_Melo"]);
    expect((await get(`/leads?full_name=${pct}`)).map((l) => l.full_name)).toEqual(["Hugo 10% Alves"]);
    expect((await get("/leads?full_name=_")).map((l) => l.full_name)).toEqual(["Iris_Melo"]);
  });

  it("the OpenAPI document says so on each search parameter", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/docs/json" })).json();
    for (const path of ["/admin/users", "/enterprises", "/pre-leads", "/sales-teams", "/leads/movements"]) {
      const search = doc.paths[path].get.parameters.find((p: { name: string }) => p.name === "search");
      expect(JSON.stringify(search), path).toContain("% and _ match themselves");
    }
  });

  it("a backslash is searched literally too", async () => {
    await createSalesTeam(ctx.prisma, { name: "Equipe A\\B" });
    expect((await get(`/sales-teams?search=${encodeURIComponent("\\")}`)).map((t) => t.name)).toEqual(["Equipe A\\B"]);
  });
});

describe("names and file names lose control, bidi and escape characters", () => {
  const dirty = "\u202eMaria\u001b[31m Clara\u0007\u2066 Souza\u001b[0m";

  it("POST /admin/users stores and answers the cleaned full_name", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/admin/users",
      headers: admin.headers,
      payload: { full_name: dirty, email: "maria.clara@example.com", password: "Senha@123", roles: ["MARKETING"] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().full_name).toBe("Maria Clara Souza");
    const row = await ctx.prisma.user.findUniqueOrThrow({ where: { email: "maria.clara@example.com" } });
    expect(row.fullName).toBe("Maria Clara Souza");
  });

  it("POST /leads stores the cleaned full_name", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/leads",
      headers: admin.headers,
      payload: { full_name: dirty, phone: "11987654321" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().lead.full_name).toBe("Maria Clara Souza");
    const row = await ctx.prisma.lead.findUniqueOrThrow({ where: { id: res.json().lead._id } });
    expect(row.fullName).toBe("Maria Clara Souza");
  });

  it("an uploaded file named a.pdf\\0.exe is stored as a.pdf, and HTML and bidi leave the name", async () => {
    const upload = async (name: string) => {
      const form = multipartBody({ fileType: "CPF" }, [{ name, data: SAMPLE_FILES.pdf, type: "application/pdf" }]);
      const res = await ctx.app.inject({
        method: "POST",
        url: `/leads/${leadId}/files`,
        headers: { ...admin.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(201);
      const row = await ctx.prisma.leadFile.findUniqueOrThrow({ where: { id: res.json().fileId } });
      expect(row.fileName).toBe(res.json().file_name);
      return row.fileName;
    };
    expect(await upload("a.pdf\u0000.exe")).toBe("a.pdf");
    expect(await upload("<img src=x onerror=alert(1)>.pdf")).toBe("img src=x onerror=alert(1).pdf");
    expect(await upload("fatura\u202efdp.pdf")).toBe("faturafdp.pdf");
  });
});
