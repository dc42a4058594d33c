import { loginResponse } from "@portal/contracts/auth";
import { MSG } from "@portal/contracts/messages";
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
import { IpThrottle } from "../../lib/ip-throttle";

/** Public routes: self sign-up of external agents and partner brokers, and document checks. */
export default async function signupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users, invitations } = app.services;
  // One strict budget per IP for the three "is this taken?" lookups (decision 033): the sign-up form needs one
  // answer per attempt, a harvester needs thousands. A signed-in caller (staff filling the user form) is counted
  // per user, with its own larger budget, apart from the anonymous one of their IP (decision 059).
  const lookups = new IpThrottle(app.redis, app.config.redisPrefix, {
    name: "lookup",
    perIp: app.config.lookupLimitPerIp,
    windowSeconds: app.config.lookupLimitWindowSeconds,
    message: MSG.tooManyLookups,
    perUser: { limit: app.config.lookupLimitPerUser, identify: app.identify },
  });

  for (const [path, role] of [
    ["/users/agente-partner", "AGENT_PARTNER"],
    ["/users/agente-patriani", "AGENT_PATRIANI"],
  ] as const) {
    r.post(
      path,
      {
        schema: {
          tags: ["users"],
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
    {
      onRequest: lookups.hook,
      schema: {
        tags: ["users"],
        description:
          "Which of the given email, CPF and CNPJ already belong to an account (the sign-up form's check). Anonymous, " +
          "limited per client IP (LOOKUP_RATE_LIMIT_PER_IP per LOOKUP_RATE_LIMIT_WINDOW_SECONDS, shared with " +
          "/users/cpf and /users/cnpj): 429 beyond it. A caller with a live session is counted per user instead " +
          "(LOOKUP_RATE_LIMIT_PER_USER in the same window), apart from their IP's anonymous budget.",
        querystring: verifyPartnerQuery,
        response: { 200: verifyPartnerResponse },
      },
    },
    async (request) => users.verifyPartner(request.query),
  );

  r.get(
    "/users/cpf/:cpf",
    {
      onRequest: lookups.hook,
      schema: {
        tags: ["users"],
        description:
          "Whether the CPF (check digits validated: 400 otherwise) belongs to an account; only that flag. " +
          "Anonymous, in the per-IP lookup budget of /users/verify-partner: 429 beyond it.",
        params: z.object({ cpf: cpfField }),
        response: { 200: documentLookupResponse },
      },
    },
    async (request) => {
      const found = await users.verifyPartner({ cpf: request.params.cpf });
      return { registered: found.cpf };
    },
  );

  r.get(
    "/users/cnpj/:cnpj",
    {
      onRequest: lookups.hook,
      schema: {
        tags: ["users"],
        description:
          "Whether the CNPJ (check digits validated: 400 otherwise) belongs to an account; only that flag. " +
          "Anonymous, in the per-IP lookup budget of /users/verify-partner: 429 beyond it.",
        params: z.object({ cnpj: cnpjField }),
        response: { 200: documentLookupResponse },
      },
    },
    async (request) => {
      const found = await users.verifyPartner({ cnpj: request.params.cnpj });
      return { registered: found.cnpj };
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
