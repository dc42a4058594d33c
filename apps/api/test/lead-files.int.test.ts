import { readdirSync } from "node:fs";
import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLead, multipartBody, SAMPLE_FILES } from "./factories/pre-leads";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

let ctx: TestContext;
const users: Record<string, { id: string; token: string }> = {};

async function userAs(key: string, roles: string[], extra: { readOnly?: boolean } = {}) {
  const { user, password } = await createUser(ctx.prisma, { roles, readOnly: extra.readOnly ?? false });
  users[key] = { id: user.id, token: (await login(ctx.app, user.email, password)).token as string };
}

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  await userAs("specialist", ["BOOTH_SPECIALIST"]);
  await userAs("other", ["ONLINE_SPECIALIST"]);
  await userAs("admin", ["GERAL_ADMIN"]);
  await userAs("operational", ["OPERATIONAL_ADMIN"]);
  await userAs("secretary", ["SALES_SECRETARY"]);
  await userAs("coordinator", ["BOOTH_COORDINATOR"]);
  await userAs("partner", ["AGENT_PARTNER"]);
  await userAs("marketing", ["MARKETING"]);
  await userAs("readonlyAdmin", ["GERAL_ADMIN"], { readOnly: true });
});
afterAll(() => ctx?.close());

const auth = (who: string) => bearer(users[who]?.token as string);
type Format = keyof typeof SAMPLE_FILES;

function upload(who: string, leadId: string, fileType: string, format: Format, name?: string, extra = {}) {
  const body = multipartBody({ fileType, ...extra }, [{ name: name ?? `doc.${format}`, data: SAMPLE_FILES[format] }]);
  return ctx.app.inject({
    method: "POST",
    url: `/leads/${leadId}/files`,
    headers: { ...auth(who), ...body.headers },
    payload: body.payload,
  });
}

const storedFiles = (leadId: string) => {
  try {
    return readdirSync(`${ctx.config.uploadDir}/lead-files/${leadId}`);
  } catch {
    return [];
  }
};

describe("lead files: upload, list, download, delete", () => {
  it("goes through the whole cycle for the lead's owner, with FILE entries in the history", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: users.specialist?.id });
    const up = await upload("specialist", lead.id, "RG", "png", "RG frente.png");
    expect(up.statusCode).toBe(201);
    const file = up.json();
    expect(file).toMatchObject({
      fileType: "RG",
      copartnerId: null,
      file_name: "RG frente.png",
      mime_type: "image/png",
      size: SAMPLE_FILES.png.length,
      uploaded_by: { _id: users.specialist?.id },
    });
    await upload("specialist", lead.id, "PROOF_OF_ADDRESS", "pdf", "Comprovante de endereço.pdf");

    const list = await ctx.app.inject({ method: "GET", url: `/leads/${lead.id}/files`, headers: auth("specialist") });
    expect(
      list
        .json()
        .payload.map((f: { fileType: string }) => f.fileType)
        .sort(),
    ).toEqual(["PROOF_OF_ADDRESS", "RG"]);

    const down = await ctx.app.inject({
      method: "GET",
      url: `/leads/${lead.id}/files/${file.fileId}`,
      headers: auth("specialist"),
    });
    expect(down.statusCode).toBe(200);
    expect(down.headers["content-type"]).toBe("image/png");
    expect(down.headers["content-disposition"]).toBe(
      `attachment; filename="RG frente.png"; filename*=UTF-8''RG%20frente.png`,
    );
    expect(down.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);

    const del = await ctx.app.inject({
      method: "DELETE",
      url: `/leads/${lead.id}/files?fileType=RG`,
      headers: auth("specialist"),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: "Arquivo(s) excluído(s) com sucesso.", deleted: 1 });
    expect(await ctx.prisma.leadFile.count({ where: { leadId: lead.id } })).toBe(1);
    expect(storedFiles(lead.id)).toHaveLength(1);

    const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: lead.id }, orderBy: { createdAt: "asc" } });
    expect(logs.map((l) => [l.type, l.subtype])).toEqual([
      ["FILE", "UPLOAD"],
      ["FILE", "UPLOAD"],
      ["FILE", "DELETE"],
    ]);
    expect(logs[0]?.text).toContain('"RG frente.png"');

    const gone = await ctx.app.inject({
      method: "GET",
      url: `/leads/${lead.id}/files/${file.fileId}`,
      headers: auth("specialist"),
    });
    expect(gone.statusCode).toBe(404);
    const again = await ctx.app.inject({
      method: "DELETE",
      url: `/leads/${lead.id}/files?fileType=RG`,
      headers: auth("specialist"),
    });
    expect(again.statusCode).toBe(404);
  });

  it("deletes only the given co-partner's files when copartnerId is sent", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: users.specialist?.id });
    const cop = await ctx.prisma.leadCopartner.create({ data: { leadId: lead.id, fullName: "Paula Cônjuge" } });
    await upload("specialist", lead.id, "CPF", "pdf");
    expect(
      (await upload("specialist", lead.id, "CPF", "pdf", "cpf-conjuge.pdf", { copartnerId: cop.id })).statusCode,
    ).toBe(201);
    const del = await ctx.app.inject({
      method: "DELETE",
      url: `/leads/${lead.id}/files?fileType=CPF&copartnerId=${cop.id}`,
      headers: auth("specialist"),
    });
    expect(del.json().deleted).toBe(1);
    const left = await ctx.prisma.leadFile.findMany({ where: { leadId: lead.id } });
    expect(left.map((f) => f.copartnerId)).toEqual([null]);
  });
});

