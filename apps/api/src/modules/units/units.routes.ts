import { idSchema } from "@portal/contracts/common";
import {
  fakeStatusBody,
  unitActionBody,
  unitActionWithReasonBody,
  unitListQuery,
  unitListResponse,
  unitLogListResponse,
  unitSchema,
} from "@portal/contracts/inventory";
import type { RouteUnitAction } from "@portal/domain/units";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import mirrorRoutes from "./mirror.routes";
import reservationsRoutes from "./reservations.routes";
import { toUnitDto, toUnitLogDto } from "./units.mapper";

/** Actions whose reason is required (they take a unit off the market or override the flow). */
const ACTIONS: { path: RouteUnitAction; needsReason: boolean }[] = [
  { path: "suspend", needsReason: true },
  { path: "make-available", needsReason: false },
  { path: "exchange", needsReason: true },
  { path: "start-sale-process", needsReason: false },
  { path: "cancel-sale-process", needsReason: true },
  { path: "make-sold-for-admin", needsReason: true },
];

/**
 * The units module's routes (spec 7 "Enterprises"; docs/decisions/011): units and their actions (below), the mirror
 * with its sheets, and reservations. Each plugin keeps its own auth hook.
 */
export default async function unitsRoutes(app: FastifyInstance) {
  await app.register(unitRecordRoutes);
  await app.register(mirrorRoutes);
  await app.register(reservationsRoutes);
}

/** An enterprise's units (the mirror's filters as a paged list), one unit, its log, its actions, its fake status. */
async function unitRecordRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { units } = app.services;
  const tags = ["units"];
  const unitParams = z.object({ unitId: idSchema });

  r.get(
    "/enterprises/:id/units",
    {
      schema: {
        tags: ["enterprises"],
        params: z.object({ id: idSchema }),
        querystring: unitListQuery,
        response: { 200: unitListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await units.list(request.auth, request.params.id, request.query);
      return {
        payload: rows.map((u) => toUnitDto(u, request.auth.roles)),
        pagination: { total, skip: request.query.skip, limit: request.query.limit },
      };
    },
  );

  r.get(
    "/enterprises/units/:unitId",
    { schema: { tags, params: unitParams, response: { 200: unitSchema } } },
    async (request) => toUnitDto(await units.get(request.auth, request.params.unitId), request.auth.roles),
  );

  r.get(
    "/enterprises/units/:unitId/logs",
    { schema: { tags, params: unitParams, response: { 200: unitLogListResponse } } },
    async (request) => ({ payload: (await units.logs(request.auth, request.params.unitId)).map(toUnitLogDto) }),
  );

  for (const { path, needsReason } of ACTIONS) {
    r.put(
      `/enterprises/units/:unitId/${path}`,
      {
        schema: {
          tags,
          params: unitParams,
          body: needsReason ? unitActionWithReasonBody : unitActionBody,
          response: { 200: unitSchema },
        },
      },
      async (request) => {
        const body = request.body as { reason?: string };
        const row = await units.act(request.auth, request.params.unitId, path, body.reason);
        return toUnitDto(row, request.auth.roles);
      },
    );
  }

  r.put(
    "/enterprises/units/:unitId/fake-status",
    { schema: { tags, params: unitParams, body: fakeStatusBody, response: { 200: unitSchema } } },
    async (request) => {
      const { fake_status, reason } = request.body;
      const row = await units.setFakeStatus(request.auth, request.params.unitId, fake_status, reason);
      return toUnitDto(row, request.auth.roles);
    },
  );
}
