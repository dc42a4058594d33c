import type { FastifyInstance } from "fastify";
import adminUsersRoutes from "./admin-users.routes";
import assigneesRoutes from "./assignees.routes";
import partnersRoutes from "./partners.routes";
import profileRoutes from "./profile.routes";
import signupRoutes from "./signup.routes";

/**
 * The users module's routes, one plugin: public sign-up and lookups, the caller's own profile, user
 * administration and the lead-assignee picker. Each part keeps its own hooks (authentication, lookup throttle).
 */
export default async function usersRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signupRoutes);
  await app.register(profileRoutes);
  await app.register(adminUsersRoutes);
  await app.register(assigneesRoutes);
  await app.register(partnersRoutes);
}
