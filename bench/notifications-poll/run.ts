/**
 * `pnpm bench:notifications` — GET /notifications polling. Not part of the test run.
 *
 *   --users=N           users (default 2000)
 *   --per-user=N        notifications per user (default 100)
 *   --fresh             drop and regenerate portal_bench_notifications (otherwise reused when it matches)
 *   --tokens=N          users logged in, whose tokens rotate (default 200)
 *   --connections=N     autocannon connections for the throughput runs (default 50)
 *   --duration=S        seconds per throughput run (default 15)
 *   --rounds=N          bare/notifications throughput rounds, alternating (default 2)
 *   --rate=N            fixed rate of the latency run, req/s (default 500)
 *   --rate-duration=S   seconds of the latency run (default 30)
 *   --write-rate=N      notifications created per second during the runs, for the polled users (default 20)
 *   --skip-off          do not repeat the runs with the answer cache off
 *   --out=DIR           results folder (default bench/results)
 */

import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ChildApi, startChildApi } from "../lib/child-api";
import { runLoad } from "./load";
import { runOpenLoop } from "./open-loop";
import { type ServerRun, writeReport } from "./report";
import { BENCH_PASSWORD, benchEmail, seedBenchDatabase, withClient } from "./seed";

const here = path.dirname(fileURLToPath(import.meta.url));
const log = (m: string) => console.log(`[bench:notifications] ${m}`);
const POLL_PATH = "/notifications?limit=20&working_systems=SALES";

function args(): Map<string, string> {
  const m = new Map<string, string>();
  for (const a of process.argv.slice(2)) {
    const [k, v] = a.replace(/^--/, "").split("=");
    if (k) m.set(k, v ?? "true");
  }
  return m;
}

async function startServer(databaseUrl: string, env: Record<string, string> = {}) {
  const api = await startChildApi(databaseUrl, env);
  return { child: api, baseUrl: api.baseUrl };
}

async function stopServer(api: ChildApi): Promise<void> {
  await api.close();
}

