import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise } from "./factories/enterprises";
import { createBuilding } from "./factories/inventory";
import { type Staff, staff } from "./factories/leads";
import { multipartBody, SAMPLE_FILES } from "./factories/pre-leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let secretary: Staff;
let specialist: Staff;
let partner: Staff;
let financial: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
  financial = await staff(ctx, ["FINANCIAL"]);
});
afterAll(() => ctx?.close());

type Kind = "towers-plans" | "commom-area-plans";
type Format = keyof typeof SAMPLE_FILES;

function upload(
  who: Staff,
  enterpriseId: string,
  kind: Kind,
  opts: { fields?: Record<string, string>; name?: string; data?: Buffer; format?: Format } = {},
) {
  const format = opts.format ?? "png";
  const body = multipartBody(opts.fields ?? {}, [
    { name: opts.name ?? `planta.${format}`, data: opts.data ?? SAMPLE_FILES[format] },
  ]);
  return ctx.app.inject({
    method: "POST",
    url: `/enterprises/${enterpriseId}/${kind}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

const call = (who: Staff, method: "GET" | "PUT" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, payload });

const plansOf = (enterpriseId: string) => ctx.prisma.enterprisePlan.count({ where: { enterpriseId } });

describe("plan uploads are checked by content", () => {
  it.each([
    ["png", "planta.png", 201, null],
    ["jpeg", "planta.jpg", 201, null],
    ["webp", "planta.webp", 201, null],
    ["pdf", "planta.pdf", 201, null],
    ["pdf", "planta.png", 400, '"file" tem a extensão .png, mas o conteúdo é PDF'],
    ["text", "planta.png", 400, '"file" deve ser uma imagem JPEG, PNG ou WebP, ou um PDF'],
    ["text", "lista.txt", 400, '"file" deve ser uma imagem JPEG, PNG ou WebP, ou um PDF'],
  ] as const)("%s bytes named %s -> %i", async (format, name, code, message) => {
    const e = await createEnterprise(ctx.prisma);
    const res = await upload(secretary, e.id, "commom-area-plans", { format, name, fields: { title: "Piscina" } });
    expect(res.statusCode).toBe(code);
    expect(await plansOf(e.id)).toBe(code === 201 ? 1 : 0);
    if (message) expect(res.json().message).toEqual([message]);
    if (code === 201)
      expect(res.json()).toMatchObject({
        kind: "COMMON_AREA_PLAN",
        tower_id: null,
        title: "Piscina",
        order: 0,
        file_name: name,
        mime_type: { png: "image/png", jpeg: "image/jpeg", webp: "image/webp", pdf: "application/pdf" }[format],
        created_by_id: secretary.user.id,
      });
  });

  it("refuses a file over 10 MB naming the field, and a form without file", async () => {
    const e = await createEnterprise(ctx.prisma);
    const big = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(10 * 1024 * 1024, 1)]);
    const res = await upload(admin, e.id, "commom-area-plans", { data: big });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['"file" deve ter no máximo 10 MB']);
    const body = multipartBody({ title: "Academia" });
    const noFile = await ctx.app.inject({
      method: "POST",
      url: `/enterprises/${e.id}/commom-area-plans`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(noFile.json().message).toEqual(['"file" é obrigatório']);
    expect(await plansOf(e.id)).toBe(0);
  });

  it("tower plans need a tower of this enterprise", async () => {
    const b = await createBuilding(ctx.prisma);
    const other = await createBuilding(ctx.prisma);
    const missing = await upload(admin, b.enterpriseId, "towers-plans");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message[0]).toMatch(/^"tower_id" /);
    const foreign = await upload(admin, b.enterpriseId, "towers-plans", { fields: { tower_id: other.towerId } });
    expect(foreign.json().message).toEqual(['"tower_id" deve ser uma torre deste empreendimento']);
    const badOrder = await upload(admin, b.enterpriseId, "towers-plans", {
      fields: { tower_id: b.towerId, order: "-1" },
    });
    expect(badOrder.json().message).toEqual(['"order" deve ser maior ou igual a 0']);
    const ok = await upload(admin, b.enterpriseId, "towers-plans", { fields: { tower_id: b.towerId } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ kind: "TOWER_PLAN", tower_id: b.towerId });
    expect(ok.json().tower_name).toMatch(/^Torre A /);
  });
});

describe("who manages and who reads plans", () => {
  it("managers (admins, sales secretary) upload; specialists, partners and other staff get 403", async () => {
    const e = await createEnterprise(ctx.prisma);
    for (const who of [admin, secretary]) expect((await upload(who, e.id, "commom-area-plans")).statusCode).toBe(201);
    for (const who of [specialist, partner, financial])
      expect((await upload(who, e.id, "commom-area-plans")).statusCode).toBe(403);
    expect(await plansOf(e.id)).toBe(2);
  });

  it("everyone who sees the enterprise lists and opens plans; only managers edit and delete", async () => {
    const e = await createEnterprise(ctx.prisma);
    const plan = (await upload(admin, e.id, "commom-area-plans", { format: "jpeg" })).json();
    const base = `/enterprises/${e.id}/commom-area-plans`;
    for (const who of [specialist, partner]) {
      const list = await call(who, "GET", base);
      expect(list.statusCode).toBe(200);
      expect(list.json().payload.map((p: { _id: string }) => p._id)).toEqual([plan._id]);
      const file = await call(who, "GET", `${base}/${plan._id}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/jpeg");
      expect(file.headers["content-disposition"]).toMatch(/^inline; /);
      expect(file.rawPayload.equals(SAMPLE_FILES.jpeg)).toBe(true);
      expect((await call(who, "PUT", `${base}/${plan._id}`, { title: "x" })).statusCode).toBe(403);
      expect((await call(who, "DELETE", `${base}/${plan._id}`)).statusCode).toBe(403);
    }
    const dl = await call(partner, "GET", `${base}/${plan._id}/file?download=true`);
    expect(dl.headers["content-disposition"]).toMatch(
      /^attachment; filename="planta\.jpeg"; filename\*=UTF-8''planta\.jpeg$/,
    );
    expect((await call(financial, "GET", base)).statusCode).toBe(200);
    expect(await plansOf(e.id)).toBe(1);
  });

  it("partners do not see plans of an inactive enterprise (404)", async () => {
    const e = await createEnterprise(ctx.prisma, { active: false });
    const plan = (await upload(admin, e.id, "commom-area-plans")).json();
    expect((await call(partner, "GET", `/enterprises/${e.id}/commom-area-plans`)).statusCode).toBe(404);
    expect((await call(partner, "GET", `/enterprises/${e.id}/commom-area-plans/${plan._id}/file`)).statusCode).toBe(
      404,
    );
    expect((await call(specialist, "GET", `/enterprises/${e.id}/commom-area-plans`)).statusCode).toBe(200);
  });

  it("a plan id of another enterprise, or of the other kind, is 404 on every route", async () => {
    const a = await createBuilding(ctx.prisma);
    const other = await createEnterprise(ctx.prisma);
    const plan = (await upload(admin, a.enterpriseId, "towers-plans", { fields: { tower_id: a.towerId } })).json();
    const urls = [
      `/enterprises/${other.id}/towers-plans/${plan._id}`,
      `/enterprises/${a.enterpriseId}/commom-area-plans/${plan._id}`,
    ];
    for (const url of urls) {
      expect((await call(secretary, "GET", url)).statusCode).toBe(404);
      expect((await call(secretary, "GET", `${url}/file`)).statusCode).toBe(404);
      const put = await call(secretary, "PUT", url, { title: "Tipo 1" });
      expect(put.statusCode).toBe(404);
      expect(put.json().message).toBe("Planta não encontrada.");
      expect((await call(secretary, "DELETE", url)).statusCode).toBe(404);
    }
    const kept = await ctx.prisma.enterprisePlan.findUniqueOrThrow({ where: { id: plan._id } });
    expect(kept.title).toBeNull();
  });
});

