import { settingSchema, settingsListResponse, settingUpdateBody } from "@portal/contracts/settings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toSettingDto } from "./settings.mapper";

/** /settings: typed key/value settings, readable and writable by admins. */
export default async function settingsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = app.services;

  r.get("/settings", { schema: { tags: ["settings"], response: { 200: settingsListResponse } } }, async (request) => ({
    payload: (await settings.list(request.auth)).map(toSettingDto),
  }));

  r.put(
    "/settings/:key",
    {
      schema: {
        tags: ["settings"],
        params: z.object({ key: z.string() }),
        body: settingUpdateBody,
        response: { 200: settingSchema },
      },
    },
    async (request) => toSettingDto(await settings.update(request.auth, request.params.key, request.body.value)),
  );
}
