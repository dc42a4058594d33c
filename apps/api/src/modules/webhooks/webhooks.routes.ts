import { idSchema } from "@portal/contracts/common";
import {
  webhookCreateBody,
  webhookDeliveryListResponse,
  webhookListResponse,
  webhookSchema,
  webhookUpdateBody,
  webhookWithSecretSchema,
} from "@portal/contracts/webhooks";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toWebhookDeliveryDto, toWebhookDto } from "./webhooks.mapper";

/** Admin CRUD of outbound webhook subscriptions (/admin/webhooks) and their recent deliveries. */
export default async function webhooksRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { webhooks } = app.services;
  const params = z.object({ id: idSchema });
  const tags = ["webhooks"];

  r.get("/admin/webhooks", { schema: { tags, response: { 200: webhookListResponse } } }, async () => ({
    payload: (await webhooks.list()).map(toWebhookDto),
  }));
  r.post(
    "/admin/webhooks",
    { schema: { tags, body: webhookCreateBody, response: { 201: webhookWithSecretSchema } } },
    async (request, reply) => {
      const s = await webhooks.create(request.auth, request.body);
      return reply.code(201).send({ ...toWebhookDto(s), secret: s.secret });
    },
  );
  r.get("/admin/webhooks/:id", { schema: { tags, params, response: { 200: webhookSchema } } }, async (request) =>
    toWebhookDto(await webhooks.get(request.params.id)),
  );
  r.put(
    "/admin/webhooks/:id",
    {
      schema: {
        tags,
        params,
        body: webhookUpdateBody,
        response: { 200: webhookSchema.extend({ secret: z.string().optional() }) },
      },
    },
    async (request) => {
      const s = await webhooks.update(request.params.id, request.body);
      return { ...toWebhookDto(s), ...(request.body.rotate_secret ? { secret: s.secret } : {}) };
    },
  );
  r.delete("/admin/webhooks/:id", { schema: { tags, params } }, async (request, reply) => {
    await webhooks.remove(request.params.id);
    return reply.code(204).send();
  });
  r.get(
    "/admin/webhooks/:id/deliveries",
    { schema: { tags, params, response: { 200: webhookDeliveryListResponse } } },
    async (request) => ({ payload: (await webhooks.deliveries(request.params.id)).map(toWebhookDeliveryDto) }),
  );
}
