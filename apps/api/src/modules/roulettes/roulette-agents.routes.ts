import { ROULETTES } from "@portal/contracts/endpoints/roulettes";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/endpoint";
import { toAgentDto, toAgentListItemDto, toLeadRouletteLogDto, toRouletteLogDto } from "./roulettes.mapper";

/** Agents, their status and logs. Registered inside roulettesRoutes (auth applies). */
export default async function rouletteAgentRoutes(app: FastifyInstance) {
  const { admin, queries } = app.services.roulettes;
  const { availability } = app.services;

  route(app, ROULETTES.agents, async (request) => {
    const q = request.query;
    const { rows, total } = await queries.agents(request.auth, q);
    return { payload: rows.map(toAgentListItemDto), pagination: { total, skip: q.skip, limit: q.limit } };
  });

  route(app, ROULETTES.removeAgent, async (request) => {
    const { message } = await admin.removeAgent(request.auth, request.body.user_id, request.body.roulette_id);
    return { message };
  });

  route(app, ROULETTES.agentStatus, async (request) => {
    const row = await availability.setAgentStatus(request.auth, request.params.agentId, request.body.status);
    return toAgentDto(await queries.agent(row.id));
  });

  route(app, ROULETTES.agentAction, async (request) => {
    const { message } = await admin.agentAction(request.auth, request.params.id, request.body.action);
    return { message };
  });

  route(app, ROULETTES.leadLogs, async (request) => {
    const q = request.query;
    const { rows, total } = await queries.leadLogs(request.auth, q);
    return { payload: rows.map(toLeadRouletteLogDto), pagination: { total, skip: q.skip, limit: q.limit } };
  });

  route(app, ROULETTES.logs, async (request) => {
    const q = request.query;
    const { rows, total } = await queries.logs(request.auth, request.params.id, q);
    return { payload: rows.map(toRouletteLogDto), pagination: { total, skip: q.skip, limit: q.limit } };
  });
}
