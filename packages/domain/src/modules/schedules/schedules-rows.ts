import type { ScheduleStatus, ScheduleType } from "@portal/contracts/schedules";

/** An appointment as services and mappers read it (names joined; no Prisma type leaves the repository). */
export interface ScheduleRecord {
  id: string;
  leadId: string;
  lead: { id: string; fullName: string; phone: string; ownerId: string | null };
  specialistId: string;
  specialist: { id: string; fullName: string };
  enterpriseId: string | null;
  enterprise: { id: string; name: string } | null;
  type: ScheduleType;
  status: ScheduleStatus;
  startsAt: Date;
  endsAt: Date;
  notes: string | null;
  outcomeNotes: string | null;
  cancelReason: string | null;
  reminderDueAt: Date | null;
  reminderSentAt: Date | null;
  createdBy: { id: string; fullName: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A calendar cell (GET /schedules/calendar): what the day and week views draw. */
export interface ScheduleCellRecord {
  id: string;
  leadId: string;
  leadName: string;
  specialistId: string;
  specialistName: string;
  enterpriseId: string | null;
  enterpriseName: string | null;
  type: ScheduleType;
  status: ScheduleStatus;
  startsAt: Date;
  endsAt: Date;
}

/** The part of the agenda a caller reads; null: nothing. */
export type ScheduleScope =
  | { kind: "all" }
  | { kind: "specialists"; ids: string[] }
  | { kind: "reception"; enterpriseId: string }
  | null;

export interface ScheduleFilter {
  from?: Date;
  to?: Date;
  specialistIds?: string[];
  leadId?: string;
  enterpriseId?: string;
  type?: ScheduleType;
  statuses?: ScheduleStatus[];
}

export interface NewSchedule {
  leadId: string;
  specialistId: string;
  enterpriseId: string | null;
  type: ScheduleType;
  startsAt: Date;
  endsAt: Date;
  notes: string | null;
  reminderDueAt: Date | null;
  createdById: string;
}

export interface SchedulePatch {
  specialistId?: string;
  enterpriseId?: string | null;
  type?: ScheduleType;
  startsAt?: Date;
  endsAt?: Date;
  notes?: string | null;
  status?: ScheduleStatus;
  outcomeNotes?: string | null;
  cancelReason?: string | null;
  reminderDueAt?: Date | null;
  reminderSentAt?: Date | null;
  closedAt?: Date | null;
  updatedById?: string;
}
