import { idSchema, messageResponse } from "@portal/contracts/common";
import {
  addAgentBody,
  rouletteAgentSchema,
  rouletteCreateBody,
  rouletteDetailSchema,
  rouletteListQuery,
  rouletteListResponse,
  rouletteSchema,
  rouletteUpdateBody,
  shootResponse,
} from "@portal/contracts/roulettes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import rouletteAgentRoutes from "./roulette-agents.routes";
import { toAgentDto, toRouletteDetailDto, toRouletteDto } from "./roulettes.mapper";

/** /roulettes: administration (admins and coordinators); specialists may read. The services check who may. */
export default async function roulettesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin, queries } = app.services.roulettes;
  const params = z.object({ id: idSchema });
  const tags = ["roulettes"];

  // Agent routes first: "/roulettes/agents" must not be taken for "/roulettes/:id".
  await app.register(rouletteAgentRoutes);

  r.get(
    "/roulettes",
    { schema: { tags, querystring: rouletteListQuery, response: { 200: rouletteListResponse } } },
    async (request) => ({ payload: (await queries.list(request.auth, request.query)).map(toRouletteDto) }),
  );

  r.get("/roulettes/:id", { schema: { tags, params, response: { 200: rouletteDetailSchema } } }, async (request) =>
    toRouletteDetailDto(await queries.detail(request.auth, request.params.id)),
  );

  r.post(
    "/roulettes",
    { schema: { tags, body: rouletteCreateBody, response: { 201: rouletteSchema } } },
    async (request, reply) => reply.code(201).send(toRouletteDto(await admin.create(request.auth, request.body))),
  );

  r.put(
    "/roulettes/:id",
    { schema: { tags, params, body: rouletteUpdateBody, response: { 200: rouletteSchema } } },
    async (request) => toRouletteDto(await admin.update(request.auth, request.params.id, request.body)),
  );

  r.delete("/roulettes/:id", { schema: { tags, params, response: { 200: messageResponse } } }, async (request) =>
    admin.remove(request.auth, request.params.id),
  );

  r.post(
    "/roulettes/:id/agents",
    {
      schema: {
        tags,
        description:
          "Adds a member (managers only; ONLINE_SPECIALIST for ONLINE roulettes, BOOTH_SPECIALIST for BOOTH). Membership " +
          "only: the specialist's presence (availability_status) is not changed; an OFFLINE member enters the rotation " +
          "with their own 'Disponível'. 409 when already a member.",
        params,
        body: addAgentBody,
        response: { 201: rouletteAgentSchema },
      },
    },
    async (request, reply) => {
      const row = await admin.addAgent(request.auth, request.params.id, request.body.user_id, request.body.status);
      return reply.code(201).send(toAgentDto(await queries.agent(row.id)));
    },
  );

  r.post("/roulettes/:id/shoot", { schema: { tags, params, response: { 200: shootResponse } } }, async (request) =>
    admin.shoot(request.auth, request.params.id),
  );

  r.post("/roulettes/:id/shuffle", { schema: { tags, params, response: { 200: messageResponse } } }, async (request) =>
    admin.shuffle(request.auth, request.params.id),
  );

  r.put(
    "/roulettes/:id/agents/:agentId/to-first-position",
    { schema: { tags, params: z.object({ id: idSchema, agentId: idSchema }), response: { 200: messageResponse } } },
    async (request) => admin.toFirstPosition(request.auth, request.params.id, request.params.agentId),
  );
}
