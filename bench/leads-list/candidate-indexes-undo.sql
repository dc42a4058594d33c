-- Undo candidate-indexes.sql: back to the migrated indexes (prisma/migrations/20261121231703_leads).
DROP INDEX IF EXISTS leads_list_last_interest_idx;
DROP INDEX IF EXISTS leads_list_owner_idx;
DROP INDEX IF EXISTS leads_list_owner_status_idx;
DROP INDEX IF EXISTS leads_list_enterprise_status_idx;
DROP INDEX IF EXISTS leads_list_status_idx;
DROP INDEX IF EXISTS leads_list_interest_city_idx;
DROP INDEX IF EXISTS leads_list_created_idx;
DROP INDEX IF EXISTS leads_list_excluded_idx;
CREATE INDEX IF NOT EXISTS "leads_last_interest_at_idx" ON "leads"("last_interest_at" DESC);
CREATE INDEX IF NOT EXISTS "leads_owner_id_last_interest_at_idx" ON "leads"("owner_id", "last_interest_at" DESC);
CREATE INDEX IF NOT EXISTS "leads_enterprise_id_status_last_interest_at_idx" ON "leads"("enterprise_id", "status", "last_interest_at" DESC);
CREATE INDEX IF NOT EXISTS "leads_status_last_interest_at_idx" ON "leads"("status", "last_interest_at" DESC);
CREATE INDEX IF NOT EXISTS "leads_interest_level_city_idx" ON "leads"("interest_level", "city");
CREATE INDEX IF NOT EXISTS "leads_created_at_idx" ON "leads"("created_at");
