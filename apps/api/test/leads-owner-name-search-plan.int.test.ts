/**
 * A specialist's name search ("owner_id = me AND full_name ILIKE '%silva%'") must be answered by the one GIN index
 * over owner and name (leads_owner_full_name_trgm_idx, docs/decisions/023-owner-scoped-name-search.md), where the
 * owner's few entries drive the scan. With separate indexes PostgreSQL read every entry of a common name's
 * trigrams and ANDed that bitmap with the owner btree's (19 ms against 1.2 ms at a million leads).
 * The data has the proportions that matter: many owners, and a surname that a fifth of all leads share. The index
 * scans the real statements made are counted inside one transaction (pg_stat_get_xact_numscans).
 */
import { createUser } from "@portal/db/testing/factories";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing/test-db";
import { LeadSearchRepository } from "@portal/domain/leads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexScansOf } from "./index-scans";

let db: TestDatabase;
let ownerId: string;
let viewerId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const owners: string[] = [];
  for (let i = 0; i < 40; i++) owners.push((await createUser(db.prisma, { roles: ["BOOTH_SPECIALIST"] })).user.id);
  ownerId = owners[0] as string;
  viewerId = ownerId;
  // 20,000 leads over 40 owners; about a fifth are "Silva".
  await db.prisma.$executeRaw`
    INSERT INTO leads (id, full_name, phone, owner_id, updated_at)
    SELECT gen_random_uuid(),
      (ARRAY['Ana','Bruno','Carla','Diego','Elisa','Fábio','Gabriela','Hugo'])[1 + abs(hashint4(g)) % 8] || ' ' ||
        (ARRAY['Silva','Souza','Oliveira','Pereira','Costa'])[1 + abs(hashint4(g + 7)) % 5] || ' ' || g,
      '5511' || lpad(g::text, 9, '3'), (${owners}::uuid[])[1 + g % 40], now()
    FROM generate_series(1, 20000) g`;
  await db.prisma.$executeRawUnsafe("ANALYZE leads");
}, 120_000);
afterAll(() => db?.drop());

/** The index scans fn made on the composite index and the owner btree (rolled back). */
const indexScans = (fn: (repo: LeadSearchRepository) => Promise<unknown>) =>
  indexScansOf(db.prisma, { composite: "leads_owner_full_name_trgm_idx", ownerBtree: "leads_list_owner_idx" }, (tx) =>
    fn(new LeadSearchRepository(tx)),
  );

const sort = { field: "last_interest_at", direction: "desc" } as const;

describe("a specialist's name search", () => {
  it("reads the owner + name GIN index alone, not the owner btree beside a trigram bitmap", async () => {
    let found: Awaited<ReturnType<LeadSearchRepository["search"]>> | undefined;
    const scans = await indexScans(async (repo) => {
      found = await repo.search({ ownerId, viewerId, fullName: "silva", excluded: false }, sort, {
        skip: 0,
        limit: 50,
      });
    });
    const [expected] = await db.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM leads WHERE owner_id = ${ownerId}::uuid AND full_name ILIKE '%silva%'`;
    expect(expected?.n).toBeGreaterThan(50);
    expect(found?.total).toBe(expected?.n);
    expect(found?.rows.every((r) => r.fullName.includes("Silva") && r.ownerId === ownerId)).toBe(true);
    expect(scans.composite).toBeGreaterThan(0);
    expect(scans.ownerBtree).toBe(0);
  });

  it("a name search without an owner still finds every match through the trigram half", async () => {
    const scans = await indexScans(async (repo) => {
      const r = await repo.search({ viewerId, fullName: "elisa costa", excluded: false }, sort, { skip: 0, limit: 50 });
      const [expected] = await db.prisma.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM leads WHERE full_name ILIKE '%elisa costa%'`;
      expect(expected?.n).toBeGreaterThan(100);
      expect(r.total).toBe(expected?.n);
    });
    expect(scans.composite).toBeGreaterThan(0);
  });
});
