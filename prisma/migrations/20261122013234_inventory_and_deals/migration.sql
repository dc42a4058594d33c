-- CreateEnum
CREATE TYPE "Ownership" AS ENUM ('PATRIANI', 'PARTNER');

-- CreateEnum
CREATE TYPE "IndexType" AS ENUM ('INCCDI', 'IGPM');

-- CreateEnum
CREATE TYPE "UnitStatus" AS ENUM ('AVAILABLE', 'RESERVED', 'IN_SALES_PROCESS', 'SOLD');

-- CreateEnum
CREATE TYPE "MediaType" AS ENUM ('VIDEO', 'MAP', 'TOUR_360', 'FLOOR_VIEW', 'LOCALIZATION');

-- CreateEnum
CREATE TYPE "ReserveType" AS ENUM ('CUSTOMER_NEGOTIATION', 'TECHNICAL_RESERVE');

-- CreateEnum
CREATE TYPE "ReservationStatus" AS ENUM ('ACTIVE', 'QUEUED', 'EXPIRED', 'RELEASED', 'CONVERTED', 'CANCELED');

-- CreateEnum
CREATE TYPE "PaymentSerieType" AS ENUM ('ACT', 'MONTHLY', 'QUARTERLY', 'FOUR_MONTHLY', 'SEMIANNUAL', 'ANNUALLY', 'SINGLE', 'MONTHLY_PRO', 'FINANCING', 'FGTS');

-- CreateEnum
CREATE TYPE "DownPaymentVariant" AS ENUM ('AT', 'AP', 'AX', 'YY', 'AB', 'AC', 'AL', 'OC', 'PE');

-- CreateEnum
CREATE TYPE "DiscountType" AS ENUM ('PERCENTAGE', 'ABSOLUTE');

-- CreateEnum
CREATE TYPE "ProposalStatus" AS ENUM ('DRAFT', 'AWAITING_APPROVAL', 'APPROVED', 'DISAPPROVED', 'CANCELED');

-- CreateEnum
CREATE TYPE "ApprovalDecision" AS ENUM ('PENDING', 'APPROVED', 'DISAPPROVED');

-- CreateEnum
CREATE TYPE "SaleStatus" AS ENUM ('IN_PROCESS', 'COMPLETED', 'CANCELED', 'DISTRACTED');

-- CreateEnum
CREATE TYPE "ContractStatus" AS ENUM ('PENDING', 'SIGNED', 'REFUSED');

-- CreateEnum
CREATE TYPE "CommissionRole" AS ENUM ('AGENCY', 'BROKER', 'COORDINATOR');

-- CreateEnum
CREATE TYPE "CommissionStatus" AS ENUM ('FORECAST', 'RELEASED', 'PAID', 'CANCELLED');

-- CreateEnum
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('PENDING', 'DELIVERED', 'FAILED');

-- AlterTable
ALTER TABLE "enterprises" ADD COLUMN     "complement" TEXT,
ADD COLUMN     "construction_status" JSONB,
ADD COLUMN     "delivery_date" DATE,
ADD COLUMN     "description" TEXT,
ADD COLUMN     "district" TEXT,
ADD COLUMN     "index_type" "IndexType",
ADD COLUMN     "ownership" "Ownership" NOT NULL DEFAULT 'PATRIANI',
ADD COLUMN     "price_params" JSONB,
ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "published_at" TIMESTAMPTZ(3),
ADD COLUMN     "registry_number" TEXT,
ADD COLUMN     "spe_cnpj" TEXT,
ADD COLUMN     "spe_company_name" TEXT,
ADD COLUMN     "state" TEXT,
ADD COLUMN     "street" TEXT,
ADD COLUMN     "street_number" TEXT,
ADD COLUMN     "wizard_step" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "zip_code" TEXT;

