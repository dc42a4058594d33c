import { describe, expect, it } from "vitest";
import {
  allowedUploadFormats,
  FILE_FORMATS,
  formatRuleMessage,
  LEAD_FILE_TYPES,
  type LeadFileType,
} from "./lead-files";

const ALL = [...FILE_FORMATS];
const PDF = ["pdf"];

describe("allowedUploadFormats (spec 5: upload formats by role)", () => {
  // [roles, fileType, allowed formats]
  const table: [string[], LeadFileType, string[]][] = [
    [["GERAL_ADMIN"], "RG", PDF],
    [["GERAL_ADMIN"], "SUMMARY_BOARD", PDF],
    [["OPERATIONAL_ADMIN"], "PROOF_OF_INCOME", PDF],
    [["OPERATIONAL_ADMIN"], "OTHER", PDF],
    [["MASTER"], "RG", PDF],
    [["SALES_SECRETARY"], "SUMMARY_BOARD", ALL],
    [["SALES_SECRETARY"], "CPF", ALL],
    [["AGENT_PARTNER"], "SUMMARY_BOARD", PDF],
    [["AGENT_PARTNER"], "SALE_OVERVIEW", PDF],
    [["AGENT_PARTNER"], "RG", ALL],
    [["AGENT_PARTNER"], "PROOF_OF_ADDRESS", ALL],
    [["BOOTH_SPECIALIST"], "SUMMARY_BOARD", ALL],
    [["ONLINE_SPECIALIST"], "SALE_OVERVIEW", ALL],
    [["BOOTH_COORDINATOR"], "CNH", ALL],
    [["AGENT_PATRIANI"], "SUMMARY_BOARD", ALL],
    // First rule that applies wins: admin before secretary, secretary before partner.
    [["GERAL_ADMIN", "SALES_SECRETARY"], "RG", PDF],
    [["SALES_SECRETARY", "AGENT_PARTNER"], "SUMMARY_BOARD", ALL],
  ];
  it.each(table)("%j uploading %s -> %j", (roles, fileType, expected) => {
    expect([...allowedUploadFormats(roles, fileType)]).toEqual(expected);
  });

  it("never allows anything outside the content-checked formats", () => {
    for (const type of LEAD_FILE_TYPES) {
      for (const roles of [["GERAL_ADMIN"], ["SALES_SECRETARY"], ["AGENT_PARTNER"], ["RECEPCIONIST"]]) {
        for (const f of allowedUploadFormats(roles, type)) expect(FILE_FORMATS).toContain(f);
      }
    }
  });

  it("words the refusal for pdf-only and for the general list", () => {
    expect(formatRuleMessage(["pdf"])).toBe("deve ser um arquivo PDF");
    expect(formatRuleMessage(FILE_FORMATS)).toBe("deve ser um arquivo PDF, PNG, JPEG ou WebP");
  });
});
