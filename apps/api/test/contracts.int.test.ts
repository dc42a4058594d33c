import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDealEnterprise, saleThroughApi } from "./factories/deals";
import { type Staff, staff } from "./factories/leads";
import { multipartBody, SAMPLE_FILES } from "./factories/pre-leads";
import { createTestContext, type TestContext } from "./helpers";
import { pdfText } from "./pdf-text";

let ctx: TestContext;
let broker: Staff;
let secretary: Staff;
let partner: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  broker = await staff(ctx, ["BOOTH_SPECIALIST"], { fullName: "Bruno Corretor" });
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
});
afterAll(() => ctx?.close());

const call = (method: "GET" | "POST" | "PUT", url: string, who: Staff, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function saleInProcess() {
  const deal = await createDealEnterprise(ctx.prisma);
  await ctx.prisma.enterprise.update({
    where: { id: deal.enterprise.id },
    data: { speCompanyName: "Jardim SPE Ltda", speCnpj: "11222333000181" },
  });
  return (await saleThroughApi(ctx.app, ctx.prisma, broker, deal)).sale;
}

describe("contracts", () => {
  it("issues the contract PDF from the sale, signs it manually with the uploaded file, and logs both", async () => {
    const sale = await saleInProcess();
    expect((await call("POST", `/sales/${sale._id}/issue-contract-manually`, broker)).statusCode).toBe(403);
    const issued = await call("POST", `/sales/${sale._id}/issue-contract-manually`, secretary);
    expect(issued.statusCode).toBe(201);
    const contract = issued.json();
    expect(contract).toMatchObject({ sale_id: sale._id, status: "PENDING", has_file: true, has_signed_file: false });
    expect((await call("GET", `/sales/${sale._id}/status-signature-contract`, broker)).json()).toEqual({
      sale_id: sale._id,
      status: "PENDING",
      contract_id: contract._id,
    });

    const file = await call("GET", `/contracts/${contract._id}/file`, broker);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(file.rawPayload);
    for (const expected of [
      "Instrumento particular de promessa de compra e venda",
      "Jardim SPE Ltda",
      "11.222.333/0001-81",
      "Mariana Souza Lima",
      "529.982.247-25",
      "R$ 500.000,00",
      "36 x R$ 2.000,00 = R$ 72.000,00",
      "Bruno Corretor",
    ]) {
      expect(text, expected).toContain(expected);
    }

    // Manual signing needs a PDF.
    const png = multipartBody({}, [{ name: "assinado.png", data: SAMPLE_FILES.png }]);
    const notPdf = await ctx.app.inject({
      method: "POST",
      url: `/contracts/${contract._id}/manually-sign`,
      headers: { ...secretary.headers, ...png.headers },
      payload: png.payload,
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message[0]).toMatch(/^"file"/);
    const pdf = multipartBody({}, [{ name: "assinado.pdf", data: SAMPLE_FILES.pdf }]);
    const signed = await ctx.app.inject({
      method: "POST",
      url: `/contracts/${contract._id}/manually-sign`,
      headers: { ...secretary.headers, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ status: "SIGNED", has_signed_file: true, signed_by: secretary.user.id });
    const signedFile = await call("GET", `/contracts/${contract._id}/file?signed=true`, broker);
    expect(signedFile.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    // Signed: no second signature, no re-issue.
    const again = await ctx.app.inject({
      method: "POST",
      url: `/contracts/${contract._id}/manually-sign`,
      headers: { ...secretary.headers, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(again.statusCode).toBe(409);
    expect((await call("POST", `/sales/${sale._id}/issue-contract-manually`, secretary)).statusCode).toBe(409);

    const actions = (await call("GET", `/sales/${sale._id}/logs`, secretary))
      .json()
      .payload.map((l: { action: string }) => l.action);
    expect(actions).toEqual(["created", "contract_issued", "contract_signed"]);
    const list = (await call("GET", "/contracts?status=SIGNED", secretary)).json();
    expect(list.payload.map((c: { _id: string }) => c._id)).toContain(contract._id);
  });

  it("a partner never sees another broker's contract (404) nor lists it", async () => {
    const sale = await saleInProcess();
    const contract = (await call("POST", `/sales/${sale._id}/issue-contract-manually`, secretary)).json();
    expect((await call("GET", `/contracts/${contract._id}`, partner)).statusCode).toBe(404);
    expect((await call("GET", `/contracts/${contract._id}/file`, partner)).statusCode).toBe(404);
    expect((await call("GET", "/contracts", partner)).json().payload).toEqual([]);
    const refused = await call("PUT", `/contracts/${contract._id}/refuse`, secretary, { reason: "Cliente desistiu" });
    expect(refused.json()).toMatchObject({ status: "REFUSED", refused_reason: "Cliente desistiu" });
  });
});
