-- CreateEnum
CREATE TYPE "RouletteType" AS ENUM ('ONLINE', 'BOOTH');

-- CreateEnum
CREATE TYPE "RouletteAgentStatus" AS ENUM ('AVAILABLE', 'IN_PAUSE', 'IN_ATTENDANCE');

-- CreateEnum
CREATE TYPE "OfferOutcome" AS ENUM ('PENDING', 'ACCEPTED', 'EXPIRED', 'WITHDRAWN');

-- CreateEnum
CREATE TYPE "NotificationType" AS ENUM ('NEW_LEAD', 'UNIT_AVAILABLE', 'SERVICE_REPORT', 'VISIT_STAND', 'NEW_PROPOSAL', 'PROPOSAL_AWAITING_APPROVAL', 'PROPOSAL_APPROVED', 'PROPOSAL_CANCELED', 'PROPOSAL_DISAPPROVED', 'THERMOMETER_ALERT', 'LEAD_CONTRACT_INFO_COMPLETED', 'IN_TIME', 'GENERIC');

-- CreateTable
CREATE TABLE "roulettes" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "type" "RouletteType" NOT NULL,
    "enterprise_ids" UUID[],
    "temporary_agent_mode" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "weekdays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "starts_at" TEXT,
    "ends_at" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "roulettes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "roulette_agents" (
    "id" UUID NOT NULL,
    "roulette_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" "RouletteAgentStatus" NOT NULL DEFAULT 'IN_PAUSE',
    "position" INTEGER NOT NULL,
    "last_offered_at" TIMESTAMPTZ(3),
    "last_assigned_at" TIMESTAMPTZ(3),
    "offers_today" INTEGER NOT NULL DEFAULT 0,
    "assigned_today" INTEGER NOT NULL DEFAULT 0,
    "counters_day" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "roulette_agents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_offers" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "roulette_id" UUID,
    "agent_user_id" UUID NOT NULL,
    "cycle" INTEGER NOT NULL DEFAULT 1,
    "offered_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deadline" TIMESTAMPTZ(3) NOT NULL,
    "outcome" "OfferOutcome" NOT NULL DEFAULT 'PENDING',
    "resolved_at" TIMESTAMPTZ(3),

    CONSTRAINT "lead_offers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "roulette_queue" (
    "lead_id" UUID NOT NULL,
    "roulette_id" UUID,
    "cycle" INTEGER NOT NULL DEFAULT 1,
    "enqueued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reason" TEXT NOT NULL,

    CONSTRAINT "roulette_queue_pkey" PRIMARY KEY ("lead_id")
);

-- CreateTable
CREATE TABLE "roulette_logs" (
    "id" UUID NOT NULL,
    "roulette_id" UUID,
    "lead_id" UUID,
    "user_id" UUID,
    "actor_id" UUID,
    "action" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "data" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "roulette_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "receiver_id" UUID NOT NULL,
    "readed" BOOLEAN NOT NULL DEFAULT false,
    "was_shown" BOOLEAN NOT NULL DEFAULT false,
    "working_systems" "WorkingSystem"[] DEFAULT ARRAY['SALES']::"WorkingSystem"[],
    "linked_content" TEXT,
    "type" "NotificationType" NOT NULL DEFAULT 'GENERIC',
    "enterprise_id" UUID,
    "unit_id" UUID,
    "deadline" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "roulettes_type_active_idx" ON "roulettes"("type", "active");

-- CreateIndex
CREATE INDEX "roulette_agents_roulette_id_status_position_idx" ON "roulette_agents"("roulette_id", "status", "position");

-- CreateIndex
CREATE INDEX "roulette_agents_user_id_idx" ON "roulette_agents"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "roulette_agents_roulette_id_user_id_key" ON "roulette_agents"("roulette_id", "user_id");

-- CreateIndex
CREATE INDEX "lead_offers_outcome_deadline_idx" ON "lead_offers"("outcome", "deadline");

-- CreateIndex
CREATE INDEX "lead_offers_lead_id_cycle_idx" ON "lead_offers"("lead_id", "cycle");

-- CreateIndex
CREATE INDEX "lead_offers_agent_user_id_offered_at_idx" ON "lead_offers"("agent_user_id", "offered_at" DESC);

-- CreateIndex
CREATE INDEX "roulette_queue_enqueued_at_idx" ON "roulette_queue"("enqueued_at");

-- CreateIndex
CREATE INDEX "roulette_logs_roulette_id_created_at_idx" ON "roulette_logs"("roulette_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "roulette_logs_lead_id_created_at_idx" ON "roulette_logs"("lead_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "notifications_receiver_id_created_at_idx" ON "notifications"("receiver_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "notifications_receiver_id_readed_created_at_idx" ON "notifications"("receiver_id", "readed", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "roulette_agents" ADD CONSTRAINT "roulette_agents_roulette_id_fkey" FOREIGN KEY ("roulette_id") REFERENCES "roulettes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_offers" ADD CONSTRAINT "lead_offers_roulette_id_fkey" FOREIGN KEY ("roulette_id") REFERENCES "roulettes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roulette_logs" ADD CONSTRAINT "roulette_logs_roulette_id_fkey" FOREIGN KEY ("roulette_id") REFERENCES "roulettes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- At most one open offer per lead (not expressible in schema.prisma; kept by hand).
CREATE UNIQUE INDEX "lead_offers_one_pending_per_lead" ON "lead_offers"("lead_id") WHERE "outcome" = 'PENDING';
