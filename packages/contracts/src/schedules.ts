import { z } from "zod";
import { listResponse, paginationSchema } from "./common";
import { dayField as dayFieldOf, instantField } from "./date-fields";
import { formatDate, LOCALE, TIME_ZONE } from "./dates";
import { clearableLongText, csv, queryInt, requiredEnum, uuidField } from "./lead-schema-helpers";
import { enterpriseSummarySchema, userSummarySchema } from "./leads-dto";
import { FIELD_MSG } from "./messages";

/**
 * The agenda (section "schedule"), docs/decisions/053-schedules.md: appointments between a
 * specialist and a lead — stand visit, call, video call, other — on the spec's 30-minute grid across 24 h (spec 9),
 * with their outcome, counts per day for the month calendar and a reminder 30 minutes before.
 */

// ───────────── constants ─────────────

/** Spec 9: "time slots every 30 minutes across 24 h". */
export const SLOT_MINUTES = 30;
export const SLOT_MS = SLOT_MINUTES * 60_000;
/** An appointment holds 1 to 8 consecutive slots (30 min to 4 h). */
export const MAX_SCHEDULE_SLOTS = 8;
export const SCHEDULE_DURATIONS = [30, 60, 90, 120, 150, 180, 210, 240] as const;
/** The reminder goes this long before the start. */
export const SCHEDULE_REMINDER_MINUTES = 30;
/** count-by-date answers at most this many days (a month view shows 6 weeks). */
export const COUNT_BY_DATE_MAX_DAYS = 62;
/** A list by time range covers at most this many days (a week view asks 7). */
export const SCHEDULE_LIST_MAX_DAYS = 62;

// ───────────── enums and labels ─────────────

export const SCHEDULE_TYPES = ["STAND_VISIT", "CALL", "VIDEO_CALL", "OTHER"] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];
export const SCHEDULE_TYPE_LABELS: Record<ScheduleType, string> = {
  STAND_VISIT: "Visita ao plantão",
  CALL: "Ligação",
  VIDEO_CALL: "Videochamada",
  OTHER: "Outro",
};

export const SCHEDULE_STATUSES = ["SCHEDULED", "DONE", "NO_SHOW", "CANCELED"] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
export const SCHEDULE_STATUS_LABELS: Record<ScheduleStatus, string> = {
  SCHEDULED: "Agendado",
  DONE: "Realizado",
  NO_SHOW: "Não compareceu",
  CANCELED: "Cancelado",
};
/** The outcomes a SCHEDULED appointment may be closed with (PUT /schedules/{id}/outcome). */
export const SCHEDULE_OUTCOMES = ["DONE", "NO_SHOW"] as const;
export type ScheduleOutcome = (typeof SCHEDULE_OUTCOMES)[number];

/** The lead timeline's follow-up type of each appointment type (spec 3: NOTE, CALL, VISIT, EMAIL, WHATSAPP). */
export const SCHEDULE_FOLLOW_UP: Record<ScheduleType, "VISIT" | "CALL" | "NOTE"> = {
  STAND_VISIT: "VISIT",
  CALL: "CALL",
  VIDEO_CALL: "CALL",
  OTHER: "NOTE",
};
/** The subtypes of the lead logs the agenda writes (one per step of an appointment's life). */
export const SCHEDULE_LOG_SUBTYPES = ["SCHEDULED", "MOVED", "DONE", "NO_SHOW", "CANCELED"] as const;
export type ScheduleLogSubtype = (typeof SCHEDULE_LOG_SUBTYPES)[number];

// ───────────── texts (pt-BR) ─────────────

