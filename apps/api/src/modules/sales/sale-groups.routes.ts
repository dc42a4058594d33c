import { idSchema } from "@portal/contracts/common";
import { SALES } from "@portal/contracts/endpoints/sales";
import { saleGroupSchema } from "@portal/contracts/sales-extras";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { route } from "../../lib/endpoint";
import { toGroupDto } from "./sales.mapper";

/**
 * /sales/sale-group: sales of the same buyers bought together (docs/decisions/015); registered by sales.routes.ts,
 * whose hook authenticates.
 */
export default async function saleGroupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { saleGroups } = app.services;
  const tags = ["sales"];

  route(app, SALES.createGroup, async (request) => toGroupDto(await saleGroups.create(request.auth, request.body)));
  route(app, SALES.group, async (request) => toGroupDto(await saleGroups.get(request.auth, request.params.groupId)));
  route(app, SALES.addToGroup, async (request) =>
    toGroupDto(await saleGroups.add(request.auth, request.params.groupId, request.body.sale_id)),
  );
  /** Answers 200 or 204 (the group's last sale: the group is deleted), which a definition does not describe yet. */
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
