import type { Redis } from "ioredis";
import type { WarnLog } from "./lib/best-effort";
import type { Database } from "./lib/database";
import type { JobQueue, RealtimePublisher, TokenSigner } from "./lib/ports";
import type { SharedConfig } from "./lib/runtime-config";
import type { FileStorage } from "./lib/storage";
import { AuthService } from "./modules/auth/auth.service";
import { LoginThrottle } from "./modules/auth/login-throttle";
import { createSessionInvalidation, type SessionCache } from "./modules/auth/session-cache";
import { AvailabilityService, attendanceEndedConsumer } from "./modules/availability/availability.service";
import { buildAvailabilitySchedulesServices } from "./modules/availability-schedules/availability-schedules-services";
import { ContractsService } from "./modules/contracts/contracts.service";
import { buildDistributionServices } from "./modules/distribution/distribution-services";
import { buildEnterprisesServices } from "./modules/enterprises/enterprises-services";
import { buildFilesServices } from "./modules/files";
import { buildLeadFilesServices } from "./modules/lead-files/lead-files-services";
import { buildLeadReportsServices } from "./modules/lead-reports/lead-reports-services";
import { buildLeadsServices } from "./modules/leads/leads-services";
import { MailService } from "./modules/mail/mail.service";
import { NotificationsService } from "./modules/notifications/notifications.service";
import { realtimeMessagesConsumer } from "./modules/notifications/realtime-messages.consumer";
import { PasswordService } from "./modules/password/password.service";
import { buildPreLeadsServices } from "./modules/pre-leads/pre-leads-services";
import { buildPreSalesServices } from "./modules/pre-sales/pre-sales-services";
import { buildPricesServices } from "./modules/prices/prices-services";
import { buildProposalsServices } from "./modules/proposals/proposals-services";
import { buildReportsServices } from "./modules/reports/reports-services";
import { buildRoulettesServices } from "./modules/roulettes/roulettes-services";
import { buildSalesServices } from "./modules/sales/sales-services";
import { buildSalesTeamsServices } from "./modules/sales-teams/sales-teams-services";
import { buildSchedulesServices } from "./modules/schedules/schedules-services";
import { SettingsService } from "./modules/settings/settings.service";
import { buildSolicitationsServices } from "./modules/solicitations/solicitations-services";
import { buildStandServices } from "./modules/stand/stand-services";
import { StatisticsService } from "./modules/statistics/statistics.service";
import { buildUnitsServices } from "./modules/units/units-services";
import { buildUsersServices } from "./modules/users/users-services";
import { WebhookSender } from "./modules/webhooks/webhook-sender";
import { WebhooksService, webhookOutboxConsumers } from "./modules/webhooks/webhooks.service";
import { ChatQueryService } from "./modules/whatsapp/chat-query.service";
import { ChatSendService, chatSendConsumers } from "./modules/whatsapp/chat-send.service";
import { inboundLeadConsumers, WhatsAppService } from "./modules/whatsapp/whatsapp.service";

/** The configuration values the domain reads (both apps' configs carry them: runtime-config's shared schema). */
export type DomainConfig = Pick<
  SharedConfig,
  | "redisPrefix"
  | "webUrl"
  | "bcryptCost"
  | "loginLimitPerIp"
  | "loginLimitPerEmail"
  | "loginLimitWindowSeconds"
  | "whatsapp"
  | "whatsappChat"
>;

/** The infrastructure the domain runs on. Every entry is required: the API, the worker and the tests pass them all. */
export interface DomainDeps {
  config: DomainConfig;
  db: Database;
  /** Login throttle counters and the session invalidation channel. */
  redis: Redis;
  jobs: JobQueue;
  /** Signs the session tokens of a login (the API's JWT; a process that issues no sessions passes one that refuses). */
  tokens: TokenSigner;
  storage: FileStorage;
  sessionCache: SessionCache;
  /** Where realtime events go (the Redis publisher the API's websocket hub subscribes to). */
  realtime: RealtimePublisher;
  /** The HTTP client of the outbound webhooks. */
  fetch: typeof fetch;
  log: WarnLog;
}

/**
 * The one composition of the domain: every service built once, wired to its collaborators. The API (routes), the
 * worker (job handlers) and the domain tests all call this, so a hook wired here is wired everywhere. A collaborator
 * is a required argument of its builder: leaving one out is a type error here, not a silent no-op at run time.
 *
 * Presence is a cycle (distribution -> availability -> stand -> availability, distribution): those three are wired
 * with late-bound arrows, called only after a commit, when every service exists.
 */
