-- CreateEnum
CREATE TYPE "StandPresenceKind" AS ENUM ('SPECIALIST', 'RECEPTION');

-- CreateEnum
CREATE TYPE "StandVisitStatus" AS ENUM ('WAITING', 'ASSIGNED', 'IN_ATTENDANCE', 'FINISHED', 'CANCELED');

-- CreateEnum
CREATE TYPE "StandAssignmentType" AS ENUM ('OWNER', 'QUEUE', 'MANUAL');

-- AlterTable
ALTER TABLE "lead_copartners" ADD COLUMN     "user_id" UUID;

-- CreateTable
CREATE TABLE "stands" (
    "enterprise_id" UUID NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "opening_hours" JSONB NOT NULL DEFAULT '[]',
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stands_pkey" PRIMARY KEY ("enterprise_id")
);

-- CreateTable
CREATE TABLE "stand_presences" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" "StandPresenceKind" NOT NULL,
    "checked_in_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checked_out_at" TIMESTAMPTZ(3),
    "checked_out_by_id" UUID,
    "queue_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_assigned_at" TIMESTAMPTZ(3),
    "visits_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stand_presences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stand_visits" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "returning_visitor" BOOLEAN NOT NULL DEFAULT false,
    "visitor_name" TEXT NOT NULL,
    "visitor_phone" TEXT NOT NULL,
    "visitor_email" TEXT,
    "how_know" TEXT,
    "purpose" TEXT,
    "lgpd_consent" BOOLEAN NOT NULL,
    "status" "StandVisitStatus" NOT NULL DEFAULT 'WAITING',
    "receptionist_id" UUID,
    "specialist_id" UUID,
    "owner_id" UUID,
    "owner_notified" BOOLEAN NOT NULL DEFAULT false,
    "assignment_type" "StandAssignmentType",
    "assignment_reason" TEXT,
    "arrived_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "assigned_at" TIMESTAMPTZ(3),
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "canceled_at" TIMESTAMPTZ(3),
    "cancel_reason" TEXT,
    "status_before_start" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stand_visits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "third_party_visits" (
    "id" UUID NOT NULL,
    "stand_visit_id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "broker_name" TEXT NOT NULL,
    "broker_creci" TEXT NOT NULL,
    "agency_name" TEXT,
    "broker_user_id" UUID,
    "co_partner_added" BOOLEAN NOT NULL DEFAULT false,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "third_party_visits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_reports" (
    "id" UUID NOT NULL,
    "stand_visit_id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "specialist_id" UUID,
    "interest_level" "InterestLevel" NOT NULL,
    "purpose_enterprise" TEXT NOT NULL,
    "how_many_bedroom" TEXT NOT NULL,
    "quantity_children" TEXT NOT NULL,
    "how_know" TEXT NOT NULL,
    "know_company" BOOLEAN NOT NULL,
    "own_property" BOOLEAN NOT NULL,
    "real_estate" TEXT,
    "size_want" TEXT,
    "what_did_like" TEXT,
    "what_didnot_like" TEXT,
    "booked_unit" TEXT,
    "age" INTEGER,
    "service_feedback" TEXT,
    "quantity_pets" INTEGER,
    "which_neighborhood" TEXT,
    "city_of_interest" TEXT,
    "childrens_age" TEXT,
    "why_cant_buy" TEXT,
    "observations" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "service_reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stand_logs" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "visit_id" UUID,
    "user_id" UUID,
    "actor_id" UUID,
    "action" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "data" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stand_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "stands_active_idx" ON "stands"("active");

-- CreateIndex
CREATE INDEX "stand_presences_user_id_checked_in_at_idx" ON "stand_presences"("user_id", "checked_in_at" DESC);

-- CreateIndex
CREATE INDEX "stand_presences_enterprise_id_checked_out_at_idx" ON "stand_presences"("enterprise_id", "checked_out_at");

-- CreateIndex
CREATE INDEX "stand_visits_enterprise_id_arrived_at_idx" ON "stand_visits"("enterprise_id", "arrived_at" DESC);

-- CreateIndex
CREATE INDEX "stand_visits_enterprise_id_status_arrived_at_idx" ON "stand_visits"("enterprise_id", "status", "arrived_at");

-- CreateIndex
CREATE INDEX "stand_visits_specialist_id_arrived_at_idx" ON "stand_visits"("specialist_id", "arrived_at" DESC);

-- CreateIndex
CREATE INDEX "stand_visits_lead_id_arrived_at_idx" ON "stand_visits"("lead_id", "arrived_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "third_party_visits_stand_visit_id_key" ON "third_party_visits"("stand_visit_id");

-- CreateIndex
CREATE INDEX "third_party_visits_enterprise_id_created_at_idx" ON "third_party_visits"("enterprise_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "third_party_visits_lead_id_idx" ON "third_party_visits"("lead_id");

-- CreateIndex
CREATE UNIQUE INDEX "service_reports_stand_visit_id_key" ON "service_reports"("stand_visit_id");

-- CreateIndex
CREATE INDEX "service_reports_lead_id_created_at_idx" ON "service_reports"("lead_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "service_reports_specialist_id_created_at_idx" ON "service_reports"("specialist_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "service_reports_enterprise_id_created_at_idx" ON "service_reports"("enterprise_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "stand_logs_visit_id_created_at_idx" ON "stand_logs"("visit_id", "created_at");

-- CreateIndex
CREATE INDEX "stand_logs_enterprise_id_created_at_idx" ON "stand_logs"("enterprise_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "stands" ADD CONSTRAINT "stands_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stand_presences" ADD CONSTRAINT "stand_presences_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "stands"("enterprise_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stand_presences" ADD CONSTRAINT "stand_presences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stand_visits" ADD CONSTRAINT "stand_visits_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "stands"("enterprise_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stand_visits" ADD CONSTRAINT "stand_visits_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_visits" ADD CONSTRAINT "third_party_visits_stand_visit_id_fkey" FOREIGN KEY ("stand_visit_id") REFERENCES "stand_visits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_reports" ADD CONSTRAINT "service_reports_stand_visit_id_fkey" FOREIGN KEY ("stand_visit_id") REFERENCES "stand_visits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: invariants the schema cannot express (docs/decisions/048-stand.md). Partial unique indexes only: the
-- offline migration tool's schema describer panics on CHECK constraints (docs/decisions/002, 011), so the
-- status/specialist agreement of a visit is kept by its only writer, the stand repository's conditional updates.
-- One open presence per user (a specialist is in one stand's queue, a receptionist at one stand).
CREATE UNIQUE INDEX "stand_presences_one_open_per_user" ON "stand_presences"("user_id") WHERE "checked_out_at" IS NULL;
-- The queue of a stand: open specialist presences in queue order (the routing reads and locks them in this order).
CREATE INDEX "stand_presences_open_queue" ON "stand_presences"("enterprise_id", "queue_at", "id")
  WHERE "checked_out_at" IS NULL AND "kind" = 'SPECIALIST';
-- A specialist never serves two visits at once.
CREATE UNIQUE INDEX "stand_visits_one_in_attendance_per_specialist" ON "stand_visits"("specialist_id")
  WHERE "status" = 'IN_ATTENDANCE';
-- A partner broker is the co-partner of a lead at most once.
CREATE UNIQUE INDEX "lead_copartners_one_per_user" ON "lead_copartners"("lead_id", "user_id") WHERE "user_id" IS NOT NULL;
