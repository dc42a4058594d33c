import { idSchema } from "@portal/contracts/common";
import {
  fakeStatusBody,
  mirrorSchema,
  reservationCreateBody,
  reservationListResponse,
  reservationReleaseBody,
  reservationSchema,
  sheetQuery,
  unitActionBody,
  unitActionWithReasonBody,
  unitLogListResponse,
  unitSchema,
} from "@portal/contracts/inventory";
import type { RouteUnitAction } from "@portal/domain/inventory";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toReservationDto, toUnitDto, toUnitLogDto } from "./inventory.mapper";

/** Actions whose reason is required (they take a unit off the market or override the flow). */
const ACTIONS: { path: RouteUnitAction; needsReason: boolean }[] = [
  { path: "suspend", needsReason: true },
  { path: "make-available", needsReason: false },
  { path: "exchange", needsReason: true },
  { path: "start-sale-process", needsReason: false },
  { path: "cancel-sale-process", needsReason: true },
  { path: "make-sold-for-admin", needsReason: true },
];

/** Units, unit actions, reservations and the mirror (spec 7 "Enterprises"; docs/decisions/011). */
export default async function unitsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { units, reservations, reservationCreate, reservationRelease, mirror, sheets } = app.services.inventory;
  const tags = ["units"];
  const unitParams = z.object({ unitId: idSchema });

  r.get(
    "/enterprises/:id/mirror",
    {
      schema: { tags, params: z.object({ id: idSchema }), response: { 200: mirrorSchema } },
      // The schema documents the response; MirrorService builds a typed MirrorDto field by field, so re-validating
      // 2,000 units with zod on every call (10-25 ms, more than the query) buys nothing (docs/decisions/011).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => mirror.mirror(request.auth, request.params.id),
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
          .header("content-disposition", `attachment; filename="${file.fileName}"`)
          .header("cache-control", "private, no-store")
          .send(file.data);
      },
    );
  }

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

  r.get(
    "/enterprises/units/:unitId/reserves",
    { schema: { tags, params: unitParams, response: { 200: reservationListResponse } } },
    async (request) => ({
      payload: (await reservations.list(request.auth, request.params.unitId)).map(toReservationDto),
    }),
  );

  r.post(
    "/enterprises/units/:unitId/reserves",
    { schema: { tags, params: unitParams, body: reservationCreateBody, response: { 201: reservationSchema } } },
    async (request, reply) => {
      const row = await reservationCreate.create(request.auth, request.params.unitId, request.body);
      return reply.code(201).send(toReservationDto(row));
    },
  );

  r.put(
    "/enterprises/units/:unitId/reserves/:reserveId/release",
    {
      schema: {
        tags,
        params: unitParams.extend({ reserveId: idSchema }),
        body: reservationReleaseBody,
        response: { 200: reservationSchema },
      },
    },
    async (request) =>
      toReservationDto(await reservationRelease.release(request.auth, request.params.reserveId, request.body.reason)),
  );
}
