-- CreateIndex
CREATE INDEX "service_reports_created_at_idx" ON "service_reports"("created_at" DESC);

-- CreateIndex
CREATE INDEX "stand_visits_arrived_at_idx" ON "stand_visits"("arrived_at" DESC);

-- CreateIndex
CREATE INDEX "stand_visits_status_arrived_at_idx" ON "stand_visits"("status", "arrived_at" DESC);

-- CreateIndex
CREATE INDEX "stand_visits_visitor_name_trgm_idx" ON "stand_visits" USING GIN ("visitor_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "stand_visits_visitor_phone_trgm_idx" ON "stand_visits" USING GIN ("visitor_phone" gin_trgm_ops);

-- Hand-written: no fast-update pending list on the trigram indexes (decision 021).
ALTER INDEX "stand_visits_visitor_name_trgm_idx" SET (fastupdate = off);
ALTER INDEX "stand_visits_visitor_phone_trgm_idx" SET (fastupdate = off);
