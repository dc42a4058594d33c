import { idSchema, messageResponse } from "@portal/contracts/common";
import {
  agentActionBody,
  agentListQuery,
  agentListResponse,
  agentStatusBody,
  leadRouletteLogListResponse,
  leadRouletteLogQuery,
  removeAgentBody,
  rouletteAgentSchema,
  rouletteLogListResponse,
  rouletteLogQuery,
} from "@portal/contracts/roulettes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toAgentDto, toAgentListItemDto, toLeadRouletteLogDto, toRouletteLogDto } from "./roulettes.mapper";

/** Agents, their status and logs. Registered inside roulettesRoutes (auth applies). */
export default async function rouletteAgentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin, queries } = app.services.roulettes;
  const { availability } = app.services;
  const tags = ["roulettes"];

  r.get(
    "/roulettes/agents",
    { schema: { tags, querystring: agentListQuery, response: { 200: agentListResponse } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await queries.agents(request.auth, q);
      return { payload: rows.map(toAgentListItemDto), pagination: { total, skip: q.skip, limit: q.limit } };
    },
  );

  r.delete(
    "/roulettes/agents",
    { schema: { tags, body: removeAgentBody, response: { 200: messageResponse } } },
    async (request) => {
      const { message } = await admin.removeAgent(request.auth, request.body.user_id, request.body.roulette_id);
      return { message };
    },
  );

  r.put(
    "/roulettes/agents/:agentId/status",
    {
      schema: {
        tags,
        params: z.object({ agentId: idSchema }),
        body: agentStatusBody,
        response: { 200: rouletteAgentSchema },
      },
    },
    async (request) => {
      const row = await availability.setAgentStatus(request.auth, request.params.agentId, request.body.status);
      return toAgentDto(await queries.agent(row.id));
    },
  );

  r.put(
    "/roulettes/agents/:id/action",
    { schema: { tags, params: z.object({ id: idSchema }), body: agentActionBody, response: { 200: messageResponse } } },
    async (request) => {
      const { message } = await admin.agentAction(request.auth, request.params.id, request.body.action);
      return { message };
    },
  );

  r.get(
    "/roulettes/logs",
    { schema: { tags, querystring: leadRouletteLogQuery, response: { 200: leadRouletteLogListResponse } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await queries.leadLogs(request.auth, q);
      return { payload: rows.map(toLeadRouletteLogDto), pagination: { total, skip: q.skip, limit: q.limit } };
    },
  );

  r.get(
    "/roulettes/:id/logs",
    {
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        querystring: rouletteLogQuery,
        response: { 200: rouletteLogListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await queries.logs(request.auth, request.params.id, q);
      return { payload: rows.map(toRouletteLogDto), pagination: { total, skip: q.skip, limit: q.limit } };
    },
  );
}
