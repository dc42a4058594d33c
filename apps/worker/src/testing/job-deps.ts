import type { PrismaClient } from "@portal/db/client";
import { createJobProducer } from "@portal/domain/jobs";
import { createRedisPublisher } from "@portal/domain/realtime";
import type { Redis } from "ioredis";
import { readConfig } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { MailTransport } from "../mail/mail-transport.ts";
import type { JobDeps } from "../worker-app.ts";

/**
 * createJobModules' deps as main.ts builds them, on a test database and this test's own prefix: the domain's
 * producer enqueues under the prefix the test's worker consumes, and realtime goes to a channel under it.
 */
export function testJobDeps(opts: {
  prisma: PrismaClient;
  redis: Redis;
  prefix: string;
  transport: MailTransport;
  logger: Logger;
  fetch?: typeof fetch;
  /** Further environment (e.g. WHATSAPP_GRAPH_BASE_URL of a test's sandbox). */
  env?: Record<string, string>;
}): { deps: JobDeps; close(): Promise<void> } {
  const config = readConfig({ ...opts.env, REDIS_PREFIX: `${opts.prefix}:`, QUEUE_PREFIX: opts.prefix });
  const jobs = createJobProducer(opts.redis, { prefix: opts.prefix });
  return {
    deps: {
      config,
      prisma: opts.prisma,
      redis: opts.redis,
      transport: opts.transport,
      mailFrom: "Portal <nao-responda@portal.local>",
      logger: opts.logger,
      jobs,
      realtime: createRedisPublisher(opts.redis, config.redisPrefix),
      ...(opts.fetch && { fetch: opts.fetch }),
    },
    close: () => jobs.close(),
  };
}
