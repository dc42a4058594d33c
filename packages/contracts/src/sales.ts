import { z } from "zod";
import { COMMISSION_PARTIES, COMMISSION_STATUSES } from "./commission";
import { listResponse, paginationQuery } from "./common";
import { CONTRACT_STATUSES } from "./inventory-enums";
import { DOCUMENT_TYPES } from "./lead-contract";
import { blank, closedObject, uuidField } from "./lead-schema-helpers";
import { FIELD_MSG } from "./messages";
import { hasAtMostDecimals } from "./money";
import { dealLogSchema, dealPersonRefSchema, dealUnitRefSchema } from "./proposals";
import { SALE_STATUSES } from "./sale-state";
import { addressOutSchema, addressSchema, emailField, fullNameField, phoneField } from "./users";
import { isValidCnpj, isValidCpf, onlyDigits } from "./validators";

/** A buyer's share in percent with up to 2 decimals; the shares of a sale add up to exactly 100. */
export const buyerSchema = closedObject({
  lead_id: uuidField.nullable().optional(),
  full_name: fullNameField,
  document_type: z.enum(DOCUMENT_TYPES, { error: FIELD_MSG.invalidOption }),
  document: z.string({ error: FIELD_MSG.required }).transform(onlyDigits),
  email: emailField.nullable().optional(),
  phone: phoneField.nullable().optional(),
  address: addressSchema,
  share_percent: z
    .number({ error: "deve ser um número" })
    .gt(0, { error: "deve ser maior que zero" })
    .max(100, { error: "deve ser no máximo 100" })
    .refine((v) => hasAtMostDecimals(v, 2), { error: "deve ter no máximo 2 casas decimais" }),
}).superRefine((b, ctx) => {
  const ok = b.document_type === "CPF" ? isValidCpf(b.document) : isValidCnpj(b.document);
  if (!ok)
    ctx.addIssue({
      code: "custom",
      path: ["document"],
      message: b.document_type === "CPF" ? FIELD_MSG.cpf : FIELD_MSG.cnpj,
    });
});
export type BuyerInput = z.output<typeof buyerSchema>;

/** Shares as hundredths of a percent so the sum is exact: 33.33 + 33.33 + 33.34 = 100. */
export function sharesAddUpTo100(shares: readonly number[]): boolean {
  return shares.reduce((sum, s) => sum + Math.round(s * 100), 0) === 10_000;
}

export const buyersSchema = z
  .array(buyerSchema, { error: "deve ser uma lista de compradores" })
  .min(1, { error: "deve ter ao menos um comprador" })
  .max(10, { error: "deve ter no máximo 10 compradores" })
  .superRefine((buyers, ctx) => {
    if (!sharesAddUpTo100(buyers.map((b) => b.share_percent))) {
      ctx.addIssue({ code: "custom", path: [], message: "as participações (share_percent) devem somar 100" });
    }
    const seen = new Set<string>();
    buyers.forEach((b, i) => {
      if (seen.has(b.document)) ctx.addIssue({ code: "custom", path: [i, "document"], message: "está repetido" });
      seen.add(b.document);
    });
  });

const observationText = z
  .string({ error: FIELD_MSG.required })
  .trim()
  .min(1, { error: FIELD_MSG.required })
  .max(2000, { error: FIELD_MSG.tooLong(2000) });

/** POST /sales: from an APPROVED proposal. */
export const saleCreateBody = closedObject({
  proposal_id: uuidField,
  /** Left out: one buyer (100 %) built from the lead's contract data (CPF/CNPJ and address required). */
  buyers: buyersSchema.optional(),
  observations: observationText.nullable().optional(),
  responsible_coordinator_id: uuidField.nullable().optional(),
});
export type SaleCreateInput = z.output<typeof saleCreateBody>;

export const saleBuyersBody = closedObject({ buyers: buyersSchema });
export const saleObservationBody = closedObject({ text: observationText });
export const saleCoordinatorBody = closedObject({ responsible_coordinator_id: uuidField });
/** cancel and distrato need a reason. */
export const saleReasonBody = closedObject({
  reason: z
    .string({ error: FIELD_MSG.required })
    .trim()
    .min(5, { error: FIELD_MSG.tooShort(5) })
    .max(1000, { error: FIELD_MSG.tooLong(1000) }),
});

