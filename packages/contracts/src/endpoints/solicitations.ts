import { z } from "zod";
import { idSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { SOLICITATION_ROLES } from "../policy";
import { roles } from "../route-rules";
import {
  extendableReservationListResponse,
  solicitationCreateBody,
  solicitationListQuery,
  solicitationListResponse,
  solicitationReplyBody,
  solicitationResponse,
  solicitationWriteResponse,
} from "../solicitations";

/** Solicitations (decision 054): who may ask or decide what is the service's (policy.ts); here, who may call. */
const tags = ["solicitations"];
const byId = z.object({ id: idSchema });
/** The caller's own requests, and those they may decide (admins: every one). */
const SCOPE = "own requests (sent); received: every one for admins, else those they are responsible for";

export const SOLICITATIONS = {
  list: defineEndpoint({
    method: "GET",
    path: "/solicitations",
    operationId: "listSolicitations",
    summary: "List solicitations",
    description:
      "Requests, newest first. `box=sent` (default): the caller's own ('Minhas solicitações'); `box=received`: " +
      "those the caller may decide ('Para aprovar'): every one for admins, else those they are responsible for. " +
      "Filters: type and status (comma-joined), starts_date/ends_date (DDMMYYYY of createdAt).",
    tags,
    access: roles(SOLICITATION_ROLES, { scope: SCOPE }),
    query: solicitationListQuery,
    status: 200,
    response: solicitationListResponse,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/solicitations",
    operationId: "createSolicitation",
    summary: "Create a solicitation",
    conflict: true,
    description:
      "Makes a request. LEAD_TRANSFER (lead_id: a lead the caller does not own, for their wallet), " +
      "RESERVE_EXTENSION (reservation_id of the caller's active reservation, extension_minutes from the spec 9 " +
      "durations), SHIFT_SWAP (shift_swap: the two shifts and the other specialist), OTHER. The responsible " +
      "approvers are notified (GENERIC).",
    tags,
    access: roles(SOLICITATION_ROLES, { scope: "each type's requester roles (SOLICITATION_REQUESTER_ROLES)" }),
    body: solicitationCreateBody,
    status: 201,
    response: solicitationWriteResponse,
  }),
  extendableReservations: defineEndpoint({
    method: "GET",
    path: "/solicitations/extendable-reservations",
    operationId: "listExtendableReservations",
    summary: "List the caller's reservations that may be extended",
    description:
      "The caller's reservations a RESERVE_EXTENSION may name: ACTIVE, with an end, the caller the broker or who " +
      "made it; soonest end first (at most 50). Empty for whoever may not ask for extensions.",
    tags,
    access: roles(SOLICITATION_ROLES, {
      scope:
        "the caller's own ACTIVE reservations with an end (RESERVE_EXTENSION requesters; others get an empty list)",
    }),
    status: 200,
    response: extendableReservationListResponse,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/solicitations/:id",
    operationId: "getSolicitation",
    summary: "Read a solicitation",
    tags,
    access: roles(SOLICITATION_ROLES, { scope: SCOPE }),
    params: byId,
    status: 200,
    response: solicitationResponse,
  }),
  reply: defineEndpoint({
    method: "POST",
    path: "/solicitations/:id/reply",
    operationId: "replyToSolicitation",
    summary: "Reply to, approve, refuse or cancel a solicitation",
    conflict: true,
    description:
      "Adds a message to the thread, optionally with a decision: APPROVED or REFUSED (an approver; a refusal " +
      "needs a message), CANCELED (the requester). Approving performs the type's action in the same transaction " +
      "(LEAD_TRANSFER moves the lead, RESERVE_EXTENSION extends the reservation, SHIFT_SWAP swaps the two shifts " +
      "and broadcasts availability_schedule.changed, OTHER none); if it cannot, 409 with the reason and nothing " +
      "changes. Two decisions at once: one wins, the other gets 409. The other side is notified.",
    tags,
    access: roles(SOLICITATION_ROLES, {
      scope: "the requester (reply, cancel) and whoever may decide it (reply, approve, refuse)",
    }),
    params: byId,
    body: solicitationReplyBody,
    status: 200,
    response: solicitationWriteResponse,
  }),
} as const;
