-- CreateEnum
CREATE TYPE "ScheduleType" AS ENUM ('STAND_VISIT', 'CALL', 'VIDEO_CALL', 'OTHER');

-- CreateEnum
CREATE TYPE "ScheduleStatus" AS ENUM ('SCHEDULED', 'DONE', 'NO_SHOW', 'CANCELED');

-- CreateTable
CREATE TABLE "schedules" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "specialist_id" UUID NOT NULL,
    "enterprise_id" UUID,
    "type" "ScheduleType" NOT NULL,
    "status" "ScheduleStatus" NOT NULL DEFAULT 'SCHEDULED',
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "notes" TEXT,
    "outcome_notes" TEXT,
    "cancel_reason" TEXT,
    "reminder_due_at" TIMESTAMPTZ(3),
    "reminder_sent_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "closed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "schedules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "schedule_slots" (
    "specialist_id" UUID NOT NULL,
    "slot_start" TIMESTAMPTZ(3) NOT NULL,
    "schedule_id" UUID NOT NULL,

    CONSTRAINT "schedule_slots_pkey" PRIMARY KEY ("specialist_id","slot_start")
);

-- CreateIndex
CREATE INDEX "schedules_specialist_id_starts_at_idx" ON "schedules"("specialist_id", "starts_at");

-- CreateIndex
CREATE INDEX "schedules_lead_id_starts_at_idx" ON "schedules"("lead_id", "starts_at" DESC);

-- CreateIndex
CREATE INDEX "schedules_enterprise_id_starts_at_idx" ON "schedules"("enterprise_id", "starts_at");

-- CreateIndex
CREATE INDEX "schedules_reminder_due_at_idx" ON "schedules"("reminder_due_at");

-- CreateIndex
CREATE INDEX "schedule_slots_schedule_id_idx" ON "schedule_slots"("schedule_id");

-- AddForeignKey
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_schedule_id_fkey" FOREIGN KEY ("schedule_id") REFERENCES "schedules"("id") ON DELETE CASCADE ON UPDATE CASCADE;
