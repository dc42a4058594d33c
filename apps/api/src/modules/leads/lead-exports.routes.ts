import { LEAD_EXPORTS } from "@portal/contracts/endpoints/lead-exports";
import { EXPORT_TOTAL_HEADER } from "@portal/contracts/exports";
import type { FastifyInstance } from "fastify";
import { contentDisposition } from "../../lib/content-disposition";
import { route } from "../../lib/endpoint";

/** GET /leads/export (decision 073): the list's leads streamed as CSV, XLSX or PDF, the row count up front. */
export default async function leadExportsRoutes(app: FastifyInstance) {
  const service = app.services.leads.export;
  route(app, LEAD_EXPORTS.export, async (request, reply) => {
    const file = await service.export(request.auth, request.query);
    return (
      reply
        .type(file.contentType)
        // inline: Chromium turned some attachment answers to the web's fetch into downloads of its own (the page's
        // request then failed); the web saves the file itself, and the name is still given.
        .header("content-disposition", contentDisposition(file.fileName, "inline"))
        .header("cache-control", "private, no-store")
        .header(EXPORT_TOTAL_HEADER, String(file.total))
        .send(file.body)
    );
  });
}
