-- AlterTable
ALTER TABLE "lead_offers" ADD COLUMN     "paused_at" TIMESTAMPTZ(3);
