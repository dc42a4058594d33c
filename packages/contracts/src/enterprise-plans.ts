import { z } from "zod";
import { listResponse, paginationQuery } from "./common";
import { blank, closedObject, uuidField } from "./lead-schema-helpers";
import { FIELD_MSG } from "./messages";

/**
 * Image plans of an enterprise (docs/decisions/015): floor plans per tower (/enterprises/{id}/towers-plans) and
 * common-area plans (/enterprises/{id}/commom-area-plans, the spec's spelling). JPEG, PNG, WebP or PDF by content.
 */
export const PLAN_KINDS = ["TOWER_PLAN", "COMMON_AREA_PLAN"] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** Path segment of each kind (spec 7 spelling). */
export const PLAN_PATHS: Record<PlanKind, string> = {
  TOWER_PLAN: "towers-plans",
  COMMON_AREA_PLAN: "commom-area-plans",
};

export const ENTERPRISE_PLAN_MAX_BYTES = 10 * 1024 * 1024;
export const ENTERPRISE_PLAN_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
const TITLE_MAX = 120;
const ORDER_MAX = 9999;

export const ENTERPRISE_PLAN_MSG = {
  notFound: "Planta não encontrada.",
  tooLarge: "deve ter no máximo 10 MB",
  unknownFormat: "deve ser uma imagem JPEG, PNG ou WebP, ou um PDF",
  extensionMismatch: (ext: string, format: string) => `tem a extensão .${ext}, mas o conteúdo é ${format}`,
  towerNotInEnterprise: "deve ser uma torre deste empreendimento",
  deleted: "Planta excluída com sucesso.",
} as const;

const titleField = z
  .string()
  .trim()
  .max(TITLE_MAX, { error: FIELD_MSG.tooLong(TITLE_MAX) });
const orderField = z.coerce
  .number({ error: "deve ser um número inteiro" })
  .int({ error: "deve ser um número inteiro" })
  .min(0, { error: "deve ser maior ou igual a 0" })
  .max(ORDER_MAX, { error: `deve ser no máximo ${ORDER_MAX}` });

export const enterprisePlanSchema = z.object({
  _id: z.string(),
  enterprise_id: z.string(),
  kind: z.enum(PLAN_KINDS),
  /** Tower plans only (null for common areas). */
  tower_id: z.string().nullable(),
  tower_name: z.string().nullable(),
  title: z.string().nullable(),
  order: z.number().int(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  created_by_id: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EnterprisePlanDto = z.infer<typeof enterprisePlanSchema>;
export const enterprisePlanListResponse = listResponse(enterprisePlanSchema);

/** Text fields of the multipart upload (with the `file` part). `order` left out: after the gallery's last plan. */
export const commonAreaPlanUploadFields = closedObject({
  title: blank(titleField),
  order: blank(orderField),
});
export const towerPlanUploadFields = closedObject({
  tower_id: uuidField,
  title: blank(titleField),
  order: blank(orderField),
});

/** PUT …/{planId}: title (null or "" clears it) and/or order; a tower plan may also move to another tower. */
export const commonAreaPlanUpdateBody = closedObject({
  title: titleField.nullable().optional(),
  order: orderField.optional(),
});
export const towerPlanUpdateBody = closedObject({
  title: titleField.nullable().optional(),
  order: orderField.optional(),
  tower_id: uuidField.optional(),
});
export type PlanUpdateBody = z.infer<typeof towerPlanUpdateBody>;

export const commonAreaPlanListQuery = paginationQuery;
export const towerPlanListQuery = paginationQuery.extend({ tower_id: blank(uuidField) });
export type PlanListQuery = z.output<typeof towerPlanListQuery>;

/** GET …/{planId}/file: `download=true` asks for an attachment instead of inline display. */
export const planFileQuery = z.object({ download: blank(z.enum(["true", "false"])) });
