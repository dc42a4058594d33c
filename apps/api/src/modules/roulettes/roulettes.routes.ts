import { ROULETTES } from "@portal/contracts/endpoints/roulettes";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/endpoint";
import rouletteAgentRoutes from "./roulette-agents.routes";
import { toAgentDto, toRouletteDetailDto, toRouletteDto } from "./roulettes.mapper";

/**
 * /roulettes: administration (admins and coordinators); specialists may read. Each route is its definition in
 * packages/contracts/src/endpoints/roulettes.ts plus the call to the service; the services check who may.
 */
export default async function roulettesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const { admin, queries } = app.services.roulettes;

  // Agent routes first: "/roulettes/agents" must not be taken for "/roulettes/:id".
  await app.register(rouletteAgentRoutes);

  route(app, ROULETTES.list, async (request) => ({
    payload: (await queries.list(request.auth, request.query)).map(toRouletteDto),
  }));

  route(app, ROULETTES.get, async (request) =>
    toRouletteDetailDto(await queries.detail(request.auth, request.params.id)),
  );

  route(app, ROULETTES.create, async (request) => toRouletteDto(await admin.create(request.auth, request.body)));

  route(app, ROULETTES.update, async (request) =>
    toRouletteDto(await admin.update(request.auth, request.params.id, request.body)),
  );

  route(app, ROULETTES.remove, async (request) => admin.remove(request.auth, request.params.id));

  route(app, ROULETTES.addAgent, async (request) => {
    const row = await admin.addAgent(request.auth, request.params.id, request.body.user_id, request.body.status);
    return toAgentDto(await queries.agent(row.id));
  });

  route(app, ROULETTES.shoot, async (request) => admin.shoot(request.auth, request.params.id));

  route(app, ROULETTES.shuffle, async (request) => admin.shuffle(request.auth, request.params.id));

  route(app, ROULETTES.toFirstPosition, async (request) =>
    admin.toFirstPosition(request.auth, request.params.id, request.params.agentId),
  );
}