describe("lead files: a failed object delete after commit", () => {
  it("still deletes the rows, and logs the orphaned object at warn instead of swallowing it", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: users.specialist?.id });
    expect((await upload("specialist", lead.id, "RG", "png")).statusCode).toBe(201);
    const [row] = await ctx.prisma.leadFile.findMany({ where: { leadId: lead.id } });
    const failure = new Error("disk gone");
    const del = vi.spyOn(ctx.app.storage, "delete").mockRejectedValueOnce(failure);
    const warn = vi.spyOn(ctx.app.log, "warn");
    try {
      const res = await ctx.app.inject({
        method: "DELETE",
        url: `/leads/${lead.id}/files?fileType=RG`,
        headers: auth("specialist"),
      });
      expect(res.json().deleted).toBe(1);
      expect(await ctx.prisma.leadFile.count({ where: { leadId: lead.id } })).toBe(0);
      expect(warn).toHaveBeenCalledWith(
        { err: failure, storageKey: row!.storageKey },
        "best effort failed: delete a removed file",
      );
    } finally {
      del.mockRestore();
      warn.mockRestore();
    }
  });
});

describe("lead files: type by content and per-role formats (spec 5)", () => {
  it("refuses a PNG renamed .pdf for an admin (pdf only), writing nothing", async () => {
    const lead = await createLead(ctx.prisma);
    const res = await upload("admin", lead.id, "RG", "png", "documento.pdf");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['"file" deve ser um arquivo PDF']);
    expect(await ctx.prisma.leadFile.count({ where: { leadId: lead.id } })).toBe(0);
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id } })).toBe(0);
    expect(storedFiles(lead.id)).toEqual([]);
  });

  // [user, fileType, format, expected status]
  const table: [string, string, Format, number][] = [
    ["admin", "RG", "pdf", 201],
    ["admin", "RG", "jpeg", 400],
    ["operational", "SUMMARY_BOARD", "pdf", 201],
    ["operational", "PROOF_OF_INCOME", "webp", 400],
    ["secretary", "SUMMARY_BOARD", "webp", 201],
    ["secretary", "RG", "png", 201],
    ["partner", "SUMMARY_BOARD", "png", 400],
    ["partner", "SALE_OVERVIEW", "jpeg", 400],
    ["partner", "SALE_OVERVIEW", "pdf", 201],
    ["partner", "RG", "png", 201],
    ["coordinator", "SALE_OVERVIEW", "jpeg", 201],
    ["specialist", "CNH", "webp", 201],
    ["specialist", "OTHER", "text", 400],
  ];
  it.each(table)("%s uploading %s as %s -> %i", async (who, fileType, format, status) => {
    const lead = await createLead(ctx.prisma, { ownerId: users[who]?.id });
    const res = await upload(who, lead.id, fileType, format, "qualquer-nome.pdf");
    expect(res.statusCode).toBe(status);
    if (status === 400) expect(res.json().message[0]).toMatch(/^"file" deve ser um arquivo PDF/);
    expect(await ctx.prisma.leadFile.count({ where: { leadId: lead.id } })).toBe(status === 201 ? 1 : 0);
  });

  it("400 naming the field for a bad fileType, a foreign copartnerId, a missing or oversized file", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: users.specialist?.id });
    const other = await createLead(ctx.prisma);
    const cop = await ctx.prisma.leadCopartner.create({ data: { leadId: other.id, fullName: "Alheio" } });

    expect((await upload("specialist", lead.id, "SELFIE", "pdf")).json().message[0]).toMatch(/^"fileType"/);
    const foreign = await upload("specialist", lead.id, "RG", "pdf", "rg.pdf", { copartnerId: cop.id });
    expect(foreign.json().message).toEqual(['"copartnerId" não pertence a este lead']);

    const noFile = multipartBody({ fileType: "RG" });
    const missing = await ctx.app.inject({
      method: "POST",
      url: `/leads/${lead.id}/files`,
      headers: { ...auth("specialist"), ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.json().message).toEqual(['"file" é obrigatório']);

    const big = multipartBody({ fileType: "RG" }, [
      { name: "grande.pdf", data: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    const tooBig = await ctx.app.inject({
      method: "POST",
      url: `/leads/${lead.id}/files`,
      headers: { ...auth("specialist"), ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toEqual(['"file" deve ter no máximo 10 MB']);
    expect(await ctx.prisma.leadFile.count({ where: { leadId: lead.id } })).toBe(0);
  });
});

describe("lead files: scope and read-only rules", () => {
  it("404 on another specialist's lead for upload, list, download and delete", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: users.other?.id });
    const mine = await upload("other", lead.id, "RG", "pdf");
    const fileId = mine.json().fileId;
    const attempts = [
      await upload("specialist", lead.id, "RG", "pdf"),
      await ctx.app.inject({ method: "GET", url: `/leads/${lead.id}/files`, headers: auth("specialist") }),
      await ctx.app.inject({ method: "GET", url: `/leads/${lead.id}/files/${fileId}`, headers: auth("specialist") }),
      await ctx.app.inject({
        method: "DELETE",
        url: `/leads/${lead.id}/files?fileType=RG`,
        headers: auth("specialist"),
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Lead não encontrado.");
    }
    expect(await ctx.prisma.leadFile.count({ where: { leadId: lead.id } })).toBe(1);
  });

  it("lets read-only and history-only users see the files but not change them (403)", async () => {
    const lead = await createLead(ctx.prisma);
    await upload("coordinator", lead.id, "RG", "pdf");
    for (const who of ["readonlyAdmin", "marketing"]) {
      const list = await ctx.app.inject({ method: "GET", url: `/leads/${lead.id}/files`, headers: auth(who) });
      expect(list.json().payload).toHaveLength(1);
      expect((await upload(who, lead.id, "RG", "pdf")).statusCode).toBe(403);
      const del = await ctx.app.inject({
        method: "DELETE",
        url: `/leads/${lead.id}/files?fileType=RG`,
        headers: auth(who),
      });
      expect(del.statusCode).toBe(403);
    }
    expect(await ctx.prisma.leadFile.count({ where: { leadId: lead.id } })).toBe(1);
  });

  it("400 for a bad fileType in the delete query; 401 without a token", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: users.specialist?.id });
    const res = await ctx.app.inject({
      method: "DELETE",
      url: `/leads/${lead.id}/files?fileType=x`,
      headers: auth("specialist"),
    });
    expect(res.json().message[0]).toMatch(/^"fileType"/);
    expect((await ctx.app.inject({ method: "GET", url: `/leads/${lead.id}/files` })).statusCode).toBe(401);
  });
});
