import type { PrismaClient } from "@portal/db/client";
import { InvitationRepository } from "./invitation.repository";
import { UsersRepository } from "./users.repository";

/** Users and their invitations: spread into createRepositories(). */
export function createUsersRepositories(db: PrismaClient) {
  return {
    users: new UsersRepository(db),
    invitations: new InvitationRepository(db),
  };
}
