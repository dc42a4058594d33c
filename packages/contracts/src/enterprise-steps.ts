import { z } from "zod";
import { percent, text } from "./enterprise-step-fields";
import { FIELD_MSG } from "./messages";

/**
 * The enterprise wizard: PUT /enterprises/{id}/step-1 .. step-6 save one step each and
 * GET /enterprises/{id}/step-N returns what was saved, so the wizard resumes. POST /enterprises creates
 * the draft with step 1's identity. Money in centavos, percentages in percent (docs/decisions/011).
 * Steps 1-2 live in enterprise-steps-structure, 3-4 in enterprise-steps-commercial, 5-6 in
 * enterprise-steps-publication; this file re-exports them so `@portal/contracts/enterprise-steps` stays the entry point.
 */
export * from "./enterprise-steps-commercial";
export * from "./enterprise-steps-publication";
export * from "./enterprise-steps-structure";

export const wizardStateSchema = z.object({
  _id: z.string(),
  wizard_step: z.number().int(),
  published: z.boolean(),
});

export const STEP_MSG = {
  structureLocked: "A estrutura não pode ser regerada: há unidades reservadas, em venda, vendidas ou com propostas.",
  stepOrder: (n: number) => `Conclua a etapa ${n} antes desta.`,
  noUnits: "Gere as unidades (etapa 2) antes de gerar a tabela de preços.",
  publishNeedsPrices: "Para publicar, todas as unidades precisam de preço (etapa 3).",
  unknownUnits: "deve conter apenas unidades deste empreendimento",
  approverInvalid: "deve ser um usuário ativo da equipe",
  salesTeamInvalid: "deve ser um time de vendas existente",
  numberTaken: "já existe nesta torre",
} as const;

export const enterpriseLogListResponse = z.object({
  payload: z.array(
    z.object({
      _id: z.string(),
      actor_id: z.string().nullable(),
      action: z.string(),
      data: z.unknown(),
      createdAt: z.string(),
    }),
  ),
});
export const noSalesTeamsResponse = z.object({
  payload: z.array(z.object({ _id: z.string(), name: z.string(), city: z.string() })),
});

/** PUT /enterprises/{id}/construction-status: progress per stage (fundação, estrutura, alvenaria...). */
export const constructionStatusBody = z
  .object({
    stages: z
      .array(z.object({ name: text(60), percentage: percent(0, 100) }).strict(), { error: "deve ser uma lista" })
      .min(1, { error: FIELD_MSG.required })
      .max(30),
  })
  .strict();
export const constructionStatusSchema = z.object({
  stages: z.array(z.object({ name: z.string(), percentage: z.number() })),
  /** Mean of the stages, percent. */
  overall: z.number(),
  updatedAt: z.string(),
});
