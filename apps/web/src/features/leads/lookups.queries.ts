import { enterpriseSimplifiedResponse } from "@portal/contracts/enterprises";
import { canOwnLeads, LEAD_ASSIGNEE_ROLES } from "@portal/contracts/leads";
import { canManageUsers } from "@portal/contracts/policy";
import { ROLE_LABELS, type Role } from "@portal/contracts/roles";
import { canReadSalesTeams, salesTeamDetailSchema, salesTeamListResponse } from "@portal/contracts/sales-teams";
import { adminUserListResponse } from "@portal/contracts/users";
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
    queryFn: ({ signal }) => apiRequest("/enterprises/simplified", { schema: enterpriseSimplifiedResponse, signal }),
    staleTime: LOOKUP_STALE_MS,
    select: (data) => data.payload,
  });
}

export function salesTeamsQuery(roles: readonly string[]) {
  return queryOptions({
    queryKey: lookupKeys.salesTeams,
    queryFn: ({ signal }) =>
      apiRequest("/sales-teams", { query: { limit: 100, active: true }, schema: salesTeamListResponse, signal }),
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

type AssigneeSource = "admin-users" | "sales-teams";

/**
 * Who may receive leads (specialists and coordinators, LEAD_ASSIGNEE_ROLES).
 * The API has no user directory for coordinators yet: admins read GET /admin/users (one call per role);
 * everyone else gets the members of the active sales teams (GET /sales-teams/{id}). People outside every
 * team are therefore missing for non-admins until a GET /users/specialists exists.
 */
export function assigneesQuery(roles: readonly string[]) {
  const source: AssigneeSource = canManageUsers(roles) ? "admin-users" : "sales-teams";
  return queryOptions({
    queryKey: lookupKeys.assignees(source),
    queryFn: ({ signal }) => (source === "admin-users" ? fromAdminUsers(signal) : fromSalesTeams(signal)),
    staleTime: LOOKUP_STALE_MS,
    enabled: source === "admin-users" || canReadSalesTeams(roles),
  });
}

async function fromAdminUsers(signal: AbortSignal): Promise<Assignee[]> {
  const pages = await Promise.all(
    LEAD_ASSIGNEE_ROLES.map((role) =>
      apiRequest("/admin/users", { query: { role, active: true, limit: 100 }, schema: adminUserListResponse, signal }),
    ),
  );
  return uniqueSorted(
    pages.flatMap((p) => p.payload.map((u) => ({ _id: u._id, full_name: u.full_name, roles: u.roles }))),
  );
}

async function fromSalesTeams(signal: AbortSignal): Promise<Assignee[]> {
  const teams = await apiRequest("/sales-teams", {
    query: { limit: 100, active: true },
    schema: salesTeamListResponse,
    signal,
  });
  const details = await Promise.all(
    teams.payload.map((t) =>
      apiRequest(`/sales-teams/${encodeURIComponent(t._id)}`, { schema: salesTeamDetailSchema, signal }),
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
