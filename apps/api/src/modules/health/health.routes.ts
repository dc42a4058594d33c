import { APP_VERSION, appConfigResponse } from "@portal/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const check = z.object({ status: z.enum(["up", "down"]), latency_ms: z.number() });

export default async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function probe(fn: () => Promise<unknown>) {
    const start = performance.now();
    try {
      await Promise.race([fn(), new Promise((_, rej) => setTimeout(() => rej(new Error("timeout")), 2000))]);
      return { status: "up" as const, latency_ms: Math.round(performance.now() - start) };
    } catch {
      return { status: "down" as const, latency_ms: Math.round(performance.now() - start) };
    }
  }

  r.get(
    "/health",
    {
      schema: {
        tags: ["ops"],
        response: {
          200: z.object({ status: z.enum(["ok", "degraded"]), version: z.string(), database: check, redis: check }),
          503: z.object({ status: z.enum(["ok", "degraded"]), version: z.string(), database: check, redis: check }),
        },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([probe(() => app.db.ping()), probe(() => app.redis.ping())]);
      const ok = database.status === "up" && redis.status === "up";
      return reply.code(ok ? 200 : 503).send({ status: ok ? "ok" : "degraded", version: APP_VERSION, database, redis });
    },
  );

  r.get(
    "/app-config",
    {
      schema: {
        tags: ["ops"],
        response: { 200: appConfigResponse },
      },
    },
    async () => ({ app_env: app.config.appEnv, version: APP_VERSION, maintenance: app.config.maintenance }),
  );
}
