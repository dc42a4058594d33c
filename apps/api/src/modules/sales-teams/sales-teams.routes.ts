import { idSchema } from "@portal/contracts/common";
import {
  salesTeamCreateBody,
  salesTeamDetailSchema,
  salesTeamListQuery,
  salesTeamListResponse,
  salesTeamMasterBody,
  salesTeamMemberBody,
  salesTeamMembersBody,
  salesTeamUpdateBody,
} from "@portal/contracts/sales-teams";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestMeta } from "../../lib/http";
import { toSalesTeamDetailDto, toSalesTeamDto } from "./sales-teams.mapper";

/** /sales-teams: read by internal staff; managed by admins and booth/online coordinators. */
export default async function salesTeamsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { salesTeams } = app.services;
  const params = z.object({ id: idSchema });
  const memberParams = z.object({ id: idSchema, userId: idSchema });
  const tags = ["sales-teams"];
  const detail = { 200: salesTeamDetailSchema };

  r.get(
    "/sales-teams",
    { schema: { tags, querystring: salesTeamListQuery, response: { 200: salesTeamListResponse } } },
    async (request) => {
      const { rows, total } = await salesTeams.list(request.auth, request.query);
      return {
        payload: rows.map(toSalesTeamDto),
        pagination: { total, skip: request.query.skip, limit: request.query.limit },
      };
    },
  );

  r.get("/sales-teams/:id", { schema: { tags, params, response: detail } }, async (request) =>
    toSalesTeamDetailDto(await salesTeams.get(request.auth, request.params.id)),
  );

  r.post(
    "/sales-teams",
    { schema: { tags, body: salesTeamCreateBody, response: { 201: salesTeamDetailSchema } } },
    async (request, reply) => {
      const team = await salesTeams.create(request.auth, request.body, requestMeta(request));
      return reply.code(201).send(toSalesTeamDetailDto(team));
    },
  );

  r.put(
    "/sales-teams/:id",
    { schema: { tags, params, body: salesTeamUpdateBody, response: detail } },
    async (request) =>
      toSalesTeamDetailDto(
        await salesTeams.update(request.auth, request.params.id, request.body, requestMeta(request)),
      ),
  );

  r.put(
    "/sales-teams/:id/members",
    { schema: { tags, params, body: salesTeamMembersBody, response: detail } },
    async (request) =>
      toSalesTeamDetailDto(
        await salesTeams.replaceMembers(request.auth, request.params.id, request.body.user_ids, requestMeta(request)),
      ),
  );

  r.post(
    "/sales-teams/:id/members",
    { schema: { tags, params, body: salesTeamMemberBody, response: detail } },
    async (request) =>
      toSalesTeamDetailDto(
        await salesTeams.addMember(request.auth, request.params.id, request.body.user_id, requestMeta(request)),
      ),
  );

  r.delete(
    "/sales-teams/:id/members/:userId",
    { schema: { tags, params: memberParams, response: detail } },
    async (request) =>
      toSalesTeamDetailDto(
        await salesTeams.removeMember(request.auth, request.params.id, request.params.userId, requestMeta(request)),
      ),
  );

  r.put(
    "/sales-teams/:id/master",
    { schema: { tags, params, body: salesTeamMasterBody, response: detail } },
    async (request) =>
      toSalesTeamDetailDto(
        await salesTeams.setMaster(request.auth, request.params.id, request.body.user_id, requestMeta(request)),
      ),
  );
}
