import { z } from "zod";
import { COMMISSION_PARTIES, type CommissionParty } from "./commission";
import { dayField } from "./date-fields";
import { closedObject, uuidField } from "./lead-schema-helpers";
import { FIELD_MSG } from "./messages";
import { hasAtMostDecimals } from "./money";
import { dealPersonRefSchema, dealUnitRefSchema, planSeriesOutSchema } from "./proposals";
import { SALE_STATUSES } from "./sale-state";

/**
 * Wire shapes of the sale extras (docs/decisions/015): recreate, sale-group, home-broker,
 * classification-participants, payments_info and pre-sales. Money is integer centavos (`_cents`).
 */

const optionalText = (max: number) =>
  z
    .string({ error: "deve ser um texto" })
    .trim()
    .max(max, { error: FIELD_MSG.tooLong(max) })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

// ---------------------------------------------------------------- recreate

/** POST /sales/recreate: re-open a CANCELED or DISTRACTED sale as a new IN_PROCESS sale. */
export const saleRecreateBody = closedObject({
  sale_id: uuidField,
  reason: optionalText(1000),
});
export type SaleRecreateInput = z.output<typeof saleRecreateBody>;

// ---------------------------------------------------------------- home broker

/** The in-house brokers ("corretor da casa"): the developer's own staff who sell; MASTER is not a broker. */
export const HOME_BROKER_ROLES = ["BOOTH_SPECIALIST", "ONLINE_SPECIALIST", "AGENT_PATRIANI"] as const;
export const saleHomeBrokerBody = closedObject({ home_broker_id: uuidField.nullable() });

// ---------------------------------------------------------------- classification participants

export const PARTICIPANT_CLASSIFICATIONS = COMMISSION_PARTIES;
export type ParticipantClassification = CommissionParty;
export const MAX_PARTICIPANTS = 20;

const percentField = z
  .number({ error: "deve ser um número" })
  .gt(0, { error: "deve ser maior que zero" })
  .max(100, { error: "deve ser no máximo 100" })
  .refine((v) => hasAtMostDecimals(v, 2), { error: "deve ter no máximo 2 casas decimais" });

export const participantInputSchema = closedObject({
  user_id: uuidField,
  classification: z.enum(PARTICIPANT_CLASSIFICATIONS, { error: FIELD_MSG.invalidOption }),
  percent: percentField,
});
export type ParticipantInput = z.output<typeof participantInputSchema>;

/** Percentages in hundredths so the sum is exact (0.1 + 0.2 is 30 hundredths, not 0.30000000000000004). */
export function participantsPercentSum(percents: readonly number[]): number {
  return percents.reduce((sum, p) => sum + Math.round(p * 100), 0) / 100;
}

/** PUT /sales/{id}/classification-participants: the whole list (empty = back to the enterprise's commission info). */
export const saleParticipantsBody = closedObject({
  participants: z
    .array(participantInputSchema, { error: "deve ser uma lista de participantes" })
    .max(MAX_PARTICIPANTS, { error: `deve ter no máximo ${MAX_PARTICIPANTS} participantes` })
    .superRefine((list, ctx) => {
      if (participantsPercentSum(list.map((p) => (typeof p.percent === "number" ? p.percent : 0))) > 100) {
        ctx.addIssue({ code: "custom", path: [], message: "a soma dos percentuais deve ser no máximo 100" });
      }
      const seen = new Set<string>();
      list.forEach((p, i) => {
        const key = `${p.user_id}:${p.classification}`;
        if (seen.has(key))
          ctx.addIssue({ code: "custom", path: [i, "user_id"], message: "está repetido com a mesma classificação" });
        seen.add(key);
      });
    }),
});

export const participantSchema = z.object({
  _id: z.string(),
  user_id: z.string(),
  user: dealPersonRefSchema,
  classification: z.enum(PARTICIPANT_CLASSIFICATIONS),
  percent: z.number(),
  /** The commission this participant gets at the sale's net price (what completion will forecast). */
  value_cents: z.number().int(),
});
export const saleParticipantsResponse = z.object({
  sale_id: z.string(),
  payload: z.array(participantSchema),
  total_percent: z.number(),
  total_cents: z.number().int(),
  /** PARTICIPANTS: commissions follow this list; ENTERPRISE: no list, the enterprise's commission info applies. */
  commission_source: z.enum(["PARTICIPANTS", "ENTERPRISE"]),
});
export type SaleParticipantsDto = z.infer<typeof saleParticipantsResponse>;

