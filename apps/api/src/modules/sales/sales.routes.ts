import { idSchema } from "@portal/contracts/common";
import {
  commissionListResponse,
  commissionMoveBody,
  commissionSchema,
  saleBuyersBody,
  saleCoordinatorBody,
  saleCreateBody,
  saleListQuery,
  saleListResponse,
  saleLogListResponse,
  saleObservationBody,
  saleReasonBody,
  saleSchema,
  verifyLeadActiveSaleResponse,
} from "@portal/contracts/sales";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import saleExtrasRoutes from "./sale-extras.routes";
import saleFilesRoutes from "./sale-files.routes";
import saleGroupsRoutes from "./sale-groups.routes";
import { toCommissionDto, toLogDto, toSaleDto } from "./sales.mapper";

/**
 * /sales (spec 7): create from an approved proposal, moves, buyers, observations, coordinator, logs, commissions;
 * the sale's files, extras and groups are registered here too (one plugin for the module, one authentication hook).
 */
export default async function salesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sales, saleCreate, saleMoves, saleDetails, saleCommissions } = app.services;
  const params = z.object({ id: idSchema });
  const tags = ["sales"];
  const one = { 200: saleSchema };

  r.get(
    "/sales",
    { schema: { tags, querystring: saleListQuery, response: { 200: saleListResponse } } },
    async (request) => {
      const { rows, total } = await sales.list(request.auth, request.query);
      return {
        payload: rows.map(toSaleDto),
        pagination: { total, skip: request.query.skip, limit: request.query.limit },
      };
    },
  );

  r.get(
    "/sales/verify-lead-have-active-sale/:id",
    { schema: { tags, params, response: { 200: verifyLeadActiveSaleResponse } } },
    async (request) => sales.verifyLeadActiveSale(request.auth, request.params.id),
  );

  /** The caller's own commission statement (a partner broker sees nothing else). */
  r.get(
    "/sales/agent_partner/commissions",
    { schema: { tags, response: { 200: commissionListResponse } } },
    async (request) => ({
      payload: (await saleCommissions.myCommissions(request.auth)).map(toCommissionDto),
    }),
  );

  r.get("/sales/:id", { schema: { tags, params, response: one } }, async (request) =>
    toSaleDto(await sales.get(request.auth, request.params.id)),
  );

  r.post("/sales", { schema: { tags, body: saleCreateBody, response: { 201: saleSchema } } }, async (request, reply) =>
    reply.code(201).send(toSaleDto(await saleCreate.create(request.auth, request.body))),
  );

  r.put("/sales/:id/complete", { schema: { tags, params, response: one } }, async (request) =>
    toSaleDto(await saleMoves.complete(request.auth, request.params.id)),
  );
  r.put("/sales/:id/cancel", { schema: { tags, params, body: saleReasonBody, response: one } }, async (request) =>
    toSaleDto(await saleMoves.cancel(request.auth, request.params.id, request.body.reason)),
  );
  r.put("/sales/:id/distract", { schema: { tags, params, body: saleReasonBody, response: one } }, async (request) =>
    toSaleDto(await saleMoves.distract(request.auth, request.params.id, request.body.reason)),
  );
  r.put("/sales/:id/buyers", { schema: { tags, params, body: saleBuyersBody, response: one } }, async (request) =>
    toSaleDto(await saleDetails.replaceBuyers(request.auth, request.params.id, request.body.buyers)),
  );
  r.post(
    "/sales/:id/observations",
    { schema: { tags, params, body: saleObservationBody, response: one } },
    async (request) => toSaleDto(await saleDetails.addObservation(request.auth, request.params.id, request.body.text)),
  );
  r.put(
    "/sales/:id/responsible-coordinator",
    { schema: { tags, params, body: saleCoordinatorBody, response: one } },
    async (request) =>
      toSaleDto(
        await saleDetails.setCoordinator(request.auth, request.params.id, request.body.responsible_coordinator_id),
      ),
  );
  r.get("/sales/:id/logs", { schema: { tags, params, response: { 200: saleLogListResponse } } }, async (request) => ({
    payload: (await sales.logs(request.auth, request.params.id)).map(toLogDto),
  }));
  r.put(
    "/sales/:id/commissions/:commissionId",
    {
      schema: {
        tags,
        params: z.object({ id: idSchema, commissionId: idSchema }),
        body: commissionMoveBody,
        response: { 200: commissionSchema },
      },
    },
    async (request) => {
      const { id, commissionId } = request.params;
      const row = await saleCommissions.moveCommission(request.auth, id, commissionId, request.body.status);
      return toCommissionDto(row as NonNullable<typeof row>);
    },
  );
  r.get(
    "/sales/:id/commissions",
    { schema: { tags, params, response: { 200: commissionListResponse } } },
    async (request) => ({
      payload: (await saleCommissions.commissions(request.auth, request.params.id)).map(toCommissionDto),
    }),
  );

  await app.register(saleFilesRoutes);
  await app.register(saleExtrasRoutes);
  await app.register(saleGroupsRoutes);
}
