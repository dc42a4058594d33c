/**
 * API half. Two apps on the bench database:
 * - startApi: buildApp in this process on the capturing Prisma client, used only to record which statements a
 *   request runs (the SQL half re-times them);
 * - the timed API runs in its own process (../lib/child-api.ts, production settings, no query logging), called by
 *   a fixed sequential loop over one keep-alive socket (node:http), so each sample is the latency of one GET /leads
 *   as a browser would see it on the same machine, and the client's own work and garbage never land in it.
 */

import type { AddressInfo } from "node:net";
import { buildApp } from "@portal/api/app";
import type { PrismaClient } from "@portal/db/client";
import { benchAppConfig } from "../lib/bench-config";
import type { SequentialClient } from "../lib/child-api";

type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;

export interface RunningApi {
  baseUrl: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startApi(databaseUrl: string, prisma: PrismaClient): Promise<RunningApi> {
  const config = benchAppConfig(databaseUrl);
  const { redisPrefix } = config;
  const app = await buildApp(config, { prisma });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    async close() {
      const keys = await app.redis.keys(`${redisPrefix}*`).catch(() => [] as string[]);
      if (keys.length) await app.redis.del(...keys).catch(() => 0);
      await app.close();
    },
  };
}

export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, working_systems: ["SALES"] }),
  });
  const body = (await res.json()) as { authorization?: string; message?: unknown };
  if (!res.ok || !body.authorization) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.authorization;
}

export interface ListAnswer {
  status: number;
  total: number | null;
  estimated: boolean;
  rows: number;
  ms: number;
}

export async function getPath(baseUrl: string, token: string, pathAndQuery: string): Promise<ListAnswer> {
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const ms = performance.now() - t0;
  let total: number | null = null;
  let estimated = false;
  let rows = 0;
  try {
    const body = JSON.parse(text) as { payload?: unknown[]; pagination?: { total?: number; estimated?: boolean } };
    total = body.pagination?.total ?? null;
    estimated = body.pagination?.estimated === true;
    rows = body.payload?.length ?? 0;
  } catch {
    // not JSON: reported through status
  }
  return { status: res.status, total, estimated, rows, ms };
}

export const leadsPath = (query: Record<string, string>) => {
  const qs = new URLSearchParams(query).toString();
  return `/leads${qs ? `?${qs}` : ""}`;
};

/** What a browser sends: every browser asks for compressed answers. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" } as const;

/** Like timeRequests, over the lean client (the timed, out-of-process API). */
export async function timeWith(
  client: SequentialClient,
  token: string,
  pathAndQuery: string,
  runs: number,
  warmup = 5,
  headers: Record<string, string> = {},
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const r = await client.request("GET", pathAndQuery, { ...headers, authorization: `Bearer ${token}` });
    if (r.status !== 200) throw new Error(`GET ${pathAndQuery} answered ${r.status}`);
    if (i >= warmup) samples.push(r.ms);
  }
  return samples;
}

/** `runs` sequential GETs after `warmup` unmeasured ones; throws on any non-200 answer. */
export async function timeRequests(
  baseUrl: string,
  token: string,
  pathAndQuery: string,
  runs: number,
  warmup = 2,
): Promise<{ samples: number[]; last: ListAnswer }> {
  const samples: number[] = [];
  let last: ListAnswer | null = null;
  for (let i = 0; i < warmup + runs; i++) {
    last = await getPath(baseUrl, token, pathAndQuery);
    if (last.status !== 200) throw new Error(`GET ${pathAndQuery} answered ${last.status}`);
    if (i >= warmup) samples.push(last.ms);
  }
  return { samples, last: last as ListAnswer };
}
