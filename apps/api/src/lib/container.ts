import { AuthService, createSessionInvalidation, LoginThrottle, type SessionCache } from "@portal/domain/auth";
import type { Database } from "@portal/domain/database";
import { buildDealsServices } from "@portal/domain/deals";
import { buildDistributionServices } from "@portal/domain/distribution";
import { buildSupportServices, EnterpriseLeadsService } from "@portal/domain/enterprises";
import { buildInventoryServices } from "@portal/domain/inventory";
import { createLeadServices } from "@portal/domain/leads";
import { MailService } from "@portal/domain/mail";
import { NotificationsService } from "@portal/domain/notifications";
import { PasswordService } from "@portal/domain/password";
import type { JobQueue, TokenSigner } from "@portal/domain/ports";
import { createRedisPublisher } from "@portal/domain/realtime";
import { SettingsService } from "@portal/domain/settings";
import { buildStandServices } from "@portal/domain/stand";
import type { FileStorage } from "@portal/domain/storage";
import { InvitationsService, UsersService } from "@portal/domain/users";
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
  const roulette = buildDistributionServices({
    db,
    settings,
    jobs,
    realtime,
    log: deps.log,
    // The stand's side of presence (decision 048); `stand` is built below, the hooks run after it exists.
    standHooks: {
      flush: (outbox) => stand.availabilityHooks.flush(outbox),
      userChanged: (userId, status) => stand.availabilityHooks.userChanged(userId, status),
    },
  });
  const notifications = new NotificationsService(db, realtime, deps.log);
  const stand = buildStandServices({
    db,
    realtime,
    publishNotifications: (events) => notifications.publish(events),
    availabilityBack: (ended) => roulette.availability.attendanceEnded(ended),
    log: deps.log,
  });
  const leads = createLeadServices({
    db,
    webUrl: config.webUrl,
    onLeadQueued: (id) => roulette.distribution.distributeLead(id),
    offerCreatedInTx: (repos, created) => roulette.distribution.offerCreatedInTx(repos, created),
    publish: (events) => notifications.publish(events),
    onAttendanceEnded: (ended) => roulette.availability.attendanceEnded(ended),
    log: deps.log,
  });
  return {
    auth,
    passwords,
    users,
    invitations,
    settings,
    mail,
    leads,
    enterpriseLeads: new EnterpriseLeadsService(db, leads.query),
    roulette,
    realtime,
    notifications,
    stand,
    inventory: buildInventoryServices({ db, jobs, realtime, storage: deps.storage, log: deps.log }),
    ...buildSupportServices(db, settings, deps.storage, deps.log),
    ...buildDealsServices({ db, jobs, notifications, storage: deps.storage, realtime, log: deps.log }),
  };
}
export type Services = ReturnType<typeof buildServices>;
