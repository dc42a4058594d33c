import { LEAD_ASSIGNEE_ROLES } from "@portal/contracts/lead-rules";
import { assigneeListResponse } from "@portal/contracts/users";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { toAssigneeDto } from "./users.mapper";

/** GET /users/specialists: active users who may own leads, for the managers' reassign/distribute pickers. */
export default async function assigneesRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users } = app.services;

  r.get("/users/specialists", { schema: { tags: ["users"], response: { 200: assigneeListResponse } } }, async () => {
    const { rows } = await users.list({ skip: 0, limit: 1000, active: true }, [...LEAD_ASSIGNEE_ROLES]);
    return { payload: rows.map(toAssigneeDto) };
  });
}
