-- CreateIndex
CREATE INDEX "leads_full_name_id_idx" ON "leads"("full_name", "id");

-- CreateIndex
CREATE INDEX "leads_updated_at_id_idx" ON "leads"("updated_at", "id");

-- CreateIndex
CREATE INDEX "leads_city_id_idx" ON "leads"("city", "id");

-- CreateIndex
CREATE INDEX "leads_status_id_idx" ON "leads"("status", "id");

-- CreateIndex
CREATE INDEX "leads_interest_level_id_idx" ON "leads"("interest_level", "id");

-- CreateIndex
CREATE INDEX "pre_leads_acquired_by_id_acquired_at_idx" ON "pre_leads"("acquired_by_id", "acquired_at");

-- CreateIndex
CREATE INDEX "pre_leads_full_name_trgm_idx" ON "pre_leads" USING GIN ("full_name" gin_trgm_ops);
