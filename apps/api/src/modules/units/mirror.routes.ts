import { idSchema } from "@portal/contracts/common";
import { mirrorSchema, sheetQuery } from "@portal/contracts/inventory";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition } from "../../lib/content-disposition";
import { toMirrorDto } from "./units.mapper";

/** The sales mirror (espelho de vendas) and its availability / values sheets. */
export default async function mirrorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { mirror, sheets } = app.services;
  const tags = ["units"];

  r.get(
    "/enterprises/:id/mirror",
    {
      schema: { tags, params: z.object({ id: idSchema }), response: { 200: mirrorSchema } },
      // The schema documents the response; toMirrorDto builds a typed MirrorDto field by field, so re-validating
      // 2,000 units with zod on every call (10-25 ms, more than the query) buys nothing (docs/decisions/011).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => toMirrorDto(await mirror.mirror(request.auth, request.params.id)),
  );

  // The stand's downloads (XLSX by default, PDF for printing), with the mirror's access rules and visible status.
  for (const [path, build] of [
    ["download-availability-sheet", sheets.availability.bind(sheets)],
    ["download-values-sheet", sheets.values.bind(sheets)],
  ] as const) {
    r.get(
      `/enterprises/:id/${path}`,
      {
        schema: {
          tags,
          params: z.object({ id: idSchema }),
          querystring: sheetQuery,
          produces: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/pdf"],
        },
      },
      async (request, reply) => {
        const file = await build(request.auth, request.params.id, request.query.format);
        return reply
          .type(file.contentType)
          .header("content-disposition", contentDisposition(file.fileName))
          .header("cache-control", "private, no-store")
          .send(file.data);
      },
    );
  }
}
