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
import { AppError } from "@portal/domain/app-error";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import rouletteAgentRoutes from "./roulette-agents.routes";
import { toAgentDto, toRouletteDto } from "./roulettes.mapper";

/** /roulettes: administration (admins and coordinators); specialists may read. */
export default async function roulettesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { roulettes } = app.services.roulette;
  const params = z.object({ id: idSchema });
  const tags = ["roulettes"];
  const assertReader = (auth: Parameters<typeof roulettes.canRead>[0]) => {
    if (!roulettes.canRead(auth)) throw new AppError("FORBIDDEN", "Sem permissão para ver roletas.");
  };

  // Agent routes first: "/roulettes/agents" must not be taken for "/roulettes/:id".
  await app.register(rouletteAgentRoutes);

  r.get(
    "/roulettes",
    { schema: { tags, querystring: rouletteListQuery, response: { 200: rouletteListResponse } } },
    async (request) => {
      assertReader(request.auth);
      const q = request.query;
      const rows = await app.db.repos.roulettes.list({
        type: q.type,
        enterpriseId: q.enterprise_id,
        temporaryAgentMode: q.temporary_agent_mode,
      });
      return { payload: rows.map(toRouletteDto) };
    },
  );

  r.get("/roulettes/:id", { schema: { tags, params, response: { 200: rouletteDetailSchema } } }, async (request) => {
    assertReader(request.auth);
    const roulette = await roulettes.get(request.params.id);
    const agents = await app.db.repos.rouletteAgents.ofRoulette(roulette.id);
    const waiting = await app.db.repos.rouletteQueue.waitingFor(roulette.id, 1000);
    return { ...toRouletteDto(roulette), agents: agents.map((a) => toAgentDto(a)), waiting_leads: waiting.length };
  });

  r.post(
    "/roulettes",
    { schema: { tags, body: rouletteCreateBody, response: { 201: rouletteSchema } } },
    async (request, reply) => reply.code(201).send(toRouletteDto(await roulettes.create(request.auth, request.body))),
  );

  r.put(
    "/roulettes/:id",
    { schema: { tags, params, body: rouletteUpdateBody, response: { 200: rouletteSchema } } },
    async (request) => toRouletteDto(await roulettes.update(request.auth, request.params.id, request.body)),
  );

  r.delete("/roulettes/:id", { schema: { tags, params, response: { 200: messageResponse } } }, async (request) => {
    await roulettes.remove(request.auth, request.params.id);
    return { message: "Roleta excluída." };
  });

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
      const row = await roulettes.addAgent(request.auth, request.params.id, request.body.user_id, request.body.status);
      const agent = await app.db.repos.rouletteAgents.findById(row.id);
      return reply.code(201).send(toAgentDto(agent as NonNullable<typeof agent>));
    },
  );

  r.post("/roulettes/:id/shoot", { schema: { tags, params, response: { 200: shootResponse } } }, async (request) =>
    roulettes.shoot(request.auth, request.params.id),
  );

  r.post(
    "/roulettes/:id/shuffle",
    { schema: { tags, params, response: { 200: messageResponse } } },
    async (request) => {
      await roulettes.shuffle(request.auth, request.params.id);
      return { message: "Ordem da roleta sorteada." };
    },
  );

  r.put(
    "/roulettes/:id/agents/:agentId/to-first-position",
    { schema: { tags, params: z.object({ id: idSchema, agentId: idSchema }), response: { 200: messageResponse } } },
    async (request) => {
      await roulettes.toFirstPosition(request.auth, request.params.id, request.params.agentId);
      return { message: "Especialista movido para a primeira posição." };
    },
  );
}
