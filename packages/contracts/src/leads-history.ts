import { z } from "zod";
import { listResponse, paginationSchema } from "./common";
import { FOLLOW_UP_TYPES, followUpTypeSchema, funnelStageSchema } from "./lead-enums";
import { blank, csv, eightDigits, nullableText, uuidField } from "./lead-schema-helpers";
import { enterpriseSummarySchema, temporaryTokenField, userSummarySchema } from "./leads-dto";
import { FIELD_MSG } from "./messages";
import { cleanMultiline } from "./text";

/** A lead's history: logs and annotations, and owner movements. */
/** System log types; annotations use the follow-up types (NOTE, CALL, VISIT, EMAIL, WHATSAPP). */
export const LEAD_SYSTEM_LOG_TYPES = [
  "CREATED",
  "NEW_INTEREST",
  "DATA",
  "CONTRACT_INFO",
  "STATUS",
  "OWNER",
  "ATTENDANCE",
  "EXCLUDED",
  "NOTIFICATION",
  "STAND_VISIT",
  "SERVICE_REPORT",
  /** A partner broker tried to register this client (decision 064): the lead stays with its owner. */
  "PARTNER_INDICATION",
] as const;
export const LEAD_LOG_TYPES = [...FOLLOW_UP_TYPES, ...LEAD_SYSTEM_LOG_TYPES] as const;
export const leadLogTypeSchema = z.enum(LEAD_LOG_TYPES);
/**
 * Every movement reason the API's own flows write (the column is text; POST reassign may also store its caller's
 * `type`). A new flow adds its reason here, with its label.
 */
export const MOVEMENT_REASONS = [
  "CREATED",
  "TRANSFER",
  "DISTRIBUTION",
  "REMOVED_FROM_WALLET",
  "PRE_LEAD_ACQUIRED",
  "ROULETTE_OFFER",
  "OFFER_EXPIRED",
  "PLAY_IN_ROULETTE",
  "STALE_TO_BASE",
  "STAND_VISIT",
  "SOLICITATION_TRANSFER",
] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];
/** What a user reads for each movement reason (Movimentações, the lead's history, the history PDF). */
export const MOVEMENT_REASON_LABELS: Record<MovementReason, string> = {
  CREATED: "Criação do lead",
  TRANSFER: "Transferência",
  DISTRIBUTION: "Distribuição",
  REMOVED_FROM_WALLET: "Removido da carteira",
  PRE_LEAD_ACQUIRED: "Pré-lead adquirido",
  ROULETTE_OFFER: "Oferta da roleta",
  OFFER_EXPIRED: "Oferta da roleta expirada",
  PLAY_IN_ROULETTE: "Devolvido à roleta",
  STALE_TO_BASE: "Enviado à base por inatividade",
  STAND_VISIT: "Atendimento no plantão",
  SOLICITATION_TRANSFER: "Transferência solicitada",
};
/** The label of a stored reason; a reason this version does not know reads as a movement, never as a code. */
export function movementReasonLabel(reason: string): string {
  return (MOVEMENT_REASON_LABELS as Record<string, string>)[reason] ?? "Movimentação";
}

// ---- logs and annotations ----
export const leadLogSchema = z.object({
  _id: z.string(),
  lead_id: z.string(),
  type: z.string(),
  subtype: z.string().nullable(),
  text: z.string().nullable(),
  message: z.string().nullable(),
  status_profile: funnelStageSchema.nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  author: userSummarySchema.nullable(),
  createdAt: z.string(),
});
export type LeadLogDto = z.infer<typeof leadLogSchema>;
export const leadLogsQuery = z.object({
  temporary_token: temporaryTokenField,
  type: blank(csv(leadLogTypeSchema)),
  skip: blank(z.coerce.number().int().min(0)).default(0),
  limit: blank(z.coerce.number().int().min(1).max(100)).default(50),
});
export const leadLogsResponse = listResponse(leadLogSchema);
export const annotationBody = z.object({
  text: z
    .string()
    .overwrite(cleanMultiline)
    .trim()
    .min(1, { error: FIELD_MSG.required })
    .max(5000, { error: FIELD_MSG.tooLong(5000) }),
  type: followUpTypeSchema,
  status_profile: funnelStageSchema.optional(),
});
export const logPatchBody = z
  .object({ message: z.string().trim().max(5000).nullable().optional(), subtype: nullableText(60).optional() })
  .refine((v) => v.message !== undefined || v.subtype !== undefined, {
    path: ["message"],
    message: "informe message ou subtype",
  });

// ---- movements ----
export const movementsQuery = z
  .object({
    /** One lead's movements (the profile's history tab). */
    lead_id: blank(uuidField),
    search: blank(
      z.string().trim().max(120).describe("Part of the lead's name, case-insensitive; % and _ match themselves."),
    ),
    enterprise: blank(uuidField),
    origin_user: blank(uuidField),
    destination_user: blank(uuidField),
    /** One day, DDMMYYYY (America/Sao_Paulo); applied only when exactly 8 digits. */
    date_movimentation: blank(eightDigits),
    /** With lead_id: that lead's movements through a read-only link (see leadDetailQuery). */
    temporary_token: temporaryTokenField,
    skip: blank(z.coerce.number().int().min(0)).default(0),
    limit: blank(z.coerce.number().int().min(1).max(100)).default(50),
  })
  .refine((q) => !q.temporary_token || q.lead_id, { path: ["lead_id"], message: "é obrigatório com temporary_token" });
export const movementSchema = z.object({
  _id: z.string(),
  lead: z.object({ _id: z.string(), full_name: z.string() }),
  origin_user: userSummarySchema.nullable(),
  destination_user: userSummarySchema.nullable(),
  actor: userSummarySchema.nullable(),
  enterprise: enterpriseSummarySchema.nullable(),
  reason: z.string(),
  date_movimentation: z.string(),
});
export const movementsResponse = z.object({ payload: z.array(movementSchema), pagination: paginationSchema });
