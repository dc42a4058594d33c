import { availabilityBody, availabilityResponse } from "@portal/contracts/roulettes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** PUT /users/availability: the specialist's own presence toggle (check-in). */
export default async function availabilityRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { availability } = app.services;

  r.put(
    "/users/availability",
    { schema: { tags: ["roulettes"], body: availabilityBody, response: { 200: availabilityResponse } } },
    async (request) => availability.setOwn(request.auth, request.body.availability_status),
  );
}
