import { idSchema } from "@portal/contracts/common";
import {
  reservationCreateBody,
  reservationListResponse,
  reservationReleaseBody,
  reservationSchema,
} from "@portal/contracts/inventory";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toReservationDto } from "./units.mapper";

/** A unit's reservations: list, reserve (or join the queue), release. */
export default async function reservationsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reservations, reservationCreate, reservationRelease } = app.services;
  const tags = ["units"];
  const unitParams = z.object({ unitId: idSchema });

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
