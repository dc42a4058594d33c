import type { PrismaClient } from "@portal/db/client";
import { AuditRepository } from "../modules/audit/audit.repository";
import { SessionRepository } from "../modules/auth/session.repository";
import { AvailabilityRepository } from "../modules/availability/availability.repository";
import { createDealsRepositories } from "../modules/deals/deals-repositories";
import { createDistributionRepositories } from "../modules/distribution/distribution-repositories";
import { createSupportRepositories } from "../modules/enterprises/support-repositories";
import { createInventoryRepositories } from "../modules/inventory/inventory-repositories";
import { createLeadsRepositories } from "../modules/leads/leads-repositories";
import { OutboxRepository } from "../modules/mail/outbox.repository";
import { NotificationsRepository } from "../modules/notifications/notifications.repository";
import { ResetTokenRepository } from "../modules/password/reset-token.repository";
import { createRoulettesRepositories } from "../modules/roulettes/roulettes-repositories";
import { SettingsRepository } from "../modules/settings/settings.repository";
import { createUsersRepositories } from "../modules/users/users-repositories";

export function createRepositories(db: PrismaClient) {
  return {
    ...createUsersRepositories(db),
    sessions: new SessionRepository(db),
    resetTokens: new ResetTokenRepository(db),
    outbox: new OutboxRepository(db),
    audit: new AuditRepository(db),
    settings: new SettingsRepository(db),
    notifications: new NotificationsRepository(db),
    availability: new AvailabilityRepository(db),
    ...createRoulettesRepositories(db),
    ...createSupportRepositories(db),
    ...createLeadsRepositories(db),
    ...createDistributionRepositories(db),
    ...createDealsRepositories(db),
    ...createInventoryRepositories(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
