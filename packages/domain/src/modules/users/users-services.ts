import type { Database } from "../../lib/database";
import type { AuthService } from "../auth/auth.service";
import type { MailService } from "../mail/mail.service";
import type { PasswordService } from "../password/password.service";
import { InvitationsService } from "./invitations.service";
import { PartnersService } from "./partners.service";
import { UsersService } from "./users.service";

/** The users module's services: profiles, sign-up and administration, and the invitations admins send. */
export function buildUsersServices(deps: {
  db: Database;
  passwords: PasswordService;
  auth: AuthService;
  mail: MailService;
  /** Base of the invitation links. */
  webUrl: string;
}) {
  return {
    users: new UsersService(deps.db, deps.passwords, deps.auth),
    partners: new PartnersService(deps.db, deps.auth),
    invitations: new InvitationsService(deps.db, deps.mail, deps.passwords, deps.auth, deps.webUrl),
  };
}
