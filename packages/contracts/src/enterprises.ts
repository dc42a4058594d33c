import { z } from "zod";
import { listResponse, nameSearchQuery, paginationQuery, queryBoolean } from "./common";
import { CITIES, ENTERPRISE_GROUPS, ENTERPRISE_PHASES, PROPERTY_TYPES } from "./lead-enums";
import { FIELD_MSG } from "./messages";
import { ADMIN_ROLES, PARTNER_ROLES, type Role } from "./roles";
import { cleanLine } from "./text";

/** Who creates and edits enterprises (MASTER passes too). Full management comes with a later issue. */
export const ENTERPRISE_ADMIN_ROLES: readonly Role[] = ADMIN_ROLES;

/** Partner brokers and agents (holding only partner roles) see active enterprises only. */
export function seesOnlyActiveEnterprises(userRoles: readonly string[]): boolean {
  if (userRoles.includes("MASTER")) return false;
  return userRoles.length > 0 && userRoles.every((r) => (PARTNER_ROLES as readonly string[]).includes(r));
}

export const enterpriseGroupSchema = z.enum(ENTERPRISE_GROUPS, { error: FIELD_MSG.invalidOption });
export const enterprisePhaseSchema = z.enum(ENTERPRISE_PHASES, { error: FIELD_MSG.invalidOption });
export const propertyTypeSchema = z.enum(PROPERTY_TYPES, { error: FIELD_MSG.invalidOption });
export const citySchema = z.enum(CITIES, { error: "deve ser uma das cidades atendidas" });

export const ENTERPRISE_GROUP_LABELS: Record<(typeof ENTERPRISE_GROUPS)[number], string> = {
  STOCK: "Estoque",
  INTERIOR: "Interior",
  ONLINE: "Online",
};
export const PROPERTY_TYPE_LABELS: Record<(typeof PROPERTY_TYPES)[number], string> = {
  HOME: "Moradia",
  INVESTMENTS: "Investimento",
  OTHERS: "Outros",
};

export const enterpriseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string(),
  group: z.enum(ENTERPRISE_GROUPS),
  phase: z.enum(ENTERPRISE_PHASES),
  property_type: z.enum(PROPERTY_TYPES),
  active: z.boolean(),
  days_to_go_to_base: z.number().int().nullable(),
  /** The sales teams serving it, by name: the same list wizard step 6 edits (enterprise_sales_teams, decision 037). */
  sales_teams: z
    .array(z.object({ _id: z.string(), name: z.string() }))
    .describe("The sales teams serving the enterprise, by name: the list step-6 and sales-teams-settings edit."),
  /** GET /enterprises only: units in all, and units a client can reserve now (as the caller sees them). */
  units_total: z.number().int().optional(),
  units_available: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EnterpriseDto = z.infer<typeof enterpriseSchema>;

export const enterpriseListQuery = paginationQuery.extend({
  search: nameSearchQuery,
  city: citySchema.optional(),
  group: enterpriseGroupSchema.optional(),
  phase: enterprisePhaseSchema.optional(),
  active: queryBoolean.optional(),
});
export const enterpriseListResponse = listResponse(enterpriseSchema);

export const enterpriseSimplifiedResponse = z.object({
  payload: z.array(z.object({ _id: z.string(), name: z.string(), city: z.string() })),
});

const nameField = z
  .string({ error: FIELD_MSG.required })
  .overwrite(cleanLine)
  .trim()
  .min(2, { error: FIELD_MSG.tooShort(2) })
  .max(120, { error: FIELD_MSG.tooLong(120) });
const daysToGoToBaseField = z
  .number({ error: "deve ser um número inteiro" })
  .int({ error: "deve ser um número inteiro" })
  .min(1, { error: "deve estar entre 1 e 365" })
  .max(365, { error: "deve estar entre 1 e 365" })
  .nullable();
/** Replaces the set of sales teams serving the enterprise (as step 6 and sales-teams-settings do). */
const salesTeamIdsField = z
  .array(z.uuid({ error: FIELD_MSG.invalid }), { error: "deve ser uma lista" })
  .max(50, { error: "deve ter no máximo 50 times" })
  .describe("Replaces the sales teams serving the enterprise (the same list as step-6 and sales-teams-settings).");

export const enterpriseCreateBody = z.object({
  name: nameField,
  city: citySchema,
  group: enterpriseGroupSchema,
  phase: enterprisePhaseSchema.default("RELEASE"),
  property_type: propertyTypeSchema.default("HOME"),
  active: z.boolean().default(true),
  days_to_go_to_base: daysToGoToBaseField.default(null),
  sales_team_ids: salesTeamIdsField.default([]),
});
export type EnterpriseCreateInput = z.output<typeof enterpriseCreateBody>;

export const enterpriseUpdateBody = z
  .object({
    name: nameField,
    city: citySchema,
    group: enterpriseGroupSchema,
    phase: enterprisePhaseSchema,
    property_type: propertyTypeSchema,
    active: z.boolean(),
    days_to_go_to_base: daysToGoToBaseField,
    sales_team_ids: salesTeamIdsField,
  })
  .partial()
  .strict();
export type EnterpriseUpdateInput = z.output<typeof enterpriseUpdateBody>;

export const ENTERPRISE_MSG = {
  notFound: "Empreendimento não encontrado.",
  nameTaken: "Já existe um empreendimento com este nome.",
} as const;
