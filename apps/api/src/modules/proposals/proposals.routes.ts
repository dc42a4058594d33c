import { idSchema } from "@portal/contracts/common";
import { PROPOSALS } from "@portal/contracts/endpoints/proposals";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition } from "../../lib/content-disposition";
import { route } from "../../lib/endpoint";
import { toProposalDto, toProposalLogDto } from "./proposals.mapper";

/**
 * /proposals (spec 7): list, by id, unit/{id}, fork-edit, remove-tag, and the status moves. Each route is its
 * definition in packages/contracts/src/endpoints/proposals.ts plus the call to the service.
 */
export default async function proposalsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { proposals, proposalCreate, proposalTransitions } = app.services;

  route(app, PROPOSALS.list, async (request) => {
    const { rows, total } = await proposals.list(request.auth, request.query);
    return {
      payload: rows.map(toProposalDto),
      pagination: { total, skip: request.query.skip, limit: request.query.limit },
    };
  });

  route(app, PROPOSALS.byUnit, async (request) => {
    const { rows, total } = await proposals.list(request.auth, { ...request.query, unit_id: request.params.id });
    return {
      payload: rows.map(toProposalDto),
      pagination: { total, skip: request.query.skip, limit: request.query.limit },
    };
  });

  route(app, PROPOSALS.get, async (request) => toProposalDto(await proposals.get(request.auth, request.params.id)));

  route(app, PROPOSALS.logs, async (request) => ({
    payload: (await proposals.logs(request.auth, request.params.id)).map(toProposalLogDto),
  }));

  route(app, PROPOSALS.paymentSchedule, async (request) => {
    const s = await proposals.schedule(request.auth, request.params.id);
    return { total_cents: s.total_cents, payload: s.instalments };
  });

  /** A PDF answer, which a definition does not describe yet. */
  r.get(
    "/proposals/:id/pdf",
    { schema: { tags: ["proposals"], params: z.object({ id: idSchema }), produces: ["application/pdf"] } },
    async (request, reply) => {
      const pdf = await proposals.pdf(request.auth, request.params.id);
      return reply
        .type("application/pdf")
        .header("content-disposition", contentDisposition(pdf.fileName))
        .header("cache-control", "private, no-store")
        .send(pdf.data);
    },
  );

  route(app, PROPOSALS.create, async (request) =>
    toProposalDto(await proposalCreate.create(request.auth, request.body)),
  );

  route(app, PROPOSALS.fork, async (request) =>
    toProposalDto(await proposalCreate.fork(request.auth, request.params.id, request.body)),
  );

  route(app, PROPOSALS.submit, async (request) =>
    toProposalDto(await proposalTransitions.submit(request.auth, request.params.id)),
  );
  route(app, PROPOSALS.approve, async (request) =>
    toProposalDto(await proposalTransitions.approve(request.auth, request.params.id, request.body.reason)),
  );
  route(app, PROPOSALS.disapprove, async (request) =>
    toProposalDto(await proposalTransitions.disapprove(request.auth, request.params.id, request.body.reason)),
  );
  route(app, PROPOSALS.cancel, async (request) =>
    toProposalDto(await proposalTransitions.cancel(request.auth, request.params.id, request.body.reason)),
  );
  route(app, PROPOSALS.removeTag, async (request) =>
    toProposalDto(await proposalTransitions.removeTag(request.auth, request.params.id, request.body.tag)),
  );
}
