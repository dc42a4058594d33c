/** /files/convert (photos as one PDF) and /files/update-files (a new version of a lead's or a sale's file). */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUYER, createDealEnterprise, planFor } from "./factories/deals";
import { createLead, type Staff, staff } from "./factories/leads";
import { multipartBody, SAMPLE_FILES } from "./factories/pre-leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let specialist: Staff;
let other: Staff;
let admin: Staff;
let readOnly: Staff;
let partner: Staff;

/** A real HEIC photo (HEVC, 320x240) written by libheif's heif-enc. */
const HEIC = readFileSync(new URL("../../../packages/domain/src/lib/fixtures/document.heic", import.meta.url));
const photo = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 200, b: 190 } } });
const pageCount = (pdf: Buffer) => [...pdf.toString("latin1").matchAll(/\/Type \/Page\n/g)].length;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
  other = await staff(ctx, ["ONLINE_SPECIALIST"]);
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  readOnly = await staff(ctx, ["GERAL_ADMIN"], { readOnly: true });
  partner = await staff(ctx, ["AGENT_PARTNER"]);
});
afterAll(() => ctx?.close());

function convert(who: Staff, images: { name: string; data: Buffer }[], fields: Record<string, string> = {}) {
  const body = multipartBody(
    fields,
    images.map((i) => ({ ...i, field: "files" })),
  );
  return ctx.app.inject({
    method: "POST",
    url: "/files/convert",
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

function replace(who: Staff, fields: Record<string, string>, file: { name: string; data: Buffer }) {
  const body = multipartBody(fields, [file]);
  return ctx.app.inject({
    method: "PUT",
    url: "/files/update-files",
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

async function leadWithRg(owner: Staff) {
  const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
  const body = multipartBody({ fileType: "RG" }, [{ name: "RG frente.png", data: SAMPLE_FILES.png }]);
  const up = await ctx.app.inject({
    method: "POST",
    url: `/leads/${lead.id}/files`,
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
  expect(up.statusCode).toBe(201);
  return { leadId: lead.id, fileId: up.json().fileId as string };
}

describe("POST /files/convert", () => {
  it("turns a PNG, an iPhone HEIC and a JPEG into one PDF of three pages, in the order sent", async () => {
    const res = await convert(
      specialist,
      [
        { name: "frente.png", data: await photo(600, 900).png().toBuffer() },
        { name: "verso.HEIC", data: HEIC },
        { name: "comprovante.jpg", data: await photo(900, 600).jpeg().toBuffer() },
      ],
      { file_name: "RG de Mário" },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`filename*=UTF-8''RG%20de%20M%C3%A1rio.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pageCount(res.rawPayload)).toBe(3);
  });

  it("names the image that is not one, refuses none or too many, and a read-only user", async () => {
    const jpeg = await photo(40, 40).jpeg().toBuffer();
    const notImage = await convert(specialist, [
      { name: "a.jpg", data: jpeg },
      { name: "nota.jpg", data: SAMPLE_FILES.text },
    ]);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toEqual(['"files" a imagem 2 ("nota.jpg") deve ser JPEG, PNG, WebP ou HEIC']);
    // Looks like a JPEG by its first bytes, but is not one.
    const broken = await convert(specialist, [{ name: "corrompida.jpg", data: SAMPLE_FILES.jpeg }]);
    expect(broken.json().message).toEqual(['"files" a imagem 1 ("corrompida.jpg") não pôde ser lida']);
    const none = await convert(specialist, [], { file_name: "vazio" });
    expect(none.json().message).toEqual(['"files" deve ter ao menos uma imagem']);
    const many = await convert(
      specialist,
      Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.jpg`, data: jpeg })),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toEqual(['"files" deve ter no máximo 20 imagens']);
    expect((await convert(readOnly, [{ name: "a.jpg", data: jpeg }])).statusCode).toBe(403);
  });
});

describe("PUT /files/update-files on a lead's file", () => {
  it("replaces the file, keeps the old version downloadable, and writes the history", async () => {
    const { leadId, fileId } = await leadWithRg(specialist);
    const res = await replace(
      specialist,
      { lead_id: leadId, file_id: fileId },
      { name: "RG completo.pdf", data: SAMPLE_FILES.pdf },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      target: "LEAD",
      file: {
        fileType: "RG",
        file_name: "RG completo.pdf",
        mime_type: "application/pdf",
        versions: [{ fileId, file_name: "RG frente.png", replaced_by: { _id: specialist.user.id } }],
      },
    });
    const list = await ctx.app.inject({ method: "GET", url: `/leads/${leadId}/files`, headers: specialist.headers });
    expect(list.json().payload.map((f: { fileId: string }) => f.fileId)).toEqual([body.file.fileId]);
    const old = await ctx.app.inject({
      method: "GET",
      url: `/leads/${leadId}/files/${fileId}`,
      headers: specialist.headers,
    });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    const log = await ctx.prisma.leadLog.findFirstOrThrow({ where: { leadId, subtype: "REPLACE" } });
    expect(log.text).toBe(
      `Arquivo "RG frente.png" (RG) substituído por "RG completo.pdf" por ${specialist.user.fullName}.`,
    );

    // A version already replaced cannot be replaced again: 409, nothing written.
    const again = await replace(
      specialist,
      { lead_id: leadId, file_id: fileId },
      { name: "x.pdf", data: SAMPLE_FILES.pdf },
    );
    expect(again.statusCode).toBe(409);
    expect(await ctx.prisma.leadFile.count({ where: { leadId } })).toBe(2);
  });

  it("applies the upload's rules: an admin sends only PDFs, a user who cannot see the lead gets 404", async () => {
    const { leadId, fileId } = await leadWithRg(specialist);
    const png = await replace(admin, { lead_id: leadId, file_id: fileId }, { name: "rg.png", data: SAMPLE_FILES.png });
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toEqual(['"file" deve ser um arquivo PDF']);
    const stranger = await replace(
      other,
      { lead_id: leadId, file_id: fileId },
      { name: "a.pdf", data: SAMPLE_FILES.pdf },
    );
    expect(stranger.statusCode).toBe(404);
    const both = await replace(
      specialist,
      { lead_id: leadId, sale_id: leadId, file_id: fileId },
      { name: "a.pdf", data: SAMPLE_FILES.pdf },
    );
    expect(both.json().message).toEqual(['"lead_id" informe lead_id ou sale_id (um dos dois)']);
    expect(await ctx.prisma.leadFile.count({ where: { leadId, replacedAt: { not: null } } })).toBe(0);
  });

  it("five replacements of the same version at once: one wins, four 409, one current file", async () => {
    const { leadId, fileId } = await leadWithRg(specialist);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        replace(specialist, { lead_id: leadId, file_id: fileId }, { name: `v${i}.pdf`, data: SAMPLE_FILES.pdf }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await ctx.prisma.leadFile.count({ where: { leadId, replacedAt: null } })).toBe(1);
    expect(await ctx.prisma.leadFile.count({ where: { leadId } })).toBe(2);
  });
});

describe("PUT /files/update-files on a sale's document", () => {
  it("a partner replaces the summary board; the old one stays readable; deleting removes every version", async () => {
    const { enterprise, unit } = await createDealEnterprise(ctx.prisma);
    const u = await unit();
    const lead = await createLead(ctx.prisma, { enterpriseId: enterprise.id, ownerId: partner.user.id });
    const proposal = (
      await ctx.app.inject({
        method: "POST",
        url: "/proposals",
        headers: partner.headers,
        payload: { lead_id: lead.id, unit_id: u.id, series: planFor(50_000_000), submit: true },
      })
    ).json();
    const sale = (
      await ctx.app.inject({
        method: "POST",
        url: "/sales",
        headers: partner.headers,
        payload: { proposal_id: proposal._id, buyers: [BUYER] },
      })
    ).json();
    const body = multipartBody({ file_type: "SUMMARY_BOARD" }, [{ name: "quadro v1.pdf", data: SAMPLE_FILES.pdf }]);
    const first = (
      await ctx.app.inject({
        method: "POST",
        url: `/sales/${sale._id}/assign-documents`,
        headers: { ...partner.headers, ...body.headers },
        payload: body.payload,
      })
    ).json();

    // A partner sends only PDFs for the summary board (spec 5), on a replacement too.
    const png = await replace(
      partner,
      { sale_id: sale._id, file_id: first._id },
      { name: "q.png", data: SAMPLE_FILES.png },
    );
    expect(png.statusCode).toBe(400);
    const res = await replace(
      partner,
      { sale_id: sale._id, file_id: first._id },
      { name: "quadro v2.pdf", data: SAMPLE_FILES.pdf },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      target: "SALE",
      file: {
        file_type: "SUMMARY_BOARD",
        file_name: "quadro v2.pdf",
        versions: [{ _id: first._id, file_name: "quadro v1.pdf", replaced_by_id: partner.user.id }],
      },
    });
    // Who sent and who replaced each version, by name, as a lead's versions show them ("substituído por ... em ...").
    const who = { _id: partner.user.id, full_name: partner.user.fullName };
    const listed = await ctx.app.inject({ method: "GET", url: `/sales/${sale._id}/files`, headers: partner.headers });
    expect(listed.json().payload).toMatchObject([
      {
        file_name: "quadro v2.pdf",
        uploaded_by: who,
        versions: [{ _id: first._id, uploaded_by: who, replaced_by: who, replaced_at: expect.any(String) }],
      },
    ]);
    expect(res.json().file.versions[0].replaced_by).toEqual(who);
    const old = await ctx.app.inject({
      method: "GET",
      url: `/sales/${sale._id}/files/${first._id}`,
      headers: partner.headers,
    });
    expect(old.statusCode).toBe(200);
    const actions = (await ctx.prisma.saleLog.findMany({ where: { saleId: sale._id } })).map((l) => l.action);
    expect(actions).toContain("document_replaced");

    const current = res.json().file._id as string;
    const del = await ctx.app.inject({
      method: "DELETE",
      url: `/sales/${sale._id}/assign-documents/${current}`,
      headers: partner.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await ctx.prisma.saleFile.count({ where: { saleId: sale._id } })).toBe(0);
  });
});
