/** Solicitations (decision 054): requests between users with a reply thread. */
import { z } from "zod";
import { listResponse } from "./common";
import { dayField } from "./date-fields";
import { RESERVE_DURATIONS_MINUTES_ALTERNATE } from "./inventory-enums";
import { blank, closedObject, csv, eightDigits, queryInt, uuidField } from "./lead-schema-helpers";
import { userSummarySchema } from "./leads-dto";
import { FIELD_MSG } from "./messages";
import { cleanMultiline } from "./text";

export const SOLICITATION_TYPES = ["LEAD_TRANSFER", "RESERVE_EXTENSION", "SHIFT_SWAP", "OTHER"] as const;
export type SolicitationType = (typeof SOLICITATION_TYPES)[number];
export const SOLICITATION_STATUSES = ["OPEN", "APPROVED", "REFUSED", "CANCELED"] as const;
export type SolicitationStatus = (typeof SOLICITATION_STATUSES)[number];
/** A reply may carry one of these decisions (OPEN is where every request starts, never a decision). */
export const SOLICITATION_DECISIONS = ["APPROVED", "REFUSED", "CANCELED"] as const;
export type SolicitationDecision = (typeof SOLICITATION_DECISIONS)[number];
/** Spec 3: shifts M (manhã), T (tarde), N (noite). */
export const SHIFTS = ["M", "T", "N"] as const;
export type Shift = (typeof SHIFTS)[number];
/** Which side of the requests a list shows: the caller's own ("Minhas solicitações") or those they may decide. */
export const SOLICITATION_BOXES = ["sent", "received"] as const;
export type SolicitationBox = (typeof SOLICITATION_BOXES)[number];

export const SOLICITATION_TYPE_LABELS: Record<SolicitationType, string> = {
  LEAD_TRANSFER: "Transferência de lead",
  RESERVE_EXTENSION: "Prorrogação de reserva",
  SHIFT_SWAP: "Troca de plantão",
  OTHER: "Outro assunto",
};
export const SOLICITATION_STATUS_LABELS: Record<SolicitationStatus, string> = {
  OPEN: "Aberta",
  APPROVED: "Aprovada",
  REFUSED: "Recusada",
  CANCELED: "Cancelada",
};
/** What a decision reply is called in the thread. */
export const SOLICITATION_DECISION_LABELS: Record<SolicitationDecision, string> = {
  APPROVED: "Aprovou",
  REFUSED: "Recusou",
  CANCELED: "Cancelou",
};
export const SHIFT_LABELS: Record<Shift, string> = { M: "Manhã", T: "Tarde", N: "Noite" };
export const SOLICITATION_BOX_LABELS: Record<SolicitationBox, string> = {
  sent: "Minhas solicitações",
  received: "Para aprovar",
};

/** Extensions: the spec 9 reserve durations (the longer list), without "indefinite" (0): an extension adds time. */
export const EXTENSION_MINUTES = RESERVE_DURATIONS_MINUTES_ALTERNATE.filter((m) => m > 0);

/** The module's pt-BR texts (error-texts test: domain errors take them from here). */
export const SOLICITATION_MSG = {
  notFound: "Solicitação não encontrada.",
  closed: "Esta solicitação já foi respondida. Atualize a página para ver a decisão.",
  notDecider: "Você não pode decidir esta solicitação.",
  onlyRequesterCancels: "Somente quem fez a solicitação pode cancelá-la.",
  ownRequest: "Você não pode aprovar ou recusar a sua própria solicitação.",
  typeNotAllowed: "Você não pode fazer este tipo de solicitação.",
  alreadyOpen: "Você já tem uma solicitação aberta para este lead.",
  extensionAlreadyOpen: "Já existe uma solicitação de prorrogação aberta para esta reserva.",
  leadNotFound: "não corresponde a um lead ativo",
  leadAlreadyYours: "já está na sua carteira",
  leadMoved: "O lead mudou de responsável desde a solicitação; nada foi alterado. Recuse-a ou peça uma nova.",
  leadAlreadyRequester: "O lead já está na carteira de quem pediu; nada foi alterado.",
  requesterCannotOwn: "Quem pediu não pode mais receber leads (usuário inativo ou sem perfil de especialista).",
  reservationNotFound: "não corresponde a uma reserva sua",
  reservationNotActive: "a reserva não está ativa",
  reservationIndefinite: "a reserva não tem prazo para prorrogar",
  shiftNotYours: "não corresponde a um plantão seu na escala deste empreendimento",
  swapRequesterShiftGone:
    "O plantão de quem pediu não está mais na escala; nada foi alterado. Recuse a solicitação ou peça uma nova.",
  swapOtherShiftGone:
    "O plantão do outro especialista não está mais na escala; nada foi alterado. Recuse a solicitação ou peça uma nova.",
  otherSpecialist: "deve ser outro especialista de plantão ativo",
  enterpriseNotFound: "não corresponde a um empreendimento",
  sameShift: "deve ser diferente do seu plantão",
  shiftStarted: "deve ser um turno que ainda não começou",
  created: "Solicitação enviada.",
  replied: "Resposta enviada.",
  approved: "Solicitação aprovada.",
  refused: "Solicitação recusada.",
  canceled: "Solicitação cancelada.",
  /** Notification titles (GENERIC type; linked to the request). */
  newTitle: "Nova solicitação para aprovar",
  replyTitle: "Nova resposta em uma solicitação",
  swapColleagueTitle: "Sua escala mudou",
  /** To the colleague whose shift moved with an approved SHIFT_SWAP (they did not ask, so they must be told). */
  swapColleague: (requester: string, gives: string, takes: string) =>
    `Troca de plantão aprovada: ${requester} fica com o seu turno de ${gives} e você passa para o de ${takes}.`,
  transferredAwayTitle: "Lead transferido",
  /** To the previous owner of a lead whose LEAD_TRANSFER was approved (they did not ask, so they must be told). */
  transferredAway: (lead: string, requester: string, decider: string) =>
    `O lead ${lead} passou para ${requester}: transferência solicitada por ${requester} e aprovada por ${decider}.`,
  decidedTitle: (status: "APPROVED" | "REFUSED" | "CANCELED") =>
    status === "APPROVED"
      ? "Solicitação aprovada"
      : status === "REFUSED"
        ? "Solicitação recusada"
        : "Solicitação cancelada",
} as const;

