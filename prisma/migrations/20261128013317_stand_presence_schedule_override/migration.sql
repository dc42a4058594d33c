-- AlterTable
ALTER TABLE "stand_presences" ADD COLUMN     "schedule_override_by_id" UUID;
