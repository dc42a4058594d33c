import { forgotPasswordBody, resetPasswordBody } from "@portal/contracts/auth";
import { messageResponse } from "@portal/contracts/common";
import { MSG } from "@portal/contracts/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requestMeta } from "../../lib/http";

export default async function passwordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { passwords } = app.services;

  r.post(
    "/password/forgot",
    { schema: { tags: ["auth"], body: forgotPasswordBody, response: { 200: messageResponse } } },
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