const messageText = z
  .string({ error: FIELD_MSG.required })
  .overwrite(cleanMultiline)
  .trim()
  .min(1, { error: FIELD_MSG.required })
  .max(2000, { error: "deve ter no máximo 2000 caracteres" });
const isoDay = dayField();
const shiftField = z.enum(SHIFTS, { error: "deve ser M, T ou N" });

/** SHIFT_SWAP: my shift (date, shift, enterprise) for the other specialist's (their date and shift, same stand). */
export const shiftSwapInput = closedObject({
  date: isoDay,
  shift: shiftField,
  enterprise_id: uuidField,
  other_specialist_id: uuidField,
  other_date: isoDay,
  other_shift: shiftField,
});
export type ShiftSwapInput = z.output<typeof shiftSwapInput>;

const TYPE_FIELDS: Record<SolicitationType, readonly string[]> = {
  LEAD_TRANSFER: ["lead_id"],
  RESERVE_EXTENSION: ["reservation_id", "extension_minutes"],
  SHIFT_SWAP: ["shift_swap"],
  OTHER: [],
};
const TYPED_FIELDS = ["lead_id", "reservation_id", "extension_minutes", "shift_swap"] as const;

/**
 * POST /solicitations. One body for every type; each type requires its own fields and refuses the others' (the
 * 400 names the field). `message` is the reason, the thread's first message.
 */
export const solicitationCreateBody = closedObject({
  type: z.enum(SOLICITATION_TYPES, { error: `deve ser um dos tipos: ${SOLICITATION_TYPES.join(", ")}` }),
  message: messageText,
  lead_id: uuidField.optional(),
  reservation_id: uuidField.optional(),
  extension_minutes: z
    .number({ error: "deve ser um número inteiro de minutos" })
    .int({ error: "deve ser um número inteiro de minutos" })
    .refine((v) => (EXTENSION_MINUTES as readonly number[]).includes(v), {
      error: `deve ser uma das durações permitidas (minutos): ${EXTENSION_MINUTES.join(", ")}`,
    })
    .optional(),
  shift_swap: shiftSwapInput.optional(),
  /** OTHER: the enterprise it is about (optional; chooses the coordinators who are told). */
  enterprise_id: uuidField.optional(),
}).superRefine((b, ctx) => {
  const needed = TYPE_FIELDS[b.type];
  if (!needed) return;
  for (const field of needed) {
    if ((b as Record<string, unknown>)[field] === undefined)
      ctx.addIssue({ code: "custom", path: [field], message: FIELD_MSG.required });
  }
  for (const field of TYPED_FIELDS) {
    if (!needed.includes(field) && (b as Record<string, unknown>)[field] !== undefined)
      ctx.addIssue({ code: "custom", path: [field], message: "não se aplica a este tipo de solicitação" });
  }
  if (b.type !== "OTHER" && b.enterprise_id !== undefined)
    ctx.addIssue({ code: "custom", path: ["enterprise_id"], message: "não se aplica a este tipo de solicitação" });
  const s = b.shift_swap;
  if (s && s.date === s.other_date && s.shift === s.other_shift)
    ctx.addIssue({ code: "custom", path: ["shift_swap", "other_shift"], message: SOLICITATION_MSG.sameShift });
});
export type SolicitationCreateInput = z.output<typeof solicitationCreateBody>;

/**
 * POST /solicitations/{id}/reply: a message, and optionally a decision (APPROVED or REFUSED by an approver,
 * CANCELED by the requester). A reply without decision and a refusal need a message.
 */
