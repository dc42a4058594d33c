import { SOLICITATIONS } from "@portal/contracts/endpoints/solicitations";
import { SOLICITATION_MSG } from "@portal/contracts/solicitations";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/endpoint";
import { requestMeta } from "../../lib/http";
import { toSolicitationDetailDto, toSolicitationDto } from "./solicitations.mapper";

/**
 * Solicitations (decision 054): requests between users with a reply thread. Each route is its definition in
 * packages/contracts/src/endpoints/solicitations.ts (path, schemas, who may call) plus the call to the service, which
 * decides who may ask or decide what (policy.ts).
 */
export default async function solicitationsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const service = app.services.solicitations;

  route(app, SOLICITATIONS.list, async (request) => {
    const page = await service.list(request.auth, request.query);
    return {
      payload: page.rows.map(toSolicitationDto),
      pagination: { total: page.total, skip: page.skip, limit: page.limit },
    };
  });

  route(app, SOLICITATIONS.create, async (request) => {
    const created = await service.create(request.auth, request.body, requestMeta(request));
    const detail = await service.get(request.auth, created.row.id);
    return { message: SOLICITATION_MSG.created, solicitation: toSolicitationDetailDto(detail) };
  });

  route(app, SOLICITATIONS.extendableReservations, async (request) => ({
    payload: (await service.extendableReservations(request.auth)).map((r) => ({
      _id: r.id,
      unit_id: r.unitId,
      unit_name: r.unitName,
      enterprise_id: r.enterpriseId,
      enterprise_name: r.enterpriseName,
      expires_at: r.expiresAt.toISOString(),
    })),
  }));

  route(app, SOLICITATIONS.get, async (request) => ({
    solicitation: toSolicitationDetailDto(await service.get(request.auth, request.params.id)),
  }));

  route(app, SOLICITATIONS.reply, async (request) => {
    const done = await service.reply(request.auth, request.params.id, request.body, requestMeta(request));
    return { message: done.message, solicitation: toSolicitationDetailDto(done.solicitation) };
  });
}
