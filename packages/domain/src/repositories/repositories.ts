import type { PrismaClient } from "@portal/db/client";
import { AuditRepository } from "../modules/audit/audit.repository";
import { SessionRepository } from "../modules/auth/session.repository";
import { createDealsRepositories } from "../modules/deals/deals-repositories";
import { createDistributionRepositories } from "../modules/distribution/distribution-repositories";
import { createSupportRepositories } from "../modules/enterprises/support-repositories";
import { createInventoryRepositories } from "../modules/inventory/inventory-repositories";
import { createLeadRepositories } from "../modules/leads/lead-repositories";
import { LeadsRepository } from "../modules/leads/leads.repository";
import { OutboxRepository } from "../modules/mail/outbox.repository";
import { NotificationsRepository } from "../modules/notifications/notifications.repository";
import { ResetTokenRepository } from "../modules/password/reset-token.repository";
import { SettingsRepository } from "../modules/settings/settings.repository";
import { createStandRepositories } from "../modules/stand/stand-repositories";
import { InvitationRepository } from "../modules/users/invitation.repository";
import { UsersRepository } from "../modules/users/users.repository";

export function createRepositories(db: PrismaClient) {
  return {
    users: new UsersRepository(db),
    sessions: new SessionRepository(db),
    resetTokens: new ResetTokenRepository(db),
    invitations: new InvitationRepository(db),
    outbox: new OutboxRepository(db),
    audit: new AuditRepository(db),
    settings: new SettingsRepository(db),
    leads: new LeadsRepository(db),
    notifications: new NotificationsRepository(db),
    ...createSupportRepositories(db),
    ...createLeadRepositories(db),
    ...createDistributionRepositories(db),
    ...createDealsRepositories(db),
    ...createInventoryRepositories(db),
    ...createStandRepositories(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
