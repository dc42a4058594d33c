import { z } from "zod";
import { idSchema, listResponse } from "./common";
import { dayField as dayFieldOf, monthField as monthFieldOf } from "./date-fields";
import { FIELD_MSG } from "./messages";
import { hasRole } from "./policy";

/**
 * Availability schedules (escala do plantão), docs/decisions/052-availability-schedules.md:
 * a month grid per stand, specialist x day x shift. Wire style: snake_case, `_id`, lists `{ payload, pagination }`.
 */

// ───────────── shifts ─────────────

/** The spec's shifts (section 5): manhã, tarde, noite. */
export const SHIFTS = ["M", "T", "N"] as const;
export type Shift = (typeof SHIFTS)[number];
export const shiftSchema = z.enum(SHIFTS, {
  error: (issue) => (issue.input === undefined ? FIELD_MSG.required : "deve ser M, T ou N"),
});
export const SHIFT_LABELS: Record<Shift, string> = { M: "Manhã", T: "Tarde", N: "Noite" };

/** "HH:MM" in America/Sao_Paulo; "24:00" is the end of the day (the night shift ends at midnight). */
const shiftTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: "deve estar no formato HH:MM" });
const shiftWindow = z
  .object({ starts_at: shiftTime, ends_at: shiftTime })
  .refine((w) => w.starts_at < w.ends_at, { error: "deve terminar depois de começar" });
/** The `shift_hours` setting: each shift's window of the day (no shift crosses midnight). */
export const shiftHoursSchema = z.object({ M: shiftWindow, T: shiftWindow, N: shiftWindow });
export type ShiftHours = z.infer<typeof shiftHoursSchema>;
export const DEFAULT_SHIFT_HOURS: ShiftHours = {
  M: { starts_at: "08:00", ends_at: "14:00" },
  T: { starts_at: "14:00", ends_at: "20:00" },
  N: { starts_at: "20:00", ends_at: "24:00" },
};
/** Minutes before a shift starts when its specialists may already check in (the `shift_check_in_tolerance_minutes`). */
export const DEFAULT_SHIFT_CHECK_IN_TOLERANCE_MINUTES = 30;

/**
 * The instant a shift of a São Paulo day starts (UTC-3 all year). A shift that has started is history for a swap
 * (decision 066): neither side of a SHIFT_SWAP may be one.
 */
export function shiftStartsAt(day: string, shift: Shift, hours: ShiftHours): Date {
  return new Date(`${day}T${hours[shift].starts_at}:00-03:00`);
}
export function shiftHasStarted(day: string, shift: Shift, hours: ShiftHours, now: Date = new Date()): boolean {
  return shiftStartsAt(day, shift, hours).getTime() <= now.getTime();
}

/** "08:00-14:00" */
export const formatShiftWindow = (w: { starts_at: string; ends_at: string }) => `${w.starts_at}-${w.ends_at}`;

// ───────────── days and months ─────────────

/** A calendar day "YYYY-MM-DD" (the stand's local day), in the portal's year range (date-fields.ts). */
const dayField = dayFieldOf();
/** A month "YYYY-MM", in the portal's year range. */
const monthField = monthFieldOf();

/** The days of a month, "YYYY-MM-DD" each. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}
/** The day `n` days after `day` ("YYYY-MM-DD"). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
/** 0 (Sunday) to 6 (Saturday). */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
export const WEEKDAY_SHORT_LABELS = ["dom", "seg", "ter", "qua", "qui", "sex", "sáb"] as const;
/** "03/12" */
export const formatDayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** "dezembro de 2026" */
export function formatMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

// ───────────── requests ─────────────

export const availabilityScheduleQuery = z.object({
  month: monthField,
  /** The stand (enterprise); without it, a booth specialist reads their own month at every stand. */
  enterprise_id: idSchema.optional(),
  user_id: idSchema.optional(),
});
export type AvailabilityScheduleQuery = z.infer<typeof availabilityScheduleQuery>;

const slot = z.object({ user_id: idSchema, day: dayField, shift: shiftSchema });
/** Click or drag on the grid: cells to schedule (`scheduled: true`) or to clear, written together or not at all. */
export const availabilityScheduleChangesBody = z.object({
  enterprise_id: idSchema,
  changes: z
    .array(slot.extend({ scheduled: z.boolean({ error: "deve ser verdadeiro ou falso" }) }))
    .min(1, { error: "deve ter ao menos uma alteração" })
    .max(3000, { error: "deve ter no máximo 3000 alterações" }),
});
export type AvailabilityScheduleChanges = z.infer<typeof availabilityScheduleChangesBody>;

