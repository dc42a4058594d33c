-- CreateEnum
CREATE TYPE "PartnerStatus" AS ENUM ('PENDING_APPROVAL', 'APPROVED', 'REJECTED');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "partner_rejection_reason" TEXT,
ADD COLUMN     "partner_reviewed_at" TIMESTAMPTZ(3),
ADD COLUMN     "partner_reviewed_by_id" UUID,
ADD COLUMN     "partner_status" "PartnerStatus";

-- CreateIndex
CREATE INDEX "users_partner_status_idx" ON "users"("partner_status");

-- Partners who already work with the developer keep their access (decision 064): only new self sign-ups wait.
UPDATE "users" SET "partner_status" = 'APPROVED'
  WHERE "roles" && ARRAY['AGENT_PARTNER', 'AGENT_PATRIANI']::text[];
