import { authLoginBody, changePasswordBody, loginBody, loginResponse } from "@portal/contracts/auth";
import { messageResponse } from "@portal/contracts/common";
import { MSG } from "@portal/contracts/messages";
import { userSchema } from "@portal/contracts/users";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requestMeta } from "../../lib/http";
import { toUserDto } from "../users/users.mapper";

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, users, passwords } = app.services;

  const login = async (
    body: { email: string; password: string },
    request: Parameters<typeof requestMeta>[0],
    reply: import("fastify").FastifyReply,
  ) => {
    const res = await auth.login(body.email, body.password, requestMeta(request));
    app.setSessionCookie(reply, res.authorization);
    return res;
  };

  r.post(
    "/users/login",
    { schema: { tags: ["auth"], body: loginBody, response: { 200: loginResponse } } },
    (request, reply) => login(request.body, request, reply),
  );
  r.post(
    "/auth/login",
    {
      schema: {
        tags: ["auth"],
        body: authLoginBody,
        response: { 200: loginResponse },
      },
    },
    (request, reply) => login(request.body, request, reply),
  );

  r.post(
    "/users/logout",
    { onRequest: [app.authenticate], schema: { tags: ["auth"], response: { 200: messageResponse } } },
    async (request, reply) => {
      await auth.logout(request.auth, requestMeta(request));
      app.clearSessionCookie(reply);
      return { message: MSG.loggedOut };
    },
  );

  r.get(
    "/users/my-profile",
    { onRequest: [app.authenticate], schema: { tags: ["users"], response: { 200: userSchema } } },
    async (request) => toUserDto(await users.get(request.auth.id)),
  );

  r.put(
    "/users/change-password",
    {
      onRequest: [app.authenticate],
      schema: { tags: ["auth"], body: changePasswordBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await passwords.change(
        request.auth,
        request.body.current_password,
        request.body.new_password,
        requestMeta(request),
      );
      return { message: MSG.passwordChanged };
    },
  );
}
