import { standCheckInOverrideBody } from "@portal/contracts/availability-schedules";
import { idSchema, messageResponse } from "@portal/contracts/common";
import {
  myStandPresenceResponse,
  standBoardSchema,
  standCheckInResponse,
  standListResponse,
  standQueueActionBody,
  standSchema,
  standSettingsBody,
} from "@portal/contracts/stand";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toBoardDto, toPresenceDto, toStandDto } from "./stand.mapper";

/** Stands: settings per enterprise, the list to choose from, presence (check-in/out) and the queue board. */
export default async function standsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings, presence } = app.services.stand;
  const tags = ["stand"];
  const enterprise = z.object({ enterpriseId: idSchema });
  const byId = z.object({ id: idSchema });

  r.get(
    "/stands",
    {
      schema: {
        tags,
        description:
          "The active stands the caller works at (decision 061: admins all, a booth coordinator their sales teams', " +
          "receptionists and specialists where they are scheduled today), by name: every stand picker.",
        response: { 200: standListResponse },
      },
    },
    async (request) => ({ payload: (await settings.list(request.auth)).map(toStandDto) }),
  );

  r.get(
    "/enterprises/:id/stand",
    {
      schema: {
        tags,
        description: "An enterprise's stand settings (inactive, no hours, when never configured).",
        params: byId,
        response: { 200: standSchema },
      },
    },
    async (request) => toStandDto(await settings.get(request.params.id)),
  );

  r.put(
    "/enterprises/:id/stand",
    {
      schema: {
        tags,
        description:
          "Whether the enterprise has a stand, and its opening hours (weekday 0-6, HH:MM in America/Sao_Paulo; " +
          "windows of one weekday may not overlap). Replaces the hours.",
        params: byId,
        body: standSettingsBody,
        response: { 200: standSchema },
      },
    },
    async (request) => toStandDto(await settings.update(request.auth, request.params.id, request.body)),
  );

  r.get(
    "/stands/my-presence",
    {
      schema: {
        tags,
        description: "The caller's open presence (the stand they checked in at), or null.",
        response: { 200: myStandPresenceResponse },
      },
    },
    async (request) => {
      const own = await presence.myPresence(request.auth);
      return { presence: own ? toPresenceDto(own) : null };
    },
  );

  r.post(
    "/stands/:enterpriseId/check-in",
    {
      schema: {
        tags,
        description:
          "A booth specialist joins the end of the stand's queue and becomes AVAILABLE (in their roulettes too: one " +
          "presence model); a receptionist records the stand they work at (their visits' scope). One open presence " +
          "per user: a presence at another stand is closed first; the same stand again changes nothing.",
        params: enterprise,
        response: { 200: standCheckInResponse },
      },
    },
    async (request) => {
      const { message, presence: opened } = await presence.checkIn(request.auth, request.params.enterpriseId);
      return { message, presence: toPresenceDto(opened) };
    },
  );

  r.post(
    "/stands/:enterpriseId/check-in/:userId",
    {
      schema: {
        tags,
        description:
          "Admins: checks a booth specialist in at the stand outside their schedule (decision 052). The stand log's " +
          "CHECK_IN and the audit log (STAND_CHECK_IN_OVERRIDE) record who allowed it and the reason.",
        params: z.object({ enterpriseId: idSchema, userId: idSchema }),
        body: standCheckInOverrideBody,
        response: { 200: standCheckInResponse },
      },
    },
    async (request) => {
      const { enterpriseId, userId } = request.params;
      const done = await presence.checkInOverride(request.auth, enterpriseId, userId, request.body.reason);
      return { message: done.message, presence: toPresenceDto(done.presence) };
    },
  );

  r.post(
    "/stands/check-out",
    {
      schema: {
        tags,
        description:
          "Leaves the stand. A specialist goes OFFLINE (memberships of roulettes stay) and their routed visits that did " +
          "not start go back to the queue; refused (409) while they serve a visit.",
        response: { 200: messageResponse },
      },
    },
    async (request) => presence.checkOut(request.auth),
  );

  r.get(
    "/stands/:enterpriseId/board",
    {
      schema: {
        tags,
        description:
          "The queue board ('lista da vez'): available specialists in queue order, in attendance (with the visit and " +
          "its started_at), paused or away, and the visits waiting. Realtime: `stand.changed` with this enterprise_id.",
        params: enterprise,
        response: { 200: standBoardSchema },
      },
    },
    async (request) => toBoardDto(await presence.board(request.auth, request.params.enterpriseId)),
  );

  r.put(
    "/stands/presences/:id/to-first-position",
    {
      schema: {
        tags,
        description: "Coordinators: the specialist goes before everyone else of the queue. Answers the board.",
        params: byId,
        response: { 200: standBoardSchema },
      },
    },
    async (request) => toBoardDto(await presence.toFirst(request.auth, request.params.id)),
  );

  r.put(
    "/stands/presences/:id/action",
    {
      schema: {
        tags,
        description:
          "Coordinators: PAUSE (IN_PAUSE), RESUME (AVAILABLE) or REMOVE (check-out) a specialist; refused (409) while " +
          "they serve a visit. Answers the board.",
        params: byId,
        body: standQueueActionBody,
        response: { 200: standBoardSchema },
      },
    },
    async (request) => toBoardDto(await presence.act(request.auth, request.params.id, request.body.action)),
  );
}
