import { standPartialReportQuery, standPartialReportSchema } from "@portal/contracts/stand-partial-report";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contentDisposition } from "../../lib/content-disposition";

const SCOPE =
  "RECEPCIONIST: the stand they checked in at (`enterprise_id` may be left out; another stand is a 403). " +
  "BOOTH_COORDINATOR and admins: any stand (`enterprise_id` required). `date` is DDMMYYYY, São Paulo day " +
  "(default today).";

/** The stand's partial report (relatório parcial, decision 049): JSON for the screen, PDF and XLSX downloads. */
export default async function standPartialReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { partialReport } = app.services.stand;
  const tags = ["stand"];

  r.get(
    "/stand-visits/partial-report",
    {
      schema: {
        tags,
        description:
          "One stand's day: totals by status, third-party visits, new leads vs returning, visits by hour, by " +
          `specialist and by "como conheceu", waiting and attendance times, the visits still without a report. ${SCOPE}`,
        querystring: standPartialReportQuery,
        response: { 200: standPartialReportSchema },
      },
    },
    async (request) => partialReport.report(request.auth, request.query),
  );

  for (const [format, build] of [
    ["pdf", partialReport.pdf.bind(partialReport)],
    ["xlsx", partialReport.xlsx.bind(partialReport)],
  ] as const) {
    r.get(
      `/stand-visits/partial-report/${format}`,
      {
        schema: {
          tags,
          description: `The partial report as ${format.toUpperCase()} (the same figures). ${SCOPE}`,
          querystring: standPartialReportQuery,
          produces: [
            format === "pdf" ? "application/pdf" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          ],
        },
      },
      async (request, reply) => {
        const file = await build(request.auth, request.query);
        return reply
          .type(file.contentType)
          .header("content-disposition", contentDisposition(file.fileName))
          .header("cache-control", "private, no-store")
          .send(file.data);
      },
    );
  }
}
