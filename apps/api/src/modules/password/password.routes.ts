import { forgotPasswordBody, resetPasswordBody } from "@portal/contracts/auth";
import { messageResponse } from "@portal/contracts/common";
import { MSG } from "@portal/contracts/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requestMeta } from "../../lib/http";
import { IpThrottle } from "../../lib/ip-throttle";

export default async function passwordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { passwords } = app.services;
  // Every request sends an email (a link, or a notice to an unknown address): its own per-IP budget (decision 033).
  const forgotBudget = new IpThrottle(app.redis, app.config.redisPrefix, {
    name: "forgot",
    perIp: app.config.lookupLimitPerIp,
    windowSeconds: app.config.lookupLimitWindowSeconds,
    message: MSG.tooManyLookups,
  });

  r.post(
    "/password/forgot",
    {
      onRequest: forgotBudget.hook,
      schema: {
        tags: ["auth"],
        description:
          "Same answer, and the same work, for any email: a reset link to an active account's address, a notice " +
          "that no account uses it to any other. Limited per client IP like the sign-up lookups (429 beyond it).",
        body: forgotPasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await passwords.forgot(request.body.email, requestMeta(request));
      return { message: MSG.forgotPasswordSent };
    },
  );

  r.post(
    "/password/reset",
    { schema: { tags: ["auth"], body: resetPasswordBody, response: { 200: messageResponse } } },
    async (request) => {
      await passwords.reset(request.body.token, request.body.password, requestMeta(request));
      return { message: MSG.passwordChanged };
    },
  );
}
