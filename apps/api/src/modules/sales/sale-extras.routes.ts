import { SALES } from "@portal/contracts/endpoints/sales";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/endpoint";
import { toParticipantsDto, toPaymentsDto, toSaleDto } from "./sales.mapper";

/**
 * /sales extras (docs/decisions/015): recreate, home-broker, classification-participants, payments_info; registered
 * by sales.routes.ts, whose hook authenticates.
 */
export default async function saleExtrasRoutes(app: FastifyInstance) {
  const { saleRecreate, saleHomeBroker, saleParticipants, salePayments } = app.services;

  route(app, SALES.recreate, async (request) => toSaleDto(await saleRecreate.recreate(request.auth, request.body)));

  route(app, SALES.participantCandidates, async (request) => ({
    payload: (await saleParticipants.candidates(request.auth)).map((u) => ({
      _id: u.id,
      full_name: u.fullName,
      roles: u.roles,
    })),
  }));

  route(app, SALES.homeBroker, async (request) =>
    toSaleDto(await saleHomeBroker.set(request.auth, request.params.id, request.body.home_broker_id)),
  );

  route(app, SALES.participants, async (request) =>
    toParticipantsDto(await saleParticipants.get(request.auth, request.params.id)),
  );
  route(app, SALES.replaceParticipants, async (request) =>
    toParticipantsDto(await saleParticipants.replace(request.auth, request.params.id, request.body.participants)),
  );

  route(app, SALES.paymentsInfo, async (request) =>
    toPaymentsDto(await salePayments.get(request.auth, request.params.id)),
  );
  route(app, SALES.updatePaymentsInfo, async (request) =>
    toPaymentsDto(await salePayments.put(request.auth, request.params.id, request.body)),
  );
}
