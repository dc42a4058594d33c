/**
 * A bare Fastify server with a chosen set of the API's plugins (PLUGINS, comma separated), for plugin-gc/run.ts.
 * GET /bare answers a constant. Prints "READY <port>".
 */
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import fastifyHelmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import websocket from "@fastify/websocket";
import { registerSecurityHeaders } from "@portal/api/plugins/security-headers";
import Fastify from "fastify";

const HELMET_OPTIONS = { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: "same-site" } } as const;
const plugins = new Set((process.env.PLUGINS ?? "").split(",").filter(Boolean));
const app = Fastify({ logger: false, forceCloseConnections: "idle" });
if (plugins.has("@fastify/helmet")) await app.register(fastifyHelmet, HELMET_OPTIONS);
if (plugins.has("headers-once")) registerSecurityHeaders(app, HELMET_OPTIONS);
if (plugins.has("cors")) await app.register(cors, { origin: ["http://localhost:5173"], credentials: true });
if (plugins.has("cookie")) await app.register(cookie);
if (plugins.has("rate-limit")) await app.register(rateLimit, { max: 1e9, timeWindow: 60_000 });
if (plugins.has("multipart")) await app.register(multipart);
if (plugins.has("websocket")) await app.register(websocket);
if (plugins.has("request-id")) {
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
}
app.get("/bare", async () => ({ ok: true, payload: [], pagination: { total: 0, skip: 0, limit: 20 } }));
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(`READY ${(app.server.address() as { port: number }).port}`);