export const solicitationReplyBody = closedObject({
  message: messageText.optional(),
  decision: z.enum(SOLICITATION_DECISIONS, { error: "deve ser APPROVED, REFUSED ou CANCELED" }).optional(),
}).superRefine((b, ctx) => {
  if (!b.message && (!b.decision || b.decision === "REFUSED"))
    ctx.addIssue({ code: "custom", path: ["message"], message: FIELD_MSG.required });
});
export type SolicitationReplyInput = z.output<typeof solicitationReplyBody>;

/** GET /solicitations. Dates: DDMMYYYY of createdAt (America/Sao_Paulo), like the other lists. */
export const solicitationListQuery = z.object({
  box: blank(z.enum(SOLICITATION_BOXES, { error: "deve ser sent ou received" })).default("sent"),
  type: blank(csv(z.enum(SOLICITATION_TYPES, { error: FIELD_MSG.invalid }))),
  status: blank(csv(z.enum(SOLICITATION_STATUSES, { error: FIELD_MSG.invalid }))),
  starts_date: blank(eightDigits),
  ends_date: blank(eightDigits),
  skip: blank(queryInt(0)).default(0),
  limit: blank(queryInt(1, 100)).default(20),
});
export type SolicitationListQuery = z.output<typeof solicitationListQuery>;

export const solicitationReplySchema = z.object({
  _id: z.string(),
  author: userSummarySchema,
  message: z.string().nullable(),
  decision: z.enum(SOLICITATION_DECISIONS).nullable(),
  createdAt: z.string(),
});
export type SolicitationReplyDto = z.infer<typeof solicitationReplySchema>;

export const solicitationSchema = z.object({
  _id: z.string(),
  type: z.enum(SOLICITATION_TYPES),
  status: z.enum(SOLICITATION_STATUSES),
  requester: userSummarySchema,
  message: z.string(),
  enterprise_id: z.string().nullable(),
  /** LEAD_TRANSFER: the lead and its owner when asked. */
  lead: z.object({ _id: z.string(), full_name: z.string() }).nullable(),
  lead_owner: userSummarySchema.nullable(),
  /**
   * LEAD_TRANSFER asked by the caller for a lead they may not see (someone else's client they did not serve at a
   * stand): the answer keeps the lead's id only — its name is empty, owner and enterprise null (decision 065).
   */
  lead_restricted: z.boolean(),
  /** RESERVE_EXTENSION: the reservation, its unit and when it ends now. */
  reservation: z
    .object({
      _id: z.string(),
      unit_id: z.string(),
      unit_name: z.string(),
      status: z.string(),
      expires_at: z.string().nullable(),
    })
    .nullable(),
  extension_minutes: z.number().nullable(),
  shift_swap: z
    .object({
      date: z.string(),
      shift: z.enum(SHIFTS),
      enterprise_id: z.string(),
      other_specialist: userSummarySchema,
      other_date: z.string(),
      other_shift: z.enum(SHIFTS),
    })
    .nullable(),
  decided_by: userSummarySchema.nullable(),
  decided_at: z.string().nullable(),
  replies_count: z.number().int(),
  /** What the caller may do now (the API checks again). */
  can_decide: z.boolean(),
  can_cancel: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SolicitationDto = z.infer<typeof solicitationSchema>;
export const solicitationListResponse = listResponse(solicitationSchema);
export const solicitationDetailSchema = solicitationSchema.extend({ replies: z.array(solicitationReplySchema) });
export type SolicitationDetailDto = z.infer<typeof solicitationDetailSchema>;
export const solicitationResponse = z.object({ solicitation: solicitationDetailSchema });
export const solicitationWriteResponse = z.object({ message: z.string(), solicitation: solicitationDetailSchema });

/**
 * GET /solicitations/extendable-reservations: the caller's reservations a RESERVE_EXTENSION may name (ACTIVE, with an
 * end, the caller the broker or who made it), soonest end first: the /solicitations form's reservation picker.
 */
export const extendableReservationSchema = z.object({
  _id: z.string(),
  unit_id: z.string(),
  unit_name: z.string(),
  enterprise_id: z.string(),
  enterprise_name: z.string(),
  expires_at: z.string(),
});
export type ExtendableReservationDto = z.infer<typeof extendableReservationSchema>;
export const extendableReservationListResponse = z.object({ payload: z.array(extendableReservationSchema) });

/** The titles of the notifications a solicitation sends (GENERIC; linked_content is the solicitation's id). */
export const SOLICITATION_NOTICE_TITLES: readonly string[] = [
  SOLICITATION_MSG.newTitle,
  SOLICITATION_MSG.replyTitle,
  ...SOLICITATION_DECISIONS.map((d) => SOLICITATION_MSG.decidedTitle(d)),
];
/** Does this notification open a solicitation (not a lead)? */
export function isSolicitationNotice(title: string): boolean {
  return SOLICITATION_NOTICE_TITLES.includes(title);
}