export const SCHEDULE_MSG = {
  notFound: "Agendamento não encontrado.",
  enterpriseNotFound: "Empreendimento não encontrado.",
  slotTaken: "Este horário já está ocupado na agenda do especialista. Escolha outro horário.",
  notScheduled: "Este agendamento já foi encerrado e não pode mais ser alterado.",
  forbidden: "Você não tem permissão para alterar este agendamento.",
  created: "Agendamento criado.",
  updated: "Agendamento atualizado.",
  canceled: "Agendamento cancelado.",
  outcome: "Resultado do agendamento registrado.",
  reminderTitle: "Lembrete de agendamento",
  reminderMessage: (type: string, leadName: string, time: string) => `${type} com ${leadName} às ${time}.`,
  // field fragments (400 on a field)
  specialistOutOfScope: "deve ser você ou um especialista da sua equipe",
  specialistInvalid: "deve ser um especialista ativo",
  leadInvalid: "deve ser um lead que você pode ver",
  enterpriseRequired: "é obrigatório para visitas ao plantão",
  enterpriseInvalid: "deve ser um empreendimento existente",
  slotGrid: "deve começar em um horário cheio ou meia hora (ex.: 09:00, 09:30)",
  duration: "deve ser múltiplo de 30 minutos, de 30 minutos a 4 horas",
  rangeOrder: "deve ser posterior ao início",
  rangeTooLong: (days: number) => `deve cobrir no máximo ${days} dias`,
  day: "deve ser uma data no formato AAAA-MM-DD",
  listNeedsRange: "é obrigatório sem lead_id",
  calendarNoLead: "não se aplica ao calendário (use GET /schedules)",
  startsInPast: "não pode estar no passado: escolha a meia hora atual ou um horário futuro",
  outsideStandHours: (day: string, windows: string) =>
    `deve estar dentro do horário de funcionamento do plantão (${day}: ${windows})`,
} as const;

// ───────────── helpers ─────────────

const notesText = (max: number) => clearableLongText(max).optional();
/** An instant on the 30-minute grid (São Paulo is UTC-3 all year, so the grid is the same in UTC). */
const slotInstant = instantField({
  refine: { check: (at) => at.getTime() % SLOT_MS === 0, message: SCHEDULE_MSG.slotGrid },
});
const isoInstant = instantField();
const dayField = dayFieldOf();
const durationField = z.coerce
  .number({ error: SCHEDULE_MSG.duration })
  .int({ error: SCHEDULE_MSG.duration })
  .refine((m) => m >= SLOT_MINUTES && m <= SLOT_MINUTES * MAX_SCHEDULE_SLOTS && m % SLOT_MINUTES === 0, {
    error: SCHEDULE_MSG.duration,
  });

// ───────────── requests ─────────────

export const scheduleCreateBody = z.strictObject({
  lead_id: uuidField,
  /** The specialist whose agenda holds it; defaults to the caller. */
  specialist_id: uuidField.optional(),
  type: requiredEnum(SCHEDULE_TYPES),
  starts_at: slotInstant,
  duration_minutes: durationField.default(SLOT_MINUTES),
  /** Required for STAND_VISIT: the enterprise whose stand receives the visitor. */
  enterprise_id: uuidField.nullable().optional(),
  notes: notesText(2000),
});
export type ScheduleCreateBody = z.infer<typeof scheduleCreateBody>;

/** Move or edit a SCHEDULED appointment; omitted fields keep their value. */
export const scheduleUpdateBody = z.strictObject({
  specialist_id: uuidField.optional(),
  type: requiredEnum(SCHEDULE_TYPES).optional(),
  starts_at: slotInstant.optional(),
  duration_minutes: durationField.optional(),
  enterprise_id: uuidField.nullable().optional(),
  notes: notesText(2000),
});
export type ScheduleUpdateBody = z.infer<typeof scheduleUpdateBody>;

export const scheduleCancelBody = z.preprocess((v) => v ?? {}, z.strictObject({ reason: notesText(500) }));
export type ScheduleCancelBody = z.infer<typeof scheduleCancelBody>;

export const scheduleOutcomeBody = z.strictObject({
  status: requiredEnum(SCHEDULE_OUTCOMES),
  outcome_notes: notesText(2000),
});
export type ScheduleOutcomeBody = z.infer<typeof scheduleOutcomeBody>;

