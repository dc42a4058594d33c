-- The specialists report (decision 078) counts the stand visits a specialist finished in the period: the visits were
-- indexed by specialist and arrival only, so the count read every visit of each specialist.
-- CreateIndex
CREATE INDEX "stand_visits_specialist_id_finished_at_idx" ON "stand_visits"("specialist_id", "finished_at");
