-- CreateEnum
CREATE TYPE "ScheduleShift" AS ENUM ('M', 'T', 'N');

-- CreateTable
CREATE TABLE "availability_schedules" (
    "id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "shift" "ScheduleShift" NOT NULL,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "availability_schedules_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "availability_schedules_enterprise_id_day_idx" ON "availability_schedules"("enterprise_id", "day");

-- CreateIndex
CREATE UNIQUE INDEX "availability_schedules_one_stand_per_shift" ON "availability_schedules"("user_id", "day", "shift");

-- AddForeignKey
ALTER TABLE "availability_schedules" ADD CONSTRAINT "availability_schedules_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "stands"("enterprise_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "availability_schedules" ADD CONSTRAINT "availability_schedules_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