/**
 * GET /schedules: the appointments that overlap [starts_at, ends_at) (day and week views), or every appointment of
 * one lead (`lead_id`, the lead profile). `specialist_ids` narrows to some specialists of the caller's scope.
 */
export const scheduleListQuery = z
  .object({
    starts_at: isoInstant.optional(),
    ends_at: isoInstant.optional(),
    specialist_ids: csv(z.uuid({ error: FIELD_MSG.invalid }), 200).optional(),
    lead_id: uuidField.optional(),
    enterprise_id: uuidField.optional(),
    type: requiredEnum(SCHEDULE_TYPES).optional(),
    status: csv(requiredEnum(SCHEDULE_STATUSES), 4).optional(),
    skip: queryInt(0).default(0),
    limit: queryInt(1, 1000).default(500),
  })
  .superRefine((q, ctx) => {
    if (!q.lead_id && (!q.starts_at || !q.ends_at)) {
      ctx.addIssue({
        code: "custom",
        path: [q.starts_at ? "ends_at" : "starts_at"],
        message: SCHEDULE_MSG.listNeedsRange,
      });
      return;
    }
    if (q.starts_at && q.ends_at) {
      const span = new Date(q.ends_at).getTime() - new Date(q.starts_at).getTime();
      if (span <= 0) ctx.addIssue({ code: "custom", path: ["ends_at"], message: SCHEDULE_MSG.rangeOrder });
      else if (span > SCHEDULE_LIST_MAX_DAYS * 86_400_000)
        ctx.addIssue({ code: "custom", path: ["ends_at"], message: SCHEDULE_MSG.rangeTooLong(SCHEDULE_LIST_MAX_DAYS) });
    }
  });
export type ScheduleListQuery = z.infer<typeof scheduleListQuery>;

/** GET /schedules/count-by-date: appointments per São Paulo day in [starts_date, ends_date], cancelled ones aside. */
export const scheduleCountQuery = z
  .object({
    starts_date: dayField,
    ends_date: dayField,
    specialist_ids: csv(z.uuid({ error: FIELD_MSG.invalid }), 200).optional(),
    type: requiredEnum(SCHEDULE_TYPES).optional(),
  })
  .superRefine((q, ctx) => {
    const span = (Date.parse(`${q.ends_date}T00:00:00Z`) - Date.parse(`${q.starts_date}T00:00:00Z`)) / 86_400_000;
    if (!Number.isFinite(span)) return;
    if (span < 0) ctx.addIssue({ code: "custom", path: ["ends_date"], message: SCHEDULE_MSG.rangeOrder });
    else if (span >= COUNT_BY_DATE_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["ends_date"], message: SCHEDULE_MSG.rangeTooLong(COUNT_BY_DATE_MAX_DAYS) });
  });
export type ScheduleCountQuery = z.infer<typeof scheduleCountQuery>;

// ───────────── responses ─────────────

