import { generateLeadPdfBody } from "@portal/contracts/lead-files";
import type { LeadPdf } from "@portal/domain/lead-reports";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contentDisposition } from "../../lib/content-disposition";

/** POST /leads/generate-register and /leads/generate-report {leadId} -> application/pdf. */
export default async function leadReportsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { leadReports } = app.services;
  const schema = { tags: ["lead-reports"], body: generateLeadPdfBody, produces: ["application/pdf"] };

  const send = (reply: FastifyReply, pdf: LeadPdf) =>
    reply
      .type("application/pdf")
      .header("content-disposition", contentDisposition(pdf.fileName))
      .header("cache-control", "private, no-store")
      .send(pdf.data);

  r.post("/leads/generate-register", { schema }, async (request, reply) =>
    send(reply, await leadReports.register(request.auth, request.body.leadId)),
  );

  r.post("/leads/generate-report", { schema }, async (request, reply) =>
    send(reply, await leadReports.report(request.auth, request.body.leadId)),
  );
}
