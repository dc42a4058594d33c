import type { AvailabilityScheduleDto, ScheduleSpecialistDto } from "@portal/contracts/availability-schedules";
import type { ScheduleRow, SpecialistRow } from "@portal/domain/availability-schedules";

/** A grid cell as the wire shows it (decision 052). */
export const toScheduleDto = (r: ScheduleRow): AvailabilityScheduleDto => ({
  _id: r.id,
  enterprise_id: r.enterpriseId,
  enterprise_name: r.enterpriseName,
  user_id: r.userId,
  user_name: r.userName,
  user_kind: r.userKind,
  day: r.day,
  shift: r.shift,
});

export const toScheduleSpecialistDto = (s: SpecialistRow): ScheduleSpecialistDto => ({
  _id: s.id,
  full_name: s.fullName,
  email: s.email,
  kind: s.kind,
});
