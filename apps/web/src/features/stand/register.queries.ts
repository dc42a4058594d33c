import { serviceReportResponse, standVisitListResponse, standVisitResponse } from "@portal/contracts/stand";
import { standRegisterSpecialistsResponse } from "@portal/contracts/stand-register";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiBlob, apiRequest, saveBlob } from "../../lib/api-client";
import { type StandVisitApiQuery, standKeys } from "./stand.queries";

/**
 * The visitor register's API (decision 050). Keys live under the stand's visits, so every stand change that
 * refreshes the stand (refreshStand) refreshes the register too.
 */
export const registerKeys = {
  list: (query: StandVisitApiQuery) => [...standKeys.visits(), "register", query] as const,
  specialists: () => [...standKeys.visits(), "register-specialists"] as const,
  report: (visitId: string) => [...standKeys.visits(), "report", visitId] as const,
};

export function registerListQuery(query: StandVisitApiQuery) {
  return queryOptions({
    queryKey: registerKeys.list(query),
    queryFn: () =>
      apiRequest("/stand-visits", {
        query: { ...query },
        schema: standVisitListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

export function registerSpecialistsQuery() {
  return queryOptions({
    queryKey: registerKeys.specialists(),
    queryFn: () => apiRequest("/stand-visits/specialists", { schema: standRegisterSpecialistsResponse }),
    staleTime: 5 * 60_000,
    select: (data) => data.payload,
  });
}

export function visitDetailQuery(visitId: string) {
  return queryOptions({
    queryKey: standKeys.visit(visitId),
    queryFn: () => apiRequest(`/stand-visits/${encodeURIComponent(visitId)}`, { schema: standVisitResponse }),
    select: (data) => data.visit,
  });
}

/** The visit's service report; only asked when the visit has one. */
export function visitReportQuery(visitId: string) {
  return queryOptions({
    queryKey: registerKeys.report(visitId),
    queryFn: () =>
      apiRequest(`/stand-visits/${encodeURIComponent(visitId)}/service-report`, { schema: serviceReportResponse }),
    select: (data) => data.service_report,
  });
}

/** GET /stand-visits/export with the register's filters: the XLSX is saved by the browser. */
export async function downloadRegister(query: StandVisitApiQuery): Promise<void> {
  const { blob, fileName } = await apiBlob("/stand-visits/export", { query: { ...query } });
  saveBlob(blob, fileName ?? "registro-de-visitas.xlsx");
}

/** GET /site-surveys/export (the service reports, FAC) with the register's period, enterprise and specialist. */
export async function downloadSiteSurveys(query: StandVisitApiQuery): Promise<void> {
  const { starts_date, ends_date, enterprise_id, specialist_id } = query;
  const { blob, fileName } = await apiBlob("/site-surveys/export", {
    query: { starts_date, ends_date, enterprise_id, specialist_id },
  });
  saveBlob(blob, fileName ?? "fichas-de-atendimento.xlsx");
}