describe("gallery order, edits and deletion", () => {
  it("lists by tower, then order, then upload time; new plans go last; PUT moves and renames", async () => {
    const b = await createBuilding(ctx.prisma, { towers: 2 });
    const towers = await ctx.prisma.tower.findMany({
      where: { enterpriseId: b.enterpriseId },
      orderBy: { position: "asc" },
    });
    const [t1, t2] = towers.map((t) => t.id) as [string, string];
    const up = async (tower: string, title: string, order?: number) =>
      (
        await upload(secretary, b.enterpriseId, "towers-plans", {
          fields: { tower_id: tower, title, ...(order !== undefined ? { order: String(order) } : {}) },
        })
      ).json();
    const b1 = await up(t2, "B tipo 1");
    const a1 = await up(t1, "A tipo 1");
    const a2 = await up(t1, "A tipo 2");
    const a0 = await up(t1, "A cobertura", 0);
    expect([a1.order, a2.order, b1.order, a0.order]).toEqual([0, 1, 0, 0]);
    const base = `/enterprises/${b.enterpriseId}/towers-plans`;
    const titles = async (query = "") =>
      (await call(partner, "GET", `${base}${query}`)).json().payload.map((p: { title: string }) => p.title);
    expect(await titles()).toEqual(["A tipo 1", "A cobertura", "A tipo 2", "B tipo 1"]);
    expect(await titles(`?tower_id=${t2}`)).toEqual(["B tipo 1"]);
    const page = (await call(partner, "GET", `${base}?skip=1&limit=2`)).json();
    expect(page.pagination).toEqual({ total: 4, skip: 1, limit: 2 });
    expect(page.payload.map((p: { title: string }) => p.title)).toEqual(["A cobertura", "A tipo 2"]);

    const put = await call(admin, "PUT", `${base}/${a1._id}`, { title: "  A tipo 1 (final)  ", order: 5 });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ title: "A tipo 1 (final)", order: 5 });
    expect(await titles()).toEqual(["A cobertura", "A tipo 2", "A tipo 1 (final)", "B tipo 1"]);
    const cleared = await call(admin, "PUT", `${base}/${a2._id}`, { title: null, order: 9 });
    expect(cleared.json()).toMatchObject({ title: null, order: 9 });
    const bad = await call(admin, "PUT", `${base}/${a2._id}`, { order: "primeiro" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['"order" deve ser um número inteiro']);
    const unknown = await call(admin, "PUT", `${base}/${a2._id}`, { kind: "COMMON_AREA_PLAN" });
    expect(unknown.json().message).toEqual(['"kind" não é um campo permitido nesta rota']);
  });

  it("DELETE removes the row and the stored file; each write leaves an enterprise log row", async () => {
    const e = await createEnterprise(ctx.prisma);
    const plan = (await upload(secretary, e.id, "commom-area-plans", { fields: { title: "Salão de festas" } })).json();
    const row = await ctx.prisma.enterprisePlan.findUniqueOrThrow({ where: { id: plan._id } });
    const stored = path.join(ctx.config.uploadDir, row.storageKey);
    expect(existsSync(stored)).toBe(true);
    const base = `/enterprises/${e.id}/commom-area-plans/${plan._id}`;
    expect((await call(admin, "PUT", base, { title: "Salão gourmet" })).statusCode).toBe(200);
    const del = await call(admin, "DELETE", base);
    expect(del.json()).toEqual({ message: "Planta excluída com sucesso." });
    expect(await plansOf(e.id)).toBe(0);
    expect(existsSync(stored)).toBe(false);
    expect((await call(admin, "GET", `${base}/file`)).statusCode).toBe(404);

    const logs = await ctx.prisma.enterpriseLog.findMany({
      where: { enterpriseId: e.id },
      orderBy: { createdAt: "asc" },
    });
    expect(logs.map((l) => [l.action, l.actorId])).toEqual([
      ["PLAN_UPLOAD", secretary.user.id],
      ["PLAN_UPDATE", admin.user.id],
      ["PLAN_DELETE", admin.user.id],
    ]);
    expect(logs[0]?.data).toMatchObject({ plan_id: plan._id, kind: "COMMON_AREA_PLAN", title: "Salão de festas" });
    expect(logs[1]?.data).toMatchObject({ before: { title: "Salão de festas" }, after: { title: "Salão gourmet" } });
    const api = await call(admin, "GET", `/enterprises/${e.id}/logs`);
    expect(api.json().payload.map((l: { action: string }) => l.action)).toEqual(
      expect.arrayContaining(["PLAN_UPLOAD", "PLAN_UPDATE", "PLAN_DELETE"]),
    );
  });
});
