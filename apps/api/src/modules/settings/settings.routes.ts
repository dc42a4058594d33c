import {
  SETTING_LABELS,
  SETTINGS,
  type SettingKey,
  settingSchema,
  settingsListResponse,
  settingUpdateBody,
} from "@portal/contracts/settings";
import { AppError, fieldError } from "@portal/domain/app-error";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const SETTINGS_ROLES = ["GERAL_ADMIN", "OPERATIONAL_ADMIN"];

/** /settings: typed key/value settings, readable and writable by admins. */
export default async function settingsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  app.addHook("onRequest", app.requireRoles(SETTINGS_ROLES));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = app.services;
  const keys = Object.keys(SETTINGS) as SettingKey[];
  const describe = async (key: SettingKey) => ({
    key,
    label: SETTING_LABELS[key],
    value: await settings.get(key),
    default: SETTINGS[key].default,
  });

  r.get("/settings", { schema: { tags: ["settings"], response: { 200: settingsListResponse } } }, async () => ({
    payload: await Promise.all(keys.map(describe)),
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
    async (request) => {
      const key = request.params.key as SettingKey;
      if (!keys.includes(key)) throw new AppError("NOT_FOUND", "Configuração não encontrada.");
      const parsed = SETTINGS[key].schema.safeParse(request.body.value);
      if (!parsed.success) throw fieldError("value", parsed.error.issues[0]?.message ?? "é inválido");
      await settings.set(key, parsed.data as never, request.auth.id);
      return describe(key);
    },
  );
}
