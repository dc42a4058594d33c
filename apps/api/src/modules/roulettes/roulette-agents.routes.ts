import { idSchema, messageResponse } from "@portal/contracts/common";
import { canManageRoulettes } from "@portal/contracts/policy";
import {
  agentActionBody,
  agentListQuery,
  agentListResponse,
  agentStatusBody,
  leadRouletteLogListResponse,
  leadRouletteLogQuery,
  ROULETTE_TYPES,
  removeAgentBody,
  rouletteAgentSchema,
  rouletteLogListResponse,
  rouletteLogQuery,
} from "@portal/contracts/roulettes";
import { AppError, fieldError } from "@portal/domain/app-error";
import { CHECKOUT_SUCCESS } from "@portal/domain/availability";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toAgentDto, toRouletteLogDto } from "./roulettes.mapper";

const splitList = (v?: string) =>
  v
    ? v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;

/** Agents, availability, check-out and logs. Registered inside roulettesRoutes (auth applies). */
export default async function rouletteAgentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { roulettes, availability } = app.services.roulette;
  const tags = ["roulettes"];

  r.get(
    "/roulettes/agents",
    { schema: { tags, querystring: agentListQuery, response: { 200: agentListResponse } } },
    async (request) => {
      if (!roulettes.canRead(request.auth)) throw new AppError("FORBIDDEN", "Sem permissão para ver roletas.");
      const q = request.query;
      const types = splitList(q.type);
      if (types?.some((t) => !(ROULETTE_TYPES as readonly string[]).includes(t))) {
        throw fieldError("type", "deve conter apenas ONLINE ou BOOTH");
      }
      const enterpriseIds = splitList(q.enterprise_ids);
      if (enterpriseIds?.some((id) => !idSchema.safeParse(id).success)) {
        throw fieldError("enterprise_ids", "deve conter ids válidos separados por vírgula");
      }
      const { rows, total } = await app.db.repos.rouletteAgents.list({
        userId: q.agent_id,
        types: types as ("ONLINE" | "BOOTH")[] | undefined,
        enterpriseIds,
        skip: q.skip,
        limit: q.limit,
      });
      return {
        payload: rows.map((a) => ({
          ...toAgentDto(a),
          roulette: { _id: a.roulette.id, name: a.roulette.name, type: a.roulette.type },
        })),
        pagination: { total, skip: q.skip, limit: q.limit },
      };
    },
  );

  r.delete(
    "/roulettes/agents",
    { schema: { tags, body: removeAgentBody, response: { 200: messageResponse } } },
    async (request) => {
      const result = await roulettes.removeAgent(request.auth, request.body.user_id, request.body.roulette_id);
      return { message: result.message };
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
      const agent = await app.db.repos.rouletteAgents.findById(row.id);
      return toAgentDto(agent as NonNullable<typeof agent>);
    },
  );

  r.put(
    "/roulettes/agents/:id/action",
    { schema: { tags, params: z.object({ id: idSchema }), body: agentActionBody, response: { 200: messageResponse } } },
    async (request) => {
      const result = await roulettes.agentAction(request.auth, request.params.id, request.body.action);
      return { message: result.message };
    },
  );

  r.post(
    "/roulettes/check-out",
    {
      schema: {
        tags,
        description:
          "Specialist check-out: presence OFFLINE, out of every rotation. Memberships are kept; the next " +
          "PUT /users/availability AVAILABLE puts the specialist back into every roulette they belong to.",
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await availability.checkOut(request.auth);
      return { message: CHECKOUT_SUCCESS };
    },
  );

  r.get(
    "/roulettes/logs",
    { schema: { tags, querystring: leadRouletteLogQuery, response: { 200: leadRouletteLogListResponse } } },
    async (request) => {
      // Explains who got a lead and why: for the people who administer roulettes.
      if (!canManageRoulettes(request.auth.roles)) {
        throw new AppError("FORBIDDEN", "Somente administradores e coordenadores veem o histórico da roleta.");
      }
      const q = request.query;
      const { rows, total } = await app.db.repos.rouletteLogs.ofLead({
        leadId: q.lead_id,
        skip: q.skip,
        limit: q.limit,
      });
      return {
        payload: rows.map((l) => ({ ...toRouletteLogDto(l), roulette_name: l.roulette?.name ?? null })),
        pagination: { total, skip: q.skip, limit: q.limit },
      };
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
      if (!roulettes.canRead(request.auth)) throw new AppError("FORBIDDEN", "Sem permissão para ver roletas.");
      await roulettes.get(request.params.id);
      const q = request.query;
      const { rows, total } = await app.db.repos.rouletteLogs.list({
        rouletteId: request.params.id,
        leadId: q.lead_id,
        userId: q.user_id,
        skip: q.skip,
        limit: q.limit,
      });
      return { payload: rows.map(toRouletteLogDto), pagination: { total, skip: q.skip, limit: q.limit } };
    },
  );
}
