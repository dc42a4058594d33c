import { idSchema, messageResponse } from "@portal/contracts/common";
import { MSG } from "@portal/contracts/messages";
import { PARTNER_ROLES } from "@portal/contracts/roles";
import {
  adminCreatePartnerBody,
  adminUserCreateBody,
  adminUserListQuery,
  adminUserListResponse,
  adminUserUpdateBody,
  linkAgentPartnerBody,
  sendRegisterMailBody,
  userSchema,
} from "@portal/contracts/users";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestMeta } from "../../lib/http";
import { toUserDto } from "./users.mapper";

const GRANT_RULE =
  "Only MASTER grants MASTER; any other admin grants only roles below their own tier and changes only users below it (ROLE_TIERS in @portal/contracts/role-tiers, docs/decisions/028). A refused grant answers 403 naming the roles and is audited (user.grant_refused).";

/** /admin/users: user administration (USER_ADMIN_ROLES, in the route-access table). */
export default async function adminUsersRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users, invitations } = app.services;
  const params = z.object({ id: idSchema });
  const tags = ["admin"];

  r.get(
    "/admin/users",
    { schema: { tags, querystring: adminUserListQuery, response: { 200: adminUserListResponse } } },
    async (request) => {
      const { rows, total } = await users.list(request.query);
      return {
        payload: rows.map(toUserDto),
        pagination: { total, skip: request.query.skip, limit: request.query.limit },
      };
    },
  );

  r.post(
    "/admin/users",
    { schema: { tags, description: GRANT_RULE, body: adminUserCreateBody, response: { 201: userSchema } } },
    async (request, reply) => {
      const user = await users.create(request.auth, request.body, requestMeta(request));
      return reply.code(201).send(toUserDto(user));
    },
  );

  r.get(
    "/admin/users/agent-partner",
    { schema: { tags, querystring: adminUserListQuery, response: { 200: adminUserListResponse } } },
    async (request) => {
      const { rows, total } = await users.list(request.query, [...PARTNER_ROLES]);
      return {
        payload: rows.map(toUserDto),
        pagination: { total, skip: request.query.skip, limit: request.query.limit },
      };
    },
  );

  r.post(
    "/admin/users/agent-partner",
    { schema: { tags, description: GRANT_RULE, body: adminCreatePartnerBody, response: { 201: userSchema } } },
    async (request, reply) => {
      const user = await users.create(request.auth, { ...request.body, read_only: false }, requestMeta(request));
      return reply.code(201).send(toUserDto(user));
    },
  );

  r.post(
    "/admin/users/link-agent-partner",
    { schema: { tags, description: GRANT_RULE, body: linkAgentPartnerBody, response: { 200: userSchema } } },
    async (request) =>
      toUserDto(
        await users.linkPartner(
          request.auth,
          request.body.agent_id,
          request.body.partner_agency_id,
          requestMeta(request),
        ),
      ),
  );

  r.get("/admin/users/:id", { schema: { tags, params, response: { 200: userSchema } } }, async (request) =>
    toUserDto(await users.get(request.params.id)),
  );

  r.put(
    "/admin/users/:id",
    { schema: { tags, description: GRANT_RULE, params, body: adminUserUpdateBody, response: { 200: userSchema } } },
    async (request) =>
      toUserDto(await users.update(request.auth, request.params.id, request.body, requestMeta(request))),
  );

  r.delete(
    "/admin/users/:id",
    { schema: { tags, description: GRANT_RULE, params, response: { 200: userSchema } } },
    async (request) => toUserDto(await users.deactivate(request.auth, request.params.id, requestMeta(request))),
  );

  r.post(
    "/admin/send-register-mail",
    {
      schema: {
        tags,
        description: `${GRANT_RULE} Accepting the invitation grants its roles only if the inviter may still grant them.`,
        body: sendRegisterMailBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await invitations.send(request.auth, request.body, requestMeta(request));
      return { message: MSG.invitationSent };
    },
  );
}
