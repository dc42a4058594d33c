import { SALES } from "@portal/contracts/endpoints/sales";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/endpoint";
import saleExtrasRoutes from "./sale-extras.routes";
import saleFilesRoutes from "./sale-files.routes";
import saleGroupsRoutes from "./sale-groups.routes";
import { toCommissionDto, toLogDto, toSaleDto } from "./sales.mapper";

/**
 * /sales (spec 7): create from an approved proposal, moves, buyers, observations, coordinator, logs, commissions;
 * the sale's files, extras and groups are registered here too (one plugin for the module, one authentication hook).
 * Each route is its definition in packages/contracts/src/endpoints/sales.ts plus the call to the service.
 */
export default async function salesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const { sales, saleCreate, saleMoves, saleDetails, saleCommissions } = app.services;

  route(app, SALES.list, async (request) => {
    const { rows, total } = await sales.list(request.auth, request.query);
    return {
      payload: rows.map(toSaleDto),
      pagination: { total, skip: request.query.skip, limit: request.query.limit },
    };
  });

  route(app, SALES.verifyLeadActiveSale, async (request) =>
    sales.verifyLeadActiveSale(request.auth, request.params.id),
  );

  route(app, SALES.myPartnerCommissions, async (request) => ({
    payload: (await saleCommissions.myCommissions(request.auth)).map(toCommissionDto),
  }));

  route(app, SALES.get, async (request) => toSaleDto(await sales.get(request.auth, request.params.id)));

  route(app, SALES.create, async (request) => toSaleDto(await saleCreate.create(request.auth, request.body)));

  route(app, SALES.complete, async (request) => toSaleDto(await saleMoves.complete(request.auth, request.params.id)));
  route(app, SALES.cancel, async (request) =>
    toSaleDto(await saleMoves.cancel(request.auth, request.params.id, request.body.reason)),
  );
  route(app, SALES.distract, async (request) =>
    toSaleDto(await saleMoves.distract(request.auth, request.params.id, request.body.reason)),
  );
  route(app, SALES.buyers, async (request) =>
    toSaleDto(await saleDetails.replaceBuyers(request.auth, request.params.id, request.body.buyers)),
  );
  route(app, SALES.addObservation, async (request) =>
    toSaleDto(await saleDetails.addObservation(request.auth, request.params.id, request.body.text)),
  );
  route(app, SALES.coordinator, async (request) =>
    toSaleDto(
      await saleDetails.setCoordinator(request.auth, request.params.id, request.body.responsible_coordinator_id),
    ),
  );
  route(app, SALES.logs, async (request) => ({
    payload: (await sales.logs(request.auth, request.params.id)).map(toLogDto),
  }));
  route(app, SALES.moveCommission, async (request) => {
    const { id, commissionId } = request.params;
    const row = await saleCommissions.moveCommission(request.auth, id, commissionId, request.body.status);
    return toCommissionDto(row as NonNullable<typeof row>);
  });
  route(app, SALES.commissions, async (request) => ({
    payload: (await saleCommissions.commissions(request.auth, request.params.id)).map(toCommissionDto),
  }));

  await app.register(saleFilesRoutes);
  await app.register(saleExtrasRoutes);
  await app.register(saleGroupsRoutes);
}
