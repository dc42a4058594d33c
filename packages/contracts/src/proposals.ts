import { z } from "zod";
import { listResponse, paginationQuery } from "./common";
import { dayField } from "./date-fields";
import { DISCOUNT_TYPES } from "./discount";
import { blank, closedObject, optionalBody, uuidField } from "./lead-schema-helpers";
import { FIELD_MSG } from "./messages";
import { hasAtMostDecimals } from "./money";
import { DOWN_PAYMENT_VARIANTS, INDEX_TYPES, MAX_SERIES_COUNT, SERIES_TYPES, seriesIssues } from "./payment-plan";
import { DEALS_READ_ALL_ROLES } from "./policy";
import { PROPOSAL_STATUSES } from "./sale-state";

/**
 * Wire shapes of /proposals. Money is integer centavos in fields ending in `_cents`; percentages are numbers
 * in percent. Body objects refuse unknown fields naming them (closedObject).
 */
const centsField = z
  .number({ error: "deve ser um valor inteiro em centavos" })
  .int({ error: "deve ser um valor inteiro em centavos" })
  .min(1, { error: "deve ser maior que zero" })
  .max(100_000_000_000, { error: "é grande demais" });

export const planSeriesSchema = closedObject({
  type: z.enum(SERIES_TYPES, { error: FIELD_MSG.invalidOption }),
  down_payment_variant: z.enum(DOWN_PAYMENT_VARIANTS, { error: FIELD_MSG.invalidOption }).nullable().optional(),
  count: z
    .number({ error: "deve ser um número inteiro" })
    .int({ error: "deve ser um número inteiro" })
    .min(1, { error: `deve estar entre 1 e ${MAX_SERIES_COUNT}` })
    .max(MAX_SERIES_COUNT, { error: `deve estar entre 1 e ${MAX_SERIES_COUNT}` }),
  value_cents: centsField,
  first_due_date: dayField(),
  index: z.enum(INDEX_TYPES, { error: FIELD_MSG.invalidOption }).nullable().optional(),
});
export type PlanSeriesInput = z.output<typeof planSeriesSchema>;

export const seriesListSchema = z
  .array(planSeriesSchema, { error: "deve ser uma lista de séries" })
  .min(1, { error: "deve ter ao menos uma série" })
  .max(30, { error: "deve ter no máximo 30 séries" })
  .superRefine((series, ctx) => {
    // Rules beyond the shape (ACT variant, single-instalment series, real calendar dates).
    for (const issue of seriesIssues(series)) {
      ctx.addIssue({ code: "custom", path: issue.path.slice(1), message: issue.message });
    }
  });

export const discountSchema = closedObject({
  type: z.enum(DISCOUNT_TYPES, { error: FIELD_MSG.invalidOption }),
  /** PERCENTAGE: percent with up to 2 decimals; ABSOLUTE: centavos. */
  value: z.number({ error: "deve ser um número" }).min(0, { error: "deve ser maior ou igual a zero" }),
}).superRefine((d, ctx) => {
  if (d.type === "ABSOLUTE" && !Number.isInteger(d.value))
    ctx.addIssue({ code: "custom", path: ["value"], message: "deve ser um valor inteiro em centavos" });
  if (d.type === "PERCENTAGE" && (!hasAtMostDecimals(d.value, 2) || d.value >= 100))
    ctx.addIssue({
      code: "custom",
      path: ["value"],
      message: "deve ser um percentual entre 0 e 99,99 com até 2 casas",
    });
});

const observationsField = z
  .string()
  .trim()
  .max(2000, { error: FIELD_MSG.tooLong(2000) });

/**
 * POST /proposals. The price is the unit's current table price, read by the server (never sent); broker_id
 * defaults to the caller; agency_id is the partner agency (a user with a partner role) when there is one.
 */
export const proposalCreateBody = closedObject({
  lead_id: uuidField,
  unit_id: uuidField,
  broker_id: uuidField.optional(),
  agency_id: uuidField.nullable().optional(),
  discount: discountSchema.nullable().optional(),
  series: seriesListSchema,
  observations: observationsField.nullable().optional(),
  /** Send for approval at once (else it stays a DRAFT). */
  submit: z.boolean({ error: "deve ser verdadeiro ou falso" }).optional(),
});
export type ProposalCreateInput = z.output<typeof proposalCreateBody>;

/** POST /proposals/{id}/fork-edit: a counter-proposal; what is left out is copied from the parent. */
export const proposalForkBody = closedObject({
  discount: discountSchema.nullable().optional(),
  series: seriesListSchema.optional(),
  observations: observationsField.nullable().optional(),
  submit: z.boolean({ error: "deve ser verdadeiro ou falso" }).optional(),
});
export type ProposalForkInput = z.output<typeof proposalForkBody>;

/** approve / disapprove / cancel: a reason (required to disapprove or cancel, optional to approve). */
export const proposalDecisionBody = optionalBody(
  closedObject({
    reason: z
      .string()
      .trim()
      .min(3, { error: FIELD_MSG.tooShort(3) })
      .max(1000)
      .optional(),
  }),
);
export const proposalRemoveTagBody = closedObject({
  tag: z.string({ error: FIELD_MSG.required }).trim().min(1, { error: FIELD_MSG.required }).max(40),
});

export const proposalListQuery = paginationQuery.extend({
  status: blank(z.enum(PROPOSAL_STATUSES, { error: FIELD_MSG.invalidOption })),
  lead_id: blank(uuidField),
  unit_id: blank(uuidField),
  enterprise_id: blank(uuidField),
  broker_id: blank(uuidField),
});
export type ProposalListQuery = z.output<typeof proposalListQuery>;

