/**
 * The plain reader (decision 017) must give rows exactly as Prisma's $queryRaw does, whatever the column type:
 * a `date` as UTC midnight (node-postgres alone would use the process's time zone), jsonb parsed, timestamptz as
 * Date, int as number, booleans, enums as strings, NULLs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma, plainReaderOf } from "./client";
import { createTestDatabase, type TestDatabase } from "./testing/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe("plainReaderOf", () => {
  it("reads every column type exactly like $queryRaw", async () => {
    const read = plainReaderOf(db.prisma);
    expect(read).not.toBeNull();
    const sql = Prisma.sql`
      SELECT ${"1990-05-17"}::date AS "dob", NULL::date AS "noDate",
        ${JSON.stringify({ street: "Av. Paulista", number: "1000" })}::jsonb AS "address",
        '2026-11-23 14:30:08.123-03'::timestamptz AS "at", 42::int AS "n", true AS "flag",
        'NEW'::"LeadStatus" AS "status", NULL::text AS "none"`;
    const previous = process.env.TZ;
    try {
      // A process west of UTC: node-postgres's own date parser would give 1990-05-17T03:00:00Z.
      process.env.TZ = "America/Sao_Paulo";
      const [plain] = await (read as NonNullable<typeof read>)<Record<string, unknown>>(sql);
      const [prisma] = await db.prisma.$queryRaw<Record<string, unknown>[]>(sql);
      expect(plain).toEqual(prisma);
      const row = plain as Record<string, unknown>;
      expect((row.dob as Date).toISOString()).toBe("1990-05-17T00:00:00.000Z");
      expect(row.address).toEqual({ street: "Av. Paulista", number: "1000" });
      expect((row.at as Date).toISOString()).toBe("2026-11-23T17:30:08.123Z");
      expect(row).toMatchObject({ n: 42, flag: true, status: "NEW", none: null, noDate: null });
    } finally {
      process.env.TZ = previous;
    }
  });

  it("is null for a transaction client (callers then use $queryRaw)", async () => {
    await db.prisma.$transaction(async (tx) => {
      expect(plainReaderOf(tx)).toBeNull();
    });
  });
});
