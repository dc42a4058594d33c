import { enterprisePlanListResponse, PLAN_PATHS, type PlanKind } from "@portal/contracts/enterprise-plans";
import { step2Schema } from "@portal/contracts/enterprise-steps";
import { queryOptions } from "@tanstack/react-query";
import { apiBlob, apiRequest } from "../../lib/api-client";

/** Plans per gallery are few (a handful per tower): one page of the API's maximum holds them all. */
export const PLANS_PAGE_LIMIT = 100;

export const planKeys = {
  all: (enterpriseId: string) => ["enterprises", "plans", enterpriseId] as const,
  list: (enterpriseId: string, kind: PlanKind) => [...planKeys.all(enterpriseId), kind] as const,
  // Outside `all` (and so outside ["enterprises"]) on purpose: a plan's file never changes for one `updatedAt`, so
  // refreshing the lists or the enterprise must not fetch the images again (decision 045).
  image: (enterpriseId: string, kind: PlanKind, planId: string, updatedAt: string) =>
    ["plan-image", enterpriseId, kind, planId, updatedAt] as const,
};

export const planBasePath = (enterpriseId: string, kind: PlanKind) =>
  `/enterprises/${enterpriseId}/${PLAN_PATHS[kind]}`;

export function plansQuery(enterpriseId: string, kind: PlanKind) {
  return queryOptions({
    queryKey: planKeys.list(enterpriseId, kind),
    queryFn: () =>
      apiRequest(planBasePath(enterpriseId, kind), {
        query: { limit: PLANS_PAGE_LIMIT },
        schema: enterprisePlanListResponse,
      }),
  });
}

/** The stored file of a plan (image or PDF), fetched with the session cookie; cached while the plan is unchanged. */
export function planFileQuery(enterpriseId: string, kind: PlanKind, planId: string, updatedAt: string) {
  return queryOptions({
    queryKey: planKeys.image(enterpriseId, kind, planId, updatedAt),
    queryFn: () => apiBlob(`${planBasePath(enterpriseId, kind)}/${planId}/file`),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
}

/** Towers to file tower plans under (step 2, which only managers read — and only managers upload). */
export function towersQuery(enterpriseId: string) {
  return queryOptions({
    queryKey: ["enterprises", "plans", enterpriseId, "towers"] as const,
    queryFn: () => apiRequest(`/enterprises/${enterpriseId}/step-2`, { schema: step2Schema }),
    select: (d) => d.towers.map((t) => ({ value: t._id, label: t.name })),
  });
}
