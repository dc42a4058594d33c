import { leadFileVersionSchema } from "@portal/contracts/lead-files";
import { saleFileVersionSchema } from "@portal/contracts/sale-files";
import { describe, expect, it } from "vitest";
import { fileVersionView } from "./file-versions";

const common = {
  file_name: "quadro v1.pdf",
  mime_type: "application/pdf",
  size: 2048,
  createdAt: "2026-11-20T13:00:00.000Z",
  uploaded_by: { _id: "u1", full_name: "Carla Nunes" },
  replaced_at: "2026-11-21T14:30:00.000Z",
  replaced_by: { _id: "u2", full_name: "Rui Prado" },
};

describe("an earlier version of a document on the screen", () => {
  it("a sale's version names who sent it and who replaced it, as a lead's does", () => {
    const sale = saleFileVersionSchema.parse({ _id: "s1", ...common, uploaded_by_id: "u1", replaced_by_id: "u2" });
    const lead = leadFileVersionSchema.parse({ fileId: "l1", ...common });
    const expected = {
      file_name: "quadro v1.pdf",
      size: 2048,
      createdAt: common.createdAt,
      uploadedBy: "Carla Nunes",
      replacedAt: common.replaced_at,
      replacedBy: "Rui Prado",
    };
    expect(fileVersionView(sale._id, sale)).toEqual({ id: "s1", ...expected });
    expect(fileVersionView(lead.fileId, lead)).toEqual({ id: "l1", ...expected });
  });

  it("a version whose people are gone shows no name", () => {
    const v = fileVersionView("s1", { ...common, uploaded_by: null, replaced_by: null });
    expect([v.uploadedBy, v.replacedBy]).toEqual([null, null]);
  });
});
