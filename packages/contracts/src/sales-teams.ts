import { z } from "zod";
import { listResponse, nameSearchQuery, paginationQuery, queryBoolean } from "./common";
import { FIELD_MSG } from "./messages";
import { hasRole } from "./policy";
import { ADMIN_ROLES, PARTNER_ROLES, type Role } from "./roles";
import { cleanLine } from "./text";

/** Who creates teams and changes their members and master (MASTER passes too). */
export const SALES_TEAM_MANAGER_ROLES: readonly Role[] = [...ADMIN_ROLES, "BOOTH_COORDINATOR", "ONLINE_COORDINATOR"];

/** Admins and the booth/online coordinators create, edit and staff teams. */
export function canManageSalesTeams(userRoles: readonly string[]): boolean {
  return hasRole(userRoles, SALES_TEAM_MANAGER_ROLES);
}

/** Every internal user may read teams; partner brokers and agents (only partner roles) may not. */
export function canReadSalesTeams(userRoles: readonly string[]): boolean {
  if (userRoles.includes("MASTER")) return true;
  return userRoles.some((r) => !(PARTNER_ROLES as readonly string[]).includes(r));
}

const personSchema = z.object({ _id: z.string(), full_name: z.string() });

export const salesTeamSchema = z.object({
  _id: z.string(),
  name: z.string(),
  active: z.boolean(),
  master_id: z.string().nullable(),
  master: personSchema.nullable(),
  members_count: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SalesTeamDto = z.infer<typeof salesTeamSchema>;

export const salesTeamMemberSchema = personSchema.extend({ roles: z.array(z.string()) });
export const salesTeamDetailSchema = salesTeamSchema.extend({ members: z.array(salesTeamMemberSchema) });
export type SalesTeamDetailDto = z.infer<typeof salesTeamDetailSchema>;

export const salesTeamListQuery = paginationQuery.extend({
  search: nameSearchQuery,
  active: queryBoolean.optional(),
});
export const salesTeamListResponse = listResponse(salesTeamSchema);

const teamName = z
  .string({ error: FIELD_MSG.required })
  .overwrite(cleanLine)
  .trim()
  .min(2, { error: FIELD_MSG.tooShort(2) })
  .max(80, { error: FIELD_MSG.tooLong(80) });
const userId = z.uuid({ error: FIELD_MSG.invalid });

export const salesTeamCreateBody = z.object({ name: teamName, master_id: userId.nullable().optional() });
export const salesTeamUpdateBody = z
  .object({ name: teamName, master_id: userId.nullable(), active: z.boolean() })
  .partial()
  .strict();
export const salesTeamMembersBody = z.object({
  user_ids: z.array(userId).max(500, { error: "deve ter no máximo 500 usuários" }),
});
export const salesTeamMemberBody = z.object({ user_id: userId });
export const salesTeamMasterBody = z.object({ user_id: userId.nullable() });

export const SALES_TEAM_MSG = {
  notFound: "Time de vendas não encontrado.",
  nameTaken: "Já existe um time de vendas com este nome.",
  notMember: "Este usuário não é membro do time.",
  inactiveUser: "deve ser um usuário ativo",
} as const;