/** Who may be a participant of a sale (the picker of GET /sales/participant-candidates). */
export const PARTICIPANT_CANDIDATE_ROLES = [
  ...HOME_BROKER_ROLES,
  "AGENT_PARTNER",
  "BOOTH_COORDINATOR",
  "ONLINE_COORDINATOR",
  "PARTNERSHIP_COORDINATOR",
  "AGENT_PATRIANI_COORDINATOR",
  "GERAL_ADMIN",
  "OPERATIONAL_ADMIN",
] as const;
export const saleCandidateSchema = z.object({ _id: z.string(), full_name: z.string(), roles: z.array(z.string()) });
export const saleCandidateListResponse = z.object({ payload: z.array(saleCandidateSchema) });
export type SaleCandidate = z.infer<typeof saleCandidateSchema>;

// ---------------------------------------------------------------- payments info

export const FINANCING_MODALITIES = ["SFH", "SFI", "ASSOCIATIVO", "MCMV", "CONSORCIO"] as const;
export type FinancingModality = (typeof FINANCING_MODALITIES)[number];
export const FINANCING_MODALITY_LABELS: Record<FinancingModality, string> = {
  SFH: "SFH (Sistema Financeiro da Habitação)",
  SFI: "SFI (Sistema Financeiro Imobiliário)",
  ASSOCIATIVO: "Crédito associativo",
  MCMV: "Minha Casa, Minha Vida",
  CONSORCIO: "Carta de consórcio",
};

const centsOrNull = z
  .number({ error: "deve ser um valor inteiro em centavos" })
  .int({ error: "deve ser um valor inteiro em centavos" })
  .min(0, { error: "deve ser maior ou igual a zero" })
  .max(100_000_000_000, { error: "é grande demais" })
  .nullable()
  .optional();

/** PUT /sales/{id}/payments_info: the financing data the sales secretary fills (all optional, null clears). */
export const salePaymentsInfoBody = closedObject({
  bank: optionalText(80),
  financing_modality: z.enum(FINANCING_MODALITIES, { error: FIELD_MSG.invalidOption }).nullable().optional(),
  financed_value_cents: centsOrNull,
  fgts_value_cents: centsOrNull,
  signal_paid_at: dayField().nullable().optional(),
  signal_paid_value_cents: centsOrNull,
  notes: optionalText(2000),
}).superRefine((b, ctx) => {
  const hasDate = b.signal_paid_at != null;
  const hasValue = b.signal_paid_value_cents != null;
  if (hasDate && !hasValue)
    ctx.addIssue({ code: "custom", path: ["signal_paid_value_cents"], message: "é obrigatório com a data do sinal" });
  if (hasValue && !hasDate)
    ctx.addIssue({ code: "custom", path: ["signal_paid_at"], message: "é obrigatório com o valor do sinal" });
  if ((b.financed_value_cents ?? 0) > 0 && !b.bank)
    ctx.addIssue({ code: "custom", path: ["bank"], message: "é obrigatório com valor financiado" });
  if ((b.financed_value_cents ?? 0) > 0 && !b.financing_modality)
    ctx.addIssue({ code: "custom", path: ["financing_modality"], message: "é obrigatório com valor financiado" });
});
export type SalePaymentsInfoInput = z.output<typeof salePaymentsInfoBody>;

export const financingInfoSchema = z.object({
  bank: z.string().nullable(),
  financing_modality: z.enum(FINANCING_MODALITIES).nullable(),
  financed_value_cents: z.number().int().nullable(),
  fgts_value_cents: z.number().int().nullable(),
  signal_paid_at: z.string().nullable(),
  signal_paid_value_cents: z.number().int().nullable(),
  notes: z.string().nullable(),
  updated_by_id: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type FinancingInfoDto = z.infer<typeof financingInfoSchema>;

export const salePaymentsInfoResponse = z.object({
  sale_id: z.string(),
  net_price_cents: z.number().int(),
  /** The payment plan of the approved proposal (read only). */
  series: z.array(planSeriesOutSchema),
  plan_total_cents: z.number().int(),
  /** Totals of the plan by who pays them: the bank (FINANCING), FGTS, the down payment (ACT) and the rest. */
  plan_financing_cents: z.number().int(),
  plan_fgts_cents: z.number().int(),
  plan_act_cents: z.number().int(),
  financing: financingInfoSchema,
});
export type SalePaymentsInfoDto = z.infer<typeof salePaymentsInfoResponse>;

// ---------------------------------------------------------------- sale group

const saleIdList = z
  .array(uuidField, { error: "deve ser uma lista de vendas" })
  .min(2, { error: "deve ter ao menos duas vendas" })
  .max(20, { error: "deve ter no máximo 20 vendas" })
  .superRefine((ids, ctx) => {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id)) ctx.addIssue({ code: "custom", path: [i], message: "está repetido" });
      seen.add(id);
    });
  });

