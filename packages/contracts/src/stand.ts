import { z } from "zod";
import { listResponse } from "./common";
import { type INTEREST_LEVELS, leadStatusSchema } from "./lead-enums";

type InterestLevel = (typeof INTEREST_LEVELS)[number];

import {
  betweenMsg,
  blank,
  clearableLongText,
  closedObject,
  csv,
  eightDigits,
  nameText,
  optionalBody,
  queryInt,
  requiredEnum,
  uuidField,
} from "./lead-schema-helpers";
import { enterpriseSummarySchema, userSummarySchema } from "./leads-dto";
import { FIELD_MSG, MSG } from "./messages";
import { partnerCreciField } from "./partner-status";
import { cleanLine, cleanMultiline } from "./text";
import { availabilityStatusSchema, emailField, phoneField } from "./users";

/**
 * The stand (plantão de vendas), docs/decisions/048-stand.md: stand settings per enterprise, presence
 * (check-in / check-out), the queue board ("lista da vez"), stand visits (receptionist check-in, routing, attendance),
 * third-party visits and the service report (FAC). Wire style: snake_case, `_id`, lists `{ payload, pagination }`.
 */

// ───────────── helpers ─────────────

/** An enum field that says "é obrigatório" when absent and "deve ser uma das opções permitidas" otherwise. */
const requiredBoolean = () =>
  z.boolean({ error: (issue) => (issue.input === undefined ? FIELD_MSG.required : "deve ser verdadeiro ou falso") });
/** Optional single-line text: "" or null clear it. */
const lineText = (max: number) =>
  z.preprocess(
    (v) => (v === "" ? null : v),
    z
      .string()
      .overwrite(cleanLine)
      .trim()
      .max(max, { error: FIELD_MSG.tooLong(max) })
      .nullable(),
  );
const longText = clearableLongText;
const reasonText = z
  .string({ error: FIELD_MSG.required })
  .overwrite(cleanMultiline)
  .trim()
  .min(3, { error: FIELD_MSG.tooShort(3) })
  .max(500, { error: FIELD_MSG.tooLong(500) });
/** An optional whole number within a range: pt-BR texts (zod's defaults are English / pt-PT). "" or null clear it. */
const intIn = (min: number, max: number) =>
  z
    .number({ error: INTEGER_MSG })
    .int({ error: INTEGER_MSG })
    .min(min, { error: betweenMsg(min, max) })
    .max(max, { error: betweenMsg(min, max) });
const INTEGER_MSG = "deve ser um número inteiro";
/** A comma-joined list of enum values ("a,b"); an unknown item is a 400 naming the field (not "field.0"). */
export const enumCsv = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((s) =>
      s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .refine((items) => items.length <= 50 && items.every((x) => (values as readonly string[]).includes(x)), {
      error: FIELD_MSG.invalidOption,
    })
    .transform((items) => items as T[number][]);
/** Free-text search of a list query. */
export const searchText = (max: number) =>
  z
    .string()
    .overwrite(cleanLine)
    .trim()
    .max(max, { error: FIELD_MSG.tooLong(max) });
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "deve estar no formato HH:MM" });
const visitorNameField = z
  .string({ error: FIELD_MSG.required })
  .overwrite(cleanLine)
  .trim()
  .min(2, { error: FIELD_MSG.tooShort(2) })
  .max(120, { error: FIELD_MSG.tooLong(120) });

// ───────────── enums and labels ─────────────

/** A stand visit's life: waiting for a specialist, routed to one, being served, served (with report), or given up. */
export const STAND_VISIT_STATUSES = ["WAITING", "ASSIGNED", "IN_ATTENDANCE", "FINISHED", "CANCELED"] as const;
export type StandVisitStatus = (typeof STAND_VISIT_STATUSES)[number];
export const standVisitStatusSchema = z.enum(STAND_VISIT_STATUSES);
export const STAND_VISIT_STATUS_LABELS: Record<StandVisitStatus, string> = {
  WAITING: "Aguardando especialista",
  ASSIGNED: "Encaminhada",
  IN_ATTENDANCE: "Em atendimento",
  FINISHED: "Finalizada",
  CANCELED: "Cancelada",
};

