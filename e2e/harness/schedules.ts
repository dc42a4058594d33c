import { apiCall } from "./api";

/** Shift hours that cover the whole day, so a specialist can be "on duty now" whenever the tests run. */
export const WHOLE_DAY_SHIFTS = {
  M: { starts_at: "00:00", ends_at: "08:00" },
  T: { starts_at: "08:00", ends_at: "16:00" },
  N: { starts_at: "16:00", ends_at: "24:00" },
};
const SHIFTS = ["M", "T", "N"] as const;

/** Today in America/Sao_Paulo and the day after, "YYYY-MM-DD". */
export function todayAndTomorrow(): [string, string] {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return [today, next.toISOString().slice(0, 10)];
}

interface Row {
  enterprise_id: string;
  day: string;
  shift: (typeof SHIFTS)[number];
}

/**
 * What a booth specialist needs before checking in (decision 052: check-in only in a scheduled shift), done the
 * way an admin would: shifts covering the day, and the specialist scheduled at this stand in every shift of today
 * and tomorrow (moved from any other stand).
 */
export async function scheduleOnDuty(admin: string, enterpriseId: string, userId: string): Promise<void> {
  await apiCall(admin, "PUT", "/settings/shift_hours", { value: WHOLE_DAY_SHIFTS });
  const days = todayAndTomorrow();
  const months = [...new Set(days.map((d) => d.slice(0, 7)))];
  const rows: Row[] = [];
  for (const month of months) {
    const res = await apiCall<{ payload: Row[] }>(
      admin,
      "GET",
      `/availability-schedules?month=${month}&user_id=${userId}`,
    );
    rows.push(...res.payload);
  }
  const elsewhere = rows.filter((r) => r.enterprise_id !== enterpriseId && days.includes(r.day));
  for (const stand of new Set(elsewhere.map((r) => r.enterprise_id))) {
    const changes = elsewhere
      .filter((r) => r.enterprise_id === stand)
      .map((r) => ({ user_id: userId, day: r.day, shift: r.shift, scheduled: false }));
    await apiCall(admin, "PUT", "/availability-schedules", { enterprise_id: stand, changes });
  }
  const changes = days.flatMap((day) => SHIFTS.map((shift) => ({ user_id: userId, day, shift, scheduled: true })));
  await apiCall(admin, "PUT", "/availability-schedules", { enterprise_id: enterpriseId, changes });
}

/**
 * The enterprise is served by this sales team (by name): a booth coordinator writes only the schedules of their
 * teams' stands (decision 057).
 */
export async function serveByTeam(admin: string, enterpriseId: string, teamName: string) {
  const teams = await apiCall<{ payload: { _id: string; name: string }[] }>(
    admin,
    "GET",
    `/sales-teams?search=${encodeURIComponent(teamName)}`,
  );
  const team = teams.payload.find((t) => t.name === teamName);
  if (!team) throw new Error(`sales team ${teamName} not found`);
  await apiCall(admin, "PUT", `/enterprises/${enterpriseId}/sales-teams-settings`, { sales_team_ids: [team._id] });
}
