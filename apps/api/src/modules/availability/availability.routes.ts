import { AVAILABILITY } from "@portal/contracts/endpoints/availability";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/endpoint";

/**
 * The specialist's own presence: PUT /users/availability (the toggle, check-in) and POST /roulettes/check-out. Each
 * route is its definition in packages/contracts/src/endpoints/availability.ts plus the call to the service.
 */
export default async function availabilityRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const { availability } = app.services;

  route(app, AVAILABILITY.update, async (request) =>
    availability.setOwn(request.auth, request.body.availability_status),
  );

  route(app, AVAILABILITY.checkOut, async (request) => availability.checkOut(request.auth));
}