/** Copy a week (7 days from `from`) over the 7 days from `to`, at one stand: the target week is replaced. */
export const availabilityScheduleCopyWeekBody = z
  .object({ enterprise_id: idSchema, from: dayField, to: dayField })
  .refine((b) => Math.abs(Date.parse(b.to) - Date.parse(b.from)) >= 7 * 86_400_000, {
    path: ["to"],
    error: "deve começar uma semana que não se sobreponha à copiada",
  });
export type AvailabilityScheduleCopyWeek = z.infer<typeof availabilityScheduleCopyWeekBody>;

/** Clear a stand's month (or one specialist's month at that stand). */
export const availabilityScheduleClearBody = z.object({
  enterprise_id: idSchema,
  month: monthField,
  user_id: idSchema.optional(),
});
export type AvailabilityScheduleClear = z.infer<typeof availabilityScheduleClearBody>;

/** The import's text fields (multipart, with the file in `file`). */
export const availabilityScheduleImportFields = z.object({ enterprise_id: idSchema, month: monthField });
export const availabilityScheduleExportQuery = z.object({ enterprise_id: idSchema, month: monthField });
export const AVAILABILITY_SCHEDULE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** An admin checks a specialist in outside their schedule (logged with the reason). */
export const standCheckInOverrideBody = z.object({
  reason: z
    .string({ error: FIELD_MSG.required })
    .trim()
    .min(3, { error: FIELD_MSG.tooShort(3) })
    .max(300, { error: FIELD_MSG.tooLong(300) }),
});

// ───────────── responses ─────────────

/** GET /availability-schedules/stands: the active stands, and whether the caller writes each one's schedule. */
export const scheduleStandSchema = z.object({ enterprise_id: idSchema, name: z.string(), editable: z.boolean() });
export type ScheduleStandDto = z.infer<typeof scheduleStandSchema>;
export const scheduleStandListResponse = z.object({ payload: z.array(scheduleStandSchema) });

/**
 * Who a grid row is (decision 061): a booth specialist (the queue) or a receptionist (the reception); both are
 * scheduled on the same grid, one stand per shift.
 */
export const SCHEDULE_PERSON_KINDS = ["SPECIALIST", "RECEPTION"] as const;
export type SchedulePersonKind = (typeof SCHEDULE_PERSON_KINDS)[number];
export const SCHEDULE_PERSON_KIND_LABELS: Record<SchedulePersonKind, string> = {
  SPECIALIST: "Especialista",
  RECEPTION: "Recepção",
};
const personKind = z.enum(SCHEDULE_PERSON_KINDS);

export const availabilityScheduleSchema = z.object({
  _id: idSchema,
  enterprise_id: idSchema,
  enterprise_name: z.string(),
  user_id: idSchema,
  user_name: z.string(),
  user_kind: personKind,
  day: z.string(),
  shift: z.enum(SHIFTS),
});
export type AvailabilityScheduleDto = z.infer<typeof availabilityScheduleSchema>;
export const availabilityScheduleListResponse = listResponse(availabilityScheduleSchema);

export const scheduleSpecialistSchema = z.object({
  _id: idSchema,
  full_name: z.string(),
  email: z.string(),
  kind: personKind,
});
export type ScheduleSpecialistDto = z.infer<typeof scheduleSpecialistSchema>;
export const scheduleSpecialistListResponse = listResponse(scheduleSpecialistSchema);

export const availabilityScheduleWriteResponse = z.object({
  message: z.string(),
  added: z.number().int(),
  removed: z.number().int(),
});

export const shiftHoursResponse = z.object({
  shift_hours: shiftHoursSchema,
  check_in_tolerance_minutes: z.number().int(),
});

// ───────────── the XLSX layout (export = import template) ─────────────

export const SCHEDULE_SHEET_NAME = "Escala";
/** Row 1 of the sheet: these, then one column per day of the month ("01 seg", "02 ter", ...). */
export const SCHEDULE_SHEET_HEADERS = ["E-mail", "Especialista"] as const;
export const scheduleDayHeader = (day: string) => `${day.slice(8, 10)} ${WEEKDAY_SHORT_LABELS[weekdayOf(day)]}`;

// ───────────── pt-BR texts ─────────────

