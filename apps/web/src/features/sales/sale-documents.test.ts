import { saleUploadFormats } from "@portal/contracts/sale-files";
import { describe, expect, it } from "vitest";
import { saleDocumentLabel, uploadableDocumentTypes } from "./sale-documents";

describe("sale documents by role (spec 5)", () => {
  it("a partner broker uploads only the summary board and the sale overview, as PDF", () => {
    expect(uploadableDocumentTypes(["AGENT_PARTNER"]).map((t) => t.value)).toEqual(["SUMMARY_BOARD", "SALE_OVERVIEW"]);
    expect(saleUploadFormats(["AGENT_PARTNER"], "SUMMARY_BOARD")).toEqual(["pdf"]);
  });
  it("admins upload every type, PDF only; the secretary any accepted format", () => {
    expect(uploadableDocumentTypes(["GERAL_ADMIN"])).toHaveLength(9);
    expect(saleUploadFormats(["GERAL_ADMIN"], "BUYER_ID")).toEqual(["pdf"]);
    expect(saleUploadFormats(["SALES_SECRETARY"], "BUYER_ID")).toEqual(["pdf", "png", "jpeg", "webp"]);
  });
  it("labels types in pt-BR; a type this version does not know is a 'Documento', never its code", () => {
    expect(saleDocumentLabel("DOWN_PAYMENT_RECEIPT")).toBe("Comprovante do ato");
    expect(saleDocumentLabel("X")).toBe("Documento");
  });
});
