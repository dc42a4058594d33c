import { idSchema } from "@portal/contracts/common";
import { saleGroupAddBody, saleGroupCreateBody, saleGroupSchema } from "@portal/contracts/sales-extras";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toGroupDto } from "./sales.mapper";

/**
 * /sales/sale-group: sales of the same buyers bought together (docs/decisions/015); registered by sales.routes.ts,
 * whose hook authenticates.
 */
export default async function saleGroupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { saleGroups } = app.services;
  const params = z.object({ groupId: idSchema });
  const tags = ["sales"];

  r.post(
    "/sales/sale-group",
    {
      schema: {
        tags,
        description: "Groups sales of the same buyer in the same enterprise (e.g. an apartment and a parking space).",
        body: saleGroupCreateBody,
        response: { 201: saleGroupSchema },
      },
    },
    async (request, reply) => reply.code(201).send(toGroupDto(await saleGroups.create(request.auth, request.body))),
  );
  r.get(
    "/sales/sale-group/:groupId",
    { schema: { tags, params, response: { 200: saleGroupSchema } } },
    async (request) => toGroupDto(await saleGroups.get(request.auth, request.params.groupId)),
  );
  r.post(
    "/sales/sale-group/:groupId/sales",
    { schema: { tags, params, body: saleGroupAddBody, response: { 200: saleGroupSchema } } },
    async (request) => toGroupDto(await saleGroups.add(request.auth, request.params.groupId, request.body.sale_id)),
  );
  r.delete(
    "/sales/sale-group/:groupId/sales/:saleId",
    {
      schema: {
        tags,
        description: "204 when it was the group's last sale and the group was deleted.",
        params: z.object({ groupId: idSchema, saleId: idSchema }),
        response: { 200: saleGroupSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const g = await saleGroups.remove(request.auth, request.params.groupId, request.params.saleId);
      return g ? toGroupDto(g) : reply.code(204).send(null);
    },
  );
}
