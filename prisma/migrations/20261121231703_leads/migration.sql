-- CreateEnum
CREATE TYPE "EnterpriseGroup" AS ENUM ('STOCK', 'INTERIOR', 'ONLINE');

-- CreateEnum
CREATE TYPE "EnterprisePhase" AS ENUM ('SHORT_RELEASE', 'RELEASE', 'IN_WORKS', 'READY', 'DELIVERED');

-- CreateEnum
CREATE TYPE "PropertyType" AS ENUM ('HOME', 'INVESTMENTS', 'OTHERS');

-- CreateEnum
CREATE TYPE "LeadStatus" AS ENUM ('NEW', 'NEW_INTEREST', 'FILED', 'TALKING', 'STOPPED', 'EXPIRED', 'NON_ADHERENT', 'EXCLUDED', 'CONTRACT', 'PROPOSAL', 'SOLD');

-- CreateEnum
CREATE TYPE "InterestLevel" AS ENUM ('HIGH', 'MEDIUM', 'LOW', 'FROZEN', 'NO_CLASSIFICATION');

-- CreateEnum
CREATE TYPE "LeadNature" AS ENUM ('ONLINE', 'OFFLINE');

-- CreateEnum
CREATE TYPE "FunnelStage" AS ENUM ('INFO_SEND_AWAIT_RETURN', 'PRODUCTS_MARKET_RESEARCH', 'AWAITING_NEW_INFORMATION', 'TRY_SCHEDULE_VISIT', 'POTENTIAL_CLIENT_PORTFOLIO', 'SCHEDULED_VISIT', 'MEETING', 'VISITED_ANALYZING', 'AWAITING_MODEL_UNIT_OPENING', 'AWAITING_SALES_OPENING', 'PROPOSAL_SENT', 'CONTRACT_SIGNING');

-- CreateEnum
CREATE TYPE "Adherence" AS ENUM ('ADHERENT', 'NON-ADHERENT', 'UNCLASSIFIED');

-- CreateEnum
CREATE TYPE "PreLeadStatus" AS ENUM ('AVAILABLE', 'ACQUIRED', 'DISCARDED');

-- CreateTable
CREATE TABLE "enterprises" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "group" "EnterpriseGroup" NOT NULL DEFAULT 'STOCK',
    "phase" "EnterprisePhase" NOT NULL DEFAULT 'RELEASE',
    "property_type" "PropertyType" NOT NULL DEFAULT 'HOME',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "days_to_go_to_base" INTEGER,
    "sales_team_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "enterprises_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sales_teams" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "master_id" UUID,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sales_teams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sales_team_members" (
    "team_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sales_team_members_pkey" PRIMARY KEY ("team_id","user_id")
);

