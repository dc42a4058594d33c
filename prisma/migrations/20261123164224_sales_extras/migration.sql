-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "CommissionRole" ADD VALUE 'HOME_BROKER';
ALTER TYPE "CommissionRole" ADD VALUE 'MANAGER';

-- DropIndex
DROP INDEX "commissions_sale_id_role_key";

-- AlterTable
ALTER TABLE "pre_sales" ADD COLUMN     "print_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "printed_by_id" UUID,
ADD COLUMN     "sale_id" UUID,
ADD COLUMN     "signed_by_id" UUID,
ADD COLUMN     "signed_file_name" TEXT,
ADD COLUMN     "signed_mime_type" TEXT,
ADD COLUMN     "signed_size" INTEGER,
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "sales" ADD COLUMN     "origin_sale_id" UUID;

-- CreateTable
CREATE TABLE "sale_groups" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "name" TEXT,
    "created_by_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sale_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sale_participants" (
    "id" UUID NOT NULL,
    "sale_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "classification" "CommissionRole" NOT NULL,
    "percentage" DECIMAL(7,4) NOT NULL,
    "position" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sale_participants_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sale_groups_enterprise_id_idx" ON "sale_groups"("enterprise_id");

-- CreateIndex
CREATE INDEX "sale_participants_user_id_idx" ON "sale_participants"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "sale_participants_sale_id_user_id_classification_key" ON "sale_participants"("sale_id", "user_id", "classification");

-- CreateIndex
CREATE UNIQUE INDEX "commissions_sale_id_role_beneficiary_id_key" ON "commissions"("sale_id", "role", "beneficiary_id");

-- CreateIndex
CREATE UNIQUE INDEX "pre_sales_sale_id_key" ON "pre_sales"("sale_id");

-- CreateIndex
CREATE UNIQUE INDEX "sales_origin_sale_id_key" ON "sales"("origin_sale_id");

-- CreateIndex
CREATE INDEX "sales_sale_group_id_idx" ON "sales"("sale_group_id");

-- AddForeignKey
ALTER TABLE "pre_sales" ADD CONSTRAINT "pre_sales_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sales"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale_groups" ADD CONSTRAINT "sale_groups_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale_participants" ADD CONSTRAINT "sale_participants_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sales"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales" ADD CONSTRAINT "sales_sale_group_id_fkey" FOREIGN KEY ("sale_group_id") REFERENCES "sale_groups"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales" ADD CONSTRAINT "sales_origin_sale_id_fkey" FOREIGN KEY ("origin_sale_id") REFERENCES "sales"("id") ON DELETE SET NULL ON UPDATE CASCADE;