export function buildDomain(deps: DomainDeps) {
  assertComplete(deps);
  const { config, db, redis, jobs, realtime, storage, log } = deps;

  const settings = new SettingsService(db);
  const notifications = new NotificationsService(db, realtime, log);
  const mail = new MailService(jobs, log);

  const sessionInvalidation = createSessionInvalidation(deps.sessionCache, redis, config.redisPrefix, log);
  const throttle = new LoginThrottle(redis, config.redisPrefix, {
    perIp: config.loginLimitPerIp,
    perEmail: config.loginLimitPerEmail,
    windowSeconds: config.loginLimitWindowSeconds,
  });
  const auth = new AuthService(db, deps.tokens, throttle, deps.sessionCache, sessionInvalidation);
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
  });

  // The presence cycle (see above).
  const attendanceEnded = (ended: Parameters<AvailabilityService["attendanceEnded"]>[0]) =>
    availability.attendanceEnded(ended);
  const { eventConsumers: distributionConsumers, ...distribution } = buildDistributionServices({
    db,
    settings,
    jobs,
    log,
    onAttendanceEnded: attendanceEnded,
  });
  const availability = new AvailabilityService(
    db,
    distribution.offerExpiry,
    realtime,
    { userChanged: (userId, status) => stand.availabilityHooks.userChanged(userId, status) },
    log,
  );
  const { eventConsumers: standConsumers, ...stand } = buildStandServices({ db, log });

  const roulettes = buildRoulettesServices({ db, offerExpiry: distribution.offerExpiry });
  const leads = buildLeadsServices({
    db,
    webUrl: config.webUrl,
    onLeadQueued: (id) => distribution.distribution.distributeLead(id),
    offerCreatedInTx: (repos, events, created) => distribution.distribution.offerCreatedInTx(repos, events, created),
    log,
  });
  const sales = buildSalesServices({ db, jobs, storage, realtime, log });
  const { eventConsumers: unitsConsumers, ...units } = buildUnitsServices({ db, jobs, realtime, log });
  const availabilitySchedules = buildAvailabilitySchedulesServices({ db, realtime, log });
  const solicitations = buildSolicitationsServices({ db });
  const leadFiles = buildLeadFilesServices({ db, storage, log });

  // The consumers of domain events (decision 068), once per Database: a transaction's events reach them after COMMIT.
  // Registration order is delivery order: realtime first (a notification before the routing it announces), then the
  // offers whose clock ran again, the specialists back, and last the stands' waiting visits routed to whoever is free.
  for (const consumer of [
    ...webhookOutboxConsumers(jobs, log),
    ...unitsConsumers,
    realtimeMessagesConsumer(realtime, log),
    ...distributionConsumers,
    attendanceEndedConsumer(availability, log),
    ...standConsumers,
    ...chatSendConsumers(jobs, log),
    ...inboundLeadConsumers((id) => distribution.distribution.distributeLead(id), log),
  ]) {
    db.events.register(consumer);
  }

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
    notifications,
    ...buildProposalsServices({ db }),
    ...sales,
    ...buildPreSalesServices({ db, sales: sales.sales, storage }),
    webhooks: new WebhooksService(db),
    /** Meta's WhatsApp webhook intake (decision 081). */
    whatsapp: new WhatsAppService(db, log, config.whatsappChat),
    /** WhatsApp chat with leads (decision 083): sends (the route queues, the worker's job delivers) and reads. */
    chatSend: new ChatSendService(db, jobs, config, deps.fetch, log),
    chatQuery: new ChatQueryService(db),
    /** Delivers the webhook outbox (the worker's jobs). */
    webhookSender: new WebhookSender(db, deps.fetch, { log }),
    contracts: new ContractsService(db, storage),
    ...buildEnterprisesServices({ db, storage, leadQuery: leads.query, log }),
    ...units,
    ...buildPricesServices({ db }),
    ...buildSalesTeamsServices({ db }),
    ...buildPreLeadsServices({ db, settings }),
    ...leadFiles,
    ...buildFilesServices({ leadFiles: leadFiles.leadFiles, saleFiles: sales.saleFiles }),
    ...buildLeadReportsServices({ db }),
    stand,
    availabilitySchedules,
    schedules: buildSchedulesServices({ db, jobs, realtime, log }),
    solicitations,
    reports: buildReportsServices({ db }),
    statistics: new StatisticsService(db),
  };
}
export type Domain = ReturnType<typeof buildDomain>;

/** Every entry of DomainDeps (a key added there without being listed here is a type error). */
const DOMAIN_DEPS: Record<keyof DomainDeps, true> = {
  config: true,
  db: true,
  redis: true,
  jobs: true,
  tokens: true,
  storage: true,
  sessionCache: true,
  realtime: true,
  fetch: true,
  log: true,
};

/** A caller outside TypeScript's reach (or past it with a cast) fails here, at start, not on the first event. */
function assertComplete(deps: DomainDeps): void {
  const missing = (Object.keys(DOMAIN_DEPS) as (keyof DomainDeps)[]).filter((key) => deps[key] == null);
  if (missing.length) throw new Error(`buildDomain: missing ${missing.join(", ")}`);
}
