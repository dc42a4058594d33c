import { idSchema } from "@portal/contracts/common";
import {
  addApproversBody,
  constructionStatusBody,
  constructionStatusSchema,
  salesTeamsSettingsBody,
  step1Body,
  step1Schema,
  step2Body,
  step2Schema,
  step3Body,
  step3Schema,
  step4Body,
  step4Schema,
  step5Body,
  step5Schema,
  step6Body,
  step6Schema,
  unitUpdateBody,
  wizardStateSchema,
} from "@portal/contracts/enterprise-steps";
import { unitSchema } from "@portal/contracts/inventory";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toUnitDto } from "../units/units.mapper";
import { toConstructionStatusDto, toStepDto, toWizardStateDto } from "./enterprise-steps.mapper";

/** The enterprise wizard: GET/PUT /enterprises/{id}/step-1 .. step-6 (docs/decisions/011). */
export default async function enterpriseStepsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { enterpriseSteps: steps } = app.services;
  const params = z.object({ id: idSchema });
  const tags = ["enterprises"];
  /** What step n saved, as the wizard reads it back (the manager check is the service's). */
  const view = async (auth: Parameters<typeof steps.get>[0], id: string, n: number) =>
    toStepDto(await steps.get(auth, id, n)) as never;
  const STEPS = [
    { n: 1, body: step1Body, out: step1Schema },
    { n: 2, body: step2Body, out: step2Schema },
    { n: 3, body: step3Body, out: step3Schema },
    { n: 4, body: step4Body, out: step4Schema },
    { n: 5, body: step5Body, out: step5Schema },
    { n: 6, body: step6Body, out: step6Schema },
  ] as const;

  for (const { n, body, out } of STEPS) {
    r.get(`/enterprises/:id/step-${n}`, { schema: { tags, params, response: { 200: out } } }, async (request) =>
      view(request.auth, request.params.id, n),
    );
    r.put(`/enterprises/:id/step-${n}`, { schema: { tags, params, body, response: { 200: out } } }, async (request) => {
      const { id } = request.params;
      const input = request.body as never;
      if (n === 1) await steps.step1(request.auth, id, input);
      else if (n === 2) await steps.step2(request.auth, id, input);
      else if (n === 3) await steps.step3(request.auth, id, input);
      else if (n === 4) await steps.step4(request.auth, id, input);
      else if (n === 5) await steps.step5(request.auth, id, input);
      else await steps.step6(request.auth, id, input);
      return view(request.auth, id, n);
    });
  }

  r.put(
    "/enterprises/:id/sales-teams-settings",
    { schema: { tags, params, body: salesTeamsSettingsBody, response: { 200: step6Schema } } },
    async (request) => {
      await steps.salesTeamsSettings(request.auth, request.params.id, request.body.sales_team_ids);
      return view(request.auth, request.params.id, 6);
    },
  );
  r.post(
    "/enterprises/:id/add-approvers",
    { schema: { tags, params, body: addApproversBody, response: { 200: step6Schema } } },
    async (request) => {
      await steps.addApprovers(request.auth, request.params.id, request.body.approvers);
      return view(request.auth, request.params.id, 6);
    },
  );
  r.get(
    "/enterprises/:id/construction-status",
    { schema: { tags, params, response: { 200: constructionStatusSchema } } },
    async (request) => toConstructionStatusDto(await steps.readConstructionStatus(request.auth, request.params.id)),
  );
  r.put(
    "/enterprises/:id/construction-status",
    { schema: { tags, params, body: constructionStatusBody, response: { 200: constructionStatusSchema } } },
    async (request) => {
      await steps.setConstructionStatus(request.auth, request.params.id, request.body.stages);
      return toConstructionStatusDto(await steps.constructionStatus(request.params.id));
    },
  );

  /** Where the wizard resumes. */
  r.get(
    "/enterprises/:id/wizard",
    { schema: { tags, params, response: { 200: wizardStateSchema } } },
    async (request) => toWizardStateDto(await steps.wizardState(request.auth, request.params.id)),
  );

  /** Regenerates the table prices from the saved step-3 parameters (same as saving step 3 again). */
  r.post(
    "/enterprises/:id/generate/table-price",
    { schema: { tags, params, body: step3Body, response: { 200: step3Schema } } },
    async (request) => {
      await steps.step3(request.auth, request.params.id, request.body);
      return view(request.auth, request.params.id, 3);
    },
  );

  r.put(
    "/enterprises/:id/units/:unitId",
    {
      schema: {
        tags,
        params: params.extend({ unitId: idSchema }),
        body: unitUpdateBody,
        response: { 200: unitSchema },
      },
    },
    async (request) => {
      const unit = await steps.updateUnit(request.auth, request.params.id, request.params.unitId, request.body);
      return toUnitDto(unit, request.auth.roles);
    },
  );
}