export const scheduleSchema = z.object({
  _id: z.string(),
  lead_id: z.string(),
  lead: z.object({ _id: z.string(), full_name: z.string(), phone: z.string() }),
  specialist_id: z.string(),
  specialist: userSummarySchema,
  enterprise_id: z.string().nullable(),
  enterprise: enterpriseSummarySchema.nullable(),
  type: z.enum(SCHEDULE_TYPES),
  status: z.enum(SCHEDULE_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  notes: z.string().nullable(),
  outcome_notes: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_by: userSummarySchema.nullable(),
  reminder_sent_at: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScheduleDto = z.infer<typeof scheduleSchema>;
export const scheduleListResponse = listResponse(scheduleSchema);
/**
 * GET /schedules/calendar: the day and week views' cells (decision 058). The same filters as GET /schedules with a
 * window required; each appointment carries only what a calendar cell shows, and the names of the specialists and
 * enterprises come once per answer, not once per appointment (a team's week is ~400 appointments: ~300 KB as whole
 * appointments, ~120 KB as cells). The whole appointment is GET /schedules/{id}, when a cell is opened.
 */
export const scheduleCalendarQuery = scheduleListQuery.superRefine((q, ctx) => {
  if (q.lead_id) ctx.addIssue({ code: "custom", path: ["lead_id"], message: SCHEDULE_MSG.calendarNoLead });
});
export type ScheduleCalendarQuery = z.infer<typeof scheduleCalendarQuery>;
export const scheduleCellSchema = z.object({
  _id: z.string(),
  lead_id: z.string(),
  lead_name: z.string(),
  specialist_id: z.string(),
  enterprise_id: z.string().nullable(),
  type: z.enum(SCHEDULE_TYPES),
  status: z.enum(SCHEDULE_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type ScheduleCellDto = z.infer<typeof scheduleCellSchema>;
export const scheduleCalendarResponse = z.object({
  payload: z.array(scheduleCellSchema),
  /** The specialists and enterprises the cells name, once each. */
  specialists: z.array(userSummarySchema),
  enterprises: z.array(enterpriseSummarySchema),
  pagination: paginationSchema,
});
export type ScheduleCalendarResponse = z.infer<typeof scheduleCalendarResponse>;
export const scheduleActionResponse = z.object({ message: z.string(), schedule: scheduleSchema });

export const scheduleCountResponse = z.object({
  payload: z.array(z.object({ date: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type ScheduleCountResponse = z.infer<typeof scheduleCountResponse>;

/** GET /schedules/stand-hours/{enterpriseId}: when the enterprise's stand receives visits (empty: no hours set). */
export const scheduleStandHoursResponse = z.object({
  enterprise_id: z.string(),
  opening_hours: z.array(z.object({ weekday: z.number().int(), opens_at: z.string(), closes_at: z.string() })),
});
export type ScheduleStandHoursResponse = z.infer<typeof scheduleStandHoursResponse>;

/** GET /schedules/specialists: whose agendas the caller may open and book into (self, team, or everyone). */
export const scheduleSpecialistsResponse = z.object({
  payload: z.array(userSummarySchema),
  scope: z.enum(["all", "team", "own", "reception"]),
});
export type ScheduleSpecialistsResponse = z.infer<typeof scheduleSpecialistsResponse>;

// ───────────── formatters (API log texts, reminders, web) ─────────────

const timeFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" });
const weekdayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: "short" });

/** "09:30" in São Paulo. */
export function formatScheduleTime(at: Date | string): string {
  return timeFormat.format(new Date(at));
}

/** "qui., 27/11/2026, 09:30–10:30" in São Paulo. */
export function formatScheduleWhen(startsAt: Date | string, endsAt: Date | string): string {
  return `${weekdayFormat.format(new Date(startsAt))}, ${formatDate(startsAt)}, ${formatScheduleTime(startsAt)}–${formatScheduleTime(endsAt)}`;
}

/**
 * The instant a São Paulo day ("YYYY-MM-DD") begins. São Paulo keeps UTC-3 all year (no daylight saving since
 * 2019), so the offset is fixed; the 30-minute grid is the same in UTC.
 */
export function saoPauloDayStart(day: string): Date {
  return new Date(`${day}T00:00:00-03:00`);
}

/** The text of the lead log each step of an appointment writes (the lead's timeline, decision 053). */
export function scheduleLogText(
  step: ScheduleLogSubtype,
  a: { type: ScheduleType; startsAt: Date | string; endsAt: Date | string; specialistName: string },
  note?: string | null,
): string {
  const what = SCHEDULE_TYPE_LABELS[a.type];
  const when = formatScheduleWhen(a.startsAt, a.endsAt);
  const head = {
    SCHEDULED: `Agendado: ${what}, ${when}, com ${a.specialistName}.`,
    MOVED: `Remarcado: ${what}, ${when}, com ${a.specialistName}.`,
    DONE: `Realizado: ${what}, ${when}.`,
    NO_SHOW: `Cliente não compareceu: ${what}, ${when}.`,
    CANCELED: `Cancelado: ${what}, ${when}.`,
  }[step];
  return note ? `${head}\n${note}` : head;
}
