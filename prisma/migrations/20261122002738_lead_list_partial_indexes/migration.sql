-- DropIndex
DROP INDEX "leads_created_at_idx";

-- DropIndex
DROP INDEX "leads_enterprise_id_status_last_interest_at_idx";

-- DropIndex
DROP INDEX "leads_interest_level_city_idx";

-- DropIndex
DROP INDEX "leads_last_interest_at_idx";

-- DropIndex
DROP INDEX "leads_owner_id_last_interest_at_idx";

-- DropIndex
DROP INDEX "leads_status_last_interest_at_idx";

-- Partial list indexes (not expressible in schema.prisma; see docs/decisions/008-lead-list-performance.md).
CREATE INDEX "leads_list_last_interest_idx" ON "leads"("last_interest_at" DESC, "id" DESC) WHERE (NOT excluded);
CREATE INDEX "leads_list_owner_idx" ON "leads"("owner_id", "last_interest_at" DESC, "id" DESC) WHERE (NOT excluded);
CREATE INDEX "leads_list_owner_status_idx" ON "leads"("owner_id", "status", "last_interest_at" DESC, "id" DESC) WHERE (NOT excluded);
CREATE INDEX "leads_list_enterprise_status_idx" ON "leads"("enterprise_id", "status", "last_interest_at" DESC, "id" DESC) WHERE (NOT excluded);
CREATE INDEX "leads_list_status_idx" ON "leads"("status", "last_interest_at" DESC, "id" DESC) WHERE (NOT excluded);
CREATE INDEX "leads_list_interest_city_idx" ON "leads"("interest_level", "city", "last_interest_at" DESC, "id" DESC) WHERE (NOT excluded);
CREATE INDEX "leads_list_created_idx" ON "leads"("created_at", "id") WHERE (NOT excluded);
CREATE INDEX "leads_list_excluded_idx" ON "leads"("last_interest_at" DESC, "id" DESC) WHERE (excluded);