export const saleListQuery = paginationQuery.extend({
  status: blank(z.enum(SALE_STATUSES, { error: FIELD_MSG.invalidOption })),
  lead_id: blank(uuidField),
  enterprise_id: blank(uuidField),
  broker_id: blank(uuidField),
});
export type SaleListQuery = z.output<typeof saleListQuery>;

export const buyerOutSchema = z.object({
  _id: z.string(),
  lead_id: z.string().nullable(),
  full_name: z.string(),
  document_type: z.enum(DOCUMENT_TYPES),
  document: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: addressOutSchema,
  share_percent: z.number(),
});

export const commissionSchema = z.object({
  _id: z.string(),
  sale_id: z.string(),
  party: z.enum(COMMISSION_PARTIES),
  beneficiary_id: z.string().nullable(),
  percent: z.number(),
  value_cents: z.number().int(),
  status: z.enum(COMMISSION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CommissionDto = z.infer<typeof commissionSchema>;

export const saleSchema = z.object({
  _id: z.string(),
  proposal_id: z.string(),
  lead_id: z.string(),
  unit_id: z.string(),
  enterprise_id: z.string(),
  broker_id: z.string(),
  agency_id: z.string().nullable(),
  responsible_coordinator_id: z.string().nullable(),
  lead: dealPersonRefSchema,
  unit: dealUnitRefSchema,
  broker: dealPersonRefSchema,
  responsible_coordinator: dealPersonRefSchema.nullable(),
  /** The in-house broker ("corretor da casa"), as opposed to the partner broker/agency. */
  home_broker_id: z.string().nullable(),
  home_broker: dealPersonRefSchema.nullable(),
  sale_group_id: z.string().nullable(),
  /** The cancelled/distracted sale this one re-opened, and the sale that re-opened this one. */
  origin_sale_id: z.string().nullable(),
  recreated_sale_id: z.string().nullable(),
  status: z.enum(SALE_STATUSES),
  net_price_cents: z.number().int(),
  buyers: z.array(buyerOutSchema),
  observations: z.array(z.object({ text: z.string(), author_id: z.string(), createdAt: z.string() })),
  status_reason: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SaleDto = z.infer<typeof saleSchema>;
export const saleListResponse = listResponse(saleSchema);
export const commissionListResponse = z.object({ payload: z.array(commissionSchema) });

export const saleLogSchema = dealLogSchema;
export const saleLogListResponse = z.object({ payload: z.array(saleLogSchema) });

export const verifyLeadActiveSaleResponse = z.object({ has_active_sale: z.boolean(), sale_id: z.string().nullable() });

// ---------------------------------------------------------------- contracts (contrato de compra e venda)

export { CONTRACT_STATUSES };
export const CONTRACT_STATUS_LABELS: Record<(typeof CONTRACT_STATUSES)[number], string> = {
  PENDING: "Aguardando assinatura",
  SIGNED: "Assinado",
  REFUSED: "Recusado",
};
/** The signed contract uploaded on manually-sign: a PDF up to 15 MB. */
export const SIGNED_CONTRACT_MAX_BYTES = 15 * 1024 * 1024;

export const contractSchema = z.object({
  _id: z.string(),
  sale_id: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  has_file: z.boolean(),
  has_signed_file: z.boolean(),
  signed_at: z.string().nullable(),
  signed_by: z.string().nullable(),
  refused_reason: z.string().nullable(),
  issued_by: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContractDto = z.infer<typeof contractSchema>;
export const contractListResponse = listResponse(contractSchema);
export const contractListQuery = paginationQuery.extend({
  status: blank(z.enum(CONTRACT_STATUSES, { error: FIELD_MSG.invalidOption })),
  sale_id: blank(uuidField),
});
export type ContractListQuery = z.output<typeof contractListQuery>;
export const contractFileQuery = z.object({ signed: z.enum(["true", "false"]).optional() });
export const contractStatusResponse = z.object({
  sale_id: z.string(),
  status: z.enum(CONTRACT_STATUSES).nullable(),
  contract_id: z.string().nullable(),
});

/** PUT /sales/{id}/commissions/{commissionId}: finance releases or pays a commission. */
export const commissionMoveBody = closedObject({
  status: z.enum(["RELEASED", "PAID"], { error: "deve ser RELEASED ou PAID" }),
});
/** Who moves commissions (MASTER included by the policy). */
export const COMMISSION_MANAGER_ROLES = ["GERAL_ADMIN", "OPERATIONAL_ADMIN", "FINANCIAL"] as const;
