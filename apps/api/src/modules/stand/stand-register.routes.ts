import { idSchema } from "@portal/contracts/common";
import { serviceReportResponse } from "@portal/contracts/stand";
import {
  siteSurveyExportQuery,
  standRegisterExportQuery,
  standRegisterSpecialistsResponse,
  XLSX_CONTENT_TYPE,
} from "@portal/contracts/stand-register";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition } from "../../lib/content-disposition";
import { toServiceReportDto } from "./stand.mapper";

/**
 * The visitor register's extras (decision 050): the register as XLSX, a visit's service report for whoever may see
 * the visit, and the service reports' export (site-surveys). The list itself is GET /stand-visits.
 */
export default async function standRegisterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { queries, exports } = app.services.stand;
  const tags = ["stand"];

  const sendFile = (reply: FastifyReply, file: { fileName: string; contentType: string; data: Buffer }) =>
    reply
      .type(file.contentType)
      .header("content-disposition", contentDisposition(file.fileName))
      .header("cache-control", "private, no-store")
      .send(file.data);

  r.get(
    "/stand-visits/export",
    {
      schema: {
        tags,
        description:
          "The visitor register as XLSX: GET /stand-visits' filters and scopes, every matching visit (newest first, " +
          "at most 10,000: past it a 400 asks for a shorter period). pt-BR headers, labels, São Paulo times.",
        querystring: standRegisterExportQuery,
        produces: [XLSX_CONTENT_TYPE],
      },
    },
    async (request, reply) => sendFile(reply, await exports.register(request.auth, request.query)),
  );

  r.get(
    "/stand-visits/specialists",
    {
      schema: {
        tags,
        description:
          "The register's specialist filter: the specialists the caller's visits were routed to (the visits' scopes).",
        response: { 200: standRegisterSpecialistsResponse },
      },
    },
    async (request) => ({
      payload: (await queries.registerSpecialists(request.auth)).map((u) => ({ _id: u.id, full_name: u.fullName })),
    }),
  );

  r.get(
    "/stand-visits/:id/service-report",
    {
      schema: {
        tags,
        description: "The visit's service report (FAC), for whoever may see the visit (404 when it has none).",
        params: z.object({ id: idSchema }),
        response: { 200: serviceReportResponse },
      },
    },
    async (request) => ({
      service_report: toServiceReportDto(await queries.visitReport(request.auth, request.params.id)),
    }),
  );

  r.get(
    "/site-surveys/export",
    {
      schema: {
        tags,
        description:
          "The service reports (FAC) as XLSX, one row per report with every field (option labels, not codes), the " +
          "visit's times and the lead and visit ids. Filters: starts_date / ends_date (DDMMYYYY of the report, São " +
          "Paulo), enterprise_id, specialist_id. Admins, booth coordinators and marketing (decision 050).",
        querystring: siteSurveyExportQuery,
        produces: [XLSX_CONTENT_TYPE],
      },
    },
    async (request, reply) => sendFile(reply, await exports.siteSurveys(request.auth, request.query)),
  );
}
