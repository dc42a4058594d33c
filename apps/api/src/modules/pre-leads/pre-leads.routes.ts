import { idSchema } from "@portal/contracts/common";
import {
  PRE_LEAD_MSG,
  preLeadAcquireResponse,
  preLeadListQuery,
  preLeadListResponse,
  preLeadOfferSettingsBody,
  preLeadOfferSettingsSchema,
} from "@portal/contracts/pre-leads";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import preLeadImportsRoutes from "./pre-lead-imports.routes";
import { toPreLeadDto } from "./pre-leads.mapper";

/** The pre-leads module's routes: the base (below) and its CSV imports; who may call each is the route-access table. */
export default async function preLeadsRoutes(app: FastifyInstance) {
  await app.register(preLeadBaseRoutes);
  await app.register(preLeadImportsRoutes);
}

/** /pre-leads: the base (specialists, coordinators, admins), acquisition (specialists) and offer settings. */
async function preLeadBaseRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { preLeads } = app.services;
  const tags = ["pre-leads"];

  r.get(
    "/pre-leads",
    { schema: { tags, querystring: preLeadListQuery, response: { 200: preLeadListResponse } } },
    async (request) => {
      const { rows, total } = await preLeads.list(request.auth, request.query);
      return {
        payload: rows.map((row) => toPreLeadDto(row, request.auth)),
        pagination: { total, skip: request.query.skip, limit: request.query.limit },
      };
    },
  );

  r.post(
    "/pre-leads/:id/acquire",
    { schema: { tags, params: z.object({ id: idSchema }), response: { 200: preLeadAcquireResponse } } },
    async (request) => {
      const result = await preLeads.acquire(request.auth, request.params.id);
      return {
        message: result.newInterest ? PRE_LEAD_MSG.newInterest : PRE_LEAD_MSG.acquired,
        lead_id: result.leadId,
        new_interest: result.newInterest,
        pre_lead: toPreLeadDto(result.preLead, request.auth),
      };
    },
  );

  r.get("/pre-leads/offer-settings", { schema: { tags, response: { 200: preLeadOfferSettingsSchema } } }, async () =>
    preLeads.offerSettings(),
  );

  r.put(
    "/pre-leads/offer-settings",
    {
      schema: { tags, body: preLeadOfferSettingsBody, response: { 200: preLeadOfferSettingsSchema } },
    },
    async (request) => preLeads.updateOfferSettings(request.auth, request.body),
  );
}