-- CreateTable
CREATE TABLE "towers" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "floors" INTEGER NOT NULL,
    "units_per_floor" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "towers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "units" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "tower_id" UUID NOT NULL,
    "floor" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'APARTMENT',
    "bedrooms" INTEGER NOT NULL DEFAULT 2,
    "suites" INTEGER NOT NULL DEFAULT 0,
    "private_area" DECIMAL(10,2) NOT NULL,
    "position" TEXT NOT NULL DEFAULT 'FRONT',
    "garage_spots" INTEGER NOT NULL DEFAULT 1,
    "status" "UnitStatus" NOT NULL DEFAULT 'AVAILABLE',
    "suspended" BOOLEAN NOT NULL DEFAULT false,
    "fake_status" "UnitStatus",
    "price" BIGINT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "units_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "unit_logs" (
    "id" UUID NOT NULL,
    "unit_id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "actor_id" UUID,
    "action" TEXT NOT NULL,
    "from_status" "UnitStatus",
    "to_status" "UnitStatus",
    "reason" TEXT,
    "data" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "unit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "price_snapshots" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "index_type" "IndexType",
    "percentage" DECIMAL(7,4),
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "price_snapshots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "price_snapshot_items" (
    "snapshot_id" UUID NOT NULL,
    "unit_id" UUID NOT NULL,
    "price" BIGINT,

    CONSTRAINT "price_snapshot_items_pkey" PRIMARY KEY ("snapshot_id","unit_id")
);

-- CreateTable
CREATE TABLE "market_indexes" (
    "id" UUID NOT NULL,
    "type" "IndexType" NOT NULL,
    "month" DATE NOT NULL,
    "value" DECIMAL(9,4) NOT NULL,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "market_indexes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "serie_templates" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "series" JSONB NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "serie_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enterprise_commission_infos" (
    "enterprise_id" UUID NOT NULL,
    "agency_percentage" DECIMAL(7,4) NOT NULL DEFAULT 0,
    "broker_percentage" DECIMAL(7,4) NOT NULL DEFAULT 0,
    "coordinator_percentage" DECIMAL(7,4) NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "enterprise_commission_infos_pkey" PRIMARY KEY ("enterprise_id")
);

-- CreateTable
CREATE TABLE "sale_campaigns" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "discount_type" "DiscountType" NOT NULL,
    "discount_percentage" DECIMAL(7,4),
    "discount_amount" BIGINT,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "unit_ids" UUID[] DEFAULT ARRAY[]::UUID[],
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sale_campaigns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "approval_rules" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "threshold" DECIMAL(14,4) NOT NULL,
    "level" INTEGER NOT NULL DEFAULT 1,
    "description" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "approval_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enterprise_approvers" (
    "enterprise_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "level" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enterprise_approvers_pkey" PRIMARY KEY ("enterprise_id","user_id")
);

-- CreateTable
CREATE TABLE "enterprise_sales_teams" (
    "enterprise_id" UUID NOT NULL,
    "sales_team_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enterprise_sales_teams_pkey" PRIMARY KEY ("enterprise_id","sales_team_id")
);

