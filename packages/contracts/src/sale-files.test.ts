import { describe, expect, it } from "vitest";
import { saleUploadFormats } from "./sale-files";

describe("sale document upload formats by role (spec 5)", () => {
  it("admins pdf only, secretary any format", () => {
    expect(saleUploadFormats(["GERAL_ADMIN"], "BUYER_ID")).toEqual(["pdf"]);
    expect(saleUploadFormats(["MASTER"], "BUYER_ID")).toEqual(["pdf"]);
    expect(saleUploadFormats(["SALES_SECRETARY"], "BUYER_ID")).toEqual(["pdf", "png", "jpeg", "webp"]);
  });
  it("partners pdf only for the summary board and the sale overview, nothing else", () => {
    expect(saleUploadFormats(["AGENT_PARTNER"], "SUMMARY_BOARD")).toEqual(["pdf"]);
    expect(saleUploadFormats(["AGENT_PATRIANI"], "SALE_OVERVIEW")).toEqual(["pdf"]);
    expect(saleUploadFormats(["AGENT_PARTNER"], "BUYER_ID")).toBeNull();
  });
});