/** How the visit reached its specialist: the lead's owner on duty here, the queue ("fila da vez"), or by hand. */
export const STAND_ASSIGNMENT_TYPES = ["OWNER", "QUEUE", "MANUAL"] as const;
export type StandAssignmentType = (typeof STAND_ASSIGNMENT_TYPES)[number];
export const standAssignmentTypeSchema = z.enum(STAND_ASSIGNMENT_TYPES);
export const STAND_ASSIGNMENT_TYPE_LABELS: Record<StandAssignmentType, string> = {
  OWNER: "Cliente do especialista",
  QUEUE: "Fila da vez",
  MANUAL: "Atribuição manual",
};

/** Who a presence is: a booth specialist in the queue, or the receptionist working at that stand. */
export const STAND_PRESENCE_KINDS = ["SPECIALIST", "RECEPTION"] as const;
export type StandPresenceKind = (typeof STAND_PRESENCE_KINDS)[number];
export const STAND_PRESENCE_KIND_LABELS: Record<StandPresenceKind, string> = {
  SPECIALIST: "Especialista",
  RECEPTION: "Recepção",
};

/** Coordinator actions on a specialist of the queue (besides "to first position"). REMOVE = check-out. */
export const STAND_QUEUE_ACTIONS = ["PAUSE", "RESUME", "REMOVE"] as const;
export type StandQueueAction = (typeof STAND_QUEUE_ACTIONS)[number];
export const STAND_QUEUE_ACTION_LABELS: Record<StandQueueAction, string> = {
  PAUSE: "Pausar",
  RESUME: "Retomar",
  REMOVE: "Remover da fila (check-out)",
};

/** The three columns of the queue board. */
export const STAND_BOARD_COLUMNS = ["AVAILABLE", "IN_ATTENDANCE", "UNAVAILABLE"] as const;
export type StandBoardColumn = (typeof STAND_BOARD_COLUMNS)[number];
export const STAND_BOARD_COLUMN_LABELS: Record<StandBoardColumn, string> = {
  AVAILABLE: "Disponíveis (na vez)",
  IN_ATTENDANCE: "Em atendimento",
  UNAVAILABLE: "Pausados / ausentes",
};

/** The marketing origin list ("como conheceu"): spec 3 names site, social, street brochure, truck, booth, TV, radio. */
export const MARKETING_ORIGINS = [
  "SITE",
  "SOCIAL_MEDIA",
  "STREET_BROCHURE",
  "TRUCK",
  "STAND",
  "TV",
  "RADIO",
  "NEWSPAPER",
  "BILLBOARD",
  "REAL_ESTATE_PORTAL",
  "INDICATION",
  "PARTNER_BROKER",
  "PASSING_BY",
  "OTHERS",
] as const;
export type MarketingOrigin = (typeof MARKETING_ORIGINS)[number];
export const marketingOriginSchema = requiredEnum(MARKETING_ORIGINS);
export const MARKETING_ORIGIN_LABELS: Record<MarketingOrigin, string> = {
  SITE: "Site",
  SOCIAL_MEDIA: "Redes sociais",
  STREET_BROCHURE: "Panfleto na rua",
  TRUCK: "Caminhão de som / carro de som",
  STAND: "Passou pelo plantão",
  TV: "TV",
  RADIO: "Rádio",
  NEWSPAPER: "Jornal / revista",
  BILLBOARD: "Outdoor / placa",
  REAL_ESTATE_PORTAL: "Portal imobiliário",
  INDICATION: "Indicação",
  PARTNER_BROKER: "Corretor parceiro",
  PASSING_BY: "Passando pelo local",
  OTHERS: "Outros",
};