-- CreateTable
CREATE TABLE "leads" (
    "id" UUID NOT NULL,
    "full_name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT,
    "source" TEXT NOT NULL DEFAULT 'PORTAL',
    "origin_type" TEXT,
    "marketing_source" TEXT,
    "nature" "LeadNature" NOT NULL DEFAULT 'OFFLINE',
    "enterprise_id" UUID,
    "owner_id" UUID,
    "status" "LeadStatus" NOT NULL DEFAULT 'NEW',
    "status_profile" "FunnelStage",
    "interest_level" "InterestLevel" NOT NULL DEFAULT 'NO_CLASSIFICATION',
    "profile" "Adherence" NOT NULL DEFAULT 'UNCLASSIFIED',
    "city" TEXT,
    "is_client" BOOLEAN NOT NULL DEFAULT false,
    "excluded" BOOLEAN NOT NULL DEFAULT false,
    "sales_team_id" UUID,
    "roulette_id" UUID,
    "days_to_go_to_base" INTEGER,
    "archive_reason" TEXT,
    "discard_reason" TEXT,
    "in_attendance" BOOLEAN NOT NULL DEFAULT false,
    "attendance_started_at" TIMESTAMPTZ(3),
    "last_interest_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_activity_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "has_partner" BOOLEAN NOT NULL DEFAULT false,
    "document" TEXT,
    "document_type" TEXT,
    "social_reason" TEXT,
    "rg" TEXT,
    "rne" TEXT,
    "state_registration" TEXT,
    "issuing_agency" TEXT,
    "uf" TEXT,
    "dob" DATE,
    "profession" TEXT,
    "sex" TEXT,
    "marital_status" TEXT,
    "marriage_regime" TEXT,
    "nationality" TEXT,
    "naturalness" TEXT,
    "address" JSONB,
    "notary_notes" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "leads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_favorites" (
    "user_id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_favorites_pkey" PRIMARY KEY ("user_id","lead_id")
);

-- CreateTable
CREATE TABLE "lead_logs" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "author_id" UUID,
    "type" TEXT NOT NULL,
    "subtype" TEXT,
    "text" TEXT,
    "message" TEXT,
    "status_profile" "FunnelStage",
    "data" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_movements" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "origin_user_id" UUID,
    "destination_user_id" UUID,
    "enterprise_id" UUID,
    "actor_id" UUID,
    "reason" TEXT NOT NULL,
    "date_movimentation" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_movements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "attendances" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "attendant_id" UUID NOT NULL,
    "attendant_identifier" TEXT,
    "is_temporary" BOOLEAN NOT NULL DEFAULT false,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "attendances_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_copartners" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "full_name" TEXT NOT NULL,
    "document" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "relationship" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_copartners_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_files" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "file_type" TEXT NOT NULL,
    "copartner_id" UUID,
    "storage_key" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "uploaded_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_links" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_by_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pre_leads" (
    "id" UUID NOT NULL,
    "full_name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT,
    "source" TEXT NOT NULL DEFAULT 'PRE_LEADS_BASE',
    "marketing_source" TEXT,
    "city" TEXT,
    "enterprise_id" UUID,
    "status" "PreLeadStatus" NOT NULL DEFAULT 'AVAILABLE',
    "acquired_by_id" UUID,
    "acquired_at" TIMESTAMPTZ(3),
    "lead_id" UUID,
    "import_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pre_leads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pre_lead_imports" (
    "id" UUID NOT NULL,
    "file_name" TEXT NOT NULL,
    "created_by_id" UUID NOT NULL,
    "total" INTEGER NOT NULL,
    "accepted" INTEGER NOT NULL,
    "rejected" INTEGER NOT NULL,
    "report" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pre_lead_imports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "enterprises_active_name_idx" ON "enterprises"("active", "name");

-- CreateIndex
CREATE UNIQUE INDEX "sales_teams_name_key" ON "sales_teams"("name");

-- CreateIndex
CREATE INDEX "sales_team_members_user_id_idx" ON "sales_team_members"("user_id");

-- CreateIndex
CREATE INDEX "leads_last_interest_at_idx" ON "leads"("last_interest_at" DESC);

-- CreateIndex
CREATE INDEX "leads_owner_id_last_interest_at_idx" ON "leads"("owner_id", "last_interest_at" DESC);

-- CreateIndex
CREATE INDEX "leads_enterprise_id_status_last_interest_at_idx" ON "leads"("enterprise_id", "status", "last_interest_at" DESC);

-- CreateIndex
CREATE INDEX "leads_status_last_interest_at_idx" ON "leads"("status", "last_interest_at" DESC);

-- CreateIndex
CREATE INDEX "leads_interest_level_city_idx" ON "leads"("interest_level", "city");

-- CreateIndex
CREATE INDEX "leads_created_at_idx" ON "leads"("created_at");

-- CreateIndex
CREATE INDEX "leads_phone_idx" ON "leads"("phone");

-- CreateIndex
CREATE INDEX "leads_sales_team_id_idx" ON "leads"("sales_team_id");

-- CreateIndex
CREATE INDEX "leads_roulette_id_idx" ON "leads"("roulette_id");

-- CreateIndex
CREATE INDEX "leads_full_name_trgm_idx" ON "leads" USING GIN ("full_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "leads_phone_trgm_idx" ON "leads" USING GIN ("phone" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "lead_favorites_lead_id_idx" ON "lead_favorites"("lead_id");

-- CreateIndex
CREATE INDEX "lead_logs_lead_id_created_at_idx" ON "lead_logs"("lead_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "lead_movements_lead_id_date_movimentation_idx" ON "lead_movements"("lead_id", "date_movimentation" DESC);

-- CreateIndex
CREATE INDEX "lead_movements_date_movimentation_idx" ON "lead_movements"("date_movimentation" DESC);

-- CreateIndex
CREATE INDEX "lead_movements_origin_user_id_date_movimentation_idx" ON "lead_movements"("origin_user_id", "date_movimentation" DESC);

-- CreateIndex
CREATE INDEX "lead_movements_destination_user_id_date_movimentation_idx" ON "lead_movements"("destination_user_id", "date_movimentation" DESC);

-- CreateIndex
CREATE INDEX "attendances_lead_id_started_at_idx" ON "attendances"("lead_id", "started_at" DESC);

-- CreateIndex
CREATE INDEX "attendances_attendant_id_started_at_idx" ON "attendances"("attendant_id", "started_at" DESC);

-- CreateIndex
CREATE INDEX "lead_copartners_lead_id_idx" ON "lead_copartners"("lead_id");

-- CreateIndex
CREATE INDEX "lead_files_lead_id_file_type_idx" ON "lead_files"("lead_id", "file_type");

-- CreateIndex
CREATE UNIQUE INDEX "lead_links_token_hash_key" ON "lead_links"("token_hash");

-- CreateIndex
CREATE INDEX "lead_links_lead_id_idx" ON "lead_links"("lead_id");

-- CreateIndex
CREATE INDEX "pre_leads_status_created_at_idx" ON "pre_leads"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "pre_leads_phone_idx" ON "pre_leads"("phone");

-- CreateIndex
CREATE INDEX "pre_leads_enterprise_id_status_idx" ON "pre_leads"("enterprise_id", "status");

-- AddForeignKey
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_sales_team_id_fkey" FOREIGN KEY ("sales_team_id") REFERENCES "sales_teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales_team_members" ADD CONSTRAINT "sales_team_members_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "sales_teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leads" ADD CONSTRAINT "leads_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leads" ADD CONSTRAINT "leads_sales_team_id_fkey" FOREIGN KEY ("sales_team_id") REFERENCES "sales_teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_favorites" ADD CONSTRAINT "lead_favorites_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_logs" ADD CONSTRAINT "lead_logs_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_movements" ADD CONSTRAINT "lead_movements_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_copartners" ADD CONSTRAINT "lead_copartners_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_files" ADD CONSTRAINT "lead_files_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_files" ADD CONSTRAINT "lead_files_copartner_id_fkey" FOREIGN KEY ("copartner_id") REFERENCES "lead_copartners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_links" ADD CONSTRAINT "lead_links_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pre_leads" ADD CONSTRAINT "pre_leads_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pre_leads" ADD CONSTRAINT "pre_leads_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "pre_lead_imports"("id") ON DELETE SET NULL ON UPDATE CASCADE;
