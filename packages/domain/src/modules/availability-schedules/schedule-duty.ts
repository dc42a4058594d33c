import { addDays, SHIFTS, type ShiftHours } from "@portal/contracts/availability-schedules";
import { SETTINGS } from "@portal/contracts/settings";
import type { Repositories } from "../../repositories/repositories";
import { localClock, localDay } from "../distribution/rotation";

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * The slots ("YYYY-MM-DD|M") a specialist may be on duty in at this instant (America/Sao_Paulo): a shift from
 * `tolerance` minutes before it starts until it ends (N ends at 24:00, exclusive). Near a boundary two slots match
 * (13:45 with 30 minutes: M of today and T of today); 23:45 may match tomorrow's first shift when it starts at 00:00.
 */
export function dutyKeysAt(at: Date, hours: ShiftHours, toleranceMinutes: number): string[] {
  const today = localDay(at);
  const tomorrow = addDays(today, 1);
  const { minutes } = localClock(at);
  const keys: string[] = [];
  for (const shift of SHIFTS) {
    const start = toMinutes(hours[shift].starts_at);
    const end = toMinutes(hours[shift].ends_at);
    if (minutes >= start - toleranceMinutes && minutes < end) keys.push(`${today}|${shift}`);
    if (minutes >= 1440 + start - toleranceMinutes) keys.push(`${tomorrow}|${shift}`);
  }
  return keys;
}

/** The shift settings (hours and check-in tolerance), read with the repositories given (in or out of a transaction). */
export async function shiftSettings(repos: Repositories): Promise<{ hours: ShiftHours; tolerance: number }> {
  const [hours, tolerance] = await Promise.all([
    repos.settings.get("shift_hours"),
    repos.settings.get("shift_check_in_tolerance_minutes"),
  ]);
  const h = SETTINGS.shift_hours.schema.safeParse(hours);
  const t = SETTINGS.shift_check_in_tolerance_minutes.schema.safeParse(tolerance);
  return {
    hours: h.success ? h.data : SETTINGS.shift_hours.default,
    tolerance: t.success ? t.data : SETTINGS.shift_check_in_tolerance_minutes.default,
  };
}

/** The duty slots now, with the settings read through these repositories. */
export async function dutyKeysNow(repos: Repositories, at = new Date()): Promise<string[]> {
  const { hours, tolerance } = await shiftSettings(repos);
  return dutyKeysAt(at, hours, tolerance);
}