/** Purpose option list (spec 3: "option lists for ... purpose"): why the visitor wants a property. */
export const VISIT_PURPOSES = ["HOME", "INVESTMENT", "HOME_AND_INVESTMENT", "OTHERS"] as const;
export type VisitPurpose = (typeof VISIT_PURPOSES)[number];
export const visitPurposeSchema = requiredEnum(VISIT_PURPOSES);
export const VISIT_PURPOSE_LABELS: Record<VisitPurpose, string> = {
  HOME: "Moradia",
  INVESTMENT: "Investimento",
  HOME_AND_INVESTMENT: "Moradia e investimento",
  OTHERS: "Outros",
};

/** Bedrooms option list (spec 3). */
export const BEDROOM_OPTIONS = ["STUDIO", "ONE", "TWO", "THREE", "FOUR_OR_MORE"] as const;
export type BedroomOption = (typeof BEDROOM_OPTIONS)[number];
export const bedroomOptionSchema = requiredEnum(BEDROOM_OPTIONS);
export const BEDROOM_OPTION_LABELS: Record<BedroomOption, string> = {
  STUDIO: "Studio",
  ONE: "1 dormitório",
  TWO: "2 dormitórios",
  THREE: "3 dormitórios",
  FOUR_OR_MORE: "4 ou mais dormitórios",
};

/** Children option list (spec 3). */
export const CHILDREN_OPTIONS = ["NONE", "ONE", "TWO", "THREE_OR_MORE"] as const;
export type ChildrenOption = (typeof CHILDREN_OPTIONS)[number];
export const childrenOptionSchema = requiredEnum(CHILDREN_OPTIONS);
export const CHILDREN_OPTION_LABELS: Record<ChildrenOption, string> = {
  NONE: "Nenhum",
  ONE: "1 filho",
  TWO: "2 filhos",
  THREE_OR_MORE: "3 ou mais filhos",
};

/** The report classifies the visitor: every interest level but NO_CLASSIFICATION. */
export const REPORT_INTEREST_LEVELS = ["HIGH", "MEDIUM", "LOW", "FROZEN"] as const satisfies readonly InterestLevel[];

/** What a stand log row records (routing decisions, presence changes, attendance). */
export const STAND_LOG_ACTIONS = [
  "CHECK_IN",
  "CHECK_OUT",
  "PAUSE",
  "RESUME",
  "TO_FIRST",
  "REMOVED",
  "VISIT_CREATED",
  "ASSIGNED",
  "WAITING",
  "SKIPPED",
  "OWNER_NOTIFIED",
  "REASSIGNED",
  "STARTED",
  "FINISHED",
  "CANCELED",
] as const;
export type StandLogAction = (typeof STAND_LOG_ACTIONS)[number];
export const STAND_LOG_ACTION_LABELS: Record<StandLogAction, string> = {
  CHECK_IN: "Check-in no plantão",
  CHECK_OUT: "Check-out do plantão",
  PAUSE: "Pausado",
  RESUME: "Retomado",
  TO_FIRST: "Movido para o primeiro da fila",
  REMOVED: "Removido da fila",
  VISIT_CREATED: "Visita registrada",
  ASSIGNED: "Encaminhada ao especialista",
  WAITING: "Aguardando especialista disponível",
  SKIPPED: "Especialista pulado",
  OWNER_NOTIFIED: "Responsável avisado",
  REASSIGNED: "Reatribuída",
  STARTED: "Atendimento iniciado",
  FINISHED: "Atendimento finalizado",
  CANCELED: "Visita cancelada",
};

// ───────────── stand settings (enterprise) ─────────────

/** One opening window: weekday 0 (Sunday) .. 6 (Saturday), "HH:MM" in America/Sao_Paulo, opens before it closes. */
export const openingHoursItemSchema = z
  .object({
    weekday: intIn(0, 6),
    opens_at: hhmm,
    closes_at: hhmm,
  })
  .refine((h) => h.opens_at < h.closes_at, { path: ["closes_at"], error: "deve ser depois da abertura" });
export type OpeningHoursItem = z.infer<typeof openingHoursItemSchema>;

