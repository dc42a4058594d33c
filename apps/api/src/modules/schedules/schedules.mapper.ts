import type { ScheduleCalendarResponse, ScheduleDto } from "@portal/contracts/schedules";
import type { ScheduleCellRecord, ScheduleRecord } from "@portal/domain/schedules";

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

/** The calendar's answer: a cell per appointment, and each specialist's and enterprise's name once (decision 058). */
export function toScheduleCalendar(cells: ScheduleCellRecord[]): Omit<ScheduleCalendarResponse, "pagination"> {
  const specialists = new Map<string, string>();
  const enterprises = new Map<string, string>();
  const payload = cells.map((c) => {
    specialists.set(c.specialistId, c.specialistName);
    if (c.enterpriseId) enterprises.set(c.enterpriseId, c.enterpriseName ?? "");
    return {
      _id: c.id,
      lead_id: c.leadId,
      lead_name: c.leadName,
      specialist_id: c.specialistId,
      enterprise_id: c.enterpriseId,
      type: c.type,
      status: c.status,
      starts_at: c.startsAt.toISOString(),
      ends_at: c.endsAt.toISOString(),
    };
  });
  return {
    payload,
    specialists: [...specialists].map(([_id, full_name]) => ({ _id, full_name })),
    enterprises: [...enterprises].map(([_id, name]) => ({ _id, name })),
  };
}