-- CreateTable
CREATE TABLE "enterprise_files" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "file_type" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "uploaded_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enterprise_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enterprise_medias" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "type" "MediaType" NOT NULL,
    "title" TEXT,
    "url" TEXT,
    "storage_key" TEXT,
    "mime_type" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enterprise_medias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enterprise_plans" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "tower_id" UUID,
    "title" TEXT,
    "storage_key" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enterprise_plans_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enterprise_logs" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "actor_id" UUID,
    "action" TEXT NOT NULL,
    "data" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enterprise_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reservations" (
    "id" UUID NOT NULL,
    "unit_id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "lead_id" UUID,
    "broker_id" UUID NOT NULL,
    "type" "ReserveType" NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "status" "ReservationStatus" NOT NULL,
    "queue_position" INTEGER,
    "expires_at" TIMESTAMPTZ(3),
    "activated_at" TIMESTAMPTZ(3),
    "ended_at" TIMESTAMPTZ(3),
    "end_reason" TEXT,
    "observations" TEXT,
    "created_by_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reservations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "proposals" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "unit_id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "broker_id" UUID NOT NULL,
    "partner_agency_id" UUID,
    "sale_campaign_id" UUID,
    "price" BIGINT NOT NULL,
    "discount_type" "DiscountType",
    "discount_percentage" DECIMAL(7,4),
    "discount_amount" BIGINT NOT NULL DEFAULT 0,
    "net_price" BIGINT NOT NULL,
    "status" "ProposalStatus" NOT NULL DEFAULT 'DRAFT',
    "version" INTEGER NOT NULL DEFAULT 1,
    "parent_id" UUID,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "observations" TEXT,
    "broken_rules" JSONB,
    "valid_until" TIMESTAMPTZ(3),
    "created_by_id" UUID NOT NULL,
    "submitted_at" TIMESTAMPTZ(3),
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "proposals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "proposal_series" (
    "id" UUID NOT NULL,
    "proposal_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "type" "PaymentSerieType" NOT NULL,
    "down_payment_variant" "DownPaymentVariant",
    "count" INTEGER NOT NULL,
    "value" BIGINT NOT NULL,
    "first_due_date" DATE NOT NULL,
    "periodicity_months" INTEGER NOT NULL,
    "index_type" "IndexType",

    CONSTRAINT "proposal_series_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "proposal_approvals" (
    "id" UUID NOT NULL,
    "proposal_id" UUID NOT NULL,
    "rule_id" UUID,
    "level" INTEGER NOT NULL DEFAULT 1,
    "approver_id" UUID,
    "decision" "ApprovalDecision" NOT NULL DEFAULT 'PENDING',
    "reason" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "proposal_approvals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "proposal_logs" (
    "id" UUID NOT NULL,
    "proposal_id" UUID NOT NULL,
    "actor_id" UUID,
    "action" TEXT NOT NULL,
    "from_status" "ProposalStatus",
    "to_status" "ProposalStatus",
    "reason" TEXT,
    "data" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "proposal_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pre_sales" (
    "id" UUID NOT NULL,
    "proposal_id" UUID NOT NULL,
    "printed_at" TIMESTAMPTZ(3),
    "signed_file_key" TEXT,
    "signed_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pre_sales_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sales" (
    "id" UUID NOT NULL,
    "proposal_id" UUID NOT NULL,
    "unit_id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "broker_id" UUID NOT NULL,
    "partner_agency_id" UUID,
    "sale_group_id" UUID,
    "home_broker_id" UUID,
    "status" "SaleStatus" NOT NULL DEFAULT 'IN_PROCESS',
    "price" BIGINT NOT NULL,
    "responsible_coordinator_id" UUID,
    "observations" TEXT,
    "cancel_reason" TEXT,
    "distrato_reason" TEXT,
    "payments_info" JSONB,
    "created_by_id" UUID NOT NULL,
    "completed_at" TIMESTAMPTZ(3),
    "canceled_at" TIMESTAMPTZ(3),
    "distracted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sales_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sale_buyers" (
    "id" UUID NOT NULL,
    "sale_id" UUID NOT NULL,
    "lead_id" UUID,
    "full_name" TEXT NOT NULL,
    "document" TEXT NOT NULL,
    "document_type" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "zip_code" TEXT,
    "address" JSONB,
    "data" JSONB,
    "share_percentage" DECIMAL(7,4) NOT NULL,
    "is_main" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sale_buyers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sale_files" (
    "id" UUID NOT NULL,
    "sale_id" UUID NOT NULL,
    "file_type" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "uploaded_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sale_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sale_logs" (
    "id" UUID NOT NULL,
    "sale_id" UUID NOT NULL,
    "actor_id" UUID,
    "action" TEXT NOT NULL,
    "from_status" "SaleStatus",
    "to_status" "SaleStatus",
    "reason" TEXT,
    "data" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sale_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contracts" (
    "id" UUID NOT NULL,
    "sale_id" UUID NOT NULL,
    "status" "ContractStatus" NOT NULL DEFAULT 'PENDING',
    "file_key" TEXT,
    "signed_file_key" TEXT,
    "signed_at" TIMESTAMPTZ(3),
    "signed_by_id" UUID,
    "refused_reason" TEXT,
    "issued_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contracts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "commissions" (
    "id" UUID NOT NULL,
    "sale_id" UUID NOT NULL,
    "role" "CommissionRole" NOT NULL,
    "beneficiary_id" UUID,
    "percentage" DECIMAL(7,4) NOT NULL,
    "amount" BIGINT NOT NULL,
    "status" "CommissionStatus" NOT NULL DEFAULT 'FORECAST',
    "released_at" TIMESTAMPTZ(3),
    "paid_at" TIMESTAMPTZ(3),
    "canceled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "commissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_subscriptions" (
    "id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "events" TEXT[],
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "webhook_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_deliveries" (
    "id" UUID NOT NULL,
    "subscription_id" UUID NOT NULL,
    "event" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "signature" TEXT NOT NULL,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "response_status" INTEGER,
    "last_error" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "towers_enterprise_id_name_key" ON "towers"("enterprise_id", "name");

-- CreateIndex
CREATE INDEX "units_enterprise_id_tower_id_floor_idx" ON "units"("enterprise_id", "tower_id", "floor");

-- CreateIndex
CREATE INDEX "units_enterprise_id_status_idx" ON "units"("enterprise_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "units_tower_id_number_key" ON "units"("tower_id", "number");

-- CreateIndex
CREATE INDEX "unit_logs_unit_id_created_at_idx" ON "unit_logs"("unit_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "unit_logs_enterprise_id_created_at_idx" ON "unit_logs"("enterprise_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "price_snapshots_enterprise_id_created_at_idx" ON "price_snapshots"("enterprise_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "price_snapshot_items_unit_id_idx" ON "price_snapshot_items"("unit_id");

-- CreateIndex
CREATE UNIQUE INDEX "market_indexes_type_month_key" ON "market_indexes"("type", "month");

-- CreateIndex
CREATE INDEX "serie_templates_enterprise_id_idx" ON "serie_templates"("enterprise_id");

-- CreateIndex
CREATE INDEX "sale_campaigns_enterprise_id_active_idx" ON "sale_campaigns"("enterprise_id", "active");

-- CreateIndex
CREATE INDEX "approval_rules_enterprise_id_active_idx" ON "approval_rules"("enterprise_id", "active");

-- CreateIndex
CREATE INDEX "enterprise_approvers_user_id_idx" ON "enterprise_approvers"("user_id");

-- CreateIndex
CREATE INDEX "enterprise_sales_teams_sales_team_id_idx" ON "enterprise_sales_teams"("sales_team_id");

-- CreateIndex
CREATE INDEX "enterprise_files_enterprise_id_file_type_idx" ON "enterprise_files"("enterprise_id", "file_type");

-- CreateIndex
CREATE INDEX "enterprise_medias_enterprise_id_type_idx" ON "enterprise_medias"("enterprise_id", "type");

-- CreateIndex
CREATE INDEX "enterprise_plans_enterprise_id_kind_idx" ON "enterprise_plans"("enterprise_id", "kind");

-- CreateIndex
CREATE INDEX "enterprise_logs_enterprise_id_created_at_idx" ON "enterprise_logs"("enterprise_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "reservations_unit_id_status_queue_position_idx" ON "reservations"("unit_id", "status", "queue_position");

-- CreateIndex
CREATE INDEX "reservations_status_expires_at_idx" ON "reservations"("status", "expires_at");

-- CreateIndex
CREATE INDEX "reservations_broker_id_status_idx" ON "reservations"("broker_id", "status");

-- CreateIndex
CREATE INDEX "reservations_lead_id_idx" ON "reservations"("lead_id");

-- CreateIndex
CREATE INDEX "proposals_unit_id_status_idx" ON "proposals"("unit_id", "status");

-- CreateIndex
CREATE INDEX "proposals_lead_id_idx" ON "proposals"("lead_id");

-- CreateIndex
CREATE INDEX "proposals_broker_id_created_at_idx" ON "proposals"("broker_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "proposals_enterprise_id_status_idx" ON "proposals"("enterprise_id", "status");

-- CreateIndex
CREATE INDEX "proposals_parent_id_idx" ON "proposals"("parent_id");

-- CreateIndex
CREATE UNIQUE INDEX "proposal_series_proposal_id_position_key" ON "proposal_series"("proposal_id", "position");

-- CreateIndex
CREATE INDEX "proposal_approvals_proposal_id_idx" ON "proposal_approvals"("proposal_id");

-- CreateIndex
CREATE INDEX "proposal_approvals_approver_id_decision_idx" ON "proposal_approvals"("approver_id", "decision");

-- CreateIndex
CREATE INDEX "proposal_logs_proposal_id_created_at_idx" ON "proposal_logs"("proposal_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "pre_sales_proposal_id_idx" ON "pre_sales"("proposal_id");

-- CreateIndex
CREATE INDEX "sales_unit_id_idx" ON "sales"("unit_id");

-- CreateIndex
CREATE INDEX "sales_lead_id_idx" ON "sales"("lead_id");

-- CreateIndex
CREATE INDEX "sales_broker_id_created_at_idx" ON "sales"("broker_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "sales_enterprise_id_status_idx" ON "sales"("enterprise_id", "status");

-- CreateIndex
CREATE INDEX "sales_status_created_at_idx" ON "sales"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "sale_buyers_sale_id_idx" ON "sale_buyers"("sale_id");

-- CreateIndex
CREATE INDEX "sale_buyers_document_idx" ON "sale_buyers"("document");

-- CreateIndex
CREATE INDEX "sale_files_sale_id_file_type_idx" ON "sale_files"("sale_id", "file_type");

-- CreateIndex
CREATE INDEX "sale_logs_sale_id_created_at_idx" ON "sale_logs"("sale_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "contracts_sale_id_idx" ON "contracts"("sale_id");

-- CreateIndex
CREATE INDEX "contracts_status_created_at_idx" ON "contracts"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "commissions_beneficiary_id_status_idx" ON "commissions"("beneficiary_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "commissions_sale_id_role_key" ON "commissions"("sale_id", "role");

-- CreateIndex
CREATE INDEX "webhook_deliveries_status_next_attempt_at_idx" ON "webhook_deliveries"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_subscription_id_created_at_idx" ON "webhook_deliveries"("subscription_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "enterprises_published_active_idx" ON "enterprises"("published", "active");

-- AddForeignKey
ALTER TABLE "towers" ADD CONSTRAINT "towers_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "units" ADD CONSTRAINT "units_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "units" ADD CONSTRAINT "units_tower_id_fkey" FOREIGN KEY ("tower_id") REFERENCES "towers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "unit_logs" ADD CONSTRAINT "unit_logs_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "price_snapshots" ADD CONSTRAINT "price_snapshots_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "price_snapshot_items" ADD CONSTRAINT "price_snapshot_items_snapshot_id_fkey" FOREIGN KEY ("snapshot_id") REFERENCES "price_snapshots"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "price_snapshot_items" ADD CONSTRAINT "price_snapshot_items_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "serie_templates" ADD CONSTRAINT "serie_templates_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_commission_infos" ADD CONSTRAINT "enterprise_commission_infos_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale_campaigns" ADD CONSTRAINT "sale_campaigns_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_approvers" ADD CONSTRAINT "enterprise_approvers_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_sales_teams" ADD CONSTRAINT "enterprise_sales_teams_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_sales_teams" ADD CONSTRAINT "enterprise_sales_teams_sales_team_id_fkey" FOREIGN KEY ("sales_team_id") REFERENCES "sales_teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_files" ADD CONSTRAINT "enterprise_files_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_medias" ADD CONSTRAINT "enterprise_medias_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_plans" ADD CONSTRAINT "enterprise_plans_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_plans" ADD CONSTRAINT "enterprise_plans_tower_id_fkey" FOREIGN KEY ("tower_id") REFERENCES "towers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_logs" ADD CONSTRAINT "enterprise_logs_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_sale_campaign_id_fkey" FOREIGN KEY ("sale_campaign_id") REFERENCES "sale_campaigns"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "proposals"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "proposal_series" ADD CONSTRAINT "proposal_series_proposal_id_fkey" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "proposal_approvals" ADD CONSTRAINT "proposal_approvals_proposal_id_fkey" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "proposal_logs" ADD CONSTRAINT "proposal_logs_proposal_id_fkey" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pre_sales" ADD CONSTRAINT "pre_sales_proposal_id_fkey" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales" ADD CONSTRAINT "sales_proposal_id_fkey" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales" ADD CONSTRAINT "sales_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales" ADD CONSTRAINT "sales_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales" ADD CONSTRAINT "sales_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale_buyers" ADD CONSTRAINT "sale_buyers_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sales"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale_files" ADD CONSTRAINT "sale_files_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sales"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale_logs" ADD CONSTRAINT "sale_logs_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sales"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sales"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sales"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "webhook_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (schema.prisma cannot express partial indexes; docs/decisions/011). No CHECK constraints:
-- the offline migration tool's schema describer panics on them ("char" workaround, docs/decisions/002).
-- A unit never has two active reservations, and a lead waits at most once per unit.
CREATE UNIQUE INDEX "reservations_one_active_per_unit" ON "reservations"("unit_id") WHERE "status" = 'ACTIVE';
CREATE UNIQUE INDEX "reservations_one_open_per_unit_lead" ON "reservations"("unit_id", "lead_id") WHERE "status" IN ('ACTIVE', 'QUEUED') AND "lead_id" IS NOT NULL;
-- One live sale (in process or completed) per unit.
CREATE UNIQUE INDEX "sales_one_live_per_unit" ON "sales"("unit_id") WHERE "status" IN ('IN_PROCESS', 'COMPLETED');
