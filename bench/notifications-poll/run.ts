/**
 * `pnpm bench:notifications` — GET /notifications polling (issue 4 §6). Not part of the test run.
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
 *   --out=DIR           results folder (default bench/results)
 */
import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { type LoadResult, runLoad } from "./load";
import { writeReport } from "./report";
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

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "server.ts")], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`API process exited (${code}) before listening`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      const m = /^READY (\d+)$/.exec(line);
      if (m) resolve({ child, baseUrl: `http://127.0.0.1:${m[1]}` });
      else console.log(`[api] ${line}`);
    });
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
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

async function main(): Promise<void> {
  const a = args();
  const num = (k: string, d: number) => Number(a.get(k) ?? d);
  const users = num("users", 2000);
  const perUser = num("per-user", 100);
  const tokenCount = Math.min(num("tokens", 200), users);
  const connections = num("connections", 50);
  const duration = num("duration", 15);
  const rounds = num("rounds", 2);
  const rate = num("rate", 500);
  const rateDuration = num("rate-duration", 30);
  const outDir = path.resolve(a.get("out") ?? path.join(here, "..", "results"));

  const { url, report: seed } = await seedBenchDatabase({ users, perUser, fresh: a.has("fresh") }, log);
  log(
    `data: ${seed.users} users, ${seed.notifications} notifications (${seed.reused ? "reused" : `${seed.seconds} s`})`,
  );

  const { child, baseUrl } = await startServer(url);
  try {
    // Users spread over the whole range, not only the first ones.
    const step = Math.max(1, Math.floor(users / tokenCount));
    const emails = Array.from({ length: tokenCount }, (_, i) => benchEmail(1 + i * step));
    const tokens = await loginAll(baseUrl, emails);
    log(`${tokens.length} tokens`);

    const probe = await fetch(`${baseUrl}${POLL_PATH}`, { headers: { authorization: `Bearer ${tokens[0]}` } });
    const body = (await probe.json()) as { payload: unknown[]; pagination: { total: number } };
    if (probe.status !== 200 || body.payload.length !== 20) throw new Error(`probe failed: ${probe.status}`);
    log(`probe: 200, ${body.payload.length} rows of ${body.pagination.total}`);

    log("warm-up ...");
    await runLoad({ label: "warm-up bare", baseUrl, path: "/__bare", connections, durationSeconds: 3 });
    await runLoad({ label: "warm-up", baseUrl, path: POLL_PATH, tokens, connections, durationSeconds: 5 });

    const tp: { bare: LoadResult; notifications: LoadResult; ratio: number }[] = [];
    for (let r = 1; r <= rounds; r++) {
      const bare = await runLoad({
        label: `bare #${r}`,
        baseUrl,
        path: "/__bare",
        connections,
        durationSeconds: duration,
      });
      const notif = await runLoad({
        label: `notifications #${r}`,
        baseUrl,
        path: POLL_PATH,
        tokens,
        connections,
        durationSeconds: duration,
      });
      const ratio = Math.round((notif.rps / bare.rps) * 1000) / 1000;
      log(
        `round ${r}: bare ${bare.rps} req/s, notifications ${notif.rps} req/s (p99 ${notif.latencyMs.p99} ms), ratio ${ratio}`,
      );
      tp.push({ bare, notifications: notif, ratio });
    }
    const sum = (k: "bare" | "notifications") => tp.reduce((s, r) => s + r[k].rps, 0);
    const ratio = Math.round((sum("notifications") / sum("bare")) * 1000) / 1000;

    const fixedConnections = Math.max(50, Math.ceil(rate / 10));
    const fixedNotif = await runLoad({
      label: `notifications @${rate}/s`,
      baseUrl,
      path: POLL_PATH,
      tokens,
      connections: fixedConnections,
      durationSeconds: rateDuration,
      rate,
    });
    log(`fixed ${rate}/s: notifications p99 ${fixedNotif.latencyMs.p99} ms (${fixedNotif.rps} req/s)`);
    const fixedBare = await runLoad({
      label: `bare @${rate}/s`,
      baseUrl,
      path: "/__bare",
      connections: fixedConnections,
      durationSeconds: Math.min(rateDuration, 10),
      rate,
    });

    const files = await writeReport(outDir, {
      date: new Date().toISOString().slice(0, 10),
      targets: { throughputRatio: 0.35, p99AtFixedRateMs: 25, fixedRate: rate },
      environment: await environment(url),
      data: { ...seed, tokens: tokens.length, sample: `every ${step}th of ${users}` },
      throughput: { rounds: tp, ratio },
      fixedRate: { notifications: fixedNotif, bare: fixedBare },
      verdict: { throughputRatio: ratio >= 0.35, p99: fixedNotif.latencyMs.p99 <= 25 },
    });
    log(`ratio ${ratio}; p99 @${rate}/s ${fixedNotif.latencyMs.p99} ms`);
    log(`written: ${files.join(", ")}`);
  } finally {
    await stopServer(child);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
