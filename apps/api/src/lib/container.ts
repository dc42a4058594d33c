import { AuthService, createSessionInvalidation, LoginThrottle, type SessionCache } from "@portal/domain/auth";
import { AvailabilityService } from "@portal/domain/availability";
import { buildAvailabilitySchedulesServices } from "@portal/domain/availability-schedules";
import { ContractsService } from "@portal/domain/contracts";
import type { Database } from "@portal/domain/database";
import { buildDistributionServices } from "@portal/domain/distribution";
import { buildEnterprisesServices } from "@portal/domain/enterprises";
import { buildFilesServices } from "@portal/domain/files";
import { buildLeadFilesServices } from "@portal/domain/lead-files";
import { buildLeadReportsServices } from "@portal/domain/lead-reports";
import { buildLeadsServices } from "@portal/domain/leads";
import { MailService } from "@portal/domain/mail";
import { NotificationsService } from "@portal/domain/notifications";
import { PasswordService } from "@portal/domain/password";
import type { JobQueue, TokenSigner } from "@portal/domain/ports";
import { buildPreLeadsServices } from "@portal/domain/pre-leads";
import { buildPreSalesServices } from "@portal/domain/pre-sales";
import { buildPricesServices } from "@portal/domain/prices";
import { buildProposalsServices } from "@portal/domain/proposals";
import { createRedisPublisher, WsTickets } from "@portal/domain/realtime";
import { buildRoulettesServices } from "@portal/domain/roulettes";
import { buildSalesServices } from "@portal/domain/sales";
import { buildSalesTeamsServices } from "@portal/domain/sales-teams";
import { buildSchedulesServices } from "@portal/domain/schedules";
import { SettingsService } from "@portal/domain/settings";
import { buildSolicitationsServices } from "@portal/domain/solicitations";
import { buildStandServices } from "@portal/domain/stand";
import type { FileStorage } from "@portal/domain/storage";
import { buildUnitsServices } from "@portal/domain/units";
import { buildUsersServices } from "@portal/domain/users";
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
  const { users, invitations, partners } = buildUsersServices({
    db,
    passwords,
    auth,
    mail,
    webUrl: config.webUrl,
    // Built below; called only after a sign-up or a partner decision commits.
    publish: (events) => notifications.publish(events),
  });
  const settings = new SettingsService(db);
  const realtime = createRedisPublisher(redis, config.redisPrefix);
  const distribution = buildDistributionServices({
    db,
    settings,
    jobs,
    realtime,
    log: deps.log,
    // Built just below (it needs offerExpiry); called back only after a play-in-roulette commits.
    onAttendanceEnded: (ended) => availability.attendanceEnded(ended),
  });
  const availability = new AvailabilityService(db, distribution.offerExpiry, realtime, deps.log, {
    // The stand's side of presence (decision 048); `stand` is built below, the hooks run after it exists.
    flush: (outbox) => stand.availabilityHooks.flush(outbox),
    userChanged: (userId, status) => stand.availabilityHooks.userChanged(userId, status),
  });
  const roulettes = buildRoulettesServices({ db, offerExpiry: distribution.offerExpiry });
  const notifications = new NotificationsService(db, realtime, deps.log);
  const stand = buildStandServices({
    db,
    realtime,
    publishNotifications: (events) => notifications.publish(events),
    availabilityBack: (ended) => availability.attendanceEnded(ended),
    rearmOffers: (offers) => distribution.offerExpiry.rearm(offers),
    log: deps.log,
  });
  const leads = buildLeadsServices({
    db,
    webUrl: config.webUrl,
    onLeadQueued: (id) => distribution.distribution.distributeLead(id),
    offerCreatedInTx: (repos, created) => distribution.distribution.offerCreatedInTx(repos, created),
    publish: (events) => notifications.publish(events),
    onAttendanceEnded: (ended) => availability.attendanceEnded(ended),
    log: deps.log,
  });
  const sales = buildSalesServices({ db, jobs, storage: deps.storage, realtime, log: deps.log });
  const units = buildUnitsServices({ db, jobs, realtime, log: deps.log });
  const availabilitySchedules = buildAvailabilitySchedulesServices({ db, realtime, log: deps.log });
  const solicitations = buildSolicitationsServices({
    db,
    scheduleChanges: availabilitySchedules.changes,
    publish: (events) => notifications.publish(events),
    onAttendanceEnded: (ended) => availability.attendanceEnded(ended),
    reservationExtend: units.reservationExtend,
    log: deps.log,
  });
  const leadFiles = buildLeadFilesServices({ db, storage: deps.storage, log: deps.log });
  return {
    auth,
    passwords,
    users,
    invitations,
    partners,
    settings,
    mail,
    leads,
    distribution,
    availability,
    roulettes,
    realtime,
    wsTickets: new WsTickets(redis, config.redisPrefix),
    notifications,
    ...buildProposalsServices({ db, notifications }),
    ...sales,
    ...buildPreSalesServices({ db, sales: sales.sales, storage: deps.storage }),
    webhooks: new WebhooksService(db),
    contracts: new ContractsService(db, deps.storage),
    ...buildEnterprisesServices({ db, storage: deps.storage, leadQuery: leads.query, log: deps.log }),
    ...units,
    ...buildPricesServices({ db }),
    ...buildSalesTeamsServices({ db }),
    ...buildPreLeadsServices({ db, settings }),
    ...leadFiles,
    ...buildFilesServices({ leadFiles: leadFiles.leadFiles, saleFiles: sales.saleFiles }),
    ...buildLeadReportsServices({ db }),
    stand,
    availabilitySchedules,
    schedules: buildSchedulesServices({
      db,
      jobs,
      publishNotifications: (events) => notifications.publish(events),
      realtime,
      log: deps.log,
    }),
    solicitations,
  };
}
export type Services = ReturnType<typeof buildServices>;
