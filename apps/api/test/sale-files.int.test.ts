import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUYER, createDealEnterprise, planFor } from "./factories/deals";
import { createLead, type Staff, staff } from "./factories/leads";
import { multipartBody, SAMPLE_FILES } from "./factories/pre-leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let partner: Staff;
let otherPartner: Staff;
let secretary: Staff;
let admin: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  partner = await staff(ctx, ["AGENT_PARTNER"]);
  otherPartner = await staff(ctx, ["AGENT_PARTNER"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  admin = await staff(ctx, ["GERAL_ADMIN"]);
});
afterAll(() => ctx?.close());

function upload(who: Staff, saleId: string, fileType: string, format: keyof typeof SAMPLE_FILES) {
  const body = multipartBody({ file_type: fileType }, [{ name: `doc.${format}`, data: SAMPLE_FILES[format] }]);
  return ctx.app.inject({
    method: "POST",
    url: `/sales/${saleId}/assign-documents`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

async function partnerSale() {
  const { enterprise, unit } = await createDealEnterprise(ctx.prisma);
  const u = await unit();
  const lead = await createLead(ctx.prisma, { enterpriseId: enterprise.id, ownerId: partner.user.id });
  const p = (
    await ctx.app.inject({
      method: "POST",
      url: "/proposals",
      headers: partner.headers,
      payload: { lead_id: lead.id, unit_id: u.id, series: planFor(50_000_000), submit: true },
    })
  ).json();
  return (
    await ctx.app.inject({
      method: "POST",
      url: "/sales",
      headers: partner.headers,
      payload: { proposal_id: p._id, buyers: [BUYER] },
    })
  ).json();
}

describe("sale documents (assign-documents) and upload formats by role", () => {
  it("follows spec 5: partner pdf only for summary board and sale overview; admin pdf only; secretary any", async () => {
    const sale = await partnerSale();
    const ok = await upload(partner, sale._id, "SUMMARY_BOARD", "pdf");
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      file_type: "SUMMARY_BOARD",
      mime_type: "application/pdf",
      uploaded_by_id: partner.user.id,
    });

    expect((await upload(partner, sale._id, "SALE_OVERVIEW", "png")).statusCode).toBe(400);
    expect((await upload(partner, sale._id, "BUYER_ID", "pdf")).statusCode).toBe(403);
    const adminPng = await upload(admin, sale._id, "BUYER_ID", "png");
    expect(adminPng.statusCode).toBe(400);
    expect(adminPng.json().message[0]).toBe('"file" deve ser um arquivo PDF');
    expect((await upload(secretary, sale._id, "BUYER_ID", "jpeg")).statusCode).toBe(201);
    const badType = await upload(secretary, sale._id, "PASSPORT", "pdf");
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message[0]).toMatch(/^"file_type"/);

    // Another partner: the sale does not exist for them.
    expect((await upload(otherPartner, sale._id, "SUMMARY_BOARD", "pdf")).statusCode).toBe(404);
    const listed = await ctx.app.inject({ method: "GET", url: `/sales/${sale._id}/files`, headers: partner.headers });
    expect(
      listed
        .json()
        .payload.map((f: { file_type: string }) => f.file_type)
        .sort(),
    ).toEqual(["BUYER_ID", "SUMMARY_BOARD"]);
    expect(
      (await ctx.app.inject({ method: "GET", url: `/sales/${sale._id}/files`, headers: otherPartner.headers }))
        .statusCode,
    ).toBe(404);

    const download = await ctx.app.inject({
      method: "GET",
      url: `/sales/${sale._id}/files/${ok.json()._id}`,
      headers: partner.headers,
    });
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);

    // A partner cannot delete a document type they may not upload; the secretary can.
    const buyerDoc = listed.json().payload.find((f: { file_type: string }) => f.file_type === "BUYER_ID");
    const url = `/sales/${sale._id}/assign-documents/${buyerDoc._id}`;
    expect((await ctx.app.inject({ method: "DELETE", url, headers: partner.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "DELETE", url, headers: secretary.headers })).statusCode).toBe(204);
    expect(await ctx.prisma.saleFile.count({ where: { saleId: sale._id } })).toBe(1);
    const actions = (
      await ctx.prisma.saleLog.findMany({ where: { saleId: sale._id }, orderBy: { createdAt: "asc" } })
    ).map((l) => l.action);
    expect(actions).toEqual(["created", "document_added", "document_added", "document_removed"]);
  });
});
