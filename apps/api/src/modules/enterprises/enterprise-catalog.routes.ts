import { idSchema } from "@portal/contracts/common";
import {
  commercialRulesResponse,
  commissionInfoResponse,
  enterpriseLogListResponse,
  noSalesTeamsResponse,
  saleCampaignListResponse,
  serieTemplateListResponse,
} from "@portal/contracts/enterprise-steps";
import { unitListQuery, unitListResponse } from "@portal/contracts/inventory";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toUnitDto } from "./inventory.mapper";

/** Read views: units (filtered), serie-templates, sale-campaign, commission-info, logs, no-sales-teams. */
export default async function catalogRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalog, units } = app.services.inventory;
  const params = z.object({ id: idSchema });
  const tags = ["enterprises"];

  r.get(
    "/enterprises/no-sales-teams",
    { schema: { tags, response: { 200: noSalesTeamsResponse } } },
    async (request) => ({
      payload: await catalog.withoutSalesTeams(request.auth),
    }),
  );
  r.get(
    "/enterprises/:id/units",
    { schema: { tags, params, querystring: unitListQuery, response: { 200: unitListResponse } } },
    async (request) => {
      const { rows, total } = await units.list(request.auth, request.params.id, request.query);
      return {
        payload: rows.map((u) => toUnitDto(u, request.auth.roles)),
        pagination: { total, skip: request.query.skip, limit: request.query.limit },
      };
    },
  );
  r.get(
    "/enterprises/:id/serie-templates",
    { schema: { tags, params, response: { 200: serieTemplateListResponse } } },
    async (request) => ({
      payload: (await catalog.serieTemplates(request.auth, request.params.id)) as never,
    }),
  );
  r.get(
    "/enterprises/:id/sale-campaign",
    { schema: { tags, params, response: { 200: saleCampaignListResponse } } },
    async (request) => ({
      payload: (await catalog.saleCampaigns(request.auth, request.params.id)) as never,
    }),
  );
  r.get(
    "/enterprises/:id/commercial-rules",
    {
      schema: {
        tags,
        summary: "Payment-plan templates, approval rules and running campaigns (anyone who may create proposals)",
        params,
        response: { 200: commercialRulesResponse },
      },
    },
    async (request) => (await catalog.commercialRules(request.auth, request.params.id)) as never,
  );
  r.get(
    "/enterprises/:id/commission-info",
    { schema: { tags, params, response: { 200: commissionInfoResponse } } },
    async (request) => (await catalog.commissionInfo(request.auth, request.params.id)) as never,
  );
  r.get(
    "/enterprises/:id/logs",
    { schema: { tags, params, response: { 200: enterpriseLogListResponse } } },
    async (request) => ({
      payload: await catalog.logs(request.auth, request.params.id),
    }),
  );
}
