-- AlterTable
ALTER TABLE "lead_files" ADD COLUMN     "replaced_at" TIMESTAMPTZ(3),
ADD COLUMN     "replaced_by_user_id" UUID,
ADD COLUMN     "version_of_id" UUID;

-- AlterTable
ALTER TABLE "sale_files" ADD COLUMN     "replaced_at" TIMESTAMPTZ(3),
ADD COLUMN     "replaced_by_user_id" UUID,
ADD COLUMN     "version_of_id" UUID;

-- CreateIndex
CREATE INDEX "lead_files_version_of_id_idx" ON "lead_files"("version_of_id");

-- CreateIndex
CREATE INDEX "sale_files_version_of_id_idx" ON "sale_files"("version_of_id");

-- One current version per document: a replacement marks the one it replaces, so two replacements of the same
-- version cannot both leave a current file behind.
CREATE UNIQUE INDEX "lead_files_one_current_version" ON "lead_files"("version_of_id") WHERE "replaced_at" IS NULL;
CREATE UNIQUE INDEX "sale_files_one_current_version" ON "sale_files"("version_of_id") WHERE "replaced_at" IS NULL;
