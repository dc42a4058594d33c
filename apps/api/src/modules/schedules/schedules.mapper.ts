import type { ScheduleDto } from "@portal/contracts/schedules";
import type { ScheduleRecord } from "@portal/domain/schedules";

/** Wire DTO of an appointment (snake_case, `_id`): contracts/schedules.ts. */
export function toScheduleDto(s: ScheduleRecord): ScheduleDto {
  return {
    _id: s.id,
    lead_id: s.leadId,
    lead: { _id: s.lead.id, full_name: s.lead.fullName, phone: s.lead.phone },
    specialist_id: s.specialistId,
    specialist: { _id: s.specialist.id, full_name: s.specialist.fullName },
    enterprise_id: s.enterpriseId,
    enterprise: s.enterprise ? { _id: s.enterprise.id, name: s.enterprise.name } : null,
    type: s.type,
    status: s.status,
    starts_at: s.startsAt.toISOString(),
    ends_at: s.endsAt.toISOString(),
    duration_minutes: Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000),
    notes: s.notes,
    outcome_notes: s.outcomeNotes,
    cancel_reason: s.cancelReason,
    created_by: s.createdBy ? { _id: s.createdBy.id, full_name: s.createdBy.fullName } : null,
    reminder_sent_at: s.reminderSentAt ? s.reminderSentAt.toISOString() : null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
