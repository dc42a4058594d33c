import { idSchema } from "@portal/contracts/common";
import {
  serviceReportListQuery,
  serviceReportListResponse,
  serviceReportPageQuery,
  serviceReportResponse,
  thirdPartyVisitListQuery,
  thirdPartyVisitListResponse,
  thirdPartyVisitResponse,
} from "@portal/contracts/stand";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { page, toServiceReportDto, toThirdPartyVisitDto } from "./stand.mapper";

/** What a visit leaves behind: third-party visits and service reports (FAC). */
export default async function standRecordsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { queries } = app.services.stand;
  const tags = ["stand"];
  const byId = z.object({ id: idSchema });

  r.get(
    "/third-party-visits",
    {
      schema: {
        tags,
        description: "Visitors brought by partner brokers, newest first (the visits' scopes apply).",
        querystring: thirdPartyVisitListQuery,
        response: { 200: thirdPartyVisitListResponse },
      },
    },
    async (request) => page(await queries.thirdPartyVisits(request.auth, request.query), toThirdPartyVisitDto),
  );

  r.get(
    "/third-party-visits/:id",
    { schema: { tags, params: byId, response: { 200: thirdPartyVisitResponse } } },
    async (request) => ({
      third_party_visit: toThirdPartyVisitDto(await queries.thirdPartyVisit(request.auth, request.params.id)),
    }),
  );

  r.get(
    "/service-reports",
    {
      schema: {
        tags,
        description: "Service reports (FAC), newest first: every report for coordinators and admins, else their own.",
        querystring: serviceReportListQuery,
        response: { 200: serviceReportListResponse },
      },
    },
    async (request) => page(await queries.reports(request.auth, request.query), toServiceReportDto),
  );

  r.get(
    "/service-reports/lead/:leadId",
    {
      schema: {
        tags,
        description: "The service reports of a lead the caller may see (its owner included; else 404).",
        params: z.object({ leadId: idSchema }),
        querystring: serviceReportPageQuery,
        response: { 200: serviceReportListResponse },
      },
    },
    async (request) =>
      page(await queries.reportsOfLead(request.auth, request.params.leadId, request.query), toServiceReportDto),
  );

  r.get(
    "/service-reports/:id",
    { schema: { tags, params: byId, response: { 200: serviceReportResponse } } },
    async (request) => ({ service_report: toServiceReportDto(await queries.report(request.auth, request.params.id)) }),
  );
}
