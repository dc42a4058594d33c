import websocket from "@fastify/websocket";
import { CHAT_PAGE_SIZE } from "@portal/contracts/chat";
import { MSG } from "@portal/contracts/messages";
import { wsTicketResponse } from "@portal/contracts/realtime";
import { AppError } from "@portal/domain/app-error";
import { originNotAllowed } from "@portal/domain/realtime";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { RealtimeHub, type SocketView } from "./realtime.hub";

/** The messaging socket hears only chat messages, in the spec's words: `message` carrying a message. */
const messagingView: SocketView = (event) =>
  event.type === "chat.message" ? { type: "message", message: event.message } : null;

declare module "fastify" {
  interface FastifyInstance {
    realtimeHub: RealtimeHub;
  }
}

export interface RealtimeRoutesOptions {
  heartbeatMs?: number;
}

/**
 * GET /ws: one authenticated websocket per tab (decisions 010 and 059), held by the hub only while its session
 * lives. The realtime module registers it with POST /ws/ticket, which hands a browser a single-use ticket so its
 * session token never travels in a URL.
 */
async function realtimeRoutes(app: FastifyInstance, opts: RealtimeRoutesOptions = {}) {
  const { auth } = app.services;
  const hub = new RealtimeHub(app.redis, app.config.redisPrefix, app.log, {
    sessions: {
      live: (userId, sessionId) => auth.liveSession(userId, sessionId),
      resolve: (userId, sessionId) => auth.resolveSession(userId, sessionId),
    },
    ...(opts.heartbeatMs ? { heartbeatMs: opts.heartbeatMs } : {}),
  });
  await hub.start();
  // Decorated on the root (fastify-plugin) so health checks and tests can read the socket counts.
  app.decorate("realtimeHub", hub);
  // Runs before @fastify/websocket's own preClose (registered after this): sockets get 1001 first.
  app.addHook("preClose", async () => hub.stop());
  await app.register(ticketRoute);
  // @fastify/websocket and the route stay in a child context: its hooks only wrap /ws.
  await app.register(async (scope) => wsRoute(scope, hub));
}

async function ticketRoute(app: FastifyInstance) {
  const { wsTickets } = app.services;
  app.withTypeProvider<ZodTypeProvider>().post(
    "/ws/ticket",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["realtime"],
        description:
          `Opens GET /ws?ticket=<ticket> once, within expires_in seconds (${wsTickets.ttlSeconds}), for the caller's ` +
          "session: the socket is closed (code 4401) when that session ends — logout, expiry, deactivation or a " +
          "role change. GET /ws also takes the session cookie or an Authorization: Bearer header; `?token=<JWT>` " +
          "is still accepted for integrators that cannot send either, but a ticket keeps the token out of URLs.",
        response: { 200: wsTicketResponse },
      },
    },
    async (request) => {
      const { ticket, expiresIn } = await wsTickets.issue({
        userId: request.auth.id,
        sessionId: request.auth.sessionId,
      });
      return { ticket, expires_in: expiresIn };
    },
  );
}

function wsRoute(app: FastifyInstance, hub: RealtimeHub) {
  return (async () => {
    await app.register(websocket, { options: { maxPayload: 4096 } });
    const { auth, wsTickets } = app.services;

    /**
     * Before the upgrade: a missing, bad, used or revoked credential answers 401 over plain HTTP and no socket is
     * opened. `?ticket=` (POST /ws/ticket) is redeemed once; otherwise the Authorization header, the session cookie
     * or `?token=` (copied into the header: browsers cannot set headers on a WebSocket) go through app.authenticate.
     */
    async function authenticateSocket(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const query = (request.query ?? {}) as { ticket?: unknown; token?: unknown };
      if (query.ticket !== undefined) {
        const owner = typeof query.ticket === "string" ? await wsTickets.redeem(query.ticket) : null;
        const user = owner ? await auth.resolveSession(owner.userId, owner.sessionId) : null;
        if (!user) throw new AppError("INVALID_TOKEN", MSG.sessionExpired);
        request.auth = user;
        return;
      }
      if (!request.headers.authorization && typeof query.token === "string" && query.token) {
        request.headers.authorization = `Bearer ${query.token}`;
      }
      await app.authenticate.call(app, request, reply, () => undefined);
    }

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
        onRequest: [authenticateSocket, checkOrigin],
        schema: { hide: true },
      },
      (socket, request) => {
        hub.add(request.auth, socket);
        socket.on("message", () => undefined);
      },
    );

    /**
     * The spec's messaging websocket (decision 083): `?userId=` must be the caller (403 before the upgrade). It opens
     * with `connection-success` carrying the caller's chat contacts (the first page of GET /chat/contacts), then sends
     * `message` with each new message or status change of the caller's leads (the hub's chat.message events, from
     * any API instance through Redis). Closed like /ws when the session ends.
     */
    async function checkMessagingUser(request: FastifyRequest): Promise<void> {
      const { userId } = (request.query ?? {}) as { userId?: unknown };
      if (userId !== request.auth.id) throw new AppError("FORBIDDEN", MSG.forbidden);
    }
    const { chatQuery } = app.services;
    app.get(
      "/messaging/ws",
      {
        websocket: true,
        onRequest: [authenticateSocket, checkOrigin, checkMessagingUser],
        schema: { hide: true },
      },
      (socket, request) => {
        hub.add(request.auth, socket, messagingView);
        socket.on("message", () => undefined);
        chatQuery.contacts(request.auth, { limit: CHAT_PAGE_SIZE }).then(
          (page) => {
            if (socket.readyState === socket.OPEN)
              socket.send(JSON.stringify({ type: "connection-success", contacts: page.rows }));
          },
          (err: unknown) => request.log.warn({ err }, "messaging socket: contacts failed"),
        );
      },
    );
  })();
}

export default fp(realtimeRoutes, { name: "realtime" });
