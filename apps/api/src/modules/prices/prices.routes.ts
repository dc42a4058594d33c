import { idSchema, messageResponse } from "@portal/contracts/common";
import {
  marketIndexListQuery,
  marketIndexListResponse,
  marketIndexPutBody,
  marketIndexSchema,
  PRICE_MSG,
  priceSnapshotDetailSchema,
  priceSnapshotListResponse,
  pricesRestoreBody,
  pricesUpdateBody,
  unitPricesResponse,
} from "@portal/contracts/prices";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toMarketIndexDto, toSnapshotDetailDto, toSnapshotDto, toUnitPricesDto } from "./prices.mapper";

/**
 * The prices module: units-prices, units-prices-snapshot, prices-update / prices-restore and /market-indexes
 * (docs/decisions/011).
 */
export default async function pricesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { prices } = app.services;
  const params = z.object({ id: idSchema });
  const tags = ["prices"];

  r.get(
    "/enterprises/:id/units-prices",
    { schema: { tags, params, response: { 200: unitPricesResponse } } },
    async (request) => toUnitPricesDto(await prices.unitPrices(request.auth, request.params.id)),
  );
  r.get(
    "/enterprises/:id/units-prices-snapshot",
    { schema: { tags, params, response: { 200: priceSnapshotListResponse } } },
    async (request) => ({ payload: (await prices.snapshots(request.auth, request.params.id)).map(toSnapshotDto) }),
  );
  r.get(
    "/enterprises/:id/units-prices-snapshot/:snapshotId",
    { schema: { tags, params: params.extend({ snapshotId: idSchema }), response: { 200: priceSnapshotDetailSchema } } },
    async (request) =>
      toSnapshotDetailDto(await prices.snapshot(request.auth, request.params.id, request.params.snapshotId)),
  );
  r.post(
    "/enterprises/:id/units-prices-snapshot",
    { schema: { tags, params, response: { 201: priceSnapshotDetailSchema } } },
    async (request, reply) =>
      reply.code(201).send(toSnapshotDetailDto(await prices.takeSnapshot(request.auth, request.params.id))),
  );
  r.post(
    "/enterprises/:id/prices-update",
    { schema: { tags, params, body: pricesUpdateBody, response: { 200: priceSnapshotDetailSchema } } },
    async (request) => toSnapshotDetailDto(await prices.update(request.auth, request.params.id, request.body)),
  );
  r.post(
    "/enterprises/:id/prices-restore",
    { schema: { tags, params, body: pricesRestoreBody, response: { 200: priceSnapshotDetailSchema } } },
    async (request) =>
      toSnapshotDetailDto(await prices.restore(request.auth, request.params.id, request.body.snapshot_id)),
  );

  r.get(
    "/market-indexes",
    { schema: { tags, querystring: marketIndexListQuery, response: { 200: marketIndexListResponse } } },
    async (request) => ({
      payload: (await prices.marketIndexes(request.auth, request.query)).map(toMarketIndexDto),
    }),
  );
  r.put(
    "/market-indexes",
    { schema: { tags, body: marketIndexPutBody, response: { 200: marketIndexSchema } } },
    async (request) => toMarketIndexDto(await prices.putMarketIndex(request.auth, request.body)),
  );
  r.delete("/market-indexes/:id", { schema: { tags, params, response: { 200: messageResponse } } }, async (request) => {
    await prices.deleteMarketIndex(request.auth, request.params.id);
    return { message: PRICE_MSG.marketIndexDeleted };
  });
}
