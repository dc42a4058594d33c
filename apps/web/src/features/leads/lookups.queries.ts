import { enterpriseSimplifiedResponse } from "@portal/contracts/enterprises";
import { canOwnLeads, LEAD_ASSIGNEE_ROLES, LEAD_MANAGER_ROLES } from "@portal/contracts/leads";
import { hasRole } from "@portal/contracts/policy";
import { ROLE_LABELS, type Role } from "@portal/contracts/roles";
import { canReadSalesTeams, salesTeamDetailSchema, salesTeamListResponse } from "@portal/contracts/sales-teams";
import { assigneeListResponse } from "@portal/contracts/users";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

/** Pickers' data: enterprises, sales teams and the people who may own leads. Cached for a few minutes. */
const LOOKUP_STALE_MS = 5 * 60_000;

export const lookupKeys = {
  enterprises: ["lookups", "enterprises"] as const,
  salesTeams: ["lookups", "sales-teams"] as const,
  assignees: (source: AssigneeSource) => ["lookups", "assignees", source] as const,
};

export function enterprisesQuery() {
  return queryOptions({
    queryKey: lookupKeys.enterprises,
    queryFn: () => apiRequest("/enterprises/simplified", { schema: enterpriseSimplifiedResponse }),
    staleTime: LOOKUP_STALE_MS,
    select: (data) => data.payload,
  });
}

export function salesTeamsQuery(roles: readonly string[]) {
  return queryOptions({
    queryKey: lookupKeys.salesTeams,
    queryFn: () => apiRequest("/sales-teams", { query: { limit: 100, active: true }, schema: salesTeamListResponse }),
    staleTime: LOOKUP_STALE_MS,
    enabled: canReadSalesTeams(roles),
    select: (data) => data.payload,
  });
}

export interface Assignee {
  _id: string;
  full_name: string;
  roles: string[];
}

type AssigneeSource = "specialists" | "sales-teams";

/**
 * Who may receive leads (specialists and coordinators, LEAD_ASSIGNEE_ROLES).
 * Lead managers read GET /users/specialists; other roles that filter by owner (e.g. marketing) get the
 * members of the active sales teams (GET /sales-teams/{id}).
 */
export function assigneesQuery(roles: readonly string[]) {
  const source: AssigneeSource = hasRole(roles, LEAD_MANAGER_ROLES) ? "specialists" : "sales-teams";
  return queryOptions({
    queryKey: lookupKeys.assignees(source),
    queryFn: () => (source === "specialists" ? fromSpecialists() : fromSalesTeams()),
    staleTime: LOOKUP_STALE_MS,
    enabled: source === "specialists" || canReadSalesTeams(roles),
  });
}

async function fromSpecialists(): Promise<Assignee[]> {
  const res = await apiRequest("/users/specialists", { schema: assigneeListResponse });
  return uniqueSorted(res.payload.map((u) => ({ _id: u._id, full_name: u.full_name, roles: u.roles })));
}

async function fromSalesTeams(): Promise<Assignee[]> {
  const teams = await apiRequest("/sales-teams", {
    query: { limit: 100, active: true },
    schema: salesTeamListResponse,
  });
  const details = await Promise.all(
    teams.payload.map((t) =>
      apiRequest(`/sales-teams/${encodeURIComponent(t._id)}`, { schema: salesTeamDetailSchema }),
    ),
  );
  return uniqueSorted(details.flatMap((d) => d.members).filter((m) => canOwnLeads(m.roles)));
}

function uniqueSorted(people: Assignee[]): Assignee[] {
  const byId = new Map(people.map((p) => [p._id, p]));
  return [...byId.values()].sort((a, b) => a.full_name.localeCompare(b.full_name, "pt-BR"));
}

/** Select options: "Nome — Especialista online". */
export function assigneeOptions(people: readonly Assignee[] | undefined) {
  return (people ?? []).map((p) => {
    const role = p.roles.find((r) => (LEAD_ASSIGNEE_ROLES as readonly string[]).includes(r)) as Role | undefined;
    return { value: p._id, label: role ? `${p.full_name} — ${ROLE_LABELS[role]}` : p.full_name };
  });
}
