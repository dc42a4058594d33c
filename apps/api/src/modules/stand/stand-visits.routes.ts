import { idSchema } from "@portal/contracts/common";
import { MSG } from "@portal/contracts/messages";
import {
  serviceReportBody,
  standLogListResponse,
  standPhoneLookupQuery,
  standPhoneLookupResponse,
  standVisitActionResponse,
  standVisitAssignBody,
  standVisitCancelBody,
  standVisitCreateBody,
  standVisitCreateResponse,
  standVisitFinishResponse,
  standVisitListQuery,
  standVisitListResponse,
  standVisitPageQuery,
  standVisitResponse,
  standVisitStartBody,
} from "@portal/contracts/stand";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { page, toLookupItemDto, toServiceReportDto, toStandLogDto, toVisitDto } from "./stand.mapper";

/** Stand visits: the receptionist's check-in, routing by hand, the attendance and the lists. */
export default async function standVisitsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { visits, attendance, queries } = app.services.stand;
  const tags = ["stand"];
  const byId = z.object({ id: idSchema });

  r.get(
    "/stand-visits/phone/:phone",
    {
      schema: {
        tags,
        description:
          "Phone first: whose client the visitor is. For each lead with this phone: name, owner's name, status, " +
          "whether it is this enterprise's lead (`enterprise_id`) and the last stand visit. Nothing else (decision 030).",
        params: z.object({ phone: z.string().max(30) }),
        querystring: standPhoneLookupQuery,
        response: { 200: standPhoneLookupResponse },
      },
    },
    async (request) => ({
      payload: (await visits.phoneLookup(request.auth, request.params.phone, request.query.enterprise_id)).map(
        toLookupItemDto,
      ),
    }),
  );

  r.post(
    "/stand-visits",
    {
      schema: {
        tags,
        description:
          "Checks a visitor in. The lead goes through the normal create path (same phone for this enterprise -> " +
          "NEW_INTEREST; source STAND, nature OFFLINE) and the visit is created and routed in the same transaction: " +
          "the lead's owner when checked in here and AVAILABLE, else the next of the stand's queue, else WAITING. " +
          "A partner broker (`third_party`) becomes the lead's co-partner when a partner user has that CRECI. " +
          "RECEPCIONIST: only at the stand they checked in at.",
        body: standVisitCreateBody,
        response: { 201: standVisitCreateResponse },
      },
    },
    async (request, reply) => {
      const { visit, routing } = await visits.create(request.auth, request.body);
      const message = routing.chosen ? MSG.standVisitCreated : MSG.standVisitCreatedWaiting;
      return reply.code(201).send({ message, visit: toVisitDto(visit) });
    },
  );

  r.get(
    "/stand-visits",
    {
      schema: {
        tags,
        description:
          "Visits, newest first. Coordinators and admins: every visit; RECEPCIONIST: the stand they checked in at; " +
          "BOOTH_SPECIALIST: the visits routed to them.",
        querystring: standVisitListQuery,
        response: { 200: standVisitListResponse },
      },
    },
    async (request) => page(await queries.visits(request.auth, request.query), toVisitDto),
  );

  r.get(
    "/stand-visits/:id",
    { schema: { tags, params: byId, response: { 200: standVisitResponse } } },
    async (request) => ({ visit: toVisitDto(await queries.visit(request.auth, request.params.id)) }),
  );

  r.get(
    "/stand-visits/:id/logs",
    {
      schema: {
        tags,
        description: "Why the visit went to whom (routing decisions, skips, owner notice, attendance), oldest first.",
        params: byId,
        response: { 200: standLogListResponse },
      },
    },
    async (request) => ({ payload: (await queries.logs(request.auth, request.params.id)).map(toStandLogDto) }),
  );

  r.put(
    "/stand-visits/:id/assign",
    {
      schema: {
        tags,
        description:
          "Routes a waiting (or not yet started) visit by hand to a specialist checked in at its stand, with a reason " +
          "(logged). The specialist's turn is used; they get the VISIT_STAND notification.",
        params: byId,
        body: standVisitAssignBody,
        response: { 200: standVisitActionResponse },
      },
    },
    async (request) => {
      const { specialist_id, reason } = request.body;
      const visit = await attendance.assign(request.auth, request.params.id, specialist_id, reason);
      return { message: MSG.standVisitAssigned, visit: toVisitDto(visit) };
    },
  );

  r.put(
    "/stand-visits/:id/cancel",
    {
      schema: {
        tags,
        description: "The visitor left before being served (WAITING or ASSIGNED only).",
        params: byId,
        body: standVisitCancelBody,
        response: { 200: standVisitActionResponse },
      },
    },
    async (request) => {
      const visit = await attendance.cancel(request.auth, request.params.id, request.body.reason);
      return { message: MSG.standVisitCanceled, visit: toVisitDto(visit) };
    },
  );

  r.put(
    "/stand-visits/:id/start",
    {
      schema: {
        tags,
        description:
          "The specialist the visit was routed to starts serving: IN_ATTENDANCE (skipped by every roulette) until they " +
          "finish it. One visit in attendance per specialist.",
        params: byId,
        body: standVisitStartBody,
        response: { 200: standVisitActionResponse },
      },
    },
    async (request) => {
      const visit = await attendance.start(request.auth, request.params.id);
      return { message: MSG.standVisitStarted, visit: toVisitDto(visit) };
    },
  );

  r.put(
    "/stand-visits/:id/finish",
    {
      schema: {
        tags,
        description:
          "Ends the attendance with the service report (FAC; required). The report sets the lead's interest level, " +
          "goes into the lead's history and notifies the booth coordinators (SERVICE_REPORT).",
        params: byId,
        body: serviceReportBody,
        response: { 200: standVisitFinishResponse },
      },
    },
    async (request) => {
      const { visit, report } = await attendance.finish(request.auth, request.params.id, request.body);
      return {
        message: MSG.standVisitFinished,
        visit: toVisitDto(visit),
        service_report: toServiceReportDto(report),
      };
    },
  );

  r.get(
    "/leads/lead-booth-visits/:leadId",
    {
      schema: {
        tags: ["leads", ...tags],
        description: "The stand visits of a lead the caller may see (else 404).",
        params: z.object({ leadId: idSchema }),
        querystring: standVisitPageQuery,
        response: { 200: standVisitListResponse },
      },
    },
    async (request) => page(await queries.visitsOfLead(request.auth, request.params.leadId, request.query), toVisitDto),
  );

  r.get(
    "/leads/booth-attendances/attendant/:id",
    {
      schema: {
        tags: ["leads", ...tags],
        description: "The stand visits routed to one specialist (coordinators, admins, or the specialist).",
        params: byId,
        querystring: standVisitPageQuery,
        response: { 200: standVisitListResponse },
      },
    },
    async (request) => page(await queries.visitsOfAttendant(request.params.id, request.query), toVisitDto),
  );
}
