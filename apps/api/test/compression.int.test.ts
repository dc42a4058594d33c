/**
 * Response compression (decision 026): answers over 1 KB are compressed when the client accepts it, the JSON is
 * the same once decompressed, small answers and PDFs go as they are, and request bodies are never decompressed.
 */
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  for (let i = 0; i < 30; i++) await createLead(ctx.prisma, { ownerId: admin.user.id, fullName: `Cliente ${i}` });
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, encoding?: string) =>
  ctx.app.inject({
    method: "GET",
    url,
    headers: { ...admin.headers, ...(encoding ? { "accept-encoding": encoding } : {}) },
  });

describe("response compression", () => {
  it("compresses a lead list (gzip first, brotli for a client that only takes brotli) to the same JSON", async () => {
    const plain = await get("/leads?limit=30");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(20_000);

    // What a browser sends.
    const gz = await get("/leads?limit=30", "gzip, deflate, br, zstd");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString("utf8"))).toEqual(plain.json());
    // Compressed in one call, not through a per-answer zlib stream (which cost ~1.3 ms of CPU a page on 2 cores and
    // answers chunked, without a length).
    expect(gz.headers["content-length"]).toBe(String(gz.rawPayload.length));

    const br = await get("/leads?limit=30", "br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-length"]).toBe(String(br.rawPayload.length));
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(plain.json());

    const identity = await get("/leads?limit=30", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());
  });

  it("leaves small answers as they are", async () => {
    const health = await get("/health", "gzip, br");
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toMatchObject({ status: expect.any(String) });
  });

  it("does not compress a PDF", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: admin.user.id });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/leads/generate-report",
      headers: { ...admin.headers, "accept-encoding": "gzip, br" },
      payload: { leadId: lead.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/pdf/);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("does not decompress request bodies: a gzip-encoded body is refused and nothing is written", async () => {
    const before = await ctx.prisma.lead.count();
    const body = gzipSync(JSON.stringify({ full_name: "Comprimido", phone: "11987654321" }));
    const res = await ctx.app.inject({
      method: "POST",
      url: "/leads",
      headers: { ...admin.headers, "content-type": "application/json", "content-encoding": "gzip" },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    // Compressed bytes are not UTF-8 text: the strict JSON parser refuses them before anything is read (060).
    expect(res.json().message).toEqual(['"body" contém bytes que não são texto UTF-8 válido.']);
    expect(await ctx.prisma.lead.count()).toBe(before);
  });
});
