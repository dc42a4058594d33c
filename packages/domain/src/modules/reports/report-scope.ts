import { type ReportScopeDto, reportScopeLabel } from "@portal/contracts/reports/common";
import { ADMIN_ROLES, type Role } from "@portal/contracts/roles";
import type { AuthUser } from "../../lib/ports";
import type { ReportScopeRepository } from "./report-scope.repository";

/** Roles that read every team's numbers; the coordinators read only their teams' (decision 071). */
export const REPORT_ALL_SCOPE_ROLES: readonly Role[] = ["MASTER", ...ADMIN_ROLES, "SALES_SECRETARY"];

/**
 * Whose numbers a report shows. TEAMS: the active teams the caller masters or belongs to, and those teams' people
 * (master and members): a row counts when its team is one of them or its seller is one of those people.
 */
export type ReportScope =
  | { kind: "ALL" }
  | { kind: "TEAMS"; teams: { id: string; name: string }[]; peopleIds: string[] };

export async function resolveReportScope(
  teams: Pick<ReportScopeRepository, "teamsOf">,
  actor: Pick<AuthUser, "id" | "roles">,
): Promise<ReportScope> {
  if (actor.roles.some((r) => (REPORT_ALL_SCOPE_ROLES as readonly string[]).includes(r))) return { kind: "ALL" };
  const mine = await teams.teamsOf(actor.id);
  return {
    kind: "TEAMS",
    teams: mine.map(({ id, name }) => ({ id, name })),
    peopleIds: [...new Set(mine.flatMap((t) => t.peopleIds))],
  };
}

export function reportScopeDto(scope: ReportScope): ReportScopeDto {
  const teams = scope.kind === "ALL" ? [] : scope.teams;
  return {
    kind: scope.kind,
    teams: teams.map((t) => ({ _id: t.id, name: t.name })),
    label: reportScopeLabel(
      scope.kind,
      teams.map((t) => t.name),
    ),
  };
}
