import type { PrismaClient } from "@portal/db/client";
import { AuditRepository } from "../modules/audit/audit.repository";
import { SessionRepository } from "../modules/auth/session.repository";
import { AvailabilityRepository } from "../modules/availability/availability.repository";
import { AvailabilitySchedulesRepository } from "../modules/availability-schedules/availability-schedules.repository";
import { ContractsRepository } from "../modules/contracts/contracts.repository";
import { createDistributionRepositories } from "../modules/distribution/distribution-repositories";
import { createEnterprisesRepositories } from "../modules/enterprises/enterprises-repositories";
import { LeadFilesRepository } from "../modules/lead-files/lead-files.repository";
import { LeadReportsRepository } from "../modules/lead-reports/lead-reports.repository";
import { createLeadsRepositories } from "../modules/leads/leads-repositories";
import { OutboxRepository } from "../modules/mail/outbox.repository";
import { NotificationsRepository } from "../modules/notifications/notifications.repository";
import { ResetTokenRepository } from "../modules/password/reset-token.repository";
import { createPreLeadsRepositories } from "../modules/pre-leads/pre-leads-repositories";
import { PreSalesRepository } from "../modules/pre-sales/pre-sales.repository";
import { PricesRepository } from "../modules/prices/prices.repository";
import { createProposalsRepositories } from "../modules/proposals/proposals-repositories";
import { createReportsRepositories } from "../modules/reports/reports-repositories";
import { createRoulettesRepositories } from "../modules/roulettes/roulettes-repositories";
import { createSalesRepositories } from "../modules/sales/sales-repositories";
import { SalesTeamsRepository } from "../modules/sales-teams/sales-teams.repository";
import { SchedulesRepository } from "../modules/schedules/schedules.repository";
import { SettingsRepository } from "../modules/settings/settings.repository";
import { SolicitationsRepository } from "../modules/solicitations/solicitations.repository";
import { createStandRepositories } from "../modules/stand/stand-repositories";
import { StatisticsRepository } from "../modules/statistics/statistics.repository";
import { createUnitsRepositories } from "../modules/units/units-repositories";
import { createUsersRepositories } from "../modules/users/users-repositories";
import { WebhooksRepository } from "../modules/webhooks/webhooks.repository";
import { WhatsAppChatRepository } from "../modules/whatsapp/chat.repository";
import { WhatsAppRepository } from "../modules/whatsapp/whatsapp.repository";

export function createRepositories(db: PrismaClient) {
  return {
    ...createUsersRepositories(db),
    sessions: new SessionRepository(db),
    resetTokens: new ResetTokenRepository(db),
    outbox: new OutboxRepository(db),
    audit: new AuditRepository(db),
    settings: new SettingsRepository(db),
    notifications: new NotificationsRepository(db),
    salesTeams: new SalesTeamsRepository(db),
    leadFiles: new LeadFilesRepository(db),
    leadReports: new LeadReportsRepository(db),
    prices: new PricesRepository(db),
    ...createPreLeadsRepositories(db),
    ...createEnterprisesRepositories(db),
    ...createUnitsRepositories(db),
    availability: new AvailabilityRepository(db),
    ...createRoulettesRepositories(db),
    ...createLeadsRepositories(db),
    ...createDistributionRepositories(db),
    ...createProposalsRepositories(db),
    ...createSalesRepositories(db),
    preSales: new PreSalesRepository(db),
    webhooks: new WebhooksRepository(db),
    whatsapp: new WhatsAppRepository(db),
    whatsappChat: new WhatsAppChatRepository(db),
    contracts: new ContractsRepository(db),
    ...createStandRepositories(db),
    availabilitySchedules: new AvailabilitySchedulesRepository(db),
    schedules: new SchedulesRepository(db),
    solicitations: new SolicitationsRepository(db),
    statistics: new StatisticsRepository(db),
    ...createReportsRepositories(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
