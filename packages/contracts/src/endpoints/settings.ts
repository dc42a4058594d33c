import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { SECTION_ACCESS } from "../policy";
import { roles } from "../route-rules";
import { settingSchema, settingsListResponse, settingUpdateBody } from "../settings";

/** /settings: typed key/value settings, readable and writable by the settings section (admins). */
const tags = ["settings"];

export const SETTINGS = {
  list: defineEndpoint({
    method: "GET",
    path: "/settings",
    operationId: "listSettings",
    summary: "List the portal settings",
    tags,
    access: roles(SECTION_ACCESS.settings),
    status: 200,
    response: settingsListResponse,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/settings/:key",
    operationId: "updateSetting",
    summary: "Update one portal setting",
    tags,
    access: roles(SECTION_ACCESS.settings),
    params: z.object({ key: z.string() }),
    body: settingUpdateBody,
    status: 200,
    response: settingSchema,
  }),
} as const;