/** POST /sales/sale-group: at least two live sales of the same enterprise and the same buyers. */
export const saleGroupCreateBody = closedObject({ sale_ids: saleIdList, name: optionalText(120) });
export type SaleGroupCreateInput = z.output<typeof saleGroupCreateBody>;
export const saleGroupAddBody = closedObject({ sale_id: uuidField });

export const saleGroupSaleSchema = z.object({
  _id: z.string(),
  status: z.enum(SALE_STATUSES),
  lead: dealPersonRefSchema,
  unit: dealUnitRefSchema,
  net_price_cents: z.number().int(),
});
export const saleGroupSchema = z.object({
  _id: z.string(),
  enterprise_id: z.string(),
  name: z.string().nullable(),
  created_by_id: z.string(),
  sales: z.array(saleGroupSaleSchema),
  totals: z.object({
    count: z.number().int(),
    net_price_cents: z.number().int(),
    /** Sales still holding their unit (IN_PROCESS or COMPLETED). */
    live_count: z.number().int(),
    live_net_price_cents: z.number().int(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SaleGroupDto = z.infer<typeof saleGroupSchema>;

// ---------------------------------------------------------------- pre-sales (printed pre-contract)

/** The signed scan: a PDF or a photo (JPEG/PNG) up to 15 MB, type checked by content. */
export const PRE_SALE_SIGNED_MAX_BYTES = 15 * 1024 * 1024;
export const PRE_SALE_SIGNED_FORMATS = ["pdf", "jpeg", "png"] as const;

export const preSaleSchema = z.object({
  sale_id: z.string(),
  printed_at: z.string().nullable(),
  printed_by_id: z.string().nullable(),
  print_count: z.number().int(),
  has_signed_file: z.boolean(),
  signed_file_name: z.string().nullable(),
  signed_mime_type: z.string().nullable(),
  signed_size: z.number().int().nullable(),
  signed_by_id: z.string().nullable(),
  signed_at: z.string().nullable(),
});
export type PreSaleDto = z.infer<typeof preSaleSchema>;

export const SALE_EXTRAS_MSG = {
  recreateNotClosed: "Só é possível recriar uma venda cancelada ou distratada.",
  recreateAlreadyDone: "Esta venda já foi recriada.",
  recreateUnitNotAvailable: "A unidade não está disponível: só é possível recriar a venda com a unidade disponível.",
  recreateLeadGone: "O lead desta venda foi excluído.",
  recreateProposalClosed: "A proposta desta venda não está mais aprovada: faça uma nova proposta.",
  homeBrokerClosed: "O corretor da casa não pode ser alterado em uma venda cancelada ou distratada.",
  groupNotFound: "Grupo de vendas não encontrado.",
  groupOtherEnterprise: "As vendas de um grupo devem ser do mesmo empreendimento.",
  groupOtherBuyers: "As vendas de um grupo devem ter os mesmos compradores.",
  groupSaleNotLive: "Só vendas em andamento ou concluídas podem entrar em um grupo.",
  groupSaleTaken: "A venda já pertence a um grupo de vendas.",
  groupSaleNotInGroup: "A venda não pertence a este grupo.",
  participantsNotInProcess: "Os participantes só podem ser alterados com a venda em andamento.",
  paymentsInfoClosed: "Os dados de pagamento não podem ser alterados em uma venda cancelada ou distratada.",
  preSaleNotLive: "A pré-venda só existe para vendas em andamento ou concluídas.",
  preSaleSignedNotFound: "A pré-venda assinada ainda não foi enviada.",
  homeBrokerRole: "deve ser um corretor da casa ativo (especialista de plantão, online ou agente Patriani)",
} as const;
