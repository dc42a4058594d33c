import { idSchema } from "@portal/contracts/common";
import {
  playInRouletteBulkBody,
  playInRouletteBulkResponse,
  playInRouletteResponse,
} from "@portal/contracts/roulettes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** Moving leads into the roulette by hand: POST /leads/{id}/play-in-roulette and its bulk form. */
export default async function distributionRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { leadDistribution } = app.services.distribution;

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

  r.post(
    "/leads/play-in-roulette",
    {
      schema: {
        tags: ["leads"],
        description:
          "Throws several leads into the roulette (the base's bulk 'Jogar na roleta'). Every lead is checked first; " +
          "a refusal names `leads.N` (400) or is 403, and then nothing is moved. Not for MARKETING or RELATIONSHIP_TEAM.",
        body: playInRouletteBulkBody,
        response: { 200: playInRouletteBulkResponse },
      },
    },
    async (request) => leadDistribution.playManyInRoulette(request.auth, request.body.leads),
  );
}
