import { AuthService, createSessionInvalidation, LoginThrottle, type SessionCache } from "@portal/domain/auth";
import { ContractsService } from "@portal/domain/contracts";
import type { Database } from "@portal/domain/database";
import { buildDistributionServices } from "@portal/domain/distribution";
import { buildEnterprisesServices } from "@portal/domain/enterprises";
import { buildLeadFilesServices } from "@portal/domain/lead-files";
import { buildLeadReportsServices } from "@portal/domain/lead-reports";
import { createLeadServices } from "@portal/domain/leads";
import { MailService } from "@portal/domain/mail";
import { NotificationsService } from "@portal/domain/notifications";
import { PasswordService } from "@portal/domain/password";
import type { JobQueue, TokenSigner } from "@portal/domain/ports";
import { buildPreLeadsServices } from "@portal/domain/pre-leads";
import { buildPreSalesServices } from "@portal/domain/pre-sales";
import { buildPricesServices } from "@portal/domain/prices";
import { buildProposalsServices } from "@portal/domain/proposals";
import { createRedisPublisher } from "@portal/domain/realtime";
import { buildSalesServices } from "@portal/domain/sales";
import { buildSalesTeamsServices } from "@portal/domain/sales-teams";
import { SettingsService } from "@portal/domain/settings";
import type { FileStorage } from "@portal/domain/storage";
import { buildUnitsServices } from "@portal/domain/units";
import { InvitationsService, UsersService } from "@portal/domain/users";
import { WebhooksService } from "@portal/domain/webhooks";
import type { Redis } from "ioredis";
import type { AppConfig } from "../config";

/** The composition root: every service built once, from the app's config and connections. */
export function buildServices(deps: {
  config: AppConfig;
  db: Database;
  redis: Redis;
  jobs: JobQueue;
  tokens: TokenSigner;
  storage: FileStorage;
  sessionCache: SessionCache;
  log: { warn(obj: object, msg: string): void };
}) {
  const { config, db, redis, jobs, tokens } = deps;
  const throttle = new LoginThrottle(redis, config.redisPrefix, {
    perIp: config.loginLimitPerIp,
    perEmail: config.loginLimitPerEmail,
    windowSeconds: config.loginLimitWindowSeconds,
  });
  const mail = new MailService(jobs, deps.log);
  const sessionInvalidation = createSessionInvalidation(deps.sessionCache, redis, config.redisPrefix, deps.log);
  const auth = new AuthService(db, tokens, throttle, deps.sessionCache, sessionInvalidation);
  const passwords = new PasswordService(
    db,
    mail,
    { bcryptCost: config.bcryptCost, webUrl: config.webUrl },
    sessionInvalidation,
  );
  const users = new UsersService(db, passwords, auth);
  const invitations = new InvitationsService(db, mail, passwords, auth, config.webUrl);
  const settings = new SettingsService(db);
  const realtime = createRedisPublisher(redis, config.redisPrefix);
  const roulette = buildDistributionServices({ db, settings, jobs, realtime, log: deps.log });
  const notifications = new NotificationsService(db, realtime, deps.log);
  const leads = createLeadServices({
    db,
    webUrl: config.webUrl,
    onLeadQueued: (id) => roulette.distribution.distributeLead(id),
    offerCreatedInTx: (repos, created) => roulette.distribution.offerCreatedInTx(repos, created),
    publish: (events) => notifications.publish(events),
    onAttendanceEnded: (ended) => roulette.availability.attendanceEnded(ended),
    log: deps.log,
  });
  const sales = buildSalesServices({ db, jobs, storage: deps.storage, realtime, log: deps.log });
  return {
    auth,
    passwords,
    users,
    invitations,
    settings,
    mail,
    leads,
    roulette,
    realtime,
    notifications,
    ...buildProposalsServices({ db, notifications }),
    ...sales,
    ...buildPreSalesServices({ db, sales: sales.sales, storage: deps.storage }),
    webhooks: new WebhooksService(db),
    contracts: new ContractsService(db, deps.storage),
    ...buildEnterprisesServices({ db, storage: deps.storage, leadQuery: leads.query, log: deps.log }),
    ...buildUnitsServices({ db, jobs, realtime, log: deps.log }),
    ...buildPricesServices({ db }),
    ...buildSalesTeamsServices({ db }),
    ...buildPreLeadsServices({ db, settings }),
    ...buildLeadFilesServices({ db, storage: deps.storage, log: deps.log }),
    ...buildLeadReportsServices({ db }),
  };
}
export type Services = ReturnType<typeof buildServices>;
