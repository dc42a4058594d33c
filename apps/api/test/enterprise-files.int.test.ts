import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise } from "./factories/enterprises";
import { type Staff, staff } from "./factories/leads";
import { multipartBody, SAMPLE_FILES } from "./factories/pre-leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let secretary: Staff;
let specialist: Staff;
let partner: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  secretary = await staff(ctx, ["SALES_SECRETARY"]);
  specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
});
afterAll(() => ctx?.close());

type Format = keyof typeof SAMPLE_FILES;
function upload(who: Staff, enterpriseId: string, fileType: string, format: Format) {
  const body = multipartBody({ file_type: fileType }, [{ name: `arquivo.${format}`, data: SAMPLE_FILES[format] }]);
  return ctx.app.inject({
    method: "POST",
    url: `/enterprises/${enterpriseId}/files`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

describe("enterprise files: upload formats by role (spec 5)", () => {
  it.each([
    ["admin", "BOOK", "pdf", 201],
    ["admin", "BOOK", "png", 400],
    ["secretary", "BOOK", "png", 201],
    ["secretary", "PRICE_TABLE", "jpeg", 201],
    ["partner", "SUMMARY_BOARD", "pdf", 201],
    ["partner", "SALE_OVERVIEW", "png", 400],
    ["partner", "BOOK", "pdf", 403],
    ["specialist", "SUMMARY_BOARD", "pdf", 403],
  ] as const)("%s uploads %s as %s -> %i", async (who, fileType, format, code) => {
    const users = { admin, secretary, partner, specialist };
    const e = await createEnterprise(ctx.prisma);
    const res = await upload(users[who], e.id, fileType, format);
    expect(res.statusCode).toBe(code);
    const rows = await ctx.prisma.enterpriseFile.count({ where: { enterpriseId: e.id } });
    expect(rows).toBe(code === 201 ? 1 : 0);
    if (code === 400) expect(res.json().message).toEqual(['"file" deve ser um arquivo PDF']);
    if (code === 201)
      expect(res.json()).toMatchObject({
        file_type: fileType,
        file_name: `arquivo.${format}`,
        uploaded_by_id: users[who].user.id,
      });
  });

  it("lists, downloads and deletes; the list is readable by partners; bad file_type names the field", async () => {
    const e = await createEnterprise(ctx.prisma);
    const up = (await upload(admin, e.id, "MEMORIAL", "pdf")).json();
    const list = await ctx.app.inject({ method: "GET", url: `/enterprises/${e.id}/files`, headers: partner.headers });
    expect(list.json().payload.map((f: { _id: string }) => f._id)).toEqual([up._id]);
    const dl = await ctx.app.inject({
      method: "GET",
      url: `/enterprises/${e.id}/files/${up._id}`,
      headers: partner.headers,
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers["content-type"]).toBe("application/pdf");
    expect(dl.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(
      (
        await ctx.app.inject({
          method: "DELETE",
          url: `/enterprises/${e.id}/files/${up._id}`,
          headers: partner.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: "DELETE",
          url: `/enterprises/${e.id}/files/${up._id}`,
          headers: secretary.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(await ctx.prisma.enterpriseFile.count({ where: { enterpriseId: e.id } })).toBe(0);
    const bad = await upload(admin, e.id, "SELFIE", "pdf");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^"file_type" /);
  });
});
