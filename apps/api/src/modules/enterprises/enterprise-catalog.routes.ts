import { idSchema } from "@portal/contracts/common";
import {
  commercialRulesResponse,
  commissionInfoResponse,
  enterpriseLogListResponse,
  noSalesTeamsResponse,
  saleCampaignListResponse,
  serieTemplateListResponse,
} from "@portal/contracts/enterprise-steps";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  toCommercialRulesDto,
  toCommissionInfoDto,
  toEnterpriseLogDto,
  toEnterpriseWithoutTeamsDto,
  toSaleCampaignDto,
  toSerieTemplateDto,
} from "./enterprise-steps.mapper";

/** Read views: serie-templates, sale-campaign, commercial-rules, commission-info, logs, no-sales-teams. */
export default async function enterpriseCatalogRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { enterpriseCatalog: catalog } = app.services;
  const params = z.object({ id: idSchema });
  const tags = ["enterprises"];

  r.get(
    "/enterprises/no-sales-teams",
    { schema: { tags, response: { 200: noSalesTeamsResponse } } },
    async (request) => ({
      payload: (await catalog.withoutSalesTeams(request.auth)).map(toEnterpriseWithoutTeamsDto),
    }),
  );
  r.get(
    "/enterprises/:id/serie-templates",
    { schema: { tags, params, response: { 200: serieTemplateListResponse } } },
    async (request) => ({
      payload: (await catalog.serieTemplates(request.auth, request.params.id)).map(toSerieTemplateDto),
    }),
  );
  r.get(
    "/enterprises/:id/sale-campaign",
    { schema: { tags, params, response: { 200: saleCampaignListResponse } } },
    async (request) => ({
      payload: (await catalog.saleCampaigns(request.auth, request.params.id)).map(toSaleCampaignDto),
    }),
  );
  r.get(
    "/enterprises/:id/commercial-rules",
    {
      schema: {
        tags,
        description: "Payment-plan templates, approval rules and running campaigns.",
        params,
        response: { 200: commercialRulesResponse },
      },
    },
    async (request) => toCommercialRulesDto(await catalog.commercialRules(request.auth, request.params.id)),
  );
  r.get(
    "/enterprises/:id/commission-info",
    { schema: { tags, params, response: { 200: commissionInfoResponse } } },
    async (request) => toCommissionInfoDto(await catalog.commissionInfo(request.auth, request.params.id)),
  );
  r.get(
    "/enterprises/:id/logs",
    { schema: { tags, params, response: { 200: enterpriseLogListResponse } } },
    async (request) => ({
      payload: (await catalog.logs(request.auth, request.params.id)).map(toEnterpriseLogDto),
    }),
  );
}
