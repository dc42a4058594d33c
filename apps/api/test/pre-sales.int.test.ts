import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleThroughApi } from "./factories/deals";
import { type Staff, staff } from "./factories/leads";
import { multipartBody, SAMPLE_FILES } from "./factories/pre-leads";
import { brokeredSale, createDealEnterprise, extrasWrites, saleLogActions } from "./factories/sale-extras";
import { createTestContext, type TestContext } from "./helpers";
import { pdfText } from "./pdf-text";

let ctx: TestContext;
let broker: Staff;
let secretary: Staff;
let partner: Staff;
let otherPartner: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  broker = await staff(ctx, ["BOOTH_SPECIALIST"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
  otherPartner = await staff(ctx, ["AGENT_PARTNER"]);
});
afterAll(() => ctx?.close());

const call = (method: "GET" | "POST" | "PUT", url: string, who: Staff, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const printOut = (saleId: string, who: Staff) => call("POST", `/pre-sales/${saleId}/print-out`, who);
function upload(who: Staff, saleId: string, name: string, data: Buffer, field = "file") {
  const body = multipartBody({}, [{ field, name, data }]);
  return ctx.app.inject({
    method: "POST",
    url: `/pre-sales/${saleId}/signed-file`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

describe("pre-sales: print-out and signed-file", () => {
  it("prints the pre-contract PDF (parties, unit, price, plan, signatures) and records who and when", async () => {
    const { sale, unit } = await saleThroughApi(ctx.app, ctx.prisma, broker);
    const empty = (await call("GET", `/pre-sales/${sale._id}`, broker)).json();
    expect(empty).toMatchObject({ print_count: 0, printed_at: null, has_signed_file: false });

    const res = await printOut(sale._id, broker);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`pre-venda-${sale._id.slice(0, 8)}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    for (const expected of [
      "Pré-contrato (pré-venda) de compra e venda",
      "Mariana Souza Lima",
      "529.982.247-25",
      unit.number,
      "R$ 500.000,00",
      "Financiamento bancário",
      "36 x R$ 2.000,00",
      broker.user.fullName,
    ]) {
      expect(text, expected).toContain(expected);
    }
    await printOut(sale._id, secretary);
    const after = (await call("GET", `/pre-sales/${sale._id}`, broker)).json();
    expect(after).toMatchObject({ print_count: 2, printed_by_id: secretary.user.id });
    expect(Date.parse(after.printed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await saleLogActions(ctx.prisma, sale._id)).toEqual(["created", "pre_sale_printed", "pre_sale_printed"]);
  });

  it("uploads the signed scan (type by content), serves it back, replaces it, and logs each upload", async () => {
    const { sale } = await saleThroughApi(ctx.app, ctx.prisma, broker);
    const up = await upload(broker, sale._id, "pre-venda-assinada.pdf", SAMPLE_FILES.pdf);
    expect(up.statusCode).toBe(201);
    expect(up.json()).toMatchObject({
      has_signed_file: true,
      signed_file_name: "pre-venda-assinada.pdf",
      signed_mime_type: "application/pdf",
      signed_size: SAMPLE_FILES.pdf.length,
      signed_by_id: broker.user.id,
    });
    const got = await call("GET", `/pre-sales/${sale._id}/signed-file`, secretary);
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("application/pdf");
    expect(got.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);

    // A photo of the signed page replaces the PDF; a PNG named .pdf is still a PNG.
    const photo = await upload(secretary, sale._id, "scan.pdf", SAMPLE_FILES.png);
    expect(photo.json()).toMatchObject({ signed_mime_type: "image/png", signed_by_id: secretary.user.id });
    expect((await call("GET", `/pre-sales/${sale._id}/signed-file`, broker)).rawPayload.equals(SAMPLE_FILES.png)).toBe(
      true,
    );
    expect(await saleLogActions(ctx.prisma, sale._id)).toEqual([
      "created",
      "pre_sale_signed",
      "pre_sale_signed_replaced",
    ]);
    expect(await ctx.prisma.preSale.count({ where: { saleId: sale._id } })).toBe(1);
  });

  it("400 naming the file with nothing written; 404 before any upload; 409 on a cancelled sale", async () => {
    const { sale } = await saleThroughApi(ctx.app, ctx.prisma, broker);
    const before = await extrasWrites(ctx.prisma);
    const text = await upload(broker, sale._id, "assinada.pdf", Buffer.from("não sou um PDF"));
    expect(text.statusCode).toBe(400);
    expect(text.json().message[0]).toBe('"file" deve ser um arquivo PDF, JPEG ou PNG');
    expect((await upload(broker, sale._id, "a.webp", SAMPLE_FILES.webp)).json().message[0]).toMatch(/^"file"/);
    expect((await upload(broker, sale._id, "a.pdf", SAMPLE_FILES.pdf, "arquivo")).json().message[0]).toMatch(
      /^"arquivo"/,
    );
    const noFile = multipartBody({ note: "x" });
    const none = await ctx.app.inject({
      method: "POST",
      url: `/pre-sales/${sale._id}/signed-file`,
      headers: { ...broker.headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message[0]).toBe('"file" é obrigatório');
    expect(await extrasWrites(ctx.prisma)).toEqual(before);
    const missing = await call("GET", `/pre-sales/${sale._id}/signed-file`, broker);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("A pré-venda assinada ainda não foi enviada.");

    await call("PUT", `/sales/${sale._id}/cancel`, secretary, { reason: "Cliente desistiu" });
    const closed = await printOut(sale._id, secretary);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe("A pré-venda só existe para vendas em andamento ou concluídas.");
    expect((await upload(secretary, sale._id, "a.pdf", SAMPLE_FILES.pdf)).statusCode).toBe(409);
  });

  it("partner brokers: their own sale works, another partner's sale is 404 everywhere", async () => {
    const { sale } = await brokeredSale(ctx.app, ctx.prisma, partner, await createDealEnterprise(ctx.prisma));
    expect((await printOut(sale._id, partner)).statusCode).toBe(200);
    expect((await upload(partner, sale._id, "a.pdf", SAMPLE_FILES.pdf)).statusCode).toBe(201);
    const before = await extrasWrites(ctx.prisma);
    expect((await printOut(sale._id, otherPartner)).statusCode).toBe(404);
    expect((await upload(otherPartner, sale._id, "a.pdf", SAMPLE_FILES.pdf)).statusCode).toBe(404);
    expect((await call("GET", `/pre-sales/${sale._id}`, otherPartner)).statusCode).toBe(404);
    expect((await call("GET", `/pre-sales/${sale._id}/signed-file`, otherPartner)).statusCode).toBe(404);
    expect(await extrasWrites(ctx.prisma)).toEqual(before);
  });
});

describe("OpenAPI", () => {
  it("documents every sale extra with its request body", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/docs/json" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/sales/recreate",
        "/sales/sale-group",
        "/sales/sale-group/{groupId}",
        "/sales/sale-group/{groupId}/sales",
        "/sales/sale-group/{groupId}/sales/{saleId}",
        "/sales/{id}/home-broker",
        "/sales/{id}/classification-participants",
        "/sales/{id}/payments_info",
        "/sales/participant-candidates",
        "/pre-sales/{saleId}",
        "/pre-sales/{saleId}/print-out",
        "/pre-sales/{saleId}/signed-file",
      ]),
    );
    const body = (path: string, method: string) =>
      doc.paths[path][method].requestBody.content["application/json"].schema.properties;
    expect(Object.keys(body("/sales/{id}/payments_info", "put"))).toEqual(
      expect.arrayContaining(["bank", "financing_modality", "financed_value_cents", "fgts_value_cents", "notes"]),
    );
    expect(body("/sales/recreate", "post")).toHaveProperty("sale_id");
    expect(body("/sales/{id}/classification-participants", "put")).toHaveProperty("participants");
    expect(doc.paths["/sales/{id}/payments_info"].get.responses["200"]).toBeDefined();
  });
});
