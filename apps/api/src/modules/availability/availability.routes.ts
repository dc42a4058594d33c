import { idSchema } from "@portal/contracts/common";
import { availabilityBody, availabilityResponse, playInRouletteResponse } from "@portal/contracts/roulettes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** PUT /users/availability (specialist toggle) and POST /leads/{id}/play-in-roulette. */
export default async function availabilityRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { availability, leadDistribution } = app.services.roulette;

  r.put(
    "/users/availability",
    { schema: { tags: ["roulettes"], body: availabilityBody, response: { 200: availabilityResponse } } },
    async (request) => availability.setOwn(request.auth, request.body.availability_status),
  );

  r.post(
    "/leads/:id/play-in-roulette",
    { schema: { tags: ["leads"], params: z.object({ id: idSchema }), response: { 200: playInRouletteResponse } } },
    async (request) => {
      const { message, outcome } = await leadDistribution.playInRoulette(request.auth, request.params.id);
      return {
        message,
        status: outcome.status,
        owner_id: outcome.status === "offered" ? outcome.agentUserId : null,
      };
    },
  );
}
