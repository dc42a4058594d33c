import { loginResponse } from "@portal/contracts/auth";
import {
  acceptInviteBody,
  cnpjField,
  cpfField,
  documentLookupResponse,
  partnerSignupBody,
  verifyPartnerQuery,
  verifyPartnerResponse,
} from "@portal/contracts/users";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestMeta } from "../../lib/http";

/** Public routes: self sign-up of external agents and partner brokers, and document checks. */
export default async function signupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users, invitations } = app.services;

  for (const [path, role] of [
    ["/users/agente-partner", "AGENT_PARTNER"],
    ["/users/agente-patriani", "AGENT_PATRIANI"],
  ] as const) {
    r.post(
      path,
      {
        schema: {
          tags: ["users"],
          summary: `Self sign-up (${role})`,
          body: partnerSignupBody,
          response: { 201: loginResponse },
        },
      },
      async (request, reply) => {
        const res = await users.signupPartner(role, request.body, requestMeta(request));
        app.setSessionCookie(reply, res.authorization);
        return reply.code(201).send(res);
      },
    );
  }

  r.get(
    "/users/verify-partner",
    { schema: { tags: ["users"], querystring: verifyPartnerQuery, response: { 200: verifyPartnerResponse } } },
    async (request) => users.verifyPartner(request.query),
  );

  r.get(
    "/users/cpf/:cpf",
    { schema: { tags: ["users"], params: z.object({ cpf: cpfField }), response: { 200: documentLookupResponse } } },
    async (request) => {
      const found = await users.verifyPartner({ cpf: request.params.cpf });
      return { document: request.params.cpf, valid: true, registered: found.cpf };
    },
  );

  r.get(
    "/users/cnpj/:cnpj",
    { schema: { tags: ["users"], params: z.object({ cnpj: cnpjField }), response: { 200: documentLookupResponse } } },
    async (request) => {
      const found = await users.verifyPartner({ cnpj: request.params.cnpj });
      return { document: request.params.cnpj, valid: true, registered: found.cnpj };
    },
  );

  r.post(
    "/users/invitations/accept",
    { schema: { tags: ["users"], body: acceptInviteBody, response: { 201: loginResponse } } },
    async (request, reply) => {
      const res = await invitations.accept(request.body, requestMeta(request));
      app.setSessionCookie(reply, res.authorization);
      return reply.code(201).send(res);
    },
  );
}
