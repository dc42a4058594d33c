/**
 * The duplicate checks of lead creation must read the phone btree (leads_phone_idx), never the trigram GIN index
 * on phone, even when the statistics are stale (our PostgreSQL runs with autovacuum off). With the GIN index's
 * fast-update pending list the planner costed leads_phone_trgm_idx as nearly free for "phone = x" and then read
 * the whole pending list on every create (docs/decisions/021-trigram-indexes-without-pending-list.md).
 * Reproduces that state: ANALYZE on a small table, then thousands of leads inserted in small batches; then counts,
 * inside a transaction, the index scans the real statements made (pg_stat_get_xact_numscans).
 */
import { randomUUID } from "node:crypto";
import { createUser } from "@portal/db/testing/factories";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing/test-db";
import { LeadsRepository, type NewLeadInsert } from "@portal/domain/leads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, leadPhone } from "./factories/leads";
import { indexScansOf } from "./index-scans";

let db: TestDatabase;
let enterpriseIds: string[];
let userId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  userId = (await createUser(db.prisma, { roles: ["GERAL_ADMIN"] })).user.id;
  enterpriseIds = [];
  for (let i = 0; i < 10; i++) enterpriseIds.push((await createEnterprise(db.prisma)).id);
  await db.prisma.$executeRaw`
    INSERT INTO leads (id, full_name, phone, enterprise_id, updated_at)
    SELECT gen_random_uuid(), 'Lead ' || g, '5511' || lpad(g::text, 9, '7'), (${enterpriseIds}::uuid[])[1 + g % 10], now()
    FROM generate_series(1, 20) g`;
  await db.prisma.$executeRawUnsafe("ANALYZE leads");
  // 10,000 more in batches of 8, like the create batches: the statistics still say 20 rows.
  await db.prisma.$executeRawUnsafe(`
    DO $$ BEGIN
      FOR b IN 0..1249 LOOP
        INSERT INTO leads (id, full_name, phone, enterprise_id, updated_at)
        SELECT gen_random_uuid(), 'Fulano de Tal ' || (b * 8 + g),
          '5519' || lpad(((b * 8 + g) * 7919 % 1000000000)::text, 9, '9'),
          (SELECT id FROM enterprises ORDER BY id OFFSET (b * 8 + g) % 10 LIMIT 1), now()
        FROM generate_series(1, 8) g;
      END LOOP;
    END $$`);
}, 120_000);
afterAll(() => db?.drop());

function newLead(enterpriseId: string | null): NewLeadInsert {
  return {
    id: randomUUID(),
    fullName: "Maria da Silva",
    phone: leadPhone(),
    email: null,
    enterpriseId,
    source: "PORTAL",
    nature: "OFFLINE",
    city: null,
    interestLevel: null,
    originType: null,
    marketingSource: null,
    ownerId: null,
    createdById: userId,
    logId: randomUUID(),
    logData: {},
    movementId: null,
    queueReason: null,
  };
}

/** The index scans fn made on the two phone indexes (rolled back). */
const phoneIndexScans = (fn: (leads: LeadsRepository) => Promise<unknown>) =>
  indexScansOf(db.prisma, { btree: "leads_phone_idx", trigram: "leads_phone_trgm_idx" }, (tx) =>
    fn(new LeadsRepository(tx)),
  );

describe("duplicate check with stale statistics", () => {
  it("the batched create (lockPhoneKeys + insertNew) checks duplicates on the phone btree", async () => {
    const leads = [...enterpriseIds.slice(0, 7).map((id) => newLead(id)), newLead(null)];
    const scans = await phoneIndexScans(async (repo) => {
      await repo.lockPhoneKeys(leads.map((l) => ({ phone: l.phone, enterpriseId: l.enterpriseId })));
      const inserted = await repo.insertNew(leads, new Date());
      expect(inserted.size).toBe(8);
    });
    expect(scans.trigram).toBe(0);
    expect(scans.btree).toBeGreaterThan(0);
  });

  it("the one-by-one duplicate lookup does not read the trigram index either", async () => {
    const scans = await phoneIndexScans(async (repo) => {
      await repo.findActiveDuplicate(leadPhone(), enterpriseIds[0] ?? null);
      await repo.findActiveDuplicate(leadPhone(), null);
    });
    expect(scans.trigram).toBe(0);
  });
});