export const planSeriesOutSchema = z.object({
  type: z.enum(SERIES_TYPES),
  down_payment_variant: z.enum(DOWN_PAYMENT_VARIANTS).nullable(),
  count: z.number().int(),
  value_cents: z.number().int(),
  total_cents: z.number().int(),
  first_due_date: z.string(),
  periodicity_months: z.number().int(),
  index: z.enum(INDEX_TYPES).nullable(),
});

export const failedRuleSchema = z.object({ rule: z.string(), message: z.string() });
export const proposalChangeSchema = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });

/** Display names a deal (proposal or sale) carries, read in the same query (the lists need no per-id requests). */
export const dealPersonRefSchema = z.object({ _id: z.string(), full_name: z.string() });
export const dealUnitRefSchema = z.object({
  _id: z.string(),
  number: z.string(),
  tower_name: z.string(),
  enterprise_name: z.string(),
});
export type DealPersonRef = z.infer<typeof dealPersonRefSchema>;
export type DealUnitRef = z.infer<typeof dealUnitRefSchema>;

/** A deal's log entry (proposal or sale): who moved it from which status to which, and why. */
export const dealLogSchema = z.object({
  _id: z.string(),
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  reason: z.string().nullable(),
  user_id: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /proposals/{id}/logs: one entry per status move or edit, oldest first. */
export const proposalLogSchema = dealLogSchema.extend({ data: z.unknown() });
export const proposalLogsResponse = z.object({ payload: z.array(proposalLogSchema) });

export const proposalSchema = z.object({
  _id: z.string(),
  version: z.number().int(),
  parent_id: z.string().nullable(),
  lead_id: z.string(),
  unit_id: z.string(),
  enterprise_id: z.string(),
  broker_id: z.string(),
  lead: dealPersonRefSchema,
  unit: dealUnitRefSchema,
  broker: dealPersonRefSchema,
  agency_id: z.string().nullable(),
  status: z.enum(PROPOSAL_STATUSES),
  price_cents: z.number().int(),
  discount: z.object({ type: z.enum(DISCOUNT_TYPES), value: z.number() }).nullable(),
  discount_cents: z.number().int(),
  net_price_cents: z.number().int(),
  series: z.array(planSeriesOutSchema),
  failed_rules: z.array(failedRuleSchema),
  tags: z.array(z.string()),
  observations: z.string().nullable(),
  /** For a counter-proposal: what changed from the parent. */
  changes: z.array(proposalChangeSchema),
  decided_by: z.string().nullable(),
  decision_reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProposalDto = z.infer<typeof proposalSchema>;
export const proposalListResponse = listResponse(proposalSchema);

/** Roles that may create and work proposals (spec 6 "proposals" section), MASTER included by the policy. */
export const PROPOSAL_ROLES = [
  "GERAL_ADMIN",
  "OPERATIONAL_ADMIN",
  "ONLINE_COORDINATOR",
  "SALES_SECRETARY",
  "BOOTH_SPECIALIST",
  "ONLINE_SPECIALIST",
  "BOOTH_COORDINATOR",
  "AGENT_PARTNER",
] as const;
/** Who may approve or disapprove (the approvers of the enterprise, or these roles). */
export const PROPOSAL_APPROVER_ROLES = [
  "GERAL_ADMIN",
  "OPERATIONAL_ADMIN",
  "ONLINE_COORDINATOR",
  "BOOTH_COORDINATOR",
] as const;

/** Roles that see every proposal and sale; the policy's DEALS_OWN_ROLES see only their own (decision 030). */
export const DEALS_SEE_ALL_ROLES = DEALS_READ_ALL_ROLES;
/** Who completes, cancels and distracts sales (the back office of the sale), MASTER included by the policy. */
export const SALE_MANAGER_ROLES = [
  "GERAL_ADMIN",
  "OPERATIONAL_ADMIN",
  "SALES_SECRETARY",
  "BOOTH_COORDINATOR",
  "ONLINE_COORDINATOR",
] as const;

export const PROPOSAL_TAGS = { counterProposal: "CONTRAPROPOSTA", aboveLimits: "ACIMA_DA_ALCADA" } as const;

export const DEALS_MSG = {
  proposalNotFound: "Proposta não encontrada.",
  saleNotFound: "Venda não encontrada.",
  unitNotFound: "não corresponde a uma unidade existente",
  leadNotFound: "não corresponde a um lead existente",
  userNotFound: "não corresponde a um usuário ativo",
  agencyNotPartner: "deve ser um corretor ou imobiliária parceira ativa",
  unitWithoutPrice: "A unidade ainda não tem preço de tabela.",
  unitNotNegotiable: "A unidade não está disponível para negociação (vendida, em processo de venda ou suspensa).",
  unitReservedForOther: "A unidade está reservada para outro cliente.",
  unitChanged: "A unidade mudou de status; atualize a página e tente novamente.",
  proposalChanged: "A proposta mudou de status; atualize a página e tente novamente.",
  partnerOwnBroker: "deve ser você mesmo (corretor parceiro)",
  notApprover: "Você não está entre os aprovadores desta proposta.",
  saleProposalNotApproved: "Só é possível criar uma venda a partir de uma proposta aprovada.",
  unitHasLiveSale: "A unidade já tem uma venda em andamento ou concluída.",
  proposalHasLiveSale: "A proposta tem uma venda em andamento ou concluída.",
  saleChanged: "A venda mudou de status; atualize a página e tente novamente.",
  reasonRequired: "é obrigatório",
} as const;
