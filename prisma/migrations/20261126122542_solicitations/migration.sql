-- CreateEnum
CREATE TYPE "SolicitationType" AS ENUM ('LEAD_TRANSFER', 'RESERVE_EXTENSION', 'SHIFT_SWAP', 'OTHER');

-- CreateEnum
CREATE TYPE "SolicitationStatus" AS ENUM ('OPEN', 'APPROVED', 'REFUSED', 'CANCELED');

-- CreateTable
CREATE TABLE "solicitations" (
    "id" UUID NOT NULL,
    "type" "SolicitationType" NOT NULL,
    "status" "SolicitationStatus" NOT NULL DEFAULT 'OPEN',
    "requester_id" UUID NOT NULL,
    "message" TEXT NOT NULL,
    "enterprise_id" UUID,
    "lead_id" UUID,
    "lead_owner_id" UUID,
    "reservation_id" UUID,
    "extension_minutes" INTEGER,
    "shift_swap" JSONB,
    "approver_ids" UUID[] DEFAULT ARRAY[]::UUID[],
    "decided_by_id" UUID,
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "solicitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "solicitation_replies" (
    "id" UUID NOT NULL,
    "solicitation_id" UUID NOT NULL,
    "author_id" UUID NOT NULL,
    "message" TEXT,
    "decision" "SolicitationStatus",
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "solicitation_replies_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "solicitations_requester_id_created_at_idx" ON "solicitations"("requester_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "solicitations_status_created_at_idx" ON "solicitations"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "solicitations_approver_ids_idx" ON "solicitations" USING GIN ("approver_ids");

-- CreateIndex
CREATE INDEX "solicitations_lead_id_idx" ON "solicitations"("lead_id");

-- CreateIndex
CREATE INDEX "solicitation_replies_solicitation_id_created_at_idx" ON "solicitation_replies"("solicitation_id", "created_at");

-- AddForeignKey
ALTER TABLE "solicitation_replies" ADD CONSTRAINT "solicitation_replies_solicitation_id_fkey" FOREIGN KEY ("solicitation_id") REFERENCES "solicitations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One open transfer request per lead and requester (partial: schema.prisma cannot express it; decision 054).
CREATE UNIQUE INDEX "solicitations_one_open_transfer_per_lead_requester" ON "solicitations"("lead_id", "requester_id")
  WHERE "status" = 'OPEN' AND "type" = 'LEAD_TRANSFER';
