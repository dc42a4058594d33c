-- Hand-written around the generated index (schema.prisma cannot express the extension or GIN storage parameters):
-- one GIN index over owner and name replaces the name-only trigram index (docs/decisions/023-owner-scoped-name-search.md).
-- A specialist sees only their own leads, so their name search is "owner_id = me AND full_name ILIKE '%x%'". With
-- two separate indexes PostgreSQL read every entry of the name's trigrams (31,841 for 'silva' at a million leads)
-- and ANDed the bitmap with the owner's: 19 ms. In one GIN index the owner's few entries drive the scan and the
-- trigrams' posting trees are only visited where the owner has rows: 1.2 ms. A name search without an owner uses the
-- trigram half of the same index, as it used the old one.
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- DropIndex
DROP INDEX "leads_full_name_trgm_idx";

-- CreateIndex (no fast-update pending list, as the other trigram indexes: decision 021)
CREATE INDEX "leads_owner_full_name_trgm_idx" ON "leads" USING GIN ("owner_id" uuid_ops, "full_name" gin_trgm_ops) WITH (fastupdate = off);
