-- The partners report (decision 071, "Partners report") finds a partner's leads by their creator and co-partner.
-- CreateIndex
CREATE INDEX "leads_created_by_id_idx" ON "leads"("created_by_id");

-- CreateIndex
CREATE INDEX "lead_copartners_user_id_idx" ON "lead_copartners"("user_id");
