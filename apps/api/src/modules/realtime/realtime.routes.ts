import websocket from "@fastify/websocket";
import { originNotAllowed } from "@portal/domain/realtime";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HEARTBEAT_MS, RealtimeHub } from "./realtime.hub";

declare module "fastify" {
  interface FastifyInstance {
    realtimeHub: RealtimeHub;
  }
}

export interface RealtimeRoutesOptions {
  heartbeatMs?: number;
}

/**
 * Browsers cannot set headers on a WebSocket: besides the Authorization header and the session
 * cookie (what app.authenticate reads), GET /ws accepts `?token=`. It is copied into the header
 * before app.authenticate runs, so the one auth path decides.
 */
async function tokenFromQuery(request: FastifyRequest): Promise<void> {
  const token = (request.query as { token?: unknown } | undefined)?.token;
  if (!request.headers.authorization && typeof token === "string" && token) {
    request.headers.authorization = `Bearer ${token}`;
  }
}

/**
 * GET /ws: one authenticated websocket per tab. Auth runs in onRequest, BEFORE the upgrade: a missing,
 * bad or revoked token answers 401 over plain HTTP and no socket is opened. Server -> client only:
 * JSON realtime events (@portal/contracts/realtime); client messages are ignored.
 */
async function realtimeRoutes(app: FastifyInstance, opts: RealtimeRoutesOptions = {}) {
  const hub = new RealtimeHub(app.redis, app.config.redisPrefix, app.log, opts.heartbeatMs ?? HEARTBEAT_MS);
  await hub.start();
  // Decorated on the root (fastify-plugin) so health checks and tests can read the socket counts.
  app.decorate("realtimeHub", hub);
  // Runs before @fastify/websocket's own preClose (registered after this): sockets get 1001 first.
  app.addHook("preClose", async () => hub.stop());
  // @fastify/websocket and the route stay in a child context: its hooks only wrap /ws.
  await app.register(async (scope) => wsRoute(scope, hub));
}

function wsRoute(app: FastifyInstance, hub: RealtimeHub) {
  return (async () => {
    await app.register(websocket, { options: { maxPayload: 4096 } });

    const allowedOrigins = new Set(app.config.webOrigins);
    // Cross-site websocket hijacking: a page elsewhere would ride the session cookie.
    async function checkOrigin(request: FastifyRequest): Promise<void> {
      const origin = request.headers.origin;
      if (origin && !allowedOrigins.has(origin)) throw originNotAllowed();
    }

    app.get(
      "/ws",
      {
        websocket: true,
        onRequest: [tokenFromQuery, app.authenticate, checkOrigin],
        schema: { hide: true },
      },
      (socket, request) => {
        hub.add(request.auth.id, socket);
        socket.on("message", () => undefined);
      },
    );
  })();
}

export default fp(realtimeRoutes, { name: "realtime" });
