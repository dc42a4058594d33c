import { FIELD_MSG } from "@portal/contracts/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadPhone, maskedPhone, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let specialist: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  specialist = await staff(ctx, ["ONLINE_SPECIALIST"]);
});
afterAll(() => ctx?.close());

/** A POST /leads body as raw bytes, `nameBytes` spliced into the full_name. */
function leadBody(phone: string, nameBytes: Buffer): Buffer {
  return Buffer.concat([Buffer.from('{"full_name":"'), nameBytes, Buffer.from(`","phone":"${maskedPhone(phone)}"}`)]);
}

const postRaw = (payload: Buffer, contentType = "application/json") =>
  ctx.app.inject({
    method: "POST",
    url: "/leads",
    headers: { ...specialist.headers, "content-type": contentType },
    payload,
  });

describe("a JSON body must be UTF-8", () => {
  it.each([
    ["a lone continuation byte", Buffer.from([0x80])],
    ["a truncated two-byte sequence", Buffer.from([0xc3])],
    ["an overlong encoding of '/'", Buffer.from([0xc0, 0xaf])],
    ["an encoded UTF-16 surrogate", Buffer.from([0xed, 0xa0, 0x80])],
    ["a Latin-1 'ã' (0xE3) before ASCII", Buffer.from([0x4a, 0x6f, 0xe3, 0x6f])],
  ])("%s is a 400 naming the body, and no lead is stored", async (_case, bad) => {
    const phone = leadPhone();
    const res = await postRaw(leadBody(phone, Buffer.concat([Buffer.from("Ana "), bad, Buffer.from(" Silva")])));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: [`"body" ${FIELD_MSG.invalidUtf8}`],
    });
    expect(await ctx.prisma.lead.count({ where: { phone } })).toBe(0);
  });

  it("the same with a charset parameter in the content type", async () => {
    const phone = leadPhone();
    const res = await postRaw(leadBody(phone, Buffer.from([0xff])), "application/json; charset=utf-8");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([`"body" ${FIELD_MSG.invalidUtf8}`]);
    expect(await ctx.prisma.lead.count({ where: { phone } })).toBe(0);
  });

  it("valid UTF-8 (accents, emoji, a leading BOM) is stored as sent", async () => {
    const phone = leadPhone();
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), leadBody(phone, Buffer.from("João Conceição 🏠"))]);
    const res = await postRaw(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().lead.full_name).toBe("João Conceição 🏠");
    const stored = await ctx.prisma.lead.findFirstOrThrow({ where: { phone } });
    expect(stored.fullName).toBe("João Conceição 🏠");
  });

  it("a JSON syntax error and an empty JSON body keep their own 400s", async () => {
    const broken = await postRaw(Buffer.from('{"full_name":'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toEqual(['"body" O corpo da requisição não é um JSON válido.']);
    const empty = await postRaw(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual(['"body" é obrigatório']);
  });
});

describe("names are stored without zero-width characters, NFC and trimmed", () => {
  it("a lead's name", async () => {
    const phone = leadPhone();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/leads",
      headers: specialist.headers,
      payload: { full_name: "\ufeff Jo\u200bse\u0301\u200c Sil\u200dva\u2060 ", phone: maskedPhone(phone) },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().lead.full_name).toBe("Jos\u00e9 Silva");
    const stored = await ctx.prisma.lead.findFirstOrThrow({ where: { phone } });
    expect(stored.fullName).toBe("Jos\u00e9 Silva");
  });

  it("a name of zero-width characters only is a 400 naming the field, nothing stored", async () => {
    const phone = leadPhone();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/leads",
      headers: specialist.headers,
      payload: { full_name: "\u200b\u200c\u200d\u2060\ufeff", phone: maskedPhone(phone) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(/^"full_name" /);
    expect(await ctx.prisma.lead.count({ where: { phone } })).toBe(0);
  });
});
