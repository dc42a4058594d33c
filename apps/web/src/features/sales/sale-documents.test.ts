import { describe, expect, it } from "vitest";
import { saleDocumentLabel, uploadAccept, uploadableDocumentTypes } from "./sale-documents";

describe("sale documents by role (spec 5)", () => {
  it("a partner broker uploads only the summary board and the sale overview, as PDF", () => {
    expect(uploadableDocumentTypes(["AGENT_PARTNER"]).map((t) => t.value)).toEqual(["SUMMARY_BOARD", "SALE_OVERVIEW"]);
    expect(uploadAccept(["AGENT_PARTNER"], "SUMMARY_BOARD")).toEqual({ accept: "application/pdf", hint: "PDF" });
  });
  it("admins upload every type, PDF only; the secretary any accepted format", () => {
    expect(uploadableDocumentTypes(["GERAL_ADMIN"])).toHaveLength(9);
    expect(uploadAccept(["GERAL_ADMIN"], "BUYER_ID").hint).toBe("PDF");
    expect(uploadAccept(["SALES_SECRETARY"], "BUYER_ID").hint).toBe("PDF, PNG, JPEG, WEBP");
  });
  it("labels types in pt-BR; a type this version does not know is a 'Documento', never its code", () => {
    expect(saleDocumentLabel("DOWN_PAYMENT_RECEIPT")).toBe("Comprovante do ato");
    expect(saleDocumentLabel("X")).toBe("Documento");
  });
});
