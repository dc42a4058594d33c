import { messageResponse } from "../common";
import { defineEndpoint } from "../endpoint";
import { SPECIALIST_ROLES } from "../roles";
import { availabilityBody, availabilityResponse } from "../roulettes";
import { authenticated, roles } from "../route-rules";

/** The signed-in specialist's own presence (spec 4): the Disponível / Em pausa toggle and the check-out. */
const tags = ["roulettes"];

export const AVAILABILITY = {
  update: defineEndpoint({
    method: "PUT",
    path: "/users/availability",
    operationId: "updateMyAvailability",
    summary: "Change the signed-in specialist's availability",
    tags,
    access: authenticated(),
    body: availabilityBody,
    status: 200,
    response: availabilityResponse,
  }),
  checkOut: defineEndpoint({
    method: "POST",
    path: "/roulettes/check-out",
    operationId: "rouletteCheckOut",
    summary: "Check out of every roulette",
    description:
      "Specialist check-out: presence OFFLINE, out of every rotation. Memberships are kept; the next " +
      "PUT /users/availability AVAILABLE puts the specialist back into every roulette they belong to.",
    tags,
    access: roles(SPECIALIST_ROLES, { excludeMaster: true }),
    status: 200,
    response: messageResponse,
  }),
} as const;