async function loginAll(baseUrl: string, emails: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < emails.length; i += 8) {
    const batch = emails.slice(i, i + 8).map(async (email) => {
      const res = await fetch(`${baseUrl}/users/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: BENCH_PASSWORD, working_systems: ["SALES"] }),
      });
      const body = (await res.json()) as { authorization?: string };
      if (!body.authorization) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(body)}`);
      return body.authorization;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

async function environment(url: string): Promise<Record<string, string>> {
  return withClient(url, async (c) => {
    const setting = async (name: string) => String((await c.query(`SHOW ${name}`)).rows[0]?.[name] ?? "?");
    return {
      machine: `${os.cpus().length} CPU (${os.cpus()[0]?.model ?? "?"}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM`,
      postgres: `${await setting("server_version")}; shared_buffers ${await setting("shared_buffers")}`,
      node: process.version,
      "load average (1/5/15 min) at the end": os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(" / "),
    };
  });
}

async function stats(baseUrl: string) {
  const res = await fetch(`${baseUrl}/__stats`);
  return (await res.json()) as { written: number; writeErrors: number; hits: number; misses: number };
}

/** One API process (cache on or off): throughput rounds against the bare route, then the fixed rate. */
async function measure(
  url: string,
  cache: "on" | "off",
  o: {
    emails: string[];
    connections: number;
    duration: number;
    rounds: number;
    rate: number;
    rateDuration: number;
    writeRate: number;
  },
): Promise<ServerRun> {
  const { child, baseUrl } = await startServer(url, {
    NOTIFICATIONS_CACHE_TTL_MS: cache === "on" ? "60000" : "0",
    BENCH_WRITE_RATE: String(o.writeRate),
    BENCH_WRITE_EMAILS: o.emails.join(","),
  });
  try {
    const tokens = await loginAll(baseUrl, o.emails);
    log(`[cache ${cache}] ${tokens.length} tokens`);
    const probe = await fetch(`${baseUrl}${POLL_PATH}`, { headers: { authorization: `Bearer ${tokens[0]}` } });
    const body = (await probe.json()) as { payload: unknown[]; pagination: { total: number } };
    if (probe.status !== 200 || body.payload.length !== 20) throw new Error(`probe failed: ${probe.status}`);

    await runLoad({ label: "warm-up bare", baseUrl, path: "/__bare", connections: o.connections, durationSeconds: 3 });
    await runLoad({
      label: "warm-up",
      baseUrl,
      path: POLL_PATH,
      tokens,
      connections: o.connections,
      durationSeconds: 5,
    });
    const before = await stats(baseUrl);

    const rounds: ServerRun["throughput"]["rounds"] = [];
    for (let r = 1; r <= o.rounds; r++) {
      const bare = await runLoad({
        label: `bare #${r}`,
        baseUrl,
        path: "/__bare",
        connections: o.connections,
        durationSeconds: o.duration,
      });
      const notif = await runLoad({
        label: `notifications #${r} (cache ${cache})`,
        baseUrl,
        path: POLL_PATH,
        tokens,
        connections: o.connections,
        durationSeconds: o.duration,
      });
      const ratio = Math.round((notif.rps / bare.rps) * 1000) / 1000;
      log(`[cache ${cache}] round ${r}: bare ${bare.rps} req/s, notifications ${notif.rps} req/s, ratio ${ratio}`);
      rounds.push({ bare, notifications: notif, ratio });
    }
    const sum = (k: "bare" | "notifications") => rounds.reduce((s, r) => s + r[k].rps, 0);
    const ratio = Math.round((sum("notifications") / sum("bare")) * 1000) / 1000;

    const openLoop = await runOpenLoop({
      label: `notifications @${o.rate}/s open loop (cache ${cache})`,
      baseUrl,
      path: POLL_PATH,
      tokens,
      rate: o.rate,
      durationSeconds: o.rateDuration,
    });
    log(`[cache ${cache}] open loop ${o.rate}/s: p99 ${openLoop.latencyMs.p99} ms`);
    const bareOpenLoop = await runOpenLoop({
      label: `bare @${o.rate}/s open loop`,
      baseUrl,
      path: "/__bare",
      rate: o.rate,
      durationSeconds: Math.min(o.rateDuration, 10),
    });
    const autocannonFixed = await runLoad({
      label: `notifications @${o.rate}/s autocannon overallRate (cache ${cache})`,
      baseUrl,
      path: POLL_PATH,
      tokens,
      connections: Math.max(50, Math.ceil(o.rate / 10)),
      durationSeconds: Math.min(o.rateDuration, 15),
      rate: o.rate,
    });
    const after = await stats(baseUrl);
    return {
      cache,
      tokens: tokens.length,
      throughput: { rounds, ratio },
      fixedRate: { openLoop, autocannon: autocannonFixed, bareOpenLoop },
      writes: {
        rate: o.writeRate,
        written: after.written - before.written,
        errors: after.writeErrors - before.writeErrors,
      },
      cache_hits: after.hits - before.hits,
      cache_misses: after.misses - before.misses,
    };
  } finally {
    await stopServer(child);
  }
}

async function main(): Promise<void> {
  const a = args();
  const num = (k: string, d: number) => Number(a.get(k) ?? d);
  const users = num("users", 2000);
  const perUser = num("per-user", 100);
  const tokenCount = Math.min(num("tokens", 200), users);
  const outDir = path.resolve(a.get("out") ?? path.join(here, "..", "results"));
  const o = {
    connections: num("connections", 50),
    duration: num("duration", 15),
    rounds: num("rounds", 2),
    rate: num("rate", 500),
    rateDuration: num("rate-duration", 30),
    writeRate: num("write-rate", 20),
    emails: [] as string[],
  };

  const { url, report: seed } = await seedBenchDatabase({ users, perUser, fresh: a.has("fresh") }, log);
  log(
    `data: ${seed.users} users, ${seed.notifications} notifications (${seed.reused ? "reused" : `${seed.seconds} s`})`,
  );
  // Users spread over the whole range, not only the first ones.
  const step = Math.max(1, Math.floor(users / tokenCount));
  o.emails = Array.from({ length: tokenCount }, (_, i) => benchEmail(1 + i * step));

  const on = await measure(url, "on", o);
  const off = a.has("skip-off") ? null : await measure(url, "off", o);
  const files = await writeReport(outDir, {
    date: new Date().toISOString().slice(0, 10),
    targets: { throughputRatio: 0.35, p99AtFixedRateMs: 25, fixedRate: o.rate },
    environment: await environment(url),
    data: { ...seed, tokens: tokenCount, sample: `every ${step}th of ${users}` },
    runs: off ? [on, off] : [on],
    verdict: {
      throughputRatio: on.throughput.ratio >= 0.35,
      p99: on.fixedRate.openLoop.latencyMs.p99 <= 25,
    },
  });
  log(`ratio ${on.throughput.ratio}; p99 @${o.rate}/s ${on.fixedRate.openLoop.latencyMs.p99} ms`);
  log(`written: ${files.join(", ")}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