/** PUT /enterprises/{id}/stand: whether the enterprise has a stand, and its opening hours (windows may not overlap). */
export const standSettingsBody = closedObject({
  active: requiredBoolean(),
  opening_hours: z
    .array(openingHoursItemSchema)
    .max(21, { error: "deve ter no máximo 21 horários" })
    .default([])
    .superRefine((items, ctx) => {
      items.forEach((a, i) => {
        const overlaps = items.some(
          (b, j) => j < i && a.weekday === b.weekday && a.opens_at < b.closes_at && b.opens_at < a.closes_at,
        );
        if (overlaps) ctx.addIssue({ code: "custom", path: [i], message: "não pode sobrepor outro horário do dia" });
      });
    }),
});
export type StandSettingsInput = z.output<typeof standSettingsBody>;

/** A stand as listed on /stand/choose-enterprise and returned by GET/PUT /enterprises/{id}/stand. */
export const standSchema = z.object({
  enterprise_id: z.string(),
  enterprise: z.object({ _id: z.string(), name: z.string(), city: z.string() }),
  active: z.boolean(),
  opening_hours: z.array(z.object({ weekday: z.number().int(), opens_at: z.string(), closes_at: z.string() })),
  /** Inside one of the opening windows now (America/Sao_Paulo). Informative: check-ins are accepted at any time. */
  open_now: z.boolean(),
  /** Booth specialists checked in now. */
  specialists_present: z.number().int(),
  /** Visits waiting for a specialist now. */
  waiting_visits: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type StandDto = z.infer<typeof standSchema>;
export const standListResponse = z.object({ payload: z.array(standSchema) });

// ───────────── presence ─────────────

export const standPresenceSchema = z.object({
  _id: z.string(),
  enterprise: enterpriseSummarySchema,
  user: userSummarySchema,
  kind: z.enum(STAND_PRESENCE_KINDS),
  checked_in_at: z.string(),
  checked_out_at: z.string().nullable(),
});
export type StandPresenceDto = z.infer<typeof standPresenceSchema>;
/** POST /stands/{enterpriseId}/check-in: the caller's open presence (moved here if it was at another stand). */
export const standCheckInResponse = z.object({ message: z.string(), presence: standPresenceSchema });
/** GET /stands/my-presence. */
export const myStandPresenceResponse = z.object({ presence: standPresenceSchema.nullable() });

// ───────────── queue board ("lista da vez") ─────────────

export const boardVisitSchema = z.object({
  _id: z.string(),
  visitor_name: z.string(),
  status: standVisitStatusSchema,
  arrived_at: z.string(),
  assigned_at: z.string().nullable(),
  started_at: z.string().nullable(),
});
export type BoardVisitDto = z.infer<typeof boardVisitSchema>;

/** A booth specialist checked in at the stand, as the board shows them. */
export const standQueueEntrySchema = z.object({
  /** The presence id: the target of the coordinator's actions. */
  presence_id: z.string(),
  user: userSummarySchema,
  availability_status: availabilityStatusSchema,
  column: z.enum(STAND_BOARD_COLUMNS),
  /** 1-based place in the queue among the available ones; null in the other columns. */
  position: z.number().int().nullable(),
  checked_in_at: z.string(),
  last_assigned_at: z.string().nullable(),
  /** Visits routed to them since this check-in. */
  visits_count: z.number().int(),
  /** The visit they are serving (IN_ATTENDANCE), with its started_at: the board shows the elapsed time. */
  current_visit: boardVisitSchema.nullable(),
  /** Visits routed to them and not started yet. */
  assigned_visits: z.array(boardVisitSchema),
});
export type StandQueueEntryDto = z.infer<typeof standQueueEntrySchema>;

/** GET /stands/{enterpriseId}/board and the answer of every coordinator action. Live: realtime `stand.changed`. */
export const standBoardSchema = z.object({
  enterprise: enterpriseSummarySchema,
  open_now: z.boolean(),
  /** In queue order (the next visit goes to the first). */
  available: z.array(standQueueEntrySchema),
  in_attendance: z.array(standQueueEntrySchema),
  /** Paused (IN_PAUSE) or otherwise away. */
  unavailable: z.array(standQueueEntrySchema),
  /** Visits nobody could take yet, oldest first. */
  waiting_visits: z.array(boardVisitSchema),
  /** Server time of the answer (elapsed times are computed from it). */
  generated_at: z.string(),
});
export type StandBoardDto = z.infer<typeof standBoardSchema>;

/** PUT /stands/presences/{id}/action. */
export const standQueueActionBody = closedObject({ action: requiredEnum(STAND_QUEUE_ACTIONS) });

// ───────────── stand visits ─────────────

/** The partner broker who came with the visitor (a third-party visit). */
export const thirdPartyInput = closedObject({
  broker_name: nameText(120),
  /** Number and UF (CRECIs are per state), stored as "12345-F/SC" and matched on both. */
  broker_creci: partnerCreciField,
  agency_name: lineText(120).optional(),
});

/**
 * POST /stand-visits: the receptionist's check-in of a visitor (formStand, phone first). The lead goes through the
 * normal create path (duplicate phone for this enterprise -> NEW_INTEREST; source STAND, nature OFFLINE) and the
 * visit is created and routed in the same transaction.
 */
export const standVisitCreateBody = closedObject({
  enterprise_id: uuidField,
  phone: phoneField,
  full_name: visitorNameField,
  email: emailField.optional(),
  /** "Como conheceu" (marketing origin list). */
  how_know: marketingOriginSchema.optional(),
  purpose: visitPurposeSchema.optional(),
  lgpd_consent: requiredBoolean(),
  /** Present when a partner broker came with the visitor. */
  third_party: thirdPartyInput.nullable().optional(),
});
export type StandVisitCreateInput = z.output<typeof standVisitCreateBody>;

export const thirdPartyVisitSchema = z.object({
  _id: z.string(),
  stand_visit_id: z.string(),
  enterprise: enterpriseSummarySchema,
  lead_id: z.string(),
  visitor_name: z.string(),
  broker_name: z.string(),
  broker_creci: z.string(),
  agency_name: z.string().nullable(),
  /** The partner broker's user, when one matched the CRECI (then they are the lead's co-partner). */
  broker_user: userSummarySchema.nullable(),
  co_partner_added: z.boolean(),
  createdAt: z.string(),
});
export type ThirdPartyVisitDto = z.infer<typeof thirdPartyVisitSchema>;

export const standVisitSchema = z.object({
  _id: z.string(),
  enterprise: enterpriseSummarySchema,
  lead_id: z.string(),
  /** The lead already existed (same phone for this enterprise): it was marked NEW_INTEREST. */
  returning_visitor: z.boolean(),
  visitor: z.object({ full_name: z.string(), phone: z.string(), email: z.string().nullable() }),
  status: standVisitStatusSchema,
  specialist: userSummarySchema.nullable(),
  receptionist: userSummarySchema.nullable(),
  /** The lead's owner when the visitor arrived (their client), if any. */
  owner: userSummarySchema.nullable(),
  owner_notified: z.boolean(),
  assignment_type: standAssignmentTypeSchema.nullable(),
  /** Why this specialist (pt-BR, like the roulette's decisions). */
  assignment_reason: z.string().nullable(),
  how_know: z.enum(MARKETING_ORIGINS).nullable(),
  purpose: z.enum(VISIT_PURPOSES).nullable(),
  lgpd_consent: z.boolean(),
  third_party_visit: thirdPartyVisitSchema.nullable(),
  service_report_id: z.string().nullable(),
  arrived_at: z.string(),
  assigned_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  updatedAt: z.string(),
});
export type StandVisitDto = z.infer<typeof standVisitSchema>;
export const standVisitCreateResponse = z.object({ message: z.string(), visit: standVisitSchema });
export const standVisitResponse = z.object({ visit: standVisitSchema });
/** PUT /stand-visits/{id}/assign | start | cancel: the toast's text and the visit as it is now. */
export const standVisitActionResponse = z.object({ message: z.string(), visit: standVisitSchema });
export const standVisitListResponse = listResponse(standVisitSchema);

/** GET /stand-visits (and the visits of a lead / of an attendant). Dates: DDMMYYYY of arrived_at (America/Sao_Paulo). */
export const standVisitListQuery = z.object({
  enterprise_id: blank(uuidField),
  specialist_id: blank(uuidField),
  lead_id: blank(uuidField),
  status: blank(enumCsv(STAND_VISIT_STATUSES)),
  starts_date: blank(eightDigits),
  ends_date: blank(eightDigits),
  /** Visitor's name (part) or phone digits (4 or more). */
  search: blank(searchText(120)),
  /** true: visits with a service report (FINISHED); false: visits not canceled that have none yet. */
  has_report: blank(z.enum(["true", "false"], { error: FIELD_MSG.invalidOption }).transform((v) => v === "true")),
  skip: blank(queryInt(0)).default(0),
  limit: blank(queryInt(1, 100)).default(50),
});
export type StandVisitListQuery = z.output<typeof standVisitListQuery>;
/** Lists by lead or attendant take the same filters but the one in the path. */
export const standVisitPageQuery = standVisitListQuery.pick({ status: true, skip: true, limit: true });

/** PUT /stand-visits/{id}/assign: the receptionist (or a coordinator) chooses the specialist, with a reason. */
export const standVisitAssignBody = closedObject({ specialist_id: uuidField, reason: reasonText });
/** PUT /stand-visits/{id}/cancel: the visitor left before being served. */
export const standVisitCancelBody = closedObject({ reason: reasonText });
/** PUT /stand-visits/{id}/start: no body. */
export const standVisitStartBody = optionalBody(closedObject({}));

/** GET /stand-visits/phone/{phone}?enterprise_id=: what the stand needs about the visitor (decision 030 + 048). */
export const standPhoneLookupQuery = z.object({ enterprise_id: blank(uuidField) });
export const standPhoneLookupItemSchema = z.object({
  full_name: z.string(),
  owner_name: z.string().nullable(),
  status: leadStatusSchema,
  /** The lead of this enterprise (the one the check-in marks NEW_INTEREST). */
  this_enterprise: z.boolean(),
  /** Last stand visit of this lead (any stand), if any. */
  last_visit_at: z.string().nullable(),
});
export type StandPhoneLookupItemDto = z.infer<typeof standPhoneLookupItemSchema>;
export const standPhoneLookupResponse = z.object({ payload: z.array(standPhoneLookupItemSchema) });

// ───────────── service report (FAC) ─────────────

/**
 * PUT /stand-visits/{id}/finish: ending the attendance requires the service report (FAC, spec 3 field names).
 * `interest_level` becomes the lead's interest level (thermometer). Required: interest_level, purpose_enterprise,
 * how_many_bedroom, quantity_children, how_know, know_company, own_property; the rest is optional.
 */
export const serviceReportBody = closedObject({
  interest_level: requiredEnum(REPORT_INTEREST_LEVELS),
  purpose_enterprise: visitPurposeSchema,
  how_many_bedroom: bedroomOptionSchema,
  quantity_children: childrenOptionSchema,
  how_know: marketingOriginSchema,
  know_company: requiredBoolean(),
  own_property: requiredBoolean(),
  /** The real-estate agency that brought or accompanies the visitor, if any ("Imobiliária"). */
  real_estate: lineText(120).optional(),
  size_want: lineText(60).optional(),
  what_did_like: longText(1000).optional(),
  what_didnot_like: longText(1000).optional(),
  booked_unit: lineText(60).optional(),
  age: intIn(16, 120).nullable().optional(),
  service_feedback: longText(1000).optional(),
  quantity_pets: intIn(0, 50).nullable().optional(),
  which_neighborhood: lineText(120).optional(),
  city_of_interest: lineText(120).optional(),
  childrens_age: lineText(120).optional(),
  why_cant_buy: longText(1000).optional(),
  observations: longText(2000).optional(),
});
export type ServiceReportInput = z.output<typeof serviceReportBody>;

export const serviceReportSchema = z.object({
  _id: z.string(),
  stand_visit_id: z.string(),
  lead_id: z.string(),
  enterprise: enterpriseSummarySchema,
  specialist: userSummarySchema.nullable(),
  visitor_name: z.string(),
  interest_level: z.enum(REPORT_INTEREST_LEVELS),
  purpose_enterprise: z.enum(VISIT_PURPOSES),
  how_many_bedroom: z.enum(BEDROOM_OPTIONS),
  quantity_children: z.enum(CHILDREN_OPTIONS),
  how_know: z.enum(MARKETING_ORIGINS),
  know_company: z.boolean(),
  own_property: z.boolean(),
  real_estate: z.string().nullable(),
  size_want: z.string().nullable(),
  what_did_like: z.string().nullable(),
  what_didnot_like: z.string().nullable(),
  booked_unit: z.string().nullable(),
  age: z.number().int().nullable(),
  service_feedback: z.string().nullable(),
  quantity_pets: z.number().int().nullable(),
  which_neighborhood: z.string().nullable(),
  city_of_interest: z.string().nullable(),
  childrens_age: z.string().nullable(),
  why_cant_buy: z.string().nullable(),
  observations: z.string().nullable(),
  createdAt: z.string(),
});
export type ServiceReportDto = z.infer<typeof serviceReportSchema>;
/** PUT /stand-visits/{id}/finish answers the finished visit and its report. */
export const standVisitFinishResponse = z.object({
  message: z.string(),
  visit: standVisitSchema,
  service_report: serviceReportSchema,
});
export const serviceReportResponse = z.object({ service_report: serviceReportSchema });
export const serviceReportListResponse = listResponse(serviceReportSchema);
export const serviceReportListQuery = z.object({
  enterprise_id: blank(uuidField),
  specialist_id: blank(uuidField),
  lead_id: blank(uuidField),
  interest_level: blank(csv(z.enum(REPORT_INTEREST_LEVELS))),
  starts_date: blank(eightDigits),
  ends_date: blank(eightDigits),
  skip: blank(z.coerce.number().int().min(0)).default(0),
  limit: blank(z.coerce.number().int().min(1).max(100)).default(50),
});
export type ServiceReportListQuery = z.output<typeof serviceReportListQuery>;
export const serviceReportPageQuery = serviceReportListQuery.pick({ skip: true, limit: true });

// ───────────── third-party visits ─────────────

export const thirdPartyVisitListQuery = z.object({
  enterprise_id: blank(uuidField),
  starts_date: blank(eightDigits),
  ends_date: blank(eightDigits),
  /** Broker's name (part) or CRECI. */
  search: blank(z.string().overwrite(cleanLine).trim().max(120)),
  skip: blank(z.coerce.number().int().min(0)).default(0),
  limit: blank(z.coerce.number().int().min(1).max(100)).default(50),
});
export type ThirdPartyVisitListQuery = z.output<typeof thirdPartyVisitListQuery>;
export const thirdPartyVisitListResponse = listResponse(thirdPartyVisitSchema);
export const thirdPartyVisitResponse = z.object({ third_party_visit: thirdPartyVisitSchema });

// ───────────── logs ─────────────

export const standLogSchema = z.object({
  _id: z.string(),
  enterprise_id: z.string(),
  visit_id: z.string().nullable(),
  user_id: z.string().nullable(),
  actor_id: z.string().nullable(),
  action: z.enum(STAND_LOG_ACTIONS),
  reason: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type StandLogDto = z.infer<typeof standLogSchema>;
/** GET /stand-visits/{id}/logs: the routing decisions and attendance of one visit, oldest first ("por que ele?"). */
export const standLogListResponse = z.object({ payload: z.array(standLogSchema) });

// ───────────── notifications ─────────────

/** Titles of the stand's notifications (texts in MSG): VISIT_STAND to the specialist, to the owner; SERVICE_REPORT. */
export const VISIT_STAND_NOTIFICATION_TITLE = MSG.visitStandTitle;
export const OWNER_CLIENT_AT_STAND_TITLE = MSG.ownerClientAtStandTitle;
export const SERVICE_REPORT_NOTIFICATION_TITLE = MSG.serviceReportTitle;
