import { SETTINGS } from "@portal/contracts/endpoints/settings";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/endpoint";
import { toSettingDto } from "./settings.mapper";

/** /settings: typed key/value settings (packages/contracts/src/endpoints/settings.ts), readable and writable by admins. */
export default async function settingsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const { settings } = app.services;

  route(app, SETTINGS.list, async (request) => ({
    payload: (await settings.list(request.auth)).map(toSettingDto),
  }));

  route(app, SETTINGS.update, async (request) =>
    toSettingDto(await settings.update(request.auth, request.params.key, request.body.value)),
  );
}
