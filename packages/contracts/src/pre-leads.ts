import { z } from "zod";
import { listResponse, paginationQuery } from "./common";
import { LEAD_SOURCES } from "./lead-enums";
import { FIELD_MSG } from "./messages";
import { hasRole } from "./policy";
import { ADMIN_ROLES, type Role, SPECIALIST_ROLES } from "./roles";

export const PRE_LEAD_STATUSES = ["AVAILABLE", "ACQUIRED", "DISCARDED"] as const;
export const preLeadStatusSchema = z.enum(PRE_LEAD_STATUSES, { error: FIELD_MSG.invalidOption });
export const PRE_LEAD_STATUS_LABELS: Record<(typeof PRE_LEAD_STATUSES)[number], string> = {
  AVAILABLE: "Disponível",
  ACQUIRED: "Adquirido",
  DISCARDED: "Descartado",
};

/** Coordinators and admins manage the base (import, offer settings). MASTER passes too. */
export const PRE_LEAD_MANAGER_ROLES: readonly Role[] = [...ADMIN_ROLES, "BOOTH_COORDINATOR", "ONLINE_COORDINATOR"];
/** Who may list the base: specialists, coordinators and admins. */
export const PRE_LEAD_READER_ROLES: readonly Role[] = [
  ...PRE_LEAD_MANAGER_ROLES,
  "PARTNERSHIP_COORDINATOR",
  "AGENT_PATRIANI_COORDINATOR",
  ...SPECIALIST_ROLES,
];
/** Only specialists take pre-leads into their wallet (MASTER has no wallet, so it is not let through). */
export function canAcquirePreLeads(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, SPECIALIST_ROLES, { excludeMaster: true });
}

/**
 * The pre-lead's whole phone goes to whoever manages the base and to the specialist who acquired it; everyone
 * else (a specialist before 'Adquirir') gets it masked, "(11) 9****-**63" (decision 035).
 */
export function canSeePreLeadPhone(
  viewer: { id: string; roles: readonly string[] },
  preLead: { acquiredById: string | null },
): boolean {
  return (
    hasRole(viewer.roles, PRE_LEAD_MANAGER_ROLES) ||
    (preLead.acquiredById !== null && preLead.acquiredById === viewer.id)
  );
}

export const preLeadSchema = z.object({
  _id: z.string(),
  full_name: z.string(),
  /** E.164 digits for managers and the acquirer; otherwise masked for display, e.g. "(11) 9****-**63". */
  phone: z
    .string()
    .describe(
      'E.164 digits (5511997937563) for the base\'s managers and the specialist who acquired it; masked for everyone else, e.g. "(11) 9****-**63".',
    ),
  email: z.string().nullable(),
  source: z.string(),
  city: z.string().nullable(),
  enterprise_id: z.string().nullable(),
  enterprise: z.object({ _id: z.string(), name: z.string() }).nullable(),
  status: z.enum(PRE_LEAD_STATUSES),
  acquiredBy: z.object({ _id: z.string(), full_name: z.string() }).nullable(),
  acquiredAt: z.string().nullable(),
  leadId: z.string().nullable(),
  import_id: z.string().nullable(),
  createdAt: z.string(),
});
export type PreLeadDto = z.infer<typeof preLeadSchema>;

export const preLeadListQuery = paginationQuery.extend({
  status: preLeadStatusSchema.optional(),
  enterprise_id: z.uuid({ error: FIELD_MSG.invalid }).optional(),
  city: z.string().trim().max(80).optional(),
  source: z.string().trim().max(60).optional(),
  search: z
    .string()
    .trim()
    .max(120)
    .describe("Part of the name (case-insensitive), or 4+ digits of the phone; % and _ match themselves.")
    .optional(),
});
export const preLeadListResponse = listResponse(preLeadSchema);

export const preLeadAcquireResponse = z.object({
  message: z.string(),
  /** The lead the pre-lead became — or, for a phone already active in the enterprise, the existing lead. */
  lead_id: z.string(),
  /** True when no lead was created: the existing lead was marked NEW_INTEREST (duplicate rule). */
  new_interest: z.boolean(),
  pre_lead: preLeadSchema,
});

export const preLeadOfferSettingsSchema = z.object({
  /** How many pre-leads one specialist may acquire per day (America/Sao_Paulo calendar day). */
  max_acquisitions_per_day: z.number().int(),
  /** Enterprises whose pre-leads are offered to specialists; empty = every enterprise. */
  enterprise_ids: z.array(z.string()),
});
export type PreLeadOfferSettings = z.infer<typeof preLeadOfferSettingsSchema>;
export const preLeadOfferSettingsBody = z
  .object({
    max_acquisitions_per_day: z
      .number({ error: "deve ser um número inteiro" })
      .int({ error: "deve ser um número inteiro" })
      .min(1, { error: "deve estar entre 1 e 1000" })
      .max(1000, { error: "deve estar entre 1 e 1000" }),
    enterprise_ids: z.array(z.uuid({ error: FIELD_MSG.invalid })).max(500),
  })
  .partial()
  .strict();

/** The CSV header of an import, in the documented order (any order is accepted). */
export const PRE_LEAD_CSV_COLUMNS = ["full_name", "phone", "email", "city", "enterprise", "source"] as const;
export const PRE_LEAD_IMPORT_MAX_ROWS = 20_000;
export const PRE_LEAD_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Sources a CSV row may carry (case-insensitive); empty means PRE_LEADS_BASE. */
export const PRE_LEAD_SOURCES = LEAD_SOURCES;

export const preLeadImportRowSchema = z.object({ line: z.number().int(), reasons: z.array(z.string()) });
export const preLeadImportResultSchema = z.object({
  import_id: z.string(),
  file_name: z.string(),
  total: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  /** Rejected rows, each with its reasons (pt-BR). Line numbers count the header as line 1. */
  rows: z.array(preLeadImportRowSchema),
  created_by: z.object({ _id: z.string(), full_name: z.string() }).nullable(),
  createdAt: z.string(),
});
export const preLeadImportSummarySchema = preLeadImportResultSchema.omit({ rows: true });
export const preLeadImportListResponse = listResponse(preLeadImportSummarySchema);

export const PRE_LEAD_MSG = {
  notFound: "Pré-lead não encontrado.",
  alreadyAcquired: "Este pré-lead já foi adquirido por outro especialista.",
  alreadyYours: "Você já adquiriu este pré-lead.",
  notAvailable: "Este pré-lead não está disponível.",
  notOffered: "Este pré-lead não está em oferta no momento.",
  dailyLimit: (max: number) => `Você atingiu o limite diário de ${max} pré-leads adquiridos. Tente novamente amanhã.`,
  acquired: "Pré-lead adicionado à sua carteira.",
  newInterest: "Este telefone já tem um lead ativo neste empreendimento: o lead foi marcado como novo interesse.",
  importNotFound: "Importação não encontrada.",
} as const;
