import type { SessionCache } from "@portal/domain/auth";
import { buildDomain } from "@portal/domain/build-domain";
import type { Database } from "@portal/domain/database";
import type { JobQueue, TokenSigner } from "@portal/domain/ports";
import { createRedisPublisher, WsTickets } from "@portal/domain/realtime";
import type { FileStorage } from "@portal/domain/storage";
import type { Redis } from "ioredis";
import type { AppConfig } from "../config";

/**
 * The API's services: the domain (buildDomain, the same the worker builds) plus the websocket edge's own pieces.
 * Nothing here constructs a domain service.
 */
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
  const realtime = createRedisPublisher(deps.redis, deps.config.redisPrefix);
  return {
    ...buildDomain({ ...deps, realtime, fetch }),
    /** The publisher the domain sends through (tests publish with it). */
    realtime,
    /** One-time tickets of GET /ws (the websocket hub is API-only). */
    wsTickets: new WsTickets(deps.redis, deps.config.redisPrefix),
  };
}
export type Services = ReturnType<typeof buildServices>;
