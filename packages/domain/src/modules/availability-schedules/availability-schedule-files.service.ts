import { daysOfMonth, SCHEDULE_MSG, type Shift } from "@portal/contracts/availability-schedules";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { slug } from "../../lib/slug";
import { scheduleImportRejected, scheduleStandNotFound } from "./availability-schedules.errors";
import type { Slot } from "./availability-schedules.repository";
import { type AvailabilitySchedulesService, requireEditor, requireStandEditor } from "./availability-schedules.service";
import { shiftSettings } from "./schedule-duty";
import { buildScheduleXlsx, parseScheduleXlsx, type SheetPerson } from "./schedule-xlsx";

const MAX_ROWS = 1000;

/**
 * The month as XLSX, and its import (decision 052). The import is all or nothing: every row is checked first
 * (specialist known, shifts valid, no repeated row, no shift already taken at another stand) and the answer lists
 * every bad row; only a clean file replaces the stand's month, in one transaction.
 */
export class AvailabilityScheduleFilesService {
  constructor(
    private readonly db: Database,
    private readonly schedules: AvailabilitySchedulesService,
  ) {}

  /** GET /availability-schedules/export: the file name and its bytes. */
  async export(actor: AuthUser, enterpriseId: string, month: string): Promise<{ fileName: string; buffer: Buffer }> {
    requireEditor(actor);
    const repo = this.db.repos.availabilitySchedules;
    const standName = await repo.standName(enterpriseId);
    if (standName === null) throw scheduleStandNotFound();
    const days = daysOfMonth(month);
    const [rows, specialists, { hours }] = await Promise.all([
      repo.list({ from: days[0] as string, to: days[days.length - 1] as string, enterpriseId }),
      repo.specialists(),
      shiftSettings(this.db.repos),
    ]);
    const people = new Map<string, SheetPerson>();
    for (const s of specialists) people.set(s.id, { email: s.email, fullName: s.fullName, shifts: new Map() });
    const scheduledOnly = rows.filter((r) => !people.has(r.userId)).map((r) => r.userId);
    if (scheduledOnly.length) {
      // Inactive specialists still on the month keep their row (so the file shows what the grid shows).
      for (const r of rows) {
        if (!people.has(r.userId)) people.set(r.userId, { email: "", fullName: r.userName, shifts: new Map() });
      }
    }
    for (const r of rows) {
      const p = people.get(r.userId) as SheetPerson;
      const set = p.shifts.get(r.day) ?? new Set<Shift>();
      set.add(r.shift);
      p.shifts.set(r.day, set);
    }
    const buffer = await buildScheduleXlsx({ standName, month, people: [...people.values()], hours });
    // The one slug of file names: accents dropped whole ("Plantão" -> "plantao", never "planta-o").
    return { fileName: `escala-${slug(standName, "plantao")}-${month}.xlsx`, buffer };
  }

  /** POST /availability-schedules/import. */
  async import(actor: AuthUser, enterpriseId: string, month: string, buffer: Buffer) {
    await requireStandEditor(this.db.repos, actor, enterpriseId);
    const repo = this.db.repos.availabilitySchedules;
    const parsed = await parseScheduleXlsx(buffer, month, MAX_ROWS);
    const errors = [...parsed.errors];
    const byEmail = await repo.specialistsByEmail([...new Set(parsed.rows.map((r) => r.email).filter(Boolean))]);
    const firstRowOf = new Map<string, number>();
    const slots: (Slot & { row: number })[] = [];
    for (const r of parsed.rows) {
      const user = byEmail.get(r.email);
      if (!user) {
        errors.push(SCHEDULE_MSG.importUnknownSpecialist(r.row, r.email));
        continue;
      }
      const first = firstRowOf.get(user.id);
      if (first !== undefined) {
        errors.push(SCHEDULE_MSG.importRepeated(r.row, first));
        continue;
      }
      firstRowOf.set(user.id, r.row);
      for (const s of r.slots) slots.push({ userId: user.id, day: s.day, shift: s.shift, row: r.row });
    }
    const rowOf = new Map(slots.map((s) => [`${s.userId}|${s.day}|${s.shift}`, s.row]));
    for (const c of await repo.elsewhere(enterpriseId, slots)) {
      const row = rowOf.get(`${c.userId}|${c.day}|${c.shift}`) ?? 0;
      errors.push(SCHEDULE_MSG.importElsewhere(row, c.day, c.shift, c.enterpriseName));
    }
    if (errors.length) throw scheduleImportRejected(sortByRow(errors));
    const days = daysOfMonth(month);
    const written = slots.map(({ row: _row, ...s }) => s);
    const done = await this.schedules.write(
      async (repos) => {
        const removed = await repos.availabilitySchedules.removeRange({
          enterpriseId,
          from: days[0] as string,
          to: days[days.length - 1] as string,
        });
        const added = await repos.availabilitySchedules.insert(enterpriseId, written, actor.id);
        return { message: SCHEDULE_MSG.imported(added), added, removed };
      },
      enterpriseId,
      written,
    );
    await this.schedules.changes.changed(enterpriseId, [days[0] as string]);
    return done;
  }
}

/** "Linha 3..." before "Linha 12..." (the sheet's order), other texts first. */
function sortByRow(errors: string[]): string[] {
  const rowOf = (e: string) => Number(/^Linha (\d+)/.exec(e)?.[1] ?? 0);
  return errors
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rowOf(a.e) - rowOf(b.e) || a.i - b.i)
    .map((x) => x.e);
}