export const SCHEDULE_MSG = {
  saved: "Escala atualizada.",
  copied: "Semana copiada.",
  cleared: "Escala limpa.",
  imported: (n: number) => `Escala importada: ${n} ${n === 1 ? "turno" : "turnos"}.`,
  notSpecialist: "deve ser um especialista de plantão ou recepcionista ativo",
  standNotFound: "Plantão não encontrado.",
  forbidden: "Você só pode ver a sua escala e a dos plantões em que está escalado(a).",
  enterpriseRequired: "é obrigatório (ou user_id)",
  /** The one-stand-per-shift rule (unique index availability_schedules_one_stand_per_shift). */
  alreadyElsewhere: (specialist: string, stand: string, day: string, shift: Shift) =>
    `${specialist} já está escalado(a) no plantão ${stand} em ${formatDayMonth(day)} (${SHIFT_LABELS[shift]}).`,
  conflict: "Este especialista já está escalado em outro plantão neste turno.",
  changedMeanwhile: "A escala deste plantão foi alterada por outra pessoa ao mesmo tempo. Recarregue e tente de novo.",
  swapNotFound: "Turno da escala não encontrado.",
  /** A receptionist works only at the stands they are scheduled at today (decision 061). */
  notScheduledToday: (stand: string) => `Você não está escalado(a) no plantão ${stand} hoje. Procure a coordenação.`,
  notScheduledNow: (stand: string) =>
    `Você não está escalado(a) no plantão ${stand} neste turno. Procure a coordenação.`,
  overrideNotSpecialist: "Somente especialistas de plantão e recepcionistas fazem check-in no plantão.",
  overrideCheckedIn: "Check-in fora da escala registrado.",
  // Import rows (1-based, as the spreadsheet shows them).
  importNoFile: "Envie a planilha da escala (.xlsx).",
  importUnreadable: "Não foi possível ler a planilha: envie um arquivo .xlsx no modelo exportado.",
  importNoSheet: 'A planilha não tem a aba "Escala". Use o modelo exportado.',
  importHeader: (expected: string, found: string) =>
    `Linha 1: cabeçalho inesperado: esperado "${expected}", encontrado "${found}". Use o modelo exportado deste mês.`,
  importUnknownSpecialist: (row: number, email: string) =>
    `Linha ${row}: especialista não encontrado (${email || "e-mail vazio"}).`,
  importRepeated: (row: number, first: number) => `Linha ${row}: especialista repetido (já na linha ${first}).`,
  importBadShift: (row: number, day: string, value: string) =>
    `Linha ${row}, dia ${formatDayMonth(day)}: turno inválido "${value}" (use M, T ou N).`,
  importElsewhere: (row: number, day: string, shift: Shift, stand: string) =>
    `Linha ${row}, dia ${formatDayMonth(day)} (${SHIFT_LABELS[shift]}): já escalado(a) no plantão ${stand}.`,
  importTooManyRows: (max: number) => `A planilha tem mais de ${max} linhas de especialistas.`,
  /** A coordinator writing a stand no sales team of theirs serves (decision 057). */
  notYourStand:
    "Você só pode alterar a escala dos plantões atendidos pelos seus times de vendas. Peça à administração ou ao coordenador do time.",
} as const;

// ───────────── who does what (the section availabilitySchedule: MASTER, admins, coordinators, booth specialists) ─────────────

/**
 * Who edits schedules (click, drag, copy a week, clear, import) and reads (and exports) every stand's. Admins (and
 * MASTER) write every stand; a BOOTH_COORDINATOR only the stands served by an active sales team they coordinate or
 * belong to (`enterprise_sales_teams`, decision 057), checked by the service.
 */
export const SCHEDULE_EDITOR_ROLES = ["GERAL_ADMIN", "OPERATIONAL_ADMIN", "BOOTH_COORDINATOR"] as const;
/** Editors who write every stand's schedule (the others: their teams' stands). */
export const SCHEDULE_ANY_STAND_ROLES = ["GERAL_ADMIN", "OPERATIONAL_ADMIN"] as const;
export const editsEveryStandSchedule = (roles: readonly string[]) => hasRole(roles, SCHEDULE_ANY_STAND_ROLES);
/** Who reads schedules: editors every stand; a booth specialist their own month and their stands'. */
export const SCHEDULE_READER_ROLES = [...SCHEDULE_EDITOR_ROLES, "BOOTH_SPECIALIST"] as const;
/**
 * Who checks a specialist or a receptionist in outside their schedule (the override, logged): admins at any stand, a
 * booth coordinator at the stands of their sales teams (the stand scope, decision 061).
 */
export const SCHEDULE_OVERRIDE_ROLES = ["GERAL_ADMIN", "OPERATIONAL_ADMIN", "BOOTH_COORDINATOR"] as const;

export const canEditSchedules = (roles: readonly string[]) => hasRole(roles, SCHEDULE_EDITOR_ROLES);
export const canOverrideShiftCheckIn = (roles: readonly string[]) => hasRole(roles, SCHEDULE_OVERRIDE_ROLES);
